// The composition root of the server's services: one instance per process, shared by the HTTP
// routes and by server-side rendering (registered in runtime.ts by main.ts).
import type { AppContext } from './context';
import type { ServerServices } from './runtime';
import { createArtworkCatalogue, type ArtworkCatalogue } from './workflows/artwork-catalogue';
import { createCachedAppInitialization } from './workflows/get-app-initialization';

export interface Services extends ServerServices {
  /** Drops cached reads after the catalogue changed (back office, seeding). */
  invalidateCaches(): void;
  /** The artwork calls with pricing (routes in server/http/routes/artwork.routes.ts). */
  artworkCatalogue: ArtworkCatalogue;
}

export function createServices(ctx: AppContext): Services {
  const appInit = createCachedAppInitialization(ctx);
  const artworkCatalogue = createArtworkCatalogue(ctx);
  const { artworks, pricing } = artworkCatalogue;
  return {
    appInit: (countryCode, language) => appInit.get(countryCode, language),
    artworkCatalogue,
    listArtworks: async (filters, language, currency) =>
      artworks.list(filters, language, await pricing(currency)),
    getArtwork: async (handle, language, currency) =>
      artworks.detail(handle, language, await pricing(currency)),
    countArtworks: (query, language) => artworks.countByCategory(query, language),
    listArtworkGroups: async (query, language, currency) =>
      artworks.groups(query, language, await pricing(currency)),
    listFeaturedArtworks: async (query, language, currency) =>
      artworks.featured(query, language, await pricing(currency)),
    recommendArtworks: async (artworkId, limit, language, currency) =>
      artworks.recommend(artworkId, limit, language, await pricing(currency)),
    getArtworkCertificate: async (handle, editionNumber, language) =>
      artworks.certificate(handle, editionNumber, language, await pricing('krw')),
    invalidateCaches: () => {
      appInit.clear();
      artworkCatalogue.invalidateCaches();
    },
  };
}
