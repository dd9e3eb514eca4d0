// SPEC §2 lists /artist: the artist is named by ?handle= (/artist?handle=han-seoyeon). Without a
// handle the visitor is sent to the artist index; an unknown handle is a 404.
import type { GetServerSideProps } from 'next';
import { artistQueries } from '@/api/artists';
import { ArtistProfile } from '@/components/artists/artist-profile';
import { queryText } from '@/components/catalogue/list-query';
import { useArtist } from '@/hooks/use-artists';
import { getPageProps } from '@/ssr/get-page-props';
import { siteOrigin } from '@/ssr/site-origin';

export default function ArtistPage({ handle, origin }: { handle: string; origin: string }) {
  const { data } = useArtist(handle);
  return data ? <ArtistProfile artist={data} origin={origin} /> : null;
}

export const getServerSideProps: GetServerSideProps = async (ctx) => {
  const handle = queryText(ctx.query, 'handle');
  if (!handle) {
    const prefix = ctx.locale && ctx.locale !== ctx.defaultLocale ? `/${ctx.locale}` : '';
    return { redirect: { destination: `${prefix}/artists`, permanent: false } };
  }
  let found = false;
  const result = await getPageProps(ctx, {
    namespaces: ['catalogue', 'works'],
    props: { handle, origin: siteOrigin(ctx.req) },
    prefetch: async ({ queryClient, services, language, currency }) => {
      const artist = await services.getArtist(handle, language, currency);
      found = artist !== null;
      if (artist)
        queryClient.setQueryData(
          artistQueries.detail(handle, { language, currency }).queryKey,
          artist,
        );
    },
  });
  return found ? result : { notFound: true };
};
