// The server and the shared yup schemas speak the spec's English (schemas/customer.ts); the
// account screens show those messages in the visitor's language (locales/<lng>/account.json,
// under `messages`). An unknown message is shown as it came.
import { apiErrorMessage, isApiError } from '@/api/api-error';
import { customerMessages } from '@/schemas/customer';
import { useTranslation } from 'next-i18next/pages';
import type { TFunction } from 'i18next';

const keyOfMessage = new Map<string, string>(
  Object.entries(customerMessages).map(([key, message]) => [message, key]),
);

/** The translation key of one of the customer calls' messages, if it is one. */
export function accountMessageKey(message: string): string | undefined {
  const key = keyOfMessage.get(message);
  return key ? `messages.${key}` : undefined;
}

/** A form or server message in the visitor's language (`t` of the 'account' namespace). */
export function translateAccountMessage(t: TFunction, message: string | undefined): string {
  if (!message) return t('messages.unknown');
  const key = accountMessageKey(message);
  return key ? t(key) : message;
}

/** The message of a failed call: the server's, else the error's, translated. */
export function errorMessage(t: TFunction, error: unknown): string {
  if (isApiError(error)) {
    const message = apiErrorMessage(error);
    if (message !== undefined) return translateAccountMessage(t, message);
    return t('messages.unknown');
  }
  return translateAccountMessage(t, error instanceof Error ? error.message : undefined);
}

/** A form field's error (a yup message in the spec's English) in the visitor's language. */
export function useFieldError(): (message?: string) => string | undefined {
  const { t } = useTranslation('account');
  return (message) => (message ? translateAccountMessage(t, message) : undefined);
}
