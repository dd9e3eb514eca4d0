import type { GetServerSideProps } from 'next';
import { getArtworkQueryOptions } from '@/api/artworks/get-artwork';
import { ArtworkPage, type ArtworkPageProps } from '@/components/artwork/artwork-page';
import { artworkJsonLd } from '@/components/artwork/artwork-seo';
import { jsonForScript } from '@/components/seo/seo';
import { getPageProps } from '@/ssr/get-page-props';
import { siteOrigin } from '@/ssr/site-origin';
import { parseDestination } from '@/rules/delivered-cost';
import { DELIVERY_TO_COOKIE } from '@/store/cookie-names';

export default ArtworkPage;

const HANDLE = /^[a-z0-9-]{1,200}$/;

export const getServerSideProps: GetServerSideProps<ArtworkPageProps> = async (ctx) => {
  const handle = String(ctx.params?.handle ?? '');
  if (!HANDLE.test(handle)) return { notFound: true };
  const origin = siteOrigin();
  let jsonLd: string | undefined;
  const result = await getPageProps(ctx, {
    namespaces: ['works'],
    // The remembered "Delivery to" is drawn on the first paint: nothing moves at hydration.
    props: {
      handle,
      origin,
      deliveryTo: parseDestination(ctx.req.cookies[DELIVERY_TO_COOKIE]) ?? null,
    },
    prefetch: async ({ queryClient, services, language, currency }) => {
      const context = { language, currency };
      const artwork = await services.getArtwork(handle, language, currency);
      if (!artwork) return;
      jsonLd = jsonForScript(artworkJsonLd(artwork, origin, language));
      queryClient.setQueryData(getArtworkQueryOptions(handle, context).queryKey, artwork);
      // The rows below the fold (more from the artist, related works) are fetched by the browser:
      // they would double the page's markup and data for what is out of sight. The server draws
      // the artist row's title and its link to all the artist's works (ADR 0024).
    },
  });
  if (jsonLd === undefined || !('props' in result)) return { notFound: true };
  return { props: { ...(await result.props), jsonLd } };
};
