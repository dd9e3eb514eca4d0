// POST /v3/store/contact (rules §3 contact/request types, §7): one rule for the contact, VIP
// contact, enrolment and request-for-sale forms and for the server.
import { mixed, object, type InferType } from 'yup';
import { emailField } from './email';
import { trimmedString } from './text';

export const contactTypes = [
  'enroll_artist',
  'enroll_gallery',
  'common_contact',
  'vip_contact',
  'request_for_sale',
] as const;
export type ContactType = (typeof contactTypes)[number];

export const contactMessages = {
  type: 'Choose what your message is about.',
  name: 'Please enter your name.',
  organization: 'Please enter the name of your gallery.',
  message: 'Please write a message.',
  tooLong: 'This is too long.',
  phone: 'Phone number must be 9~18 digit numbers.',
  website: 'Please enter a valid web address.',
  artwork: 'Which artwork is this about?',
  artworkNotFound: 'Artwork not found',
} as const;

export const contactLimits = { name: 100, organization: 200, website: 300, message: 5000 } as const;

const optionalText = (max: number) =>
  trimmedString(contactMessages.tooLong)
    .max(max, contactMessages.tooLong)
    .transform((value: unknown) => (value === '' ? undefined : value))
    .optional();

export const contactRequestSchema = object({
  type: mixed<ContactType>()
    .oneOf([...contactTypes], contactMessages.type)
    .required(contactMessages.type),
  name: trimmedString(contactMessages.name)
    .required(contactMessages.name)
    .max(contactLimits.name, contactMessages.tooLong),
  email: emailField(),
  /** Digits, spaces, dashes and a leading +: 9 to 18 digits. */
  phone: optionalText(40).test('phone', contactMessages.phone, (value) => {
    if (value === undefined) return true;
    const digits = value.replace(/[\s\-+()]/g, '');
    return /^\d{9,18}$/.test(digits) && /^[+\d][\d\s\-()]*$/.test(value);
  }),
  organization: optionalText(contactLimits.organization).when('type', {
    is: 'enroll_gallery',
    then: (schema) => schema.required(contactMessages.organization),
  }),
  website: optionalText(contactLimits.website).test('website', contactMessages.website, (value) => {
    if (value === undefined) return true;
    try {
      const url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
      return url.hostname.includes('.');
    } catch {
      return false;
    }
  }),
  message: trimmedString(contactMessages.message)
    .required(contactMessages.message)
    .max(contactLimits.message, contactMessages.tooLong),
  /** request_for_sale: the artwork asked about (id or handle). */
  artwork_id: optionalText(200).when('type', {
    is: 'request_for_sale',
    then: (schema) => schema.required(contactMessages.artwork),
  }),
  language: mixed<'en' | 'ko'>().oneOf(['en', 'ko']).optional(),
});

export type ContactRequest = InferType<typeof contactRequestSchema>;

export interface ContactAnswer {
  id: string;
  type: ContactType;
  created_at: string;
}
