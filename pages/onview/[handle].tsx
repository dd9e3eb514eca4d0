import type { GetServerSideProps } from 'next';
import { OnViewRoomPage } from '@/components/onview/onview-room-page';
import { useExhibition } from '@/api/exhibitions/get-exhibition';
import type { ArtworkSummaryDto } from '@/schemas/artwork-dto';
import { getExhibitionWorksPageProps } from '@/ssr/onview-page-props';

export default function OnViewPage({
  handle,
  artworks,
}: {
  handle: string;
  artworks: ArtworkSummaryDto[];
}) {
  const { data } = useExhibition(handle);
  return data ? <OnViewRoomPage exhibition={data} artworks={artworks} /> : null;
}

export const getServerSideProps: GetServerSideProps = (ctx) =>
  getExhibitionWorksPageProps(ctx, { requireOnView: true });
