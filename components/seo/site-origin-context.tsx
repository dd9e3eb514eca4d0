// The site's public origin (PUBLIC_URL, ssr/site-origin.ts), given to every page by getPageProps and
// provided by pages/_app.tsx: canonical, hreflang and Open Graph URLs must be absolute.
import { createContext, useContext } from 'react';

const SiteOriginContext = createContext<string | undefined>(undefined);

export const SiteOriginProvider = SiteOriginContext.Provider;

export function useSiteOrigin(): string | undefined {
  return useContext(SiteOriginContext);
}
