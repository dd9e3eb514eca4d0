// The pages that show one exhibition's works whole, /onview/[handle] (the 3D room) and
// /viewer/[handle] (the slideshow): the exhibition under the client's own query key and all of
// its works in show order (at most 100 a room). A show without works or an unknown handle is a
// 404; so is a 3D room for a show that has none.
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { getExhibitionQueryOptions } from '@/api/exhibitions/get-exhibition';
import type { ArtworkSummaryDto } from '@/schemas/artwork-dto';
import { CATALOGUE_MAX_PAGE_SIZE } from '@/schemas/catalogue-filters';
import { getPageProps } from './get-page-props';
import type { AppPageProps } from './page-props';

export interface ExhibitionWorksPageProps {
  handle: string;
  artworks: ArtworkSummaryDto[];
}

export async function getExhibitionWorksPageProps(
  ctx: GetServerSidePropsContext,
  { requireOnView }: { requireOnView: boolean },
): Promise<GetServerSidePropsResult<AppPageProps & ExhibitionWorksPageProps>> {
  const handle = String(ctx.params?.handle ?? '');
  if (!handle || handle.length > 200) return { notFound: true };
  let artworks: ArtworkSummaryDto[] | null = null;
  const result = await getPageProps(ctx, {
    namespaces: ['catalogue', 'onview', 'works'],
    prefetch: async ({ queryClient, services, language, currency }) => {
      const exhibition = await services.getExhibition(handle, language, currency);
      if (!exhibition || (requireOnView && !exhibition.has_on_view)) return;
      const works = await services.listExhibitionArtworks(
        handle,
        { limit: CATALOGUE_MAX_PAGE_SIZE, offset: 0 },
        language,
        currency,
      );
      queryClient.setQueryData(
        getExhibitionQueryOptions(handle, { language, currency }).queryKey,
        exhibition,
      );
      artworks = works?.artworks ?? [];
    },
  });
  if (artworks === null || !('props' in result)) return { notFound: true };
  return { props: { ...(await result.props), handle, artworks } };
}
