// POST /v3/store/subscribe (SPEC §7): the newsletter sign-up. One rule for the form and the server.
import { object, string, type InferType } from 'yup';

/** SPEC §5's message, translated by the client under common:contact.errors.email. */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';

export const subscribeSchema = object({
  email: string()
    .trim()
    .required(INVALID_EMAIL_MESSAGE)
    .email(INVALID_EMAIL_MESSAGE)
    .max(254, INVALID_EMAIL_MESSAGE),
});

export type SubscribeRequest = InferType<typeof subscribeSchema>;
