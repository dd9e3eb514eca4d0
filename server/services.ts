// The composition root of the server's services: one instance per process, shared by the HTTP
// routes and by server-side rendering (registered in runtime.ts by main.ts).
import type { AppContext } from './context';
import type { ServerServices } from './runtime';
import { createCachedAppInitialization } from './workflows/get-app-initialization';

export interface Services extends ServerServices {
  /** Drops cached reads after the catalogue changed (back office, seeding). */
  invalidateCaches(): void;
}

export function createServices(ctx: AppContext): Services {
  const appInit = createCachedAppInitialization(ctx);
  return {
    appInit: (countryCode, language) => appInit.get(countryCode, language),
    invalidateCaches: () => appInit.clear(),
  };
}
