import type { GetServerSideProps } from 'next';
import { HomePage } from '@/components/home/home-page';
import { getPageProps } from '@/ssr/get-page-props';

export default HomePage;

export const getServerSideProps: GetServerSideProps = (ctx) => getPageProps(ctx);
