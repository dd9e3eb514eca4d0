// Test helper for the order screens: renders UI inside the providers they need (i18next with the
// real locale files, the client store signed in, the query cache without retries). Tests mock
// `next/router` themselves.
import { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '@/schemas/dto';
import { activateStore, createAppStore, type AppState } from '@/store/app-store';
import { AppStoreProvider } from '@/store/app-store-context';
import { createTestI18n } from '@/i18n/test-i18n';

export function renderOrders(
  ui: ReactElement,
  { language = 'en', state }: { language?: Language; state?: Partial<AppState> } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const store = createAppStore({ language, accessToken: 'token', loginCheckEnded: true, ...state });
  activateStore(store);
  const i18n = createTestI18n(language);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <AppStoreProvider store={store}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AppStoreProvider>
    </I18nextProvider>
  );
  return { ...render(ui, { wrapper }), queryClient };
}
