// The partner portal (issue 10): a gallery's staff in the back office see and change only their
// own galleries' profile, artworks and editions, exhibitions and sales. The request schemas and
// answers shared by the server and the screens.
import { mixed, object, string, type InferType } from 'yup';
import { pageLimit, pageOffset } from './catalogue-filters';
import { trimmedString } from './text';
import type { EditionType } from './artwork-dto';
import type { CurrencyCode } from '@/rules/money';

export const partnerMessages = {
  badPeriod: 'to must be on or after from.',
  payoutExists: 'This sale is already paid out.',
  saleNotFound: 'No paid primary sale of a partner gallery has this order id.',
} as const;

const text = (name: string, max: number) =>
  trimmedString(`${name} must be text`).max(max, `${name} is too long`);
const ref = (name: string) =>
  string()
    .max(200, `${name} is not a valid id`)
    .matches(/^[A-Za-z0-9_-]+$/, `${name} is not a valid id`);

/** PUT /v3/admin/partner/institutions/{id}: only the fields sent change. */
export const updateInstitutionSchema = object({
  description_en: text('description_en', 10_000),
  description_ko: text('description_ko', 10_000),
  address_en: text('address_en', 300).nullable(),
  address_ko: text('address_ko', 300).nullable(),
  city_en: text('city_en', 100).nullable(),
  city_ko: text('city_ko', 100).nullable(),
  website: text('website', 300)
    .nullable()
    .matches(/^(https?:\/\/\S+)?$/, {
      message: 'website must start with http:// or https://',
      excludeEmptyString: true,
    }),
  instagram: text('instagram', 100).nullable(),
  contact_email: text('contact_email', 254).nullable().email('contact_email is not an e-mail'),
  phone: text('phone', 40)
    .nullable()
    .matches(/^[0-9+()\- ]*$/, 'phone may hold digits, spaces, +, ( ) and - only'),
  logo_image_id: ref('logo_image_id').nullable(),
  cover_image_id: ref('cover_image_id').nullable(),
});
export type UpdateInstitutionRequest = InferType<typeof updateInstitutionSchema>;

export const partnerArtworkStatuses = ['on_sale', 'sold', 'not_for_sale', 'release_soon'] as const;

/** GET /v3/admin/partner/artworks */
export const partnerArtworkListQuerySchema = object({
  q: trimmedString('q must be text').max(100, 'q is too long').optional(),
  status: mixed<(typeof partnerArtworkStatuses)[number]>()
    .oneOf(
      [...partnerArtworkStatuses],
      `status must be one of ${partnerArtworkStatuses.join(', ')}`,
    )
    .optional(),
  limit: pageLimit(20, 100),
  offset: pageOffset(100_000),
});
export type PartnerArtworkListQuery = InferType<typeof partnerArtworkListQuerySchema>;

/** GET /v3/admin/partner/exhibitions */
export const partnerPageQuerySchema = object({
  limit: pageLimit(20, 100),
  offset: pageOffset(100_000),
});

const day = (name: string) =>
  string()
    .matches(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date (YYYY-MM-DD)`)
    .test('real-date', `${name} must be a date (YYYY-MM-DD)`, (value) => {
      if (!value) return true;
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    });

/** GET /v3/admin/partner/sales (and .csv): Korean calendar days, both ends included. */
export const partnerSalesQuerySchema = object({
  from: day('from'),
  to: day('to').test(
    'ordered',
    partnerMessages.badPeriod,
    (value, context) => !value || !context.parent.from || value >= context.parent.from,
  ),
});
export type PartnerSalesQuery = InferType<typeof partnerSalesQuerySchema>;

/** POST /v3/admin/payouts/{id}: the operator records a gallery's payout for an order. */
export const recordPayoutSchema = object({
  reference: text('reference', 200).default(''),
});

/** Where a sale's payout stands: paid out (a payout record), due (delivered), pending. */
export const payoutStatuses = ['paid_out', 'due', 'pending'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

export interface PartnerInstitutionDto {
  id: string;
  handle: string;
  type: string;
  name_en: string;
  name_ko: string;
  description_en: string;
  description_ko: string;
  address_en: string | null;
  address_ko: string | null;
  city_en: string | null;
  city_ko: string | null;
  website: string | null;
  instagram: string | null;
  contact_email: string | null;
  phone: string | null;
  logo_image_id: string | null;
  cover_image_id: string | null;
  updated_at: string;
}

export interface PartnerExhibitionDto {
  id: string;
  handle: string;
  type: string;
  title: string;
  institution_id: string | null;
  starts_at: string;
  ends_at: string;
  has_on_view: boolean;
  /** upcoming | current | past, by today's date. */
  state: 'upcoming' | 'current' | 'past';
}

export interface PartnerSaleDto {
  order_id: string;
  order_number: string;
  paid_at: string;
  artwork_id: string;
  artwork_handle: string;
  artwork_title: string;
  institution_id: string;
  edition_number: number;
  /** Named by editionLabel (rules/edition-label.ts). */
  edition_type: EditionType;
  edition_size: number;
  /** KRW: the sale's KRW price (the price listed or the offer accepted; rules §4.37). */
  sale_price: number;
  /** KRW: PRIMARY_COMMISSION_BPS of the price, rounded half up to the won. */
  platform_commission: number;
  /** KRW: the price less the commission (or the payout recorded). */
  payout: number;
  /** The art price in the buyer's currency (minor units): a reference beside the won. */
  paid_by_buyer: { amount: number; currency_code: CurrencyCode };
  status: PayoutStatus;
  shipping_status: string;
  paid_out_at: string | null;
}

export interface PartnerSalesDto {
  from: string;
  to: string;
  commission_bps: number;
  sales: PartnerSaleDto[];
  totals: {
    count: number;
    sale_price: number;
    platform_commission: number;
    payout: number;
    paid_out: number;
    due: number;
    pending: number;
  };
}

export interface PartnerDashboardDto {
  pending_offers: number;
  editions_on_sale: number;
  sales_this_month: { count: number; sale_price: number; payout: number };
}
