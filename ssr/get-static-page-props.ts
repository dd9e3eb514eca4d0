// Static pages (500) cannot use getServerSideProps: translations only; the header loads
// app initialisation in the browser.
import type { GetStaticPropsContext, GetStaticPropsResult } from 'next';
import type { AppPageProps } from './page-props';
import { pageTranslations } from '@/i18n/page-translations';

export async function getStaticPageProps(
  ctx: GetStaticPropsContext,
  namespaces: string[] = [],
): Promise<GetStaticPropsResult<AppPageProps>> {
  return { props: await pageTranslations(ctx.locale, namespaces) };
}
