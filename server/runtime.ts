// The bridge from Next's bundled page code to the services of this process. server/main.ts
// registers the services here at start-up; getServerSideProps (through ssr/) reads them. This
// file must import types only: Next bundles it, and a second copy of the database client would
// open a second connection to the embedded database.
import type {
  ArtworkCountDto,
  ArtworkDetailDto,
  ArtworkGroupListDto,
  ArtworkListDto,
  ArtworkSummaryListDto,
  CertificateDto,
} from '@/schemas/artwork-dto';
import type {
  ArtworkCountQuery,
  ArtworkFiltersInput,
  ArtworkGroupQuery,
  FeaturedArtworkQuery,
} from '@/schemas/artwork-filters';
import type { AppInitDto, Language } from '@/schemas/dto';
import type { CurrencyCode } from '@/schemas/money';

/** What server-side rendering may ask of the store, in-process and without HTTP. */
export interface ServerServices {
  appInit(countryCode: string, language: Language): Promise<AppInitDto>;

  // Artworks (server/modules/artworks). Filters are validated with the schemas of
  // schemas/artwork-filters.ts; bad values throw AppError('VALIDATION').
  /** The marketplace list (GET store/artwork). */
  listArtworks(
    filters: ArtworkFiltersInput,
    language: Language,
    currency: CurrencyCode,
  ): Promise<ArtworkListDto>;
  /** The artwork page (GET store/artwork/{handle}); null when no artwork has this handle. */
  getArtwork(
    handle: string,
    language: Language,
    currency: CurrencyCode,
  ): Promise<ArtworkDetailDto | null>;
  /** Works per category in a tab, with the synthetic 'All' group (GET store/artwork-count). */
  countArtworks(query: Partial<ArtworkCountQuery>, language: Language): Promise<ArtworkCountDto>;
  /** Categories with their first works (GET store/artwork-group). */
  listArtworkGroups(
    query: Partial<ArtworkGroupQuery>,
    language: Language,
    currency: CurrencyCode,
  ): Promise<ArtworkGroupListDto>;
  /** Editorially featured works in rank order (GET store/featured-artwork). */
  listFeaturedArtworks(
    query: Partial<FeaturedArtworkQuery>,
    language: Language,
    currency: CurrencyCode,
  ): Promise<ArtworkSummaryListDto>;
  /**
   * Works related to one artwork by artist, category, colour and price, best first
   * (GET store/app/recommend/artwork); null when the artwork does not exist.
   */
  recommendArtworks(
    artworkId: string,
    limit: number,
    language: Language,
    currency: CurrencyCode,
  ): Promise<ArtworkSummaryListDto | null>;
  /** The certificate of authenticity (GET store/artwork/coa); null when unknown or not issued. */
  getArtworkCertificate(
    handle: string,
    editionNumber: number,
    language: Language,
  ): Promise<CertificateDto | null>;
}

const key = Symbol.for('artmarket.server-services');
type Registry = { [key]?: ServerServices };

export function registerServerServices(services: ServerServices): void {
  (globalThis as Registry)[key] = services;
}

export function serverServices(): ServerServices {
  const services = (globalThis as Registry)[key];
  if (!services) {
    throw new Error('Server services are not registered: start the app with server/main.ts');
  }
  return services;
}
