// /stories/[handle]: one story of the carousel, read in full (ADR 0053); an unknown or
// unpublished handle is a 404.
import type { GetServerSideProps } from 'next';
import { StoryPage } from '@/components/special/story-page';
import type { ContentDetailDto } from '@/schemas/editorial-dto';
import { getPageProps } from '@/ssr/get-page-props';
import { siteOrigin } from '@/ssr/site-origin';

export default StoryPage;

export const getServerSideProps: GetServerSideProps = async (ctx) => {
  const handle = typeof ctx.params?.handle === 'string' ? ctx.params.handle : '';
  let story: ContentDetailDto | null = null;
  const result = await getPageProps(ctx, {
    namespaces: ['onview', 'catalogue', 'works'],
    prefetch: async ({ services, language, currency }) => {
      story = handle ? await services.getContent(handle, language, currency) : null;
    },
  });
  if (!('props' in result)) return result;
  if (!story) return { notFound: true };
  return { props: { ...(await result.props), story, origin: siteOrigin() } };
};
