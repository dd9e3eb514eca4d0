// Every namespace besides 'common' (checked in locale-files.test.ts) exists in both languages
// with the same keys, the same list lengths and the same interpolation variables.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname);

function load(language: string, file: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(root, language, file), 'utf8'));
}

/** Leaf paths; arrays index their items so two lists of different lengths differ. */
function leaves(value: unknown, prefix = ''): [string, string][] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  }
  return [[prefix, String(value)]];
}

const vars = (s: string) => (s.match(/{{\s*\w+\s*}}/g) ?? []).sort().join(',');

const namespaces = fs
  .readdirSync(path.join(root, 'en'))
  .filter((file) => file.endsWith('.json') && file !== 'common.json');

describe.each(namespaces)('locale namespace %s', (file) => {
  const en = new Map(leaves(load('en', file)));
  const ko = new Map(leaves(load('ko', file)));

  it('has the same keys in English and Korean', () => {
    expect([...ko.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('has no empty strings', () => {
    expect([...en, ...ko].filter(([, v]) => !v.trim()).map(([k]) => k)).toEqual([]);
  });

  it('uses the same interpolation variables in both languages', () => {
    for (const [key, value] of en) expect(vars(ko.get(key) ?? ''), key).toBe(vars(value));
  });
});
