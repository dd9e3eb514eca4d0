// A page's translations: 'common' and the namespaces it asks for, read from
// locales/<locale>/<ns>.json, in the props shape the client's translator reads (ADR 0011).
import fs from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_NAMESPACE, type Messages, type TranslationProps } from '@/store/translator';
import { i18nConfig } from './i18n-config';

// Relative to the working directory: Next's bundler rewrites __dirname inside page bundles.
const localesDir = path.resolve('locales');
const cache = new Map<string, Promise<Messages>>();

function readMessages(locale: string, ns: string): Promise<Messages> {
  const file = path.join(localesDir, locale, `${ns}.json`);
  const read = () => fs.readFile(file, 'utf8').then((text) => JSON.parse(text) as Messages);
  // In development an edited file shows on the next request.
  if (process.env.NODE_ENV === 'development') return read();
  let messages = cache.get(file);
  if (!messages) {
    messages = read();
    messages.catch(() => cache.delete(file));
    cache.set(file, messages);
  }
  return messages;
}

export async function loadTranslations(
  locale: string | undefined,
  namespaces: string[] = [],
): Promise<Required<TranslationProps>> {
  const language = locale ?? i18nConfig.i18n.defaultLocale;
  if (!i18nConfig.i18n.locales.includes(language)) throw new Error(`Unknown locale ${language}`);
  const ns = [...new Set([DEFAULT_NAMESPACE, ...namespaces])];
  const bundles = await Promise.all(ns.map((name) => readMessages(language, name)));
  return {
    _nextI18Next: {
      initialI18nStore: {
        [language]: Object.fromEntries(ns.map((name, i) => [name, bundles[i]!])),
      },
      initialLocale: language,
      ns,
      userConfig: null,
    },
  };
}
