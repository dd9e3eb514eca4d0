// The colour families a picture is made of, for search ('blue abstract', '흑백 사진'): every
// pixel of a small copy is put in one family by hue, lightness and saturation, and the families
// covering enough of the picture are kept, with three readings of the whole: pastel (light, soft
// colours), monochrome (no colour at all) and colourful (many colours at once).

export const colourFamilyNames = [
  'red',
  'orange',
  'yellow',
  'green',
  'blue',
  'purple',
  'pink',
  'brown',
  'black',
  'white',
  'grey',
  'pastel',
  'monochrome',
  'colourful',
] as const;
export type ColourFamily = (typeof colourFamilyNames)[number];

/** Share of the picture a family must cover to count (chromatic families; neutrals need more). */
const CHROMATIC_SHARE = 0.1;
const NEUTRAL_SHARE = 0.2;

function hsl(r: number, g: number, b: number): [number, number, number] {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  const d = max - min;
  if (d < 1e-6) return [0, 0, l];
  const s = d / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === rn) h = ((gn - bn) / d) % 6;
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  return [(h * 60 + 360) % 360, s, l];
}

/** The family of one pixel. */
export function familyOf(r: number, g: number, b: number): ColourFamily {
  const [h, s, l] = hsl(r, g, b);
  if (l < 0.14) return 'black';
  if (l > 0.9 && s < 0.5) return 'white';
  if (s < 0.14 || (s < 0.22 && l > 0.75)) return l > 0.8 ? 'white' : 'grey';
  if (h < 15 || h >= 345) return l > 0.7 ? 'pink' : 'red';
  if (h < 40) return l < 0.45 || s < 0.35 ? 'brown' : 'orange';
  if (h < 68) return l < 0.35 ? 'brown' : 'yellow';
  if (h < 165) return 'green';
  if (h < 255) return 'blue';
  if (h < 290) return 'purple';
  return l > 0.6 ? 'pink' : h < 320 ? 'purple' : 'pink';
}

/**
 * Families from RGB(A) pixel data (`channels` per pixel); transparent pixels do not count.
 * Families are ordered by the share of the picture they cover.
 */
export function colourFamilies(data: Uint8Array, channels: number): ColourFamily[] {
  const counts = new Map<ColourFamily, number>();
  let total = 0;
  let pastel = 0;
  let chromatic = 0;
  for (let i = 0; i < data.length; i += channels) {
    if (channels === 4 && (data[i + 3] ?? 255) < 128) continue;
    const r = data[i] ?? 0;
    const g = channels >= 3 ? (data[i + 1] ?? 0) : r;
    const b = channels >= 3 ? (data[i + 2] ?? 0) : r;
    const family = familyOf(r, g, b);
    counts.set(family, (counts.get(family) ?? 0) + 1);
    total += 1;
    const [, s, l] = hsl(r, g, b);
    if (s >= 0.14) chromatic += 1;
    if (s >= 0.14 && l >= 0.68 && l <= 0.92) pastel += 1;
  }
  if (total === 0) return [];
  const neutral = new Set<ColourFamily>(['black', 'white', 'grey']);
  const kept = [...counts]
    .filter(
      ([family, count]) => count / total >= (neutral.has(family) ? NEUTRAL_SHARE : CHROMATIC_SHARE),
    )
    .sort((a, b) => b[1] - a[1])
    .map(([family]) => family);
  const chromaticKept = kept.filter((family) => !neutral.has(family));
  if (chromatic / total < 0.04) kept.push('monochrome');
  if (pastel / total >= 0.35) kept.push('pastel');
  if (chromaticKept.length >= 4) kept.push('colourful');
  return kept;
}
