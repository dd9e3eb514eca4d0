// Test helper: renders UI inside the app's providers (i18next with the real locale files, the
// query cache, the client store). Tests mock `next/router` themselves.
import { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { toAppShell, type AppInitDto, type Language } from '@/schemas/dto';
import {
  APP_COUNTRY,
  getAppInitQueryOptions,
  getAppShellQueryOptions,
} from '@/api/app/get-app-init';
import { activateStore, createAppStore, type AppState, type AppStore } from '@/store/app-store';
import { AppStoreProvider } from '@/store/app-store-context';
import { createTestI18n } from '@/i18n/test-i18n';

export { createTestI18n };

export interface AppRenderOptions extends Omit<RenderOptions, 'wrapper'> {
  language?: Language;
  state?: Partial<AppState>;
  appInit?: AppInitDto;
}

export function renderWithApp(ui: ReactElement, options: AppRenderOptions = {}) {
  const { language = 'en', state, appInit, ...rest } = options;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (appInit) {
    queryClient.setQueryData(getAppInitQueryOptions(APP_COUNTRY, language).queryKey, appInit);
    queryClient.setQueryData(
      getAppShellQueryOptions(APP_COUNTRY, language).queryKey,
      toAppShell(appInit),
    );
  }
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
