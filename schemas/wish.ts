// Request schemas of the wish calls (rules §7): the server's input rules, one home each.
import { boolean, object, string, type InferType } from 'yup';
import { pageLimit, pageOffset } from './catalogue-filters';

/** The `{id}` of a wish call: an id as the catalogue serves it (not a handle). */
export const wishTargetParamsSchema = object({
  id: string()
    .required('id is required')
    .max(64, 'id is not a valid id')
    .matches(/^[A-Za-z0-9_-]+$/, 'id is not a valid id'),
});

/** POST store/artwork/wish/{id}/flag: sets the wish rather than toggling it. */
export const wishFlagBodySchema = object({
  flag: boolean()
    .strict()
    .typeError('flag must be true or false')
    .required('flag is required')
    .meta({
      description: 'true: wished; false: not wished. Sending the same value again changes nothing.',
    }),
});
export type WishFlagBody = InferType<typeof wishFlagBodySchema>;

export const WISHLIST_PAGE_SIZE = 20;
export const WISHLIST_MAX_PAGE_SIZE = 60;
/** How many ids of each kind GET store/customer/wishlist/ids answers (newest first). */
export const WISHED_IDS_MAX = 2000;

/** GET store/customer/wishlist/artwork|artist|institution */
export const wishlistQuerySchema = object({
  limit: pageLimit(WISHLIST_PAGE_SIZE, WISHLIST_MAX_PAGE_SIZE),
  offset: pageOffset(),
});
export type WishlistQuery = InferType<typeof wishlistQuerySchema>;
