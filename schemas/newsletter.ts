// POST /v3/store/subscribe (SPEC §7): the newsletter sign-up. One rule for the form and the server.
import { object, type InferType } from 'yup';
import { emailField } from './email';

export { INVALID_EMAIL_MESSAGE } from './email';

export const subscribeSchema = object({ email: emailField() });

export type SubscribeRequest = InferType<typeof subscribeSchema>;
