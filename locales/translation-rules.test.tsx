// The translation rules of rules §2 through the app's own wiring (appWithTranslation with
// next-i18next.config.js, useTranslation from next-i18next/pages): a missing key shows
// 'not translate' in both languages, never the other language's text, and plurals are chosen by
// Intl.PluralRules (English one/other, Korean other only).
import fs from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import type { AppProps } from 'next/app';
import { appWithTranslation, useTranslation } from 'next-i18next/pages';
import { describe, expect, it } from 'vitest';
import { localeResources } from '@/i18n/test-i18n';
import nextI18NextConfig from '@/next-i18next.config.js';
import type { AppPageProps } from '@/ssr/page-props';

const rules = {
  en: { piece_one: '{{count}} piece', piece_other: '{{count}} pieces', quote: 'Said {{who}}' },
  ko: { piece_other: '{{count}}점' },
};

function Probe({ count }: { count: number }) {
  const { t } = useTranslation('rules');
  const { t: catalogue } = useTranslation('catalogue');
  return (
    <ul>
      <li data-testid="plural">{t('piece', { count })}</li>
      <li data-testid="real-plural">{catalogue('artist.worksCount', { count })}</li>
      <li data-testid="missing">{t('nowhere.to.be.found')}</li>
      <li data-testid="english-only">{t('quote', { who: '<b>Kim & Lee</b>' })}</li>
      <li data-testid="unloaded">{t('heading', { ns: 'works' })}</li>
    </ul>
  );
}

const App = appWithTranslation(
  ({ Component, pageProps }: AppProps<AppPageProps & { count: number }>) => (
    <Component {...pageProps} />
  ),
  nextI18NextConfig,
);

function renderPage(language: 'en' | 'ko', count: number) {
  const resources = localeResources();
  const pageProps: AppPageProps & { count: number } = {
    count,
    _nextI18Next: {
      initialI18nStore: {
        [language]: {
          common: resources[language]!.common,
          catalogue: resources[language]!.catalogue,
          rules: rules[language],
        },
        // What an English page seen earlier in the same visit leaves in the browser's store.
        ...(language === 'ko' && { en: { rules: rules.en } }),
      },
      initialLocale: language,
      ns: ['common', 'catalogue', 'rules'],
      userConfig: null,
    },
  };
  const router = { locale: language } as AppProps['router'];
  return render(<App Component={Probe} pageProps={pageProps} router={router} />);
}

const text = (id: string) => screen.getByTestId(id).textContent;

describe('translation rules (rules §2)', () => {
  it.each(['en', 'ko'] as const)("shows 'not translate' for a missing key in %s", (language) => {
    renderPage(language, 1);
    expect(text('missing')).toBe('not translate');
    expect(text('unloaded')).toBe('not translate');
  });

  it('never shows English for a key Korean lacks', () => {
    renderPage('ko', 1);
    expect(text('english-only')).toBe('not translate');
  });

  it('chooses the English plural form by Intl.PluralRules', () => {
    expect(new Intl.PluralRules('en').select(1)).toBe('one');
    const { unmount } = renderPage('en', 1);
    expect(text('plural')).toBe('1 piece');
    expect(text('real-plural')).toBe('1 work');
    unmount();
    renderPage('en', 3);
    expect(text('plural')).toBe('3 pieces');
    expect(text('real-plural')).toBe('3 works');
  });

  it('uses the Korean _other form for every count, 1 included', () => {
    expect(new Intl.PluralRules('ko').select(1)).toBe('other');
    const { unmount } = renderPage('ko', 1);
    expect(text('plural')).toBe('1점');
    expect(text('real-plural')).toBe('작품 1점');
    unmount();
    renderPage('ko', 3);
    expect(text('plural')).toBe('3점');
  });

  it('fills placeholders without escaping them (React escapes once)', () => {
    const { container } = renderPage('en', 1);
    expect(text('english-only')).toBe('Said <b>Kim & Lee</b>');
    expect(container.querySelector('b')).toBeNull();
  });
});

describe('next-i18next.config.js', () => {
  it('lists every namespace file of locales/, in both languages', () => {
    for (const language of nextI18NextConfig.i18n.locales) {
      const files = fs
        .readdirSync(path.join(__dirname, language))
        .filter((file) => file.endsWith('.json'))
        .map((file) => file.replace(/\.json$/, ''));
      expect(files.sort()).toEqual([...nextI18NextConfig.ns].sort());
    }
  });
});
