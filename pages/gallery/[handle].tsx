import type { GetServerSideProps } from 'next';
import { institutionQueries } from '@/api/institutions';
import { GalleryProfile } from '@/components/galleries/gallery-profile';
import { useInstitution } from '@/hooks/use-institutions';
import { getPageProps } from '@/ssr/get-page-props';
import { siteOrigin } from '@/ssr/site-origin';

export default function GalleryPage({ handle, origin }: { handle: string; origin: string }) {
  const { data } = useInstitution(handle);
  return data ? <GalleryProfile gallery={data} origin={origin} /> : null;
}

export const getServerSideProps: GetServerSideProps = async (ctx) => {
  const handle = String(ctx.params?.handle ?? '');
  let found = false;
  const result = await getPageProps(ctx, {
    namespaces: ['catalogue', 'works'],
    props: { handle, origin: siteOrigin(ctx.req) },
    prefetch: async ({ queryClient, services, language, currency }) => {
      const gallery = await services.getInstitution(handle, language, currency);
      found = gallery !== null;
      if (gallery) {
        queryClient.setQueryData(
          institutionQueries.detail(handle, { language, currency }).queryKey,
          gallery,
        );
      }
    },
  });
  return found ? result : { notFound: true };
};
