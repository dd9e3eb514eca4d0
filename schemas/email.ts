// The e-mail rule of rules §5, one home for every form and call that takes an address.
import { trimmedString } from './text';

/** rules §5's message, translated by the client under common:contact.errors.email. */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';

/** A required e-mail address, trimmed; at most 254 characters (RFC 5321). */
export const emailField = () =>
  trimmedString(INVALID_EMAIL_MESSAGE)
    .required(INVALID_EMAIL_MESSAGE)
    .email(INVALID_EMAIL_MESSAGE)
    .max(254, INVALID_EMAIL_MESSAGE);
