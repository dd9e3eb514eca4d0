import type { GetServerSideProps } from 'next';
import { LegalDocument } from '@/components/info/legal-document';
import { getPageProps } from '@/ssr/get-page-props';
import { siteOrigin } from '@/ssr/site-origin';

export default function TermsOfServicePage({ origin }: { origin: string }) {
  return <LegalDocument kind="terms" origin={origin} />;
}

export const getServerSideProps: GetServerSideProps = (ctx) =>
  getPageProps(ctx, { namespaces: ['legal'], props: { origin: siteOrigin() } });
