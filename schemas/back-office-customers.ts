// The back office's customer blocking (issue 10): the request schema, the messages and the
// customer list's filter. A blocked customer cannot sign in (403, schemas/customer.ts
// accountBlocked), their sessions end at once, and so they can neither bid nor check out.
import { mixed, object, type InferType } from 'yup';
import { trimmedString } from './text';

export const customerBlockMessages = {
  unknownCustomer: 'Customer not found.',
  reasonRequired: 'Please give a reason.',
  alreadyBlocked: 'This customer is already blocked.',
  notBlocked: 'This customer is not blocked.',
  staffMember: 'A staff member cannot be blocked: remove their role first.',
} as const;

/** POST /v3/admin/customers/{id}/block and /unblock: why, kept on the customer and in the audit log. */
export const customerBlockSchema = object({
  reason: trimmedString(customerBlockMessages.reasonRequired)
    .required(customerBlockMessages.reasonRequired)
    .min(1, customerBlockMessages.reasonRequired)
    .max(500, 'reason is too long'),
});
export type CustomerBlockRequest = InferType<typeof customerBlockSchema>;

/** GET /v3/admin/customers?state= */
export const customerStates = ['active', 'blocked'] as const;
export const customerStateField = () =>
  mixed<(typeof customerStates)[number]>()
    .oneOf([...customerStates], `state must be one of ${customerStates.join(', ')}`)
    .optional();

/** The answer of block and unblock. */
export interface CustomerBlockDto {
  customer_id: string;
  blocked_at: string | null;
  blocked_reason: string | null;
  /** Sessions ended by the block (0 on unblock). */
  sessions_revoked: number;
  /** The customer's pending offers withdrawn by the block. */
  offers_withdrawn: number;
}
