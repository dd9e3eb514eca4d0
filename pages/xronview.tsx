import type { GetServerSideProps } from 'next';
import { OnViewListPage } from '@/components/onview/onview-list-page';
import type { ExhibitionSummaryDto } from '@/schemas/dto';
import { getPageProps } from '@/ssr/get-page-props';

/** Every 3D room fits one page. */
const ROOMS = 50;

export default OnViewListPage;

export const getServerSideProps: GetServerSideProps<{
  exhibitions: ExhibitionSummaryDto[];
}> = async (ctx) => {
  let exhibitions: ExhibitionSummaryDto[] = [];
  const result = await getPageProps(ctx, {
    namespaces: ['onview'],
    prefetch: async ({ services, language }) => {
      ({ exhibitions } = await services.listExhibitions({ on_view: true, limit: ROOMS }, language));
    },
  });
  if (!('props' in result)) return result;
  return { props: { ...(await result.props), exhibitions } };
};
