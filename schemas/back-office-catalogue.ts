// The back office's catalogue (issue 10): the request schemas for artists, artworks and
// editions, shared by the server and the screens. Text comes in both languages; prices in KRW.
import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import { pageLimit, pageOffset } from './catalogue-filters';
import { trimmedString } from './text';
import { MAX_MONEY_KRW } from '@/rules/money';
import { artworkViewRules, galleryViewKinds } from '@/rules/artwork-views';

export const catalogueMessages = {
  handleTaken: 'That handle is already used.',
  unknownReference: 'A referenced artist, gallery, category or image does not exist.',
  artistNotFound: 'Artist not found.',
  artworkNotFound: 'Artwork not found.',
  editionNotFound: 'Edition not found.',
  editionBusy:
    'This edition is held, sold or on its way: only available or not-for-sale editions change here.',
  uniqueHasOneEdition: 'A unique work has exactly one edition.',
  institutionNotFound: 'Gallery not found.',
  viewsRequired: 'A work needs at least one view.',
  tooManyViews: `A work has at most ${artworkViewRules.maxViews} views.`,
  repeatedView: 'A picture appears only once among the views.',
  unknownImage: 'A picture of the views does not exist: upload it first.',
} as const;

const handle = () =>
  string()
    .trim()
    .lowercase()
    .max(120, 'handle is too long')
    .matches(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'handle must be lowercase letters, digits and dashes');
const text = (name: string, max: number) =>
  trimmedString(`${name} must be text`).max(max, `${name} is too long`);
const ref = (name: string) =>
  string()
    .max(200, `${name} is not a valid id`)
    .matches(/^[A-Za-z0-9_-]+$/, `${name} is not a valid id`);
const year = (name: string) =>
  number()
    .typeError(`${name} must be a year`)
    .integer(`${name} must be a year`)
    .min(1000, `${name} must be a year`)
    .max(2100, `${name} must be a year`);
const centimetres = (name: string) =>
  number()
    .typeError(`${name} must be a number of centimetres`)
    .positive(`${name} must be positive`)
    .max(100_000, `${name} is too large`);
const priceKrw = () =>
  number()
    .typeError('price must be a number')
    .integer('price must be in won (an integer)')
    .min(0, 'price may not be negative')
    .max(MAX_MONEY_KRW, 'price is too large');

export const adminPurchaseStatuses = ['on_sale', 'not_for_sale', 'release_soon'] as const;

/** GET /v3/admin/artists, /artworks */
export const catalogueListQuerySchema = object({
  q: trimmedString('q must be text').max(100, 'q is too long').optional(),
  limit: pageLimit(20, 100),
  offset: pageOffset(100_000),
});
export type CatalogueListQuery = InferType<typeof catalogueListQuerySchema>;

const artistFields = {
  handle: handle(),
  name_en: text('name_en', 200).min(1, 'name_en is required'),
  name_ko: text('name_ko', 200).min(1, 'name_ko is required'),
  bio_en: text('bio_en', 5000),
  bio_ko: text('bio_ko', 5000),
  birth_year: year('birth_year').nullable(),
  nationality_en: text('nationality_en', 100).nullable(),
  nationality_ko: text('nationality_ko', 100).nullable(),
  image_id: ref('image_id').nullable(),
};

/** POST /v3/admin/artists */
export const createArtistSchema = object({
  ...artistFields,
  handle: artistFields.handle.required('handle is required'),
  name_en: artistFields.name_en.required('name_en is required'),
  name_ko: artistFields.name_ko.required('name_ko is required'),
});
/** PUT /v3/admin/artists/{id}: only the fields sent change. */
export const updateArtistSchema = object(artistFields);
export type ArtistInput = InferType<typeof updateArtistSchema>;

const artworkFields = {
  handle: handle(),
  title_en: text('title_en', 300).min(1, 'title_en is required'),
  title_ko: text('title_ko', 300).min(1, 'title_ko is required'),
  description_en: text('description_en', 10_000),
  description_ko: text('description_ko', 10_000),
  artist_id: ref('artist_id'),
  institution_id: ref('institution_id').nullable(),
  category_id: ref('category_id'),
  year: year('year').nullable(),
  medium_en: text('medium_en', 200),
  medium_ko: text('medium_ko', 200),
  width_cm: centimetres('width_cm'),
  height_cm: centimetres('height_cm'),
  depth_cm: centimetres('depth_cm').nullable(),
  price: priceKrw().nullable(),
  purchase_status: mixed<(typeof adminPurchaseStatuses)[number]>().oneOf(
    [...adminPurchaseStatuses],
    `purchase_status must be one of ${adminPurchaseStatuses.join(', ')}`,
  ),
  bid_enabled: boolean().typeError('bid_enabled must be true or false'),
  vat_taxable: boolean().typeError('vat_taxable must be true or false'),
  image_id: ref('image_id').nullable(),
};

/** POST /v3/admin/artworks: the work and its editions (all available unless not for sale). */
export const createArtworkSchema = object({
  ...artworkFields,
  handle: artworkFields.handle.required('handle is required'),
  title_en: artworkFields.title_en.required('title_en is required'),
  title_ko: artworkFields.title_ko.required('title_ko is required'),
  artist_id: artworkFields.artist_id.required('artist_id is required'),
  category_id: artworkFields.category_id.required('category_id is required'),
  width_cm: artworkFields.width_cm.required('width_cm is required'),
  height_cm: artworkFields.height_cm.required('height_cm is required'),
  purchase_status: artworkFields.purchase_status.required('purchase_status is required'),
  edition_type: mixed<'unique' | 'edition'>()
    .oneOf(['unique', 'edition'], 'edition_type must be unique or edition')
    .default('unique'),
  edition_size: number()
    .typeError('edition_size must be a number')
    .integer('edition_size must be a whole number')
    .min(1, 'edition_size must be at least 1')
    .max(1000, 'edition_size is at most 1000')
    .default(1),
});
export type CreateArtworkRequest = InferType<typeof createArtworkSchema>;
/** PUT /v3/admin/artworks/{id}: only the fields sent change (editions stay). */
export const updateArtworkSchema = object(artworkFields);
export type ArtworkInput = InferType<typeof updateArtworkSchema>;

/** PUT /v3/admin/editions/{id}: an edition in or out of sale, or its own price. */
export const updateEditionSchema = object({
  status: mixed<'available' | 'not_for_sale'>().oneOf(
    ['available', 'not_for_sale'],
    'status must be available or not_for_sale',
  ),
  price: priceKrw().nullable(),
});
export type EditionInput = InferType<typeof updateEditionSchema>;

/**
 * PUT …/artworks/{id}/views (rules §4.72): the work's views in their new order, each an uploaded
 * image with its kind and its caption in both languages. Defect photos are not among them.
 */
export const artworkViewsSchema = object({
  views: array(
    object({
      image_id: ref('image_id').required('image_id is required'),
      kind: mixed<(typeof galleryViewKinds)[number]>()
        .oneOf([...galleryViewKinds], `kind must be one of ${galleryViewKinds.join(', ')}`)
        .required('kind is required'),
      caption_en: text('caption_en', artworkViewRules.maxCaption).default(''),
      caption_ko: text('caption_ko', artworkViewRules.maxCaption).default(''),
    }),
  )
    .required(catalogueMessages.viewsRequired)
    .min(1, catalogueMessages.viewsRequired)
    .max(artworkViewRules.maxViews, catalogueMessages.tooManyViews)
    .test(
      'distinct-images',
      catalogueMessages.repeatedView,
      (views) => new Set((views ?? []).map((view) => view.image_id)).size === (views ?? []).length,
    ),
});
export type ArtworkViewsRequest = InferType<typeof artworkViewsSchema>;
