// Wire shapes of the customer calls (rules §3 "Customer", "Address", "Refresh response") and the
// rules that derive the customer's computed fields, shared by the server and the client.
import type { Language } from './dto';

/** rules §3 "Membership badge types". */
export const membershipBadgeTypes = [
  'pink_rock',
  'khaki_rock',
  'frequent_artuer',
  'named_collector',
  'official_partner',
  'embassador',
  'celebrity',
] as const;
export type MembershipBadgeType = (typeof membershipBadgeTypes)[number];

export interface MembershipDto {
  badge_type: MembershipBadgeType;
  granted_at: string;
  /** Null for a membership without end. */
  expires_at: string | null;
}

export interface ShippingAddressDto {
  id: string;
  postal_code: string;
  street_address: string;
  detail_address: string;
  phone_number: string;
  nickname: string | null;
  /** ISO 3166 alpha-2 (KR: normal delivery is possible). */
  country: string;
  is_default: boolean;
  created_at: string;
}

/** GET store/customer/info: rules §3 "Customer" with its derived fields. */
export interface CustomerDto {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  email_verified: boolean;
  /** Country calling code of the phone, e.g. `+82`; null without a phone. */
  country_code: string | null;
  /** Digits only; null until a confirmed number is saved. */
  phone: string | null;
  hash_password_flag: boolean;
  promotional_consent: boolean;
  language: Language;
  memberships: MembershipDto[];
  shipping_addresses: ShippingAddressDto[];
  created_at: string;
  // Derived (rules §3)
  full_name: string;
  /** Country code plus phone, e.g. `+82 1012345678`; null without a phone. */
  contact: string | null;
  verified_email: string | null;
  default_address: ShippingAddressDto | null;
  has_phone: boolean;
  has_password: boolean;
  has_shipping_address: boolean;
  isPinkRock: boolean;
}

/** Sign-in, sign-up, social sign-in and GET store/customer/refresh (rules §3 "Refresh response"). */
export interface AccessTokenDto {
  accessToken: string;
}

export interface SocialSignInDto extends AccessTokenDto {
  /** True when this sign-in created the account (the client may ask for the missing details). */
  is_new_customer: boolean;
}

export interface SocialAuthorizeDto {
  /** Where to send the visitor: the provider's authorization page with every parameter set. */
  authorize_url: string;
  state: string;
  callback_uri: string;
}

export interface EmailOverlapDto {
  email: string;
  /** True when an account already uses this address. */
  overlapping: boolean;
}

export interface StagingCheckDto {
  email: string;
  allowed: boolean;
}

export interface MessageDto {
  message: string;
}

const HANGUL = /[\u3131-\u318E\uAC00-\uD7A3]/;

/** Korean names read family name first without a space (김민지); others given name first. */
export function customerFullName(firstName: string, lastName: string): string {
  if (HANGUL.test(firstName) && HANGUL.test(lastName)) return `${lastName}${firstName}`;
  return [firstName, lastName].filter(Boolean).join(' ');
}

/** A membership counts from its grant until its end (none: for good). */
export function isMembershipActive(membership: MembershipDto, now: Date): boolean {
  return membership.expires_at === null || new Date(membership.expires_at) > now;
}

/** rules §6: the pink_rock badge sets isPinkRock. */
export function hasPinkRock(memberships: readonly MembershipDto[], now: Date): boolean {
  return memberships.some((m) => m.badge_type === 'pink_rock' && isMembershipActive(m, now));
}
