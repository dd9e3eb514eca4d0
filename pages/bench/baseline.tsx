// The yardstick of bench/catalogue.ts: the cheapest server-rendered page this app can serve
// (getServerSideProps with trivial props, the same _app and document as every page). It only
// exists while the server runs with BENCH_PAGES=1; otherwise it is a 404 like any unknown path.
import type { GetServerSideProps } from 'next';

interface BaselineProps {
  renderedAt: string;
}

export default function BenchBaselinePage({ renderedAt }: BaselineProps) {
  return <p>Rendered at {renderedAt}</p>;
}

export const getServerSideProps: GetServerSideProps<BaselineProps> = async () => {
  if (process.env.BENCH_PAGES !== '1') return { notFound: true };
  return { props: { renderedAt: new Date().toISOString() } };
};
