// The answers of the customer calls as yup schemas, for the OpenAPI document (the API tests
// validate real answers against them, so the document cannot drift from the code).
import { array, boolean, mixed, number, object, string } from 'yup';
import { membershipBadgeTypes } from '@/schemas/customer-dto';

const text = () => string().defined();
const nullableText = () => string().nullable().defined();
const flag = () => boolean().defined();

export const shippingAddressResponse = object({
  id: text(),
  postal_code: text(),
  street_address: text(),
  detail_address: text(),
  phone_number: text(),
  nickname: nullableText(),
  country: text().meta({ description: 'ISO 3166 alpha-2; normal delivery needs KR' }),
  is_default: flag(),
  created_at: text().meta({ description: 'ISO 8601' }),
}).noUnknown();

const membershipResponse = object({
  badge_type: mixed()
    .oneOf([...membershipBadgeTypes])
    .defined(),
  granted_at: text(),
  expires_at: nullableText(),
}).noUnknown();

export const customerResponse = object({
  id: text(),
  first_name: text(),
  last_name: text(),
  email: text(),
  email_verified: flag(),
  country_code: nullableText().meta({ description: 'Calling code of the phone, e.g. +82' }),
  phone: nullableText().meta({ description: 'Digits only' }),
  hash_password_flag: flag(),
  promotional_consent: flag(),
  language: mixed().oneOf(['en', 'ko']).defined(),
  memberships: array(membershipResponse).defined().meta({ description: 'Active memberships' }),
  shipping_addresses: array(shippingAddressResponse).defined(),
  created_at: text(),
  full_name: text().meta({
    description: 'Korean names family name first, others given name first',
  }),
  contact: nullableText().meta({ description: 'Country code plus phone' }),
  verified_email: nullableText(),
  default_address: shippingAddressResponse.nullable().defined(),
  has_phone: flag(),
  has_password: flag(),
  has_shipping_address: flag(),
  isPinkRock: flag(),
}).noUnknown();

export const accessTokenResponse = object({
  accessToken: text().meta({ description: 'Bearer JWT (HS256), 10 minutes' }),
}).noUnknown();

export const socialSignInResponse = accessTokenResponse.shape({ is_new_customer: flag() });

export const socialAuthorizeResponse = object({
  authorize_url: text(),
  state: text(),
  callback_uri: text(),
}).noUnknown();

export const messageResponse = object({ message: text() }).noUnknown();

export const codeSentResponse = messageResponse.shape({
  expires_in: number().defined().meta({ description: 'Seconds until the code expires' }),
  resend_in: number().defined().meta({ description: 'Seconds before another code may be sent' }),
});

export const shippingAddressListResponse = object({
  shipping_addresses: array(shippingAddressResponse).defined(),
  count: number().defined(),
  limit: number().defined(),
  offset: number().defined(),
}).noUnknown();

export const shippingAddressItemResponse = object({
  shipping_address: shippingAddressResponse.defined(),
}).noUnknown();

export const emailOverlapResponse = object({ email: text(), overlapping: flag() }).noUnknown();

export const stagingCheckResponse = object({ email: text(), allowed: flag() }).noUnknown();
