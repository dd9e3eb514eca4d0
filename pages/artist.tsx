// rules §2 lists /artist: the artist is named by ?handle= (/artist?handle=han-seoyeon). Without a
// handle the visitor is sent to the artist index; an unknown handle is a 404.
import type { GetServerSideProps } from 'next';
import { getArtistQueryOptions } from '@/api/artists/get-artist';
import { ArtistProfile } from '@/components/artists/artist-profile';
import { queryText } from '@/components/catalogue/list-query';
import { useArtist } from '@/api/artists/get-artist';
import { getDetailPageProps } from '@/ssr/detail-page-props';

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
  return getDetailPageProps(ctx, handle, {
    read: (services, language, currency) => services.getArtist(handle, language, currency),
    queryKey: (context) => getArtistQueryOptions(handle, context).queryKey,
  });
};
