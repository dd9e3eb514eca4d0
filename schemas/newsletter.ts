// POST /v3/store/subscribe (rules §7): the newsletter sign-up. One rule for the form and the server.
import { mixed, object, type InferType } from 'yup';
import { emailField } from './email';
import { trimmedString } from './text';

export { INVALID_EMAIL_MESSAGE } from './email';

export const subscribeSchema = object({ email: emailField() });

export type SubscribeRequest = InferType<typeof subscribeSchema>;

/** The server also takes the language the confirmation e-mail is written in. */
export const subscribeRequestSchema = subscribeSchema.shape({
  language: mixed<'en' | 'ko'>().oneOf(['en', 'ko']).optional(),
});

const INVALID_LINK = 'This link is invalid or has expired.';
export const newsletterMessages = { invalidLink: INVALID_LINK } as const;

export const newsletterConfirmSchema = object({
  token: trimmedString(INVALID_LINK).required(INVALID_LINK).max(200, INVALID_LINK),
});

export const newsletterUnsubscribeSchema = object({
  id: trimmedString(INVALID_LINK).required(INVALID_LINK).max(64, INVALID_LINK),
  token: trimmedString(INVALID_LINK).required(INVALID_LINK).max(200, INVALID_LINK),
});

export type NewsletterStatus = 'pending' | 'confirmed' | 'unsubscribed';

/** Every subscribe answer looks the same, so the call tells no one who is subscribed. */
export interface SubscribeAnswer {
  status: 'confirmation_sent';
}

export interface NewsletterStatusAnswer {
  status: NewsletterStatus;
  email: string;
}
