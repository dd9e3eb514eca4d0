import type { GetServerSideProps } from 'next';
import { getInstitutionQueryOptions } from '@/api/institutions/get-institution';
import { GalleryProfile } from '@/components/galleries/gallery-profile';
import { useInstitution } from '@/api/institutions/get-institution';
import { getDetailPageProps } from '@/ssr/detail-page-props';

export default function GalleryPage({ handle, origin }: { handle: string; origin: string }) {
  const { data } = useInstitution(handle);
  return data ? <GalleryProfile gallery={data} origin={origin} /> : null;
}

export const getServerSideProps: GetServerSideProps = (ctx) => {
  const handle = String(ctx.params?.handle ?? '');
  return getDetailPageProps(ctx, handle, {
    read: (services, language, currency) => services.getInstitution(handle, language, currency),
    queryKey: (context) => getInstitutionQueryOptions(handle, context).queryKey,
  });
};
