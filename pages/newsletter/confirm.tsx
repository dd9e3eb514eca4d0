import type { GetServerSideProps } from 'next';
import { NewsletterLinkPage } from '@/components/newsletter/newsletter-link-page';
import { getPageProps } from '@/ssr/get-page-props';

export default function NewsletterConfirm() {
  return <NewsletterLinkPage action="confirm" />;
}

export const getServerSideProps: GetServerSideProps = (ctx) =>
  getPageProps(ctx, { namespaces: ['newsletter'] });
