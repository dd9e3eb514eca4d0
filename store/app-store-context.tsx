// React access to the per-app client store (see app-store.ts for why it is not a module singleton).
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { type AppState, type AppStore } from './app-store';

const AppStoreContext = createContext<AppStore | null>(null);

export function AppStoreProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return <AppStoreContext.Provider value={store}>{children}</AppStoreContext.Provider>;
}

export function useAppStoreApi(): AppStore {
  const store = useContext(AppStoreContext);
  if (!store) throw new Error('useAppStore must be used inside <AppStoreProvider>');
  return store;
}

/**
 * Subscribes to one derived value of the client store. Hydration reads the store's initial state,
 * as the server did, so a part hydrated late (ADR 0016) matches its HTML and then updates.
 */
export function useAppStore<T>(selector: (state: AppState) => T): T {
  const store = useAppStoreApi();
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.getState()),
    () => selector(store.getInitialState()),
  );
}
