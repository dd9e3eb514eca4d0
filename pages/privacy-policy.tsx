import type { GetServerSideProps } from 'next';
import { LegalDocument } from '@/components/info/legal-document';
import { getPageProps } from '@/ssr/get-page-props';

export default function PrivacyPolicyPage() {
  return <LegalDocument kind="privacy" />;
}

export const getServerSideProps: GetServerSideProps = (ctx) =>
  getPageProps(ctx, { namespaces: ['legal'] });
