// The aside's later part, one lazily hydrated boundary (ADR 0016): the request for sale of a work
// not on sale, then the details.
import type { ArtworkDetailDto } from '@/schemas/artwork-dto';
import { ArtworkDetails } from './artwork-details';
import { AskForSale } from './ask-for-sale';

export function ArtworkAsideMore({ artwork }: { artwork: ArtworkDetailDto }) {
  return (
    <>
      <AskForSale artwork={artwork} />
      <ArtworkDetails artwork={artwork} />
    </>
  );
}
