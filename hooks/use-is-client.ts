import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/** False during server rendering and hydration, true afterwards (for portals and the like). */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
