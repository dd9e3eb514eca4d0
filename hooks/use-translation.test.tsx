import { render, screen } from '@testing-library/react';
import enCommon from '@/locales/en/common.json';
import enWorks from '@/locales/en/works.json';
import koCommon from '@/locales/ko/common.json';
import koWorks from '@/locales/ko/works.json';
import type { Messages, PageTranslations } from '@/store/translator';
import { TranslatorProvider, usePageTranslator } from '@/store/translator-context';
import { useTranslation } from './use-translation';

function page(locale: string, bundles: Record<string, Messages>): PageTranslations {
  return {
    initialI18nStore: { [locale]: bundles },
    initialLocale: locale,
    ns: Object.keys(bundles),
    userConfig: null,
  };
}

function Results() {
  const { t, i18n } = useTranslation('works');
  const { t: tc } = useTranslation();
  return (
    <p>
      {i18n.language} · {tc('error.back')} · {t('results.count', { count: 1 })}
    </p>
  );
}

function App({ translations, locale }: { translations?: PageTranslations; locale?: string }) {
  const i18n = usePageTranslator(translations, locale, 'en');
  return (
    <TranslatorProvider i18n={i18n}>
      <Results />
    </TranslatorProvider>
  );
}

describe('useTranslation under the page translator', () => {
  it('translates with the page’s language and namespaces, and switches with the next page', () => {
    const view = render(<App translations={page('en', { common: enCommon, works: enWorks })} />);
    expect(screen.getByText('en · Back · 1 work')).toBeInTheDocument();

    view.rerender(<App translations={page('ko', { common: koCommon, works: koWorks })} />);
    expect(screen.getByText('ko · 돌아가기 · 1점')).toBeInTheDocument();
  });

  it('keeps the namespaces of earlier pages for a page whose props carry none', () => {
    const view = render(<App translations={page('ko', { common: koCommon, works: koWorks })} />);
    view.rerender(<App translations={page('ko', { common: koCommon })} />);
    expect(screen.getByText('ko · 돌아가기 · 1점')).toBeInTheDocument();
    // The error page rendered in the browser: no translations, the route's locale.
    view.rerender(<App locale="ko" />);
    expect(screen.getByText('ko · 돌아가기 · 1점')).toBeInTheDocument();
  });

  it("shows 'not translate' outside any provider", () => {
    render(<Results />);
    expect(screen.getByText('en · not translate · not translate')).toBeInTheDocument();
  });
});
