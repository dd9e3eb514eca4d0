// The back office's galleries, categories, exhibitions (with highlights), fairs, rolling
// banners, FAQ and contents (issue 10): the request schemas shared by the server and the
// /admin screens. Text comes in both languages; pictures are image ids from the upload pipeline.
import { array, boolean, date, mixed, number, object, string, type InferType } from 'yup';
import { pageLimit, pageOffset } from './catalogue-filters';
import { trimmedString } from './text';

export const editorialMessages = {
  institutionNotFound: 'Gallery not found.',
  categoryNotFound: 'Category not found.',
  exhibitionNotFound: 'Exhibition not found.',
  highlightNotFound: 'Highlight not found.',
  fairNotFound: 'Fair not found.',
  bannerNotFound: 'Banner not found.',
  faqNotFound: 'Question not found.',
  contentNotFound: 'Content not found.',
  handleTaken: 'That handle or address is already used.',
  unknownReference: 'A referenced gallery, fair, artist, artwork or image does not exist.',
  endsBeforeStart: 'The end date must not be before the start date.',
} as const;

export const institutionTypes = ['gallery', 'museum', 'foundation', 'art_space'] as const;
export const faqCategories = ['purchase', 'shipping', 'resale', 'account', 'payment'] as const;
export const contentTypes = ['article', 'interview', 'video', 'news'] as const;
export const adminExhibitionTypes = ['group', 'solo', 'fair', 'onview'] as const;
export const exhibitionPeriods = ['current', 'upcoming', 'past'] as const;

const handle = (name = 'handle') =>
  string()
    .trim()
    .lowercase()
    .max(120, `${name} is too long`)
    .matches(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, `${name} must be lowercase letters, digits and dashes`);
const text = (name: string, max: number) =>
  trimmedString(`${name} must be text`).max(max, `${name} is too long`);
const required = (name: string, max: number) =>
  text(name, max).min(1, `${name} is required`).required(`${name} is required`);
const ref = (name: string) =>
  string()
    .max(200, `${name} is not a valid id`)
    .matches(/^[A-Za-z0-9_-]+$/, `${name} is not a valid id`);
const rank = () =>
  number()
    .typeError('rank must be a number')
    .integer('rank must be a whole number')
    .min(-1_000_000, 'rank is too small')
    .max(1_000_000, 'rank is too large');
const when = (name: string) => date().typeError(`${name} must be a date (ISO 8601)`);
const oneOf = <T extends string>(name: string, values: readonly T[]) =>
  mixed<T>().oneOf([...values], `${name} must be one of ${values.join(', ')}`);
/** A site path (`/exhibitions/...`) or an absolute http(s) address. */
const link = (name: string) =>
  text(name, 2000).matches(
    /^(\/(?!\/)\S*|https?:\/\/\S+)$/,
    `${name} must be a site path starting with / or an http(s) address`,
  );
/** Both dates sent: the end not before the start (a partial change is checked on the server). */
const ordered = <S extends { starts_at?: Date | null; ends_at?: Date | null }>(value: S) =>
  !value.starts_at || !value.ends_at || value.ends_at >= value.starts_at;
const datesOrdered = ['dates-ordered', editorialMessages.endsBeforeStart, ordered] as const;

/** GET lists: part of a name, title or handle. */
export const editorialListQuerySchema = object({
  q: trimmedString('q must be text').max(100, 'q is too long').optional(),
  limit: pageLimit(50, 200),
  offset: pageOffset(100_000),
});
export type EditorialListQuery = InferType<typeof editorialListQuerySchema>;

/** GET /v3/admin/exhibitions: also by period (server clock) and gallery. */
export const adminExhibitionListQuerySchema = editorialListQuerySchema.shape({
  period: oneOf('period', exhibitionPeriods).optional(),
  institution_id: ref('institution_id').optional(),
});
export type AdminExhibitionListQuery = InferType<typeof adminExhibitionListQuerySchema>;

// Galleries --------------------------------------------------------------------------------------

const institutionFields = {
  handle: handle(),
  type: oneOf('type', institutionTypes),
  name_en: text('name_en', 200).min(1, 'name_en is required'),
  name_ko: text('name_ko', 200).min(1, 'name_ko is required'),
  description_en: text('description_en', 10_000),
  description_ko: text('description_ko', 10_000),
  address_en: text('address_en', 300).nullable(),
  address_ko: text('address_ko', 300).nullable(),
  city_en: text('city_en', 100).nullable(),
  city_ko: text('city_ko', 100).nullable(),
  country_code: string()
    .trim()
    .uppercase()
    .matches(/^[A-Z]{3}$/, 'country_code must be three letters (ISO 3166-1 alpha-3)'),
  website: link('website').nullable(),
  instagram: text('instagram', 100).nullable(),
  founded_year: number()
    .typeError('founded_year must be a year')
    .integer('founded_year must be a year')
    .min(1000, 'founded_year must be a year')
    .max(2100, 'founded_year must be a year')
    .nullable(),
  is_partner: boolean().typeError('is_partner must be true or false'),
  logo_image_id: ref('logo_image_id').nullable(),
  cover_image_id: ref('cover_image_id').nullable(),
};
/** POST /v3/admin/institutions */
export const createInstitutionSchema = object({
  ...institutionFields,
  handle: institutionFields.handle.required('handle is required'),
  name_en: required('name_en', 200),
  name_ko: required('name_ko', 200),
});
/** PUT /v3/admin/institutions/{id}: only the fields sent change. */
export const updateInstitutionSchema = object(institutionFields);
export type InstitutionInput = InferType<typeof updateInstitutionSchema>;

// Categories -------------------------------------------------------------------------------------

const categoryFields = {
  handle: handle(),
  title_en: text('title_en', 100).min(1, 'title_en is required'),
  title_ko: text('title_ko', 100).min(1, 'title_ko is required'),
  /** Menus and filters list categories by rank, lowest first. */
  rank: rank(),
};
/** POST /v3/admin/categories */
export const createCategorySchema = object({
  ...categoryFields,
  handle: categoryFields.handle.required('handle is required'),
  title_en: required('title_en', 100),
  title_ko: required('title_ko', 100),
});
/** PUT /v3/admin/categories/{id} */
export const updateCategorySchema = object(categoryFields);
export type CategoryInput = InferType<typeof updateCategorySchema>;

// Exhibitions and highlights -----------------------------------------------------------------------

const exhibitionFields = {
  handle: handle(),
  type: oneOf('type', adminExhibitionTypes),
  title_en: text('title_en', 300).min(1, 'title_en is required'),
  title_ko: text('title_ko', 300).min(1, 'title_ko is required'),
  short_title_en: text('short_title_en', 120).min(1, 'short_title_en is required'),
  short_title_ko: text('short_title_ko', 120).min(1, 'short_title_ko is required'),
  description_en: text('description_en', 10_000),
  description_ko: text('description_ko', 10_000),
  institution_id: ref('institution_id').nullable(),
  fair_id: ref('fair_id').nullable(),
  artist_id: ref('artist_id').nullable(),
  location_en: text('location_en', 300).nullable(),
  location_ko: text('location_ko', 300).nullable(),
  starts_at: when('starts_at'),
  ends_at: when('ends_at'),
  cover_image_id: ref('cover_image_id').nullable(),
  /** Has a 3D on-view room. */
  has_on_view: boolean().typeError('has_on_view must be true or false'),
  /** Its place in the header's exhibition menu; null: not in the menu. */
  menu_rank: rank().nullable(),
  /** The works shown, in order (replaces the list). */
  artwork_ids: array(ref('artwork_ids').required('artwork_ids holds artwork ids'))
    .typeError('artwork_ids must be a list of artwork ids')
    .max(500, 'artwork_ids holds at most 500 works'),
};
/** POST /v3/admin/exhibitions */
export const createExhibitionSchema = object({
  ...exhibitionFields,
  handle: exhibitionFields.handle.required('handle is required'),
  title_en: required('title_en', 300),
  title_ko: required('title_ko', 300),
  short_title_en: required('short_title_en', 120),
  short_title_ko: required('short_title_ko', 120),
  starts_at: when('starts_at').required('starts_at is required'),
  ends_at: when('ends_at').required('ends_at is required'),
}).test(...datesOrdered);
/** PUT /v3/admin/exhibitions/{id} */
export const updateExhibitionSchema = object(exhibitionFields).test(...datesOrdered);
export type ExhibitionInput = InferType<typeof updateExhibitionSchema>;

const highlightFields = {
  title_en: text('title_en', 300).min(1, 'title_en is required'),
  title_ko: text('title_ko', 300).min(1, 'title_ko is required'),
  subtitle_en: text('subtitle_en', 300),
  subtitle_ko: text('subtitle_ko', 300),
  body_en: text('body_en', 10_000),
  body_ko: text('body_ko', 10_000),
  image_id: ref('image_id').nullable(),
  artwork_ids: exhibitionFields.artwork_ids,
  rank: rank(),
};
/** POST /v3/admin/exhibitions/{id}/highlights */
export const createHighlightSchema = object({
  ...highlightFields,
  title_en: required('title_en', 300),
  title_ko: required('title_ko', 300),
});
/** PUT /v3/admin/exhibition-highlights/{id} */
export const updateHighlightSchema = object(highlightFields);
export type HighlightInput = InferType<typeof updateHighlightSchema>;

// Fairs --------------------------------------------------------------------------------------------

const fairFields = {
  handle: handle(),
  /** The fair page's public path (`/{token}`). */
  token: handle('token'),
  title_en: text('title_en', 300).min(1, 'title_en is required'),
  title_ko: text('title_ko', 300).min(1, 'title_ko is required'),
  description_en: text('description_en', 10_000),
  description_ko: text('description_ko', 10_000),
  venue_en: text('venue_en', 300).nullable(),
  venue_ko: text('venue_ko', 300).nullable(),
  starts_at: when('starts_at'),
  ends_at: when('ends_at'),
  cover_image_id: ref('cover_image_id').nullable(),
};
/** POST /v3/admin/fairs */
export const createFairSchema = object({
  ...fairFields,
  handle: fairFields.handle.required('handle is required'),
  token: fairFields.token.required('token is required'),
  title_en: required('title_en', 300),
  title_ko: required('title_ko', 300),
  starts_at: when('starts_at').required('starts_at is required'),
  ends_at: when('ends_at').required('ends_at is required'),
}).test(...datesOrdered);
/** PUT /v3/admin/fairs/{id} */
export const updateFairSchema = object(fairFields).test(...datesOrdered);
export type FairInput = InferType<typeof updateFairSchema>;

// Rolling banners, FAQ, contents -------------------------------------------------------------------

const bannerFields = {
  title_en: text('title_en', 200).min(1, 'title_en is required'),
  title_ko: text('title_ko', 200).min(1, 'title_ko is required'),
  subtitle_en: text('subtitle_en', 300),
  subtitle_ko: text('subtitle_ko', 300),
  image_id: ref('image_id').nullable(),
  link_url: link('link_url').min(1, 'link_url is required'),
  /** The home carousel shows banners by rank, lowest first. */
  rank: rank(),
  /** On show from / until (inclusive); null: no limit. */
  starts_at: when('starts_at').nullable(),
  ends_at: when('ends_at').nullable(),
};
/** POST /v3/admin/rolling-banners */
export const createBannerSchema = object({
  ...bannerFields,
  title_en: required('title_en', 200),
  title_ko: required('title_ko', 200),
  link_url: bannerFields.link_url.required('link_url is required'),
}).test(...datesOrdered);
/** PUT /v3/admin/rolling-banners/{id} */
export const updateBannerSchema = object(bannerFields).test(...datesOrdered);
export type BannerInput = InferType<typeof updateBannerSchema>;

const faqFields = {
  category: oneOf('category', faqCategories),
  question_en: text('question_en', 500).min(1, 'question_en is required'),
  question_ko: text('question_ko', 500).min(1, 'question_ko is required'),
  answer_en: text('answer_en', 10_000).min(1, 'answer_en is required'),
  answer_ko: text('answer_ko', 10_000).min(1, 'answer_ko is required'),
  /** Categories follow their first question's rank, questions their own. */
  rank: rank(),
};
/** POST /v3/admin/faqs */
export const createFaqSchema = object({
  ...faqFields,
  category: faqFields.category.required('category is required'),
  question_en: required('question_en', 500),
  question_ko: required('question_ko', 500),
  answer_en: required('answer_en', 10_000),
  answer_ko: required('answer_ko', 10_000),
});
/** PUT /v3/admin/faqs/{id} */
export const updateFaqSchema = object(faqFields);
export type FaqInput = InferType<typeof updateFaqSchema>;

const contentFields = {
  handle: handle(),
  type: oneOf('type', contentTypes),
  title_en: text('title_en', 300).min(1, 'title_en is required'),
  title_ko: text('title_ko', 300).min(1, 'title_ko is required'),
  summary_en: text('summary_en', 1000),
  summary_ko: text('summary_ko', 1000),
  body_en: text('body_en', 50_000),
  body_ko: text('body_ko', 50_000),
  image_id: ref('image_id').nullable(),
  /** The works the story shows, in order (replaces the list). */
  artwork_ids: exhibitionFields.artwork_ids,
  link_url: link('link_url').nullable(),
  /** Shown from this moment (a future date schedules it; the store lists it from then). */
  published_at: when('published_at'),
};
/** POST /v3/admin/contents */
export const createContentSchema = object({
  ...contentFields,
  handle: contentFields.handle.required('handle is required'),
  type: contentFields.type.required('type is required'),
  title_en: required('title_en', 300),
  title_ko: required('title_ko', 300),
});
/** PUT /v3/admin/contents/{id} */
export const updateContentSchema = object(contentFields);
export type ContentInput = InferType<typeof updateContentSchema>;
