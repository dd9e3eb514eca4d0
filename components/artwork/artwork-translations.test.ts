import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARTWORK_PAGE_WORKS_SECTIONS } from './artwork-translations';

const dir = path.resolve(__dirname);
const sources = fs
  .readdirSync(dir)
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'))
  .filter((source) => source.includes("useTranslation('works')") || source.includes('TFunction'));

/** The top-level sections named by t('section.key'), t(`section.${…}`) and t('section'). */
function sectionsUsed(source: string): Set<string> {
  const used = new Set<string>();
  for (const match of source.matchAll(/\bt\(\s*['`]([A-Za-z]+)[.'`]/g)) used.add(match[1]!);
  return used;
}

describe("the artwork page's part of the 'works' namespace", () => {
  it('holds every section the artwork components translate with', () => {
    const used = new Set(sources.flatMap((source) => [...sectionsUsed(source)]));
    expect(used.size).toBeGreaterThan(2);
    expect([...used].filter((s) => !ARTWORK_PAGE_WORKS_SECTIONS.includes(s as never))).toEqual([]);
  });

  it.each(['en', 'ko'])('names sections that exist in %s', (language) => {
    const messages = JSON.parse(
      fs.readFileSync(path.resolve('locales', language, 'works.json'), 'utf8'),
    ) as Record<string, unknown>;
    for (const section of ARTWORK_PAGE_WORKS_SECTIONS) expect(messages).toHaveProperty([section]);
    const picked = ARTWORK_PAGE_WORKS_SECTIONS.map((section) => messages[section]);
    expect(JSON.stringify(picked).length).toBeLessThan(JSON.stringify(messages).length * 0.7);
  });
});
