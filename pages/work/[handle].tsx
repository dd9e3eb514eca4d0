import type { GetServerSideProps } from 'next';
import { artworkQueries } from '@/api/artwork';
import { ArtworkPage, type ArtworkPageProps } from '@/components/artwork/artwork-page';
import { artworkJsonLd, jsonForScript } from '@/components/artwork/artwork-seo';
import { artistArtworksFilters } from '@/hooks/use-artworks';
import { getPageProps } from '@/ssr/get-page-props';
import { siteOrigin } from '@/ssr/site-origin';

export default ArtworkPage;

const HANDLE = /^[a-z0-9-]{1,200}$/;

export const getServerSideProps: GetServerSideProps<ArtworkPageProps> = async (ctx) => {
  const handle = String(ctx.params?.handle ?? '');
  if (!HANDLE.test(handle)) return { notFound: true };
  const origin = siteOrigin(ctx.req);
  let jsonLd: string | undefined;
  const result = await getPageProps(ctx, {
    namespaces: ['works', 'checkout'],
    props: { handle, origin },
    prefetch: async ({ queryClient, services, language, currency }) => {
      const context = { language, currency };
      const artwork = await services.getArtwork(handle, language, currency);
      if (!artwork) return;
      jsonLd = jsonForScript(artworkJsonLd(artwork, origin, language));
      queryClient.setQueryData(artworkQueries.detail(handle, context).queryKey, artwork);
      // More from the artist is near the fold and links the catalogue together for crawlers.
      const filters = artistArtworksFilters(artwork.artist.id, artwork.id);
      await queryClient.prefetchQuery({
        ...artworkQueries.list(filters, context),
        queryFn: () => services.listArtworks(filters, language, currency),
      });
    },
  });
  if (jsonLd === undefined || !('props' in result)) return { notFound: true };
  return { props: { ...(await result.props), jsonLd } };
};
