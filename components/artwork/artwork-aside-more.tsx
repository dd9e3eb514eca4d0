// The aside's later part, one lazily hydrated boundary (ADR 0016): the request for sale of a work
// not on sale, the question about the work, then the details.
import type { ArtworkDetailDto } from '@/schemas/artwork-dto';
import { ArtworkDetails } from './artwork-details';
import { AskAboutWork } from './ask-about-work';
import { AskForSale } from './ask-for-sale';

export function ArtworkAsideMore({ artwork }: { artwork: ArtworkDetailDto }) {
  return (
    <>
      <AskForSale artwork={artwork} />
      <AskAboutWork artwork={artwork} />
      <ArtworkDetails artwork={artwork} />
    </>
  );
}
