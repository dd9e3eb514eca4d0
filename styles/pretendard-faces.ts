// Derives styles/pretendard.css from Pretendard's own dynamic-subset CSS (ADR 0036): the same 92
// slices, files and unicode ranges, in two families. 'Pretendard Variable' keeps the Latin slice
// (basic Latin, digits, the common punctuation) that every page's first screen sets; 'Pretendard
// Variable Extra' holds the other 91 (Hangul, symbols such as $ & … ₩ €) and enters the font
// stacks only once the page has loaded (styles/tokens.css, schemas/first-paint-script.ts).
// `npm run fonts:generate` writes the file; a test fails when it no longer matches the package.

/** The package's stylesheet, from which the faces are derived. */
export const PRETENDARD_SOURCE =
  'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';

/** The slice that holds basic Latin (U+0041 'A'); the first screen's only Pretendard file. */
export const LATIN_SLICE = 91;

const HEADER = `/* Pretendard (SIL Open Font License 1.1, https://github.com/orioncactus/pretendard): its dynamic
   subset in two families, written by \`npm run fonts:generate\` (styles/pretendard-faces.ts, ADR 0036).
   Do not edit by hand. */
`;

const FIRST = 'Pretendard Variable';
const EXTRA = 'Pretendard Variable Extra';
/** CJK punctuation, Hangul jamo and syllables, and CJK ideographs start here. */
const HANGUL_AND_CJK = 0x3000;

const rangesOf = (face: string) =>
  (/unicode-range:\s*([^;]+);/.exec(face)?.[1] ?? '').split(',').map((r) => r.trim());
const withRanges = (face: string, ranges: string[]) =>
  face.replace(/unicode-range:\s*[^;]+;/, `unicode-range: ${ranges.join(', ')};`);
const withFamily = (face: string, family: string) =>
  face.replace(/font-family:\s*'Pretendard Variable';/, `font-family: '${family}';`);

export function pretendardFaces(source: string): string {
  const faces = [...source.matchAll(/\/\* \[(\d+)\] \*\/\s*(@font-face\s*{[^}]*})/g)];
  if (faces.length === 0) throw new Error('no @font-face found in Pretendard’s stylesheet');
  const latin = faces.find(([, slice]) => Number(slice) === LATIN_SLICE)?.[2] ?? '';
  if (!/unicode-range:[^;]*U\+41-/.test(latin)) {
    throw new Error(
      `Pretendard's slice ${LATIN_SLICE} no longer holds basic Latin: pick the new one`,
    );
  }
  const body = faces.flatMap(([, slice, face]) => {
    const local = face!
      .replace(
        /url\(\.\/woff2-dynamic-subset\//g,
        'url(pretendard/dist/web/variable/woff2-dynamic-subset/',
      )
      .replace(/\t/g, '  ');
    if (Number(slice) !== LATIN_SLICE) return [withFamily(local, EXTRA)];
    // The Latin slice also carries the commonest Hangul syllables: those wait with the rest of
    // Hangul (the same file, fetched once), so a Korean word is never set in two faces at once.
    const ranges = rangesOf(local);
    const latin = ranges.filter((r) => parseInt(r.slice(2), 16) < HANGUL_AND_CJK);
    const other = ranges.filter((r) => parseInt(r.slice(2), 16) >= HANGUL_AND_CJK);
    return [
      withRanges(withFamily(local, FIRST), latin),
      ...(other.length > 0 ? [withRanges(withFamily(local, EXTRA), other)] : []),
    ];
  });
  return `${HEADER}\n${body.join('\n\n')}\n`;
}
