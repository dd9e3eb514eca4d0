// The pages of one catalogue record (an artist, a gallery, an exhibition): the record read
// in-process and put under the client's own query key, or a 404 when the handle is unknown.
import type { QueryKey } from '@tanstack/react-query';
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { Language } from '@/schemas/dto';
import type { CurrencyCode } from '@/rules/money';
import type { ServerServices } from '@/server/runtime';
import { getPageProps } from './get-page-props';
import type { AppPageProps } from './page-props';
import { siteOrigin } from './site-origin';

export interface DetailPageProps {
  handle: string;
  origin: string;
}

export async function getDetailPageProps<T>(
  ctx: GetServerSidePropsContext,
  handle: string,
  detail: {
    read: (
      services: ServerServices,
      language: Language,
      currency: CurrencyCode,
    ) => Promise<T | null>;
    queryKey: (context: { language: Language; currency: CurrencyCode }) => QueryKey;
  },
): Promise<GetServerSidePropsResult<AppPageProps & DetailPageProps>> {
  let found = false;
  const result = await getPageProps(ctx, {
    namespaces: ['catalogue', 'works'],
    props: { handle, origin: siteOrigin() },
    prefetch: async ({ queryClient, services, language, currency }) => {
      const record = await detail.read(services, language, currency);
      found = record !== null;
      if (record) queryClient.setQueryData(detail.queryKey({ language, currency }), record);
    },
  });
  return found ? result : { notFound: true };
}
