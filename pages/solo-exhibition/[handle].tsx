import type { GetServerSideProps } from 'next';
import { SoloExhibition } from '@/components/exhibitions/solo-exhibition';
import { useExhibition } from '@/hooks/use-exhibitions';
import { firstFairRedirect, getExhibitionPageProps } from '@/ssr/exhibition-page-props';

export default function SoloExhibitionPage({ handle }: { handle: string }) {
  const { data } = useExhibition(handle);
  return data ? <SoloExhibition exhibition={data} /> : null;
}

export const getServerSideProps: GetServerSideProps = async (ctx) =>
  (await firstFairRedirect(ctx, String(ctx.params?.handle ?? ''))) ?? getExhibitionPageProps(ctx);
