import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import enInfo from '@/locales/en/info.json';
import enWorks from '@/locales/en/works.json';
import koWorks from '@/locales/ko/works.json';
import { createTranslator, MISSING_TRANSLATION, type Resources } from './translator';

const resources: Resources = {
  en: {
    common: {
      greeting: 'Hello, {{ name }}',
      nested: { deeper: { key: 'Found' } },
      blank: '',
      lived: '{{born}}–{{died}}',
    },
    works: enWorks,
    info: enInfo,
    things: {
      item_zero: 'No items',
      item_one: '{{count}} item',
      item_other: '{{count}} items',
      plain: 'Only a plain form',
      list: ['{{name}} one', { label: '{{name}} two' }],
    },
  },
  ko: { works: koWorks },
};

describe('translator', () => {
  it("shows 'not translate' for a missing key (SPEC §2), an empty string or an unloaded namespace", () => {
    const i18n = createTranslator('en', resources);
    expect(MISSING_TRANSLATION).toBe('not translate');
    expect(i18n.t('nowhere.to.be.found')).toBe('not translate');
    expect(i18n.t('blank')).toBe('not translate');
    expect(i18n.getFixedT('legal')('terms.title')).toBe('not translate');
    expect(createTranslator('ko', resources).getFixedT('works')('results.missing')).toBe(
      'not translate',
    );
  });

  it('reads nested keys with dots, in the default namespace or the one asked for', () => {
    const i18n = createTranslator('en', resources);
    expect(i18n.t('nested.deeper.key')).toBe('Found');
    expect(i18n.getFixedT('works')('results.clear')).toBe('Clear filters');
    expect(i18n.t('results.clear', { ns: 'works' })).toBe('Clear filters');
    expect(i18n.t('works:results.clear')).toBe('Clear filters');
  });

  it("answers 'not translate' for an object unless asked for objects", () => {
    const t = createTranslator('en', resources).getFixedT('works');
    expect(t('results')).toBe('not translate');
  });

  it('fills {{name}} placeholders, unescaped (React escapes), leaving unknown ones as written', () => {
    const i18n = createTranslator('en', resources);
    expect(i18n.t('greeting', { name: '<Kim & Lee>' })).toBe('Hello, <Kim & Lee>');
    expect(i18n.t('lived', { born: 1920, died: 2001 })).toBe('1920–2001');
    expect(i18n.t('lived', { born: 1920 })).toBe('1920–{{died}}');
    expect(i18n.t('lived', { born: 1920, died: undefined })).toBe('1920–');
  });

  it('picks the English plural form by count: "1 work", "2 works"', () => {
    const t = createTranslator('en', resources).getFixedT('works');
    expect(t('results.count', { count: 1 })).toBe('1 work');
    expect(t('results.count', { count: 2 })).toBe('2 works');
    expect(t('results.count', { count: 0 })).toBe('0 works');
  });

  it('uses the Korean plural form, which has no singular', () => {
    const t = createTranslator('ko', resources).getFixedT('works');
    expect(t('results.count', { count: 1 })).toBe('1점');
    expect(t('results.count', { count: 12 })).toBe('12점');
  });

  it('prefers a _zero form for 0 and falls back to the plain key', () => {
    const t = createTranslator('en', resources).getFixedT('things');
    expect(t('item', { count: 0 })).toBe('No items');
    expect(t('item', { count: 1 })).toBe('1 item');
    expect(t('item', { count: 3 })).toBe('3 items');
    expect(t('plain', { count: 3 })).toBe('Only a plain form');
  });

  it('returns lists and objects with returnObjects, their strings interpolated', () => {
    const i18n = createTranslator('en', resources);
    const principles = i18n.t('about.principles.items', { ns: 'info', returnObjects: true });
    expect(principles).toEqual(enInfo.about.principles.items);
    expect(i18n.getFixedT('things')('list', { returnObjects: true, name: 'Kim' })).toEqual([
      'Kim one',
      { label: 'Kim two' },
    ]);
  });

  it('tells whether a key exists, in the default namespace unless another is named', () => {
    const i18n = createTranslator('en', resources);
    expect(i18n.exists('nested.deeper.key')).toBe(true);
    expect(i18n.exists('nested')).toBe(true);
    expect(i18n.exists('results.clear')).toBe(false);
    expect(i18n.exists('results.clear', { ns: 'works' })).toBe(true);
    expect(i18n.exists('blank')).toBe(false);
  });

  it('translates in its own language only (no fallback language)', () => {
    const t = createTranslator('ko', resources).getFixedT('common');
    expect(t('nested.deeper.key')).toBe('not translate');
  });

  it('sees bundles added later, and keeps one t per namespace', () => {
    const shared: Resources = {};
    const en = createTranslator('en', shared);
    const t = en.getFixedT('works');
    expect(t('results.clear')).toBe('not translate');
    createTranslator('ko', shared).addResourceBundle('en', 'works', enWorks);
    expect(t('results.clear')).toBe('Clear filters');
    expect(en.getFixedT('works')).toBe(t);
    en.addResourceBundle('en', 'works', { extra: 'More' });
    expect(t('extra')).toBe('More');
    expect(t('results.clear')).toBe('Clear filters');
  });
});

describe('translator on the real locale files', () => {
  const root = path.resolve(__dirname, '../locales');
  const read = (language: string, file: string) =>
    JSON.parse(fs.readFileSync(path.join(root, language, file), 'utf8')) as Record<string, unknown>;

  function leaves(value: unknown, prefix = ''): [string, unknown][] {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
    }
    return [[prefix, value]];
  }

  it.each(['en', 'ko'])('finds every message of %s under its key', (language) => {
    for (const file of fs.readdirSync(path.join(root, language))) {
      const ns = file.replace(/\.json$/, '');
      const messages = read(language, file);
      const t = createTranslator(language, { [language]: { [ns]: messages } }).getFixedT(ns);
      for (const [key, value] of leaves(messages)) {
        if (Array.isArray(value)) expect(t(key, { returnObjects: true }), key).toEqual(value);
        else if (!/{{/.test(String(value))) expect(t(key), `${ns}:${key}`).toBe(value);
      }
    }
  });
});
