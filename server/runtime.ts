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
  CertificateCheckDto,
  CertificateDto,
} from '@/schemas/artwork-dto';
import type {
  ArtworkCountQuery,
  ArtworkFiltersInput,
  ArtworkGroupQuery,
  FeaturedArtworkQuery,
} from '@/schemas/artwork-filters';
import type { ArtistDetailDto, ArtistListDto } from '@/schemas/artist-dto';
import type {
  ArtistFiltersInput,
  ContentsQueryInput,
  FaqQueryInput,
  InstitutionFiltersInput,
  PageQueryInput,
} from '@/schemas/catalogue-filters';
import type { ExhibitionListQueryInput } from '@/schemas/exhibition-list-query';
import type {
  ContentDetailDto,
  ContentListDto,
  FairDetailDto,
  FaqListDto,
  InternalHandlesDto,
  OpenSearchResultDto,
  RollingBannerListDto,
  TempArtworkListDto,
} from '@/schemas/editorial-dto';
import type {
  ExhibitionArtistListDto,
  ExhibitionArtworkListDto,
  ExhibitionDetailDto,
  ExhibitionHighlightListDto,
  ExhibitionHighlightPageDto,
  ExhibitionListDto,
} from '@/schemas/exhibition-dto';
import type { InstitutionDetailDto, InstitutionListDto } from '@/schemas/institution-dto';
import type { AppInitDto, Language } from '@/schemas/dto';
import type { CurrencyCode } from '@/rules/money';

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
  /** The public check of a verification token (`<certificate number>-<code>`); null when unknown. */
  checkArtworkCertificate(token: string, language: Language): Promise<CertificateCheckDto | null>;

  // Catalogue beyond artworks (server/modules/artists, institutions, exhibitions, editorial,
  // search; schemas/artist-dto.ts, institution-dto.ts, exhibition-dto.ts, editorial-dto.ts).
  // Queries are validated with schemas/catalogue-filters.ts; bad values throw
  // AppError('VALIDATION'). `idOrHandle` accepts either; null means not found.
  /** GET store/artists */
  listArtists(query: ArtistFiltersInput, language: Language): Promise<ArtistListDto>;
  /** GET store/artists/{id} */
  getArtist(
    idOrHandle: string,
    language: Language,
    currency: CurrencyCode,
  ): Promise<ArtistDetailDto | null>;
  /** GET store/featured-artist */
  listFeaturedArtistsPage(query: PageQueryInput, language: Language): Promise<ArtistListDto>;
  /** GET store/institution */
  listInstitutions(query: InstitutionFiltersInput, language: Language): Promise<InstitutionListDto>;
  /** GET store/institution/{id} */
  getInstitution(
    idOrHandle: string,
    language: Language,
    currency: CurrencyCode,
  ): Promise<InstitutionDetailDto | null>;
  /** GET store/exhibition (status current | upcoming | past by the server clock) */
  listExhibitions(query: ExhibitionListQueryInput, language: Language): Promise<ExhibitionListDto>;
  /** GET store/exhibition/{handle} */
  getExhibition(
    handle: string,
    language: Language,
    currency: CurrencyCode,
  ): Promise<ExhibitionDetailDto | null>;
  /** GET store/exhibition/{handle}/artworks */
  listExhibitionArtworks(
    handle: string,
    query: PageQueryInput,
    language: Language,
    currency: CurrencyCode,
  ): Promise<ExhibitionArtworkListDto | null>;
  /** GET store/exhibition/{handle}/artists */
  listExhibitionArtists(
    handle: string,
    query: PageQueryInput,
    language: Language,
  ): Promise<ExhibitionArtistListDto | null>;
  /** GET store/exhibition-highlight/{id} */
  getExhibitionHighlight(
    id: string,
    language: Language,
    currency: CurrencyCode,
  ): Promise<ExhibitionHighlightPageDto | null>;
  /** Highlights of current exhibitions, header order (internal `highlights`). */
  listExhibitionHighlights(
    query: PageQueryInput,
    language: Language,
  ): Promise<ExhibitionHighlightListDto>;
  /** GET store/fair/{id}: id, handle or token. */
  getFair(idOrHandleOrToken: string, language: Language): Promise<FairDetailDto | null>;
  /** GET store/rolling-banner */
  listRollingBanners(query: PageQueryInput, language: Language): Promise<RollingBannerListDto>;
  /** GET store/faq */
  listFaqs(query: FaqQueryInput, language: Language): Promise<FaqListDto>;
  /** GET store/contents */
  listContents(query: ContentsQueryInput, language: Language): Promise<ContentListDto>;
  /** GET store/contents/{handle}: null when there is no such published story. */
  getContent(
    handle: string,
    language: Language,
    currency: CurrencyCode,
  ): Promise<ContentDetailDto | null>;
  /** GET store/temp/artworks */
  listTempArtworks(
    query: PageQueryInput,
    language: Language,
    currency: CurrencyCode,
  ): Promise<TempArtworkListDto>;
  /** GET store/temp/artists */
  listTempArtists(query: PageQueryInput, language: Language): Promise<ArtistListDto>;
  /** GET store/temp/institution */
  listTempInstitutions(query: PageQueryInput, language: Language): Promise<InstitutionListDto>;
  /** GET store/opensearch/all */
  openSearch(
    keyword: string,
    language: Language,
    currency: CurrencyCode,
  ): Promise<OpenSearchResultDto>;
  /** Every public catalogue page's handle (static paths, sitemap.xml). */
  listHandles(): Promise<InternalHandlesDto>;
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
