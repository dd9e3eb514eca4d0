// React access to the translator (ADR 0011). _app builds one per page from its props; tests
// hand in their own.
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import {
  createTranslator,
  type PageTranslations,
  type Resources,
  type Translator,
} from './translator';

/** Outside any provider (a crash before _app rendered): no messages, every key missing. */
const TranslatorContext = createContext<Translator>(createTranslator('en'));

export function TranslatorProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={i18n}>{children}</TranslatorContext.Provider>;
}

export function useTranslator(): Translator {
  return useContext(TranslatorContext);
}

/**
 * The translator for the page being shown: its language and namespaces from the page's props.
 * Namespaces of earlier pages stay loaded (as with next-i18next), so a page without
 * translations in its props (the error page rendered in the browser) still finds them.
 */
export function usePageTranslator(
  translations: PageTranslations | undefined,
  locale: string | undefined,
  defaultLocale: string | undefined,
): Translator {
  const [resources] = useState<Resources>(() => ({}));
  const language = translations?.initialLocale ?? locale ?? defaultLocale ?? 'en';
  return useMemo(() => {
    const i18n = createTranslator(language, resources);
    for (const [lng, namespaces] of Object.entries(translations?.initialI18nStore ?? {})) {
      for (const [ns, messages] of Object.entries(namespaces)) {
        i18n.addResourceBundle(lng, ns, messages);
      }
    }
    return i18n;
  }, [resources, translations, language]);
}
