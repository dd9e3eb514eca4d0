// Cookies the browser keeps for the visitor's preferences (rules §4) and referral (rules §9).
export const CURRENCY_COOKIE = 'Currency';
/** Next.js's own language cookie name. */
export const LANGUAGE_COOKIE = 'NEXT_LOCALE';
export const REFERRING_INSTITUTION_COOKIE = 'ref_institution';
/** Set by middleware.ts from the user agent: 'mobile' or 'desktop'. */
export const DEVICE_HEADER = 'x-device';
/** rules §2: a visit that opened with `hideHeaderFooter=true` stays a web view (session cookie). */
export { WEB_VIEW_COOKIE } from '@/schemas/first-paint-script';
/** rules §4.77: the country the artwork page estimates the delivered cost for ("Delivery to"). */
export const DELIVERY_TO_COOKIE = 'delivery_to';
