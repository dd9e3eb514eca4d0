// The buying calls speak the spec's English (rules/checkout-rules.ts); the checkout shows those
// messages in the visitor's language (locales/<lng>/checkout.json, under `messages`).
import { apiErrorBody, apiErrorMessage, apiErrorStatus, isApiError } from '@/api/api-error';
import { checkoutMessages } from '@/rules/checkout-rules';
import type { TFunction } from 'i18next';

const keyOfMessage = new Map<string, string>(
  Object.entries(checkoutMessages).map(([key, message]) => [message, key]),
);

/** A checkout message in the visitor's language (`t` of the 'checkout' namespace). */
export function translateCheckoutMessage(t: TFunction, message: string | undefined): string {
  if (!message) return t('messages.unknown');
  const key = keyOfMessage.get(message);
  return key && t(`messages.${key}`) !== `messages.${key}` ? t(`messages.${key}`) : message;
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
  message: string | undefined;
  fields: Record<string, string> | undefined;
}

export function checkoutFailure(error: unknown): CheckoutFailure {
  if (isApiError(error)) {
    return {
      status: apiErrorStatus(error) ?? null,
      message: apiErrorMessage(error),
      fields: apiErrorBody(error)?.fields,
    };
  }
  return {
    status: null,
    message: error instanceof Error ? error.message : undefined,
    fields: undefined,
  };
}
