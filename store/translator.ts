// Our own translator (ADR 0011): the part of i18next our components use, nested keys, `ns:key`,
// `{{name}}` interpolation, plurals chosen by Intl.PluralRules and `returnObjects`, in a few
// hundred bytes, so no i18next ships to the browser. Pure: imports nothing of ours.

/** One namespace as in locales/<language>/<ns>.json: nested objects of strings and arrays. */
export type Messages = Record<string, unknown>;
/** Messages by language, then by namespace. */
export type Resources = Record<string, Record<string, Messages>>;

/** A page's translations in its props, in the shape next-i18next's serverSideTranslations used. */
export interface PageTranslations {
  /** Only the page's namespaces, in its language. */
  initialI18nStore: Resources;
  initialLocale: string;
  ns: string[];
  userConfig: null;
}

export interface TranslationProps {
  _nextI18Next?: PageTranslations;
}

export const DEFAULT_NAMESPACE = 'common';
/** SPEC §2: a missing translation key shows 'not translate'. */
export const MISSING_TRANSLATION = 'not translate';

export interface TranslateOptions {
  /** Picks `key_zero` (for 0, when present), `key_one`, `key_other`, ... and fills `{{count}}`. */
  count?: number;
  /** Another namespace than the translator's (as does a `ns:key` prefix). */
  ns?: string;
  /** Answers arrays and objects (strings in them interpolated) instead of 'not translate'. */
  returnObjects?: boolean;
  /** Values for `{{name}}` placeholders. */
  [name: string]: unknown;
}

export interface TFunction {
  (key: string, options: TranslateOptions & { returnObjects: true }): unknown;
  (key: string, options?: TranslateOptions): string;
}

export interface Translator {
  readonly language: string;
  /** Translates in the default namespace ('common'). */
  readonly t: TFunction;
  /** Whether `key` has a translation in the language (default namespace unless `ns`). */
  exists(key: string, options?: { ns?: string }): boolean;
  /** Adds (over) a namespace's messages; translators sharing the resources see them at once. */
  addResourceBundle(language: string, ns: string, messages: Messages): void;
  /** `t` for one namespace, the same function on every call. */
  getFixedT(ns: string): TFunction;
}

const PLACEHOLDER = /{{(.+?)}}/g;

/** Values found per namespace object: a page renders the same keys many times over. */
const found = new WeakMap<object, Map<string, unknown>>();

/** The value at a dotted path, or undefined. */
function at(messages: Messages | undefined, path: string): unknown {
  if (!messages) return undefined;
  let values = found.get(messages);
  if (!values) found.set(messages, (values = new Map()));
  if (values.has(path)) return values.get(path);
  let value: unknown = messages;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') {
      value = undefined;
      break;
    }
    value = (value as Record<string, unknown>)[part];
  }
  values.set(path, value);
  return value;
}

/** Rules per language, made once: an Intl object costs more to make than a page's lookups. */
const pluralRules = new Map<string, Intl.PluralRules>();
function pluralRulesOf(language: string): Intl.PluralRules {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules;
}

/** i18next's reading: an unknown placeholder stays as written, an explicit undefined or null is blank. */
function interpolate(text: string, values: TranslateOptions): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const key = name.trim();
    const value = values[key];
    if (value === undefined && !Object.hasOwn(values, key)) return placeholder;
    return value == null ? '' : String(value);
  });
}

/** Strings inside an object or array interpolated, the rest copied. */
function interpolateDeep(value: unknown, values: TranslateOptions): unknown {
  if (typeof value === 'string') return interpolate(value, values);
  if (Array.isArray(value)) return value.map((item) => interpolateDeep(item, values));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, interpolateDeep(item, values)]),
    );
  }
  return value;
}

/**
 * A translator for one language over shared resources. Like i18next configured as we had it
 * (no fallback language, empty strings count as missing, values not escaped: React escapes).
 */
export function createTranslator(language: string, resources: Resources = {}): Translator {
  const fixed = new Map<string, TFunction>();

  function lookup(key: string, ns: string, count?: number): unknown {
    const prefix = key.includes(':') ? /^(\w+):(.+)$/.exec(key) : null;
    const messages = resources[language]?.[prefix ? prefix[1]! : ns];
    const path = prefix ? prefix[2]! : key;
    if (count !== undefined) {
      const candidates = [`${path}_${pluralRulesOf(language).select(count)}`, path];
      if (count === 0) candidates.unshift(`${path}_zero`);
      for (const candidate of candidates) {
        const value = at(messages, candidate);
        if (value != null && value !== '') return value;
      }
      return undefined;
    }
    const value = at(messages, path);
    return value != null && value !== '' ? value : undefined;
  }

  function translate(ns: string, key: string, options: TranslateOptions = {}): unknown {
    const value = lookup(key, options.ns ?? ns, options.count);
    if (typeof value === 'string') return interpolate(value, options);
    if (typeof value === 'object' && options.returnObjects) return interpolateDeep(value, options);
    return value === undefined || typeof value === 'object' ? MISSING_TRANSLATION : String(value);
  }

  function getFixedT(ns: string): TFunction {
    let t = fixed.get(ns);
    if (!t) {
      t = ((key: string, options?: TranslateOptions) => translate(ns, key, options)) as TFunction;
      fixed.set(ns, t);
    }
    return t;
  }

  return {
    language,
    t: getFixedT(DEFAULT_NAMESPACE),
    exists: (key, options) => lookup(key, options?.ns ?? DEFAULT_NAMESPACE) !== undefined,
    addResourceBundle(lng, ns, messages) {
      const namespaces = (resources[lng] ??= {});
      // Taken as it is when new (never changed in place), so what was found in it stays found.
      const current = namespaces[ns];
      namespaces[ns] = current ? { ...current, ...messages } : messages;
    },
    getFixedT,
  };
}
