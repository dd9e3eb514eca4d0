import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LATIN_SLICE, PRETENDARD_SOURCE, pretendardFaces } from './pretendard-faces';

const require = createRequire(import.meta.url);
const source = fs.readFileSync(require.resolve(PRETENDARD_SOURCE), 'utf8');
const written = fs.readFileSync(path.join(import.meta.dirname, 'pretendard.css'), 'utf8');

describe('Pretendard in two families (ADR 0036)', () => {
  it('styles/pretendard.css is what the installed package gives (npm run fonts:generate)', () => {
    expect(written).toBe(pretendardFaces(source));
  });

  it('keeps every slice, file and range of the package', () => {
    const ranges = (css: string) =>
      [...css.matchAll(/unicode-range:\s*([^;]+);/g)]
        .flatMap((m) => m[1]!.split(',').map((r) => r.trim()))
        .sort();
    const files = (css: string) =>
      new Set([...css.matchAll(/PretendardVariable\.subset\.(\d+)\.woff2/g)].map((m) => m[1]));
    expect(ranges(written)).toEqual(ranges(source));
    expect(files(written)).toEqual(files(source));
  });

  it('gives the first screen only the Latin slice; Hangul and symbols wait in the extra family', () => {
    const faces = written.split('@font-face').slice(1);
    const first = faces.filter((f) => f.includes("font-family: 'Pretendard Variable';"));
    expect(first).toHaveLength(1);
    expect(first[0]).toContain(`subset.${LATIN_SLICE}.woff2`);
    expect(first[0]).toMatch(/U\+41-4e/);
    expect(first[0]).not.toMatch(/U\+[a-d][0-9a-f]{3}|U\+24[,;]/); // no Hangul syllable, no dollar sign
    expect(faces.filter((f) => f.includes("'Pretendard Variable Extra'"))).toHaveLength(
      faces.length - 1,
    );
    expect(faces.every((f) => f.includes('font-display: swap;'))).toBe(true);
  });
});
