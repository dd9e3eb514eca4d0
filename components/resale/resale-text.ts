// The resale screens' shared wording: a refusal from the server said in the visitor's language.
import { isHttpError } from '@/api/http';
import type { TFunction } from 'i18next';
import { resaleMessages } from '@/schemas/resale';

const messageKeys: Record<string, string> = {
  [resaleMessages.alreadyRequested]: 'messages.already',
  [resaleMessages.wrongStatus]: 'messages.status',
  [resaleMessages.editionBusy]: 'messages.busy',
  [resaleMessages.editionNotFound]: 'messages.notFound',
};

/** The server's refusal in the 'resale' namespace, its own text for a field error, or a fallback. */
export function resaleError(t: TFunction, error: unknown): string {
  const message = isHttpError(error)
    ? (error.response?.data as { message?: string } | undefined)?.message
    : undefined;
  if (!message) return t('works.error');
  const key = messageKeys[message];
  return key ? t(key) : message;
}
