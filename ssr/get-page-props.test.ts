// @vitest-environment node
import type { GetServerSidePropsContext } from 'next';
import { afterEach, describe, expect, it } from 'vitest';
import {
  APP_COUNTRY,
  getAppInitQueryOptions,
  getAppShellQueryOptions,
} from '@/api/app/get-app-init';
import { appInitFixture } from '@/components/testing/app-init-fixture';
import type { Language } from '@/schemas/dto';
import { registerServerServices, type ServerServices } from '@/server/runtime';
import { createTestI18n } from '@/i18n/test-i18n';
import enWorks from '@/locales/en/works.json';
import { getPageProps } from './get-page-props';

function context(options: {
  locale?: string;
  cookies?: Record<string, string>;
  headers?: Record<string, string>;
}) {
  return {
    locale: options.locale,
    req: { cookies: options.cookies ?? {}, headers: options.headers ?? {} },
    res: {},
    query: {},
    resolvedUrl: '/',
  } as unknown as GetServerSidePropsContext;
}

const asked: Language[] = [];
registerServerServices({
  appInit: async (_country, language) => {
    asked.push(language);
    return appInitFixture({
      country: { code: 'KOR', iso2: 'KR', name: language, default_currency: 'krw' },
    });
  },
} as Pick<ServerServices, 'appInit'> as ServerServices); // getPageProps itself only asks appInit

afterEach(() => {
  asked.length = 0;
});

async function props(ctx: GetServerSidePropsContext) {
  const result = await getPageProps(ctx);
  if (!('props' in result)) throw new Error('expected props');
  return await result.props;
}

describe('getPageProps (every page’s server data)', () => {
  it('sends every page the frame’s part of app initialisation, under the key the browser uses', async () => {
    const p = await props(context({ locale: 'ko' }));
    expect(asked).toEqual(['ko']);
    const keys = p.dehydratedState?.queries.map((q) => JSON.stringify(q.queryKey));
    expect(keys).toEqual([JSON.stringify(getAppShellQueryOptions(APP_COUNTRY, 'ko').queryKey)]);
    const shell = p.dehydratedState!.queries[0]!.state.data as Record<string, unknown>;
    expect(shell).toMatchObject({ country: { name: 'ko' }, pre_access: false });
    expect(Object.keys(shell).sort()).toEqual(
      [
        'artwork_categories',
        'country',
        'currencies',
        'headers_exhibitions',
        'monitoring',
        'pre_access',
      ].sort(),
    );
  });

  it('sends all of app initialisation to the pages that show it (home, about)', async () => {
    const p = await getPageProps(context({ locale: 'en' }), { appInit: 'full' });
    if (!('props' in p)) throw new Error('no props');
    const props = await p.props;
    const init = props.dehydratedState?.queries.find(
      (q) =>
        JSON.stringify(q.queryKey) ===
        JSON.stringify(getAppInitQueryOptions(APP_COUNTRY, 'en').queryKey),
    );
    expect(init?.state.data).toMatchObject({ country: { name: 'en' }, featured_artists: [] });
  });

  it('loads the common translations of the locale only, as next-i18next’s browser side reads them', async () => {
    const p = await props(context({ locale: 'ko' }));
    const translations = p._nextI18Next!;
    expect(translations.initialLocale).toBe('ko');
    expect(translations.ns).toEqual(['common']);
    expect(translations.userConfig).toBeNull(); // the config travels in the bundle, not the props
    expect(Object.keys(translations.initialI18nStore)).toEqual(['ko']);
    const i18n = createTestI18n('ko', translations.initialI18nStore);
    expect(i18n.t('error.notFound')).toBe('페이지를 찾을 수 없습니다');
    expect(i18n.t('heading', { ns: 'works' })).toBe('not translate');
  });

  it('adds the namespaces a page asks for, whole, once each', async () => {
    const result = await getPageProps(context({ locale: 'en' }), {
      namespaces: ['works', 'common', 'works'],
    });
    if (!('props' in result)) throw new Error('no props');
    const translations = (await result.props)._nextI18Next!;
    expect(translations.ns).toEqual(['common', 'works']);
    const i18n = createTestI18n('en', translations.initialI18nStore);
    expect(i18n.t('heading', { ns: 'works' })).toBe(enWorks.heading);
  });

  it('passes the Currency cookie and the device', async () => {
    const p = await props(
      context({ locale: 'en', cookies: { Currency: 'EUR' }, headers: { 'x-device': 'mobile' } }),
    );
    expect(p.storedCurrency).toBe('eur');
    expect(p.isMobile).toBe(true);
  });

  it('falls back to the user agent when middleware did not run', async () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1';
    expect((await props(context({ headers: { 'user-agent': iphone } }))).isMobile).toBe(true);
    expect((await props(context({ cookies: { Currency: 'yen' } }))).storedCurrency).toBeNull();
  });
});
