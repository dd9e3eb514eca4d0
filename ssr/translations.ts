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

/**
 * A namespace a page needs: all of it, or only some of its top-level sections (a page that
 * shows a few sections of a large namespace sends less page data). The browser's translator
 * merges sections into what earlier pages brought (ADR 0011).
 */
export type NamespaceRequest = string | { ns: string; sections: readonly string[] };

const nameOf = (request: NamespaceRequest) => (typeof request === 'string' ? request : request.ns);

/** The sections of `messages` named in `sections`, in their order; unknown ones are an error. */
export function pickSections(messages: Messages, sections: readonly string[], ns = ''): Messages {
  const picked: Messages = {};
  for (const section of sections) {
    if (!(section in messages)) throw new Error(`No section '${section}' in namespace '${ns}'`);
    picked[section] = messages[section];
  }
  return picked;
}

const pickedCache = new Map<string, Messages>();

export async function loadTranslations(
  locale: string | undefined,
  namespaces: NamespaceRequest[] = [],
): Promise<Required<TranslationProps>> {
  const language = locale ?? i18nConfig.i18n.defaultLocale;
  if (!i18nConfig.i18n.locales.includes(language)) throw new Error(`Unknown locale ${language}`);
  const requests = new Map<string, NamespaceRequest>([[DEFAULT_NAMESPACE, DEFAULT_NAMESPACE]]);
  for (const request of namespaces) requests.set(nameOf(request), request);
  const ns = [...requests.keys()];
  const bundles = await Promise.all(
    [...requests.values()].map(async (request) => {
      const messages = await readMessages(language, nameOf(request));
      if (typeof request === 'string') return messages;
      const key = `${language}/${request.ns}/${request.sections.join(',')}`;
      const cached = process.env.NODE_ENV === 'development' ? undefined : pickedCache.get(key);
      if (cached) return cached;
      const picked = pickSections(messages, request.sections, request.ns);
      pickedCache.set(key, picked);
      return picked;
    }),
  );
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
