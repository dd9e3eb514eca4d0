import type { GetServerSideProps } from 'next';
import { ExhibitionOverview } from '@/components/exhibitions/exhibition-overview';
import { useExhibition } from '@/api/exhibitions/get-exhibition';
import { getExhibitionPageProps } from '@/ssr/exhibition-page-props';

export default function ExhibitionPage({ handle, origin }: { handle: string; origin: string }) {
  const { data } = useExhibition(handle);
  return data ? <ExhibitionOverview exhibition={data} origin={origin} /> : null;
}

export const getServerSideProps: GetServerSideProps = (ctx) => getExhibitionPageProps(ctx);
