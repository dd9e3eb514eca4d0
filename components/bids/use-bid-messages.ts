// The 'bids' translations, loaded on demand (the artwork page's data carries none of them, so
// its server-rendered page stays as it is): resolves once the namespace is in the translator.
import type { i18n as I18n, ResourceKey } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { bidMessages } from '@/schemas/bid';

const loading = new Map<string, Promise<ResourceKey>>();

export function loadBidMessages(i18n: I18n): Promise<void> {
  const language = i18n.language === 'ko' ? 'ko' : 'en';
  if (i18n.exists('dialog.title', { ns: 'bids' })) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = (
      language === 'ko' ? import('@/locales/ko/bids.json') : import('@/locales/en/bids.json')
    ).then((module) => (module.default ?? module) as ResourceKey);
    pending.catch(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending.then((messages) => {
    i18n.addResourceBundle(language, 'bids', messages, true, true);
  });
}

/** `t` of the 'bids' namespace and whether its messages have arrived. */
export function useBidMessages() {
  const { t, i18n } = useTranslation('bids');
  const [ready, setReady] = useState(() => i18n.exists('dialog.title', { ns: 'bids' }));
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadBidMessages(i18n).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [i18n, ready]);
  return { t, ready };
}

const keyOfMessage = new Map<string, string>(
  Object.entries(bidMessages).map(([key, message]) => [message, key]),
);

/** A server message in the visitor's language (the spec's English when none is known). */
export function bidMessage(
  t: (key: string, options: { defaultValue: string }) => string,
  message: string,
): string {
  const key = keyOfMessage.get(message);
  return key ? t(`messages.${key}`, { defaultValue: message }) : message;
}
