// The buying calls speak the spec's English (rules/checkout-rules.ts); the checkout shows those
// messages in the visitor's language (locales/<lng>/checkout.json, under `messages`).
import { apiErrorBody, apiErrorMessage, apiErrorStatus, isApiError } from '@/api/api-error';
import { checkoutMessages } from '@/rules/checkout-rules';
import type { TFunction } from 'i18next';

const keyOfMessage = new Map<string, string>(
  Object.entries(checkoutMessages).map(([key, message]) => [message, key]),
);

/**
 * A request check's words name the wire's field ("shipping_address_id is required"): meant for
 * developers, never for the buyer, who is told in their language that the step failed.
 */
const namesAField = /\b[a-z]+(?:_[a-z]+)+\b/;

/** A checkout message in the visitor's language (`t` of the 'checkout' namespace). */
export function translateCheckoutMessage(t: TFunction, message: string | undefined): string {
  if (!message) return t('messages.unknown');
  const key = keyOfMessage.get(message);
  if (key && t(`messages.${key}`) !== `messages.${key}`) return t(`messages.${key}`);
  return namesAField.test(message) ? t('messages.unknown') : message;
}

/** The gateway's decline codes the checkout words (locales/<lng>/checkout.json `error.declines`). */
export const declineCodes = new Set([
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'invalid_number',
  'korean_card',
  'declined',
]);

/** Why a payment was declined, in the visitor's language; 'declined' for an unknown code. */
export function declineMessage(t: TFunction, code: unknown): string {
  return t(
    `error.declines.${typeof code === 'string' && declineCodes.has(code) ? code : 'declined'}`,
  );
}

/** The server's answer to a failed call. */
export interface CheckoutFailure {
  status: number | null;
  /** The server's error code (server/errors.ts), e.g. RATE_CHANGED. */
  code: string | undefined;
  message: string | undefined;
  fields: Record<string, string> | undefined;
}

export function checkoutFailure(error: unknown): CheckoutFailure {
  if (isApiError(error)) {
    const code = apiErrorBody(error)?.code;
    return {
      status: apiErrorStatus(error) ?? null,
      code: typeof code === 'string' ? code : undefined,
      message: apiErrorMessage(error),
      fields: apiErrorBody(error)?.fields,
    };
  }
  return {
    status: null,
    code: undefined,
    message: error instanceof Error ? error.message : undefined,
    fields: undefined,
  };
}
