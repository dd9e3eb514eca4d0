import type { GetServerSideProps } from 'next';
import { SoloExhibition } from '@/components/exhibitions/solo-exhibition';
import { useExhibition } from '@/api/exhibitions/get-exhibition';
import { firstFairRedirect, getExhibitionPageProps } from '@/ssr/exhibition-page-props';

export default function SoloExhibitionPage({ handle, origin }: { handle: string; origin: string }) {
  const { data } = useExhibition(handle);
  return data ? <SoloExhibition exhibition={data} origin={origin} /> : null;
}

export const getServerSideProps: GetServerSideProps = async (ctx) =>
  (await firstFairRedirect(ctx, String(ctx.params?.handle ?? ''))) ?? getExhibitionPageProps(ctx);
