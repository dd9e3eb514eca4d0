// Query schemas of the catalogue calls other than artworks (artists, institutions,
// exhibitions, FAQ, contents, fair lists, site search), shared by the API and the screens'
// filter state. Values arrive as URL strings; empty strings count as "not set".
import { boolean, mixed, number, object, string, type InferType } from 'yup';
import {
  exhibitionPeriods,
  exhibitionTypes,
  type ExhibitionPeriod,
  type ExhibitionType,
} from './exhibition-dto';
import { institutionTypes, type InstitutionType } from './institution-dto';

export const CATALOGUE_PAGE_SIZE = 20;
export const CATALOGUE_MAX_PAGE_SIZE = 100;
export const CATALOGUE_MAX_OFFSET = 10_000;
/** Free-text filters: 1 to 100 characters after trimming. */
export const CATALOGUE_QUERY_MAX_LENGTH = 100;
/** store/opensearch/all: the keyword is 1 to 100 characters after trimming. */
export const SEARCH_KEYWORD_MAX_LENGTH = 100;
/** store/opensearch/all: at most this many results per group. */
export const SEARCH_GROUP_LIMIT = 12;

const blankToUndefined = (value: unknown, original: unknown) =>
  original === '' || original === null ? undefined : value;

const blankTextToUndefined = (value: unknown) =>
  typeof value === 'string' ? value.trim() || undefined : value;

export function pageLimit(fallback = CATALOGUE_PAGE_SIZE, max = CATALOGUE_MAX_PAGE_SIZE) {
  return number()
    .transform(blankToUndefined)
    .typeError('limit must be a number')
    .integer('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(max, `limit must be at most ${max}`)
    .default(fallback);
}

export function pageOffset(max = CATALOGUE_MAX_OFFSET) {
  return number()
    .transform(blankToUndefined)
    .typeError('offset must be a number')
    .integer('offset must be a whole number')
    .min(0, 'offset must be 0 or more')
    .max(max, `offset must be at most ${max}`)
    .default(0);
}

function freeText(name: string, max = CATALOGUE_QUERY_MAX_LENGTH) {
  return string()
    .transform(blankTextToUndefined)
    .max(max, `${name} must be at most ${max} characters`)
    .optional();
}

/** An id or a handle (letters, digits, '-' and '_'). */
export function idOrHandle(name: string) {
  return string()
    .transform(blankToUndefined)
    .trim()
    .max(200, `${name} is too long`)
    .matches(/^[A-Za-z0-9_-]+$/, `${name} is not a valid id or handle`)
    .optional();
}

function oneOfOptional<T extends string>(name: string, values: readonly T[]) {
  return mixed<T>()
    .transform(blankToUndefined)
    .oneOf([...values], `${name} must be one of ${values.join(', ')}`)
    .optional();
}

function oneOfDefault<T extends string>(name: string, values: readonly T[], fallback: T) {
  return mixed<T>()
    .transform(blankToUndefined)
    .oneOf([...values], `${name} must be one of ${values.join(', ')}`)
    .default(fallback);
}

/** Sort orders of artist and institution lists: name (A–Z in the visitor's language), newest, popular (wishes). */
export const catalogueOrders = ['name', 'newest', 'popular'] as const;
export type CatalogueOrder = (typeof catalogueOrders)[number];

/** GET store/artists */
export const artistFiltersSchema = object({
  limit: pageLimit(),
  offset: pageOffset(),
  /** Part of the name in English or Korean ('서연' finds '김서연'). */
  q: freeText('q'),
  /** Nationality in English or Korean, whole word, any case ('Korean', '한국'). */
  nationality: freeText('nationality', 64),
  /** Id or handle of an institution holding the artist's works. */
  institution: idOrHandle('institution'),
  /** true: only artists with at least one work on sale; false: only those without. */
  on_sale: boolean()
    .transform(blankToUndefined)
    .typeError('on_sale must be true or false')
    .optional(),
  order: oneOfDefault<CatalogueOrder>('order', catalogueOrders, 'name'),
});
export type ArtistFilters = InferType<typeof artistFiltersSchema>;
export type ArtistFiltersInput = Partial<ArtistFilters>;

/** GET store/institution */
export const institutionFiltersSchema = object({
  limit: pageLimit(),
  offset: pageOffset(),
  q: freeText('q'),
  type: oneOfOptional<InstitutionType>('type', institutionTypes),
  /** City in English or Korean, any case ('Seoul', '서울'). */
  city: freeText('city', 64),
  order: oneOfDefault<CatalogueOrder>('order', catalogueOrders, 'name'),
});
export type InstitutionFilters = InferType<typeof institutionFiltersSchema>;
export type InstitutionFiltersInput = Partial<InstitutionFilters>;

/**
 * GET store/exhibition. Without status every exhibition is listed, newest opening first;
 * current: ending soonest first; upcoming: opening soonest first; past: most recently ended first.
 */
export const exhibitionFiltersSchema = object({
  limit: pageLimit(),
  offset: pageOffset(),
  status: oneOfOptional<ExhibitionPeriod>('status', exhibitionPeriods),
  type: oneOfOptional<ExhibitionType>('type', exhibitionTypes),
  /** Id or handle of the institution holding the exhibition. */
  institution: idOrHandle('institution'),
  q: freeText('q'),
});
export type ExhibitionFilters = InferType<typeof exhibitionFiltersSchema>;
export type ExhibitionFiltersInput = Partial<ExhibitionFilters>;

/** limit/offset pages: {handle}/artworks, featured-artist, temp lists, rolling banners. */
export const pageQuerySchema = object({
  limit: pageLimit(),
  offset: pageOffset(),
});
export type PageQuery = InferType<typeof pageQuerySchema>;
export type PageQueryInput = Partial<PageQuery>;

/** GET store/faq */
export const faqQuerySchema = object({
  limit: pageLimit(100, 200),
  offset: pageOffset(),
  category: freeText('category', 64),
  q: freeText('q'),
});
export type FaqQuery = InferType<typeof faqQuerySchema>;
export type FaqQueryInput = Partial<FaqQuery>;

/** GET store/contents */
export const contentsQuerySchema = object({
  limit: pageLimit(),
  offset: pageOffset(),
  type: string()
    .transform(blankToUndefined)
    .trim()
    .max(32, 'type is too long')
    .matches(/^[a-z_-]+$/, 'type is not a valid content type')
    .optional(),
});
export type ContentsQuery = InferType<typeof contentsQuerySchema>;
export type ContentsQueryInput = Partial<ContentsQuery>;

/** GET store/opensearch/all */
export const openSearchQuerySchema = object({
  keyword: string()
    .transform(blankTextToUndefined)
    .required('keyword is required')
    .max(
      SEARCH_KEYWORD_MAX_LENGTH,
      `keyword must be at most ${SEARCH_KEYWORD_MAX_LENGTH} characters`,
    ),
  limit: pageLimit(SEARCH_GROUP_LIMIT, 24),
});
export type OpenSearchQuery = InferType<typeof openSearchQuerySchema>;
