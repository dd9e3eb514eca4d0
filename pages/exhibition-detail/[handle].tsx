import type { GetServerSideProps } from 'next';
import { ExhibitionDetail } from '@/components/exhibitions/exhibition-detail';
import { useExhibition } from '@/api/exhibitions/get-exhibition';
import { getExhibitionPageProps } from '@/ssr/exhibition-page-props';

export default function ExhibitionDetailPage({
  handle,
  origin,
}: {
  handle: string;
  origin: string;
}) {
  const { data } = useExhibition(handle);
  return data ? <ExhibitionDetail exhibition={data} origin={origin} /> : null;
}

export const getServerSideProps: GetServerSideProps = (ctx) => getExhibitionPageProps(ctx);
