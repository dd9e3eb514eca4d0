// Small helpers for writing SVG by hand: numbers, documents, smooth paths and 1-D noise.
import type { Random } from '../random';

export type Point = readonly [number, number];

/** Numbers with one decimal: enough for pixels, short enough for big documents. */
export const n = (value: number): string => (Math.round(value * 10) / 10).toString();

/**
 * A document drawn in full-size coordinates (`viewBox`) but rasterised at `scale` of that size;
 * a low scale, upscaled later, gives the soft edges of paint and of out-of-focus photographs.
 */
export function svgDocument(
  width: number,
  height: number,
  body: string,
  options: { scale?: number; defs?: string } = {},
): string {
  const scale = options.scale ?? 1;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.max(1, Math.round(width * scale))}" ` +
    `height="${Math.max(1, Math.round(height * scale))}" viewBox="0 0 ${n(width)} ${n(height)}" ` +
    `preserveAspectRatio="none">${options.defs ? `<defs>${options.defs}</defs>` : ''}${body}</svg>`
  );
}

/** Catmull-Rom spline through the points, as cubic Béziers. */
export function smoothPath(points: readonly Point[], closed = false): string {
  if (points.length < 2) return '';
  const at = (i: number): Point => {
    if (closed) return points[(i + points.length) % points.length]!;
    return points[Math.max(0, Math.min(points.length - 1, i))]!;
  };
  const first = points[0]!;
  let d = `M${n(first[0])} ${n(first[1])}`;
  const segments = closed ? points.length : points.length - 1;
  for (let i = 0; i < segments; i += 1) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}

export function polygonPath(points: readonly Point[]): string {
  return `${points.map(([x, y], i) => `${i ? 'L' : 'M'}${n(x)} ${n(y)}`).join('')}Z`;
}

/** Smooth 1-D value noise in [-1, 1] with a few octaves, for ridges and wavering lines. */
export function noise1(rng: Random, octaves = 3): (x: number) => number {
  const tables = Array.from({ length: octaves }, () =>
    Array.from({ length: 64 }, () => rng.float(-1, 1)),
  );
  return (x: number) => {
    let total = 0;
    let amplitude = 1;
    let norm = 0;
    tables.forEach((table, octave) => {
      const f = x * 2 ** octave;
      const i = Math.floor(f);
      const t = f - i;
      const a = table[((i % 64) + 64) % 64]!;
      const b = table[(((i + 1) % 64) + 64) % 64]!;
      const s = (1 - Math.cos(t * Math.PI)) / 2;
      total += (a + (b - a) * s) * amplitude;
      norm += amplitude;
      amplitude *= 0.5;
    });
    return total / norm;
  };
}

/** A rectangle whose edges waver like a hand-painted one. */
export function wobblyRect(
  rng: Random,
  x: number,
  y: number,
  w: number,
  h: number,
  wobble: number,
  step = 40,
): Point[] {
  const points: Point[] = [];
  const edge = (x0: number, y0: number, x1: number, y1: number) => {
    const length = Math.hypot(x1 - x0, y1 - y0);
    const count = Math.max(2, Math.round(length / step));
    for (let i = 0; i < count; i += 1) {
      const t = i / count;
      points.push([
        x0 + (x1 - x0) * t + rng.gauss() * wobble,
        y0 + (y1 - y0) * t + rng.gauss() * wobble,
      ]);
    }
  };
  edge(x, y, x + w, y);
  edge(x + w, y, x + w, y + h);
  edge(x + w, y + h, x, y + h);
  edge(x, y + h, x, y);
  return points;
}

export function linearGradient(
  id: string,
  stops: readonly (readonly [number, string, number?])[],
  direction: { x1?: number; y1?: number; x2?: number; y2?: number } = {},
): string {
  const { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = direction;
  return (
    `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">` +
    stops
      .map(
        ([offset, color, opacity]) =>
          `<stop offset="${n(offset * 100)}%" stop-color="${color}"${
            opacity === undefined ? '' : ` stop-opacity="${Math.round(opacity * 100) / 100}"`
          }/>`,
      )
      .join('') +
    `</linearGradient>`
  );
}

export function radialGradient(
  id: string,
  stops: readonly (readonly [number, string, number?])[],
  geometry: { cx?: number; cy?: number; r?: number; fx?: number; fy?: number } = {},
): string {
  const { cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy } = geometry;
  return (
    `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">` +
    stops
      .map(
        ([offset, color, opacity]) =>
          `<stop offset="${n(offset * 100)}%" stop-color="${color}"${
            opacity === undefined ? '' : ` stop-opacity="${Math.round(opacity * 100) / 100}"`
          }/>`,
      )
      .join('') +
    `</radialGradient>`
  );
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
