import type { GetServerSideProps } from 'next';
import { CarouselPage } from '@/components/special/carousel-page';
import type { ContentDto } from '@/schemas/editorial-dto';
import { getPageProps } from '@/ssr/get-page-props';

/** The carousel shows the newest stories. */
const STORIES = 12;

export default CarouselPage;

export const getServerSideProps: GetServerSideProps = async (ctx) => {
  let stories: ContentDto[] = [];
  const result = await getPageProps(ctx, {
    namespaces: ['onview'],
    prefetch: async ({ services, language }) => {
      stories = (await services.listContents({ limit: STORIES }, language)).contents;
    },
  });
  if (!('props' in result)) return result;
  return { props: { ...(await result.props), stories } };
};
