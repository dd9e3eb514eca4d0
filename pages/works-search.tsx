import type { GetServerSideProps } from 'next';
import { WorksSearchPage } from '@/components/search/works-search-page';
import { getPageProps } from '@/ssr/get-page-props';

export default WorksSearchPage;

// The results are fetched by the browser, behind the loading line of rules §2.
export const getServerSideProps: GetServerSideProps = (ctx) =>
  getPageProps(ctx, { namespaces: ['search', 'works'] });
