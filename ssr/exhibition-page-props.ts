// The three exhibition pages load the same exhibition; the solo-exhibition URL of the first art
// fair (rules §2) is not an exhibition at all and redirects to the fair's own page at /{token}.
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { APP_COUNTRY } from '@/api/app/get-app-init';
import { getExhibitionQueryOptions } from '@/api/exhibitions/get-exhibition';
import type { FairSummaryDto, Language } from '@/schemas/dto';
import { serverServices } from '@/server/runtime';
import { languageFromLocale } from '@/store/app-store';
import { getDetailPageProps, type DetailPageProps } from './detail-page-props';
import type { AppPageProps } from './page-props';

/** Whether a solo-exhibition handle names the first fair (by its handle, token or id). */
export function isFirstFairHandle(handle: string, fairs: readonly FairSummaryDto[]): boolean {
  const fair = fairs[0];
  return !!fair && [fair.handle, fair.token, fair.id].includes(handle);
}

export function localePrefix(ctx: Pick<GetServerSidePropsContext, 'locale' | 'defaultLocale'>) {
  return ctx.locale && ctx.locale !== ctx.defaultLocale ? `/${ctx.locale}` : '';
}

export async function firstFairRedirect(
  ctx: GetServerSidePropsContext,
  handle: string,
): Promise<GetServerSidePropsResult<never> | null> {
  const language: Language = languageFromLocale(ctx.locale);
  const { fairs } = await serverServices().appInit(APP_COUNTRY, language);
  if (!isFirstFairHandle(handle, fairs)) return null;
  const token = fairs[0]!.token;
  return {
    redirect: {
      destination: `${localePrefix(ctx)}/${encodeURIComponent(token)}`,
      permanent: false,
    },
  };
}

export async function getExhibitionPageProps(
  ctx: GetServerSidePropsContext,
): Promise<GetServerSidePropsResult<AppPageProps & DetailPageProps>> {
  const handle = String(ctx.params?.handle ?? '');
  return getDetailPageProps(ctx, handle, {
    read: (services, language, currency) => services.getExhibition(handle, language, currency),
    queryKey: (context) => getExhibitionQueryOptions(handle, context).queryKey,
  });
}
