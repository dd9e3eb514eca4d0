// The resale screens' shared wording: a refusal from the server said in the visitor's language.
import type { TFunction } from 'i18next';
import { apiErrorMessage } from '@/api/api-error';
import { imageUploadMessages } from '@/rules/image';
import { resaleMessages } from '@/schemas/resale';

const messageKeys: Record<string, string> = {
  [resaleMessages.alreadyRequested]: 'messages.already',
  [resaleMessages.wrongStatus]: 'messages.status',
  [resaleMessages.editionBusy]: 'messages.busy',
  [resaleMessages.editionNotFound]: 'messages.notFound',
  ...Object.fromEntries(
    Object.entries(imageUploadMessages).map(([key, message]) => [
      message,
      `messages.upload.${key}`,
    ]),
  ),
};

/** The server's refusal in the 'resale' namespace, its own text for a field error, or a fallback. */
export function resaleError(t: TFunction, error: unknown): string {
  const message = apiErrorMessage(error);
  if (!message) return t('works.error');
  const key = messageKeys[message];
  return key ? t(key) : message;
}
