// The 'inquiries' translations. The artwork page's data carries none of them (its first load stays
// as it is): the dialog loads them on demand, as the bid dialog does its own. Pages that show
// conversations (My page › Messages, the back office) have them from the server already.
import type { i18n as I18n, ResourceKey, TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { apiErrorMessage } from '@/api/api-error';
import { imageUploadMessages } from '@/rules/image';
import { inquiryMessagesInKorean } from '@/schemas/inquiry';

const loading = new Map<string, Promise<ResourceKey>>();

export function loadInquiryMessages(i18n: I18n): Promise<void> {
  const language = i18n.language === 'ko' ? 'ko' : 'en';
  if (i18n.exists('ask.title', { ns: 'inquiries' })) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = (
      language === 'ko'
        ? import('@/locales/ko/inquiries.json')
        : import('@/locales/en/inquiries.json')
    ).then((module) => (module.default ?? module) as ResourceKey);
    pending.catch(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending.then((messages) => {
    i18n.addResourceBundle(language, 'inquiries', messages, true, true);
  });
}

/** `t` of the 'inquiries' namespace and whether its messages have arrived. */
export function useInquiryMessages() {
  const { t, i18n } = useTranslation('inquiries');
  const [ready, setReady] = useState(() => i18n.exists('ask.title', { ns: 'inquiries' }));
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadInquiryMessages(i18n).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [i18n, ready]);
  return { t, ready, language: i18n.language === 'ko' ? ('ko' as const) : ('en' as const) };
}

const uploadKeys = new Map<string, string>(
  Object.entries(imageUploadMessages).map(([key, message]) => [message, `upload.${key}`]),
);

/**
 * A rule's message in the page's language: the schema's English (the form's own check, or the
 * server's answer to an English page) becomes its Korean twin on a Korean page; an upload refusal
 * is said in the page's words.
 */
export function inquiryText(t: TFunction, language: 'en' | 'ko', message: string): string {
  const upload = uploadKeys.get(message);
  if (upload) return t(upload, { ns: 'inquiries' });
  return language === 'ko' ? (inquiryMessagesInKorean.get(message) ?? message) : message;
}

/** A failed call said in the page's language, or the fallback when it brought no message. */
export function inquiryError(
  t: TFunction,
  language: 'en' | 'ko',
  error: unknown,
  fallback: string,
): string {
  const message = apiErrorMessage(error);
  return message ? inquiryText(t, language, message) : fallback;
}
