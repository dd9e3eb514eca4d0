import type { GetServerSideProps } from 'next';
import { Slideshow } from '@/components/viewer/slideshow';
import { useExhibition } from '@/api/exhibitions/get-exhibition';
import type { ArtworkSummaryDto } from '@/schemas/artwork-dto';
import { getExhibitionWorksPageProps } from '@/ssr/onview-page-props';

export default function ViewerPage({
  handle,
  artworks,
}: {
  handle: string;
  artworks: ArtworkSummaryDto[];
}) {
  const { data } = useExhibition(handle);
  return data ? <Slideshow exhibition={data} artworks={artworks} /> : null;
}

export const getServerSideProps: GetServerSideProps = (ctx) =>
  getExhibitionWorksPageProps(ctx, { requireOnView: false });
