// Resale and consignment (issue 6): one state machine for both, the request schemas used by the
// server and the forms, and the messages. An owner asks to resell (a desired price) or to
// consign (condition, photos, storage or delivery); an operator reviews and proposes the listing
// price; the owner confirms and the edition is on sale again; a sale closes it.
import { array, mixed, number, object, type InferType } from 'yup';
import { pageLimit, pageOffset } from './catalogue-filters';
import { trimmedString } from './text';
import { KOREAN_MODE_KRW_ONLY, MAX_MONEY_KRW } from '@/rules/money';

export const resaleKinds = ['resale', 'consignment'] as const;
export type ResaleKind = (typeof resaleKinds)[number];

export const resaleStatuses = [
  'reviewing',
  'waiting_for_confirmation',
  'on_sale',
  'sold',
  'withdrawn',
  'rejected',
] as const;
export type ResaleStatus = (typeof resaleStatuses)[number];

/** A request still in play: one per edition at a time. */
export const activeResaleStatuses = ['reviewing', 'waiting_for_confirmation', 'on_sale'] as const;

export const resaleEvents = [
  'propose',
  'confirm',
  'approve',
  'withdraw',
  'reject',
  'sell',
  'reopen',
] as const;
export type ResaleEvent = (typeof resaleEvents)[number];
export type ResaleActor = 'owner' | 'operator' | 'checkout';

/** Who may send each event, and from which statuses to which. */
const transitions: Record<
  ResaleEvent,
  { by: ResaleActor; from: readonly ResaleStatus[]; to: ResaleStatus }
> = {
  // The operator proposes the listing price (again, while the owner has not confirmed).
  propose: {
    by: 'operator',
    from: ['reviewing', 'waiting_for_confirmation'],
    to: 'waiting_for_confirmation',
  },
  confirm: { by: 'owner', from: ['waiting_for_confirmation'], to: 'on_sale' },
  // The operator lists it at once, at a price no lower than the owner asked for (issue 10).
  approve: { by: 'operator', from: ['reviewing', 'waiting_for_confirmation'], to: 'on_sale' },
  withdraw: { by: 'owner', from: activeResaleStatuses, to: 'withdrawn' },
  reject: { by: 'operator', from: ['reviewing', 'waiting_for_confirmation'], to: 'rejected' },
  sell: { by: 'checkout', from: ['on_sale'], to: 'sold' },
  // The order that bought it was cancelled and refunded: the edition is the seller's again and
  // back on sale at the listing price, so the next buyer pays the seller, not the gallery.
  reopen: { by: 'checkout', from: ['sold'], to: 'on_sale' },
};

/**
 * The one rule of the resale and consignment statuses: the status `event` by `actor` leads to
 * from `status`, or null when it may not happen (the server answers 409).
 */
export function nextResaleStatus(
  status: ResaleStatus,
  event: ResaleEvent,
  actor: ResaleActor,
): ResaleStatus | null {
  const rule = transitions[event];
  if (rule.by !== actor || !rule.from.includes(status)) return null;
  return rule.to;
}

/** The statuses an event may start from (the conditional update's WHERE). */
export const resaleEventSources = (event: ResaleEvent): readonly ResaleStatus[] =>
  transitions[event].from;

export const resaleMessages = {
  editionNotFound: 'Edition not found.',
  requestNotFound: 'Resale request not found.',
  alreadyRequested: 'This edition already has a resale or consignment request.',
  notOnSale: 'This edition is not on sale.',
  wrongStatus: 'This request cannot do that in its current status.',
  editionBusy: 'Someone is paying for this edition: it cannot be withdrawn now.',
  ownEdition: 'You already own this edition.',
  withdrawFirst:
    'Withdraw this work’s resale or consignment request first; a work sold on cannot be cancelled.',
  koreanModeKrwOnly: KOREAN_MODE_KRW_ONLY,
  approveBelowDesired:
    'A listing price below the owner’s desired price needs the owner’s confirmation: propose it instead.',
} as const;

export const consignmentHandovers = ['storage', 'delivery'] as const;
export type ConsignmentHandover = (typeof consignmentHandovers)[number];
export const consignmentConditions = ['excellent', 'good', 'fair', 'damaged'] as const;
export type ConsignmentCondition = (typeof consignmentConditions)[number];

const id = (name: string) =>
  trimmedString(`${name} is not a valid id`)
    .required(`${name} is required`)
    .max(64, `${name} is not a valid id`)
    .matches(/^[A-Za-z0-9_-]+$/, `${name} is not a valid id`);

/** A price in KRW (won have no minor unit): at least ₩10,000, at most ₩100 billion. */
const priceKrw = (name: string) =>
  number()
    .typeError(`${name} must be a number`)
    .required(`${name} is required`)
    .integer(`${name} must be in won (an integer)`)
    .min(10_000, `${name} must be at least ₩10,000`)
    .max(MAX_MONEY_KRW, `${name} is too large`);

/** POST store/resell/register: the owned edition and the price the owner hopes for (KRW). */
export const registerResaleSchema = object({
  edition_id: id('edition_id'),
  desired_price: priceKrw('desired_price'),
});
export type RegisterResaleRequest = InferType<typeof registerResaleSchema>;

const photoUrl = trimmedString('photos must be image URLs')
  .required('photos must be image URLs')
  .max(500, 'a photo URL is too long')
  .matches(/^(https?:\/\/|\/media\/)[^\s<>"']+$/, 'photos must be image URLs');

/** POST store/artwork/consign/{edition_id}: the consign form. */
export const consignSchema = object({
  desired_price: priceKrw('desired_price'),
  condition: mixed<ConsignmentCondition>()
    .required('condition is required')
    .oneOf(
      [...consignmentConditions],
      `condition must be one of ${consignmentConditions.join(', ')}`,
    ),
  condition_note: trimmedString('condition_note must be text')
    .max(1000, 'condition_note must be at most 1000 characters')
    .default(''),
  photos: array(photoUrl)
    .typeError('photos must be a list of image URLs')
    .max(10, 'at most 10 photos')
    .default([]),
  handover: mixed<ConsignmentHandover>()
    .required('handover is required')
    .oneOf([...consignmentHandovers], `handover must be one of ${consignmentHandovers.join(', ')}`),
});
export type ConsignRequest = InferType<typeof consignSchema>;

/** GET /v2/store/resell: the customer's requests, optionally one status. */
export const resaleListQuerySchema = object({
  status: mixed<ResaleStatus>()
    .oneOf([...resaleStatuses], `status must be one of ${resaleStatuses.join(', ')}`)
    .optional(),
  kind: mixed<ResaleKind>()
    .oneOf([...resaleKinds], `kind must be one of ${resaleKinds.join(', ')}`)
    .optional(),
  limit: pageLimit(20, 50),
  offset: pageOffset(100_000),
});
export type ResaleListQuery = InferType<typeof resaleListQuerySchema>;

/** The operator's proposal (internal call): the listing price in KRW and a note to the owner. */
export const proposeListingSchema = object({
  listing_price: priceKrw('listing_price'),
  note: trimmedString('note must be text').max(1000, 'note is too long').default(''),
});
export type ProposeListingRequest = InferType<typeof proposeListingSchema>;

/** The operator's rejection (internal call). */
export const rejectResaleSchema = object({
  reason: trimmedString('reason must be text')
    .required('reason is required')
    .max(1000, 'reason is too long'),
});
export type RejectResaleRequest = InferType<typeof rejectResaleSchema>;
