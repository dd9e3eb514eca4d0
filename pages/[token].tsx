// rules §2 "{token}": an art fair's own page at its public token (e.g. /seoul-art-week-2026).
// Any other single-segment address that is not a fair is a 404.
import type { GetServerSideProps } from 'next';
import { getFairQueryOptions, useFair } from '@/api/editorial/get-fair';
import { FairPage } from '@/components/exhibitions/fair-page';
import type { ArtworkSummaryDto } from '@/schemas/artwork-dto';
import { getPageProps } from '@/ssr/get-page-props';
import { siteOrigin } from '@/ssr/site-origin';

/** Works of the fair shown on its page (the temporary art-fair list). */
const FAIR_WORKS = 12;

export default function FairTokenPage({
  token,
  artworks,
  origin,
}: {
  token: string;
  artworks: ArtworkSummaryDto[];
  origin: string;
}) {
  const { data } = useFair(token);
  return data ? <FairPage fair={data} artworks={artworks} origin={origin} /> : null;
}

export const getServerSideProps: GetServerSideProps = async (ctx) => {
  const token = String(ctx.params?.token ?? '');
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(token)) return { notFound: true };
  let found = false;
  let artworks: ArtworkSummaryDto[] = [];
  const result = await getPageProps(ctx, {
    namespaces: ['catalogue', 'works'],
    prefetch: async ({ queryClient, services, language, currency }) => {
      const [fair, works] = await Promise.all([
        services.getFair(token, language),
        services.listTempArtworks({ limit: FAIR_WORKS }, language, currency),
      ]);
      found = fair !== null;
      if (!fair) return;
      queryClient.setQueryData(getFairQueryOptions(token, { language, currency }).queryKey, fair);
      // The temporary lists follow the current fair; show them only on that fair's page.
      if (works.fair?.id === fair.id) artworks = works.artworks;
    },
  });
  if (!found || !('props' in result)) return { notFound: true };
  return { props: { ...(await result.props), token, artworks, origin: siteOrigin() } };
};
