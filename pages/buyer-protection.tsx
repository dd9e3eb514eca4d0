import type { GetServerSideProps } from 'next';
import { LegalDocument } from '@/components/info/legal-document';
import { getPageProps } from '@/ssr/get-page-props';
import { siteOrigin } from '@/ssr/site-origin';

/** Buyer protection and returns (rules §4.67–4.69, ADR 0078), in both languages. */
export default function BuyerProtectionPage({ origin }: { origin: string }) {
  return <LegalDocument kind="protection" origin={origin} />;
}

export const getServerSideProps: GetServerSideProps = (ctx) =>
  getPageProps(ctx, { namespaces: ['legal'], props: { origin: siteOrigin() } });
