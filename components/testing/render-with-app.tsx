// Test helper: renders UI inside the app's providers (i18n with the real locale files, React
// Query, the client store). Tests mock `next/router` themselves.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import en from '@/locales/en/common.json';
import ko from '@/locales/ko/common.json';
import type { AppInitDto, Language } from '@/schemas/dto';
import { APP_COUNTRY, appQueries } from '@/api/app';
import { activateStore, createAppStore, type AppState, type AppStore } from '@/store/app-store';
import { AppStoreProvider } from '@/store/app-store-context';

export function createTestI18n(language: Language = 'en'): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    resources: { en: { common: en }, ko: { common: ko } },
    defaultNS: 'common',
    ns: ['common'],
    fallbackLng: false,
    parseMissingKeyHandler: () => 'not translate',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

export interface AppRenderOptions extends Omit<RenderOptions, 'wrapper'> {
  language?: Language;
  state?: Partial<AppState>;
  appInit?: AppInitDto;
}

export function renderWithApp(ui: ReactElement, options: AppRenderOptions = {}) {
  const { language = 'en', state, appInit, ...rest } = options;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (appInit) queryClient.setQueryData(appQueries.init(APP_COUNTRY, language).queryKey, appInit);
  const store: AppStore = createAppStore({ language, ...state });
  activateStore(store);
  const i18n = createTestI18n(language);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <AppStoreProvider store={store}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AppStoreProvider>
    </I18nextProvider>
  );
  return { ...render(ui, { wrapper, ...rest }), store, queryClient, i18n };
}
