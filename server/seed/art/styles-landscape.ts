// Painting styles of land and surface: horizon bands, dansaekhwa-like monochrome lines and
// ink-wash mountains.
import type { Random } from '../random';
import { hexToHsl, luminance, mix, shift } from './color';
import type { Palette } from './palettes';
import {
  linearGradient,
  n,
  noise1,
  radialGradient,
  smoothPath,
  svgDocument,
  type Point,
} from './svg';
import type { ArtRecipe } from './recipe';

/** Bands of sky, water and land meeting at a soft horizon. */
export function horizon(rng: Random, w: number, h: number, palette: Palette): ArtRecipe {
  const inks = rng.shuffle(palette.inks);
  const skyTop = rng.pick(palette.grounds);
  const horizonY = h * rng.float(0.38, 0.68);
  const skyLow = mix(inks[0]!, '#ffffff', rng.float(0.2, 0.55));
  const sea = inks[1]!;
  const land = inks[2]!;
  let defs = linearGradient('sky', [
    [0, skyTop],
    [1, skyLow],
  ]);
  defs += linearGradient('sea', [
    [0, shift(sea, 0.1)],
    [1, shift(sea, -0.15)],
  ]);
  defs += radialGradient('glow', [
    [0, '#fff7e6', 0.9],
    [0.35, skyLow, 0.5],
    [1, skyLow, 0],
  ]);
  let body = `<rect width="${n(w)}" height="${n(horizonY)}" fill="url(#sky)"/>`;
  if (rng.chance(0.6)) {
    const sx = w * rng.float(0.2, 0.8);
    const sr = Math.min(w, h) * rng.float(0.05, 0.1);
    body += `<circle cx="${n(sx)}" cy="${n(horizonY - sr * rng.float(0.5, 3))}" r="${n(sr * 4)}" fill="url(#glow)"/>`;
    body += `<circle cx="${n(sx)}" cy="${n(horizonY - sr * rng.float(0.8, 2.5))}" r="${n(sr)}" fill="${mix(
      '#fff3dc',
      inks[3] ?? '#ffffff',
      0.2,
    )}" fill-opacity="0.9"/>`;
  }
  body += `<rect y="${n(horizonY)}" width="${n(w)}" height="${n(h - horizonY)}" fill="url(#sea)"/>`;
  const bands = rng.int(3, 7);
  let y = horizonY;
  for (let i = 0; i < bands; i += 1) {
    const bandH = (h - horizonY) * rng.float(0.05, 0.22);
    const tone = shift(rng.chance(0.5) ? sea : land, rng.float(-0.12, 0.1));
    const ridge = noise1(rng, 3);
    const points: Point[] = [];
    for (let k = 0; k <= 24; k += 1) {
      const x = -20 + ((w + 40) * k) / 24;
      points.push([x, y + ridge((x / w) * 4) * bandH * 0.3]);
    }
    body += `<path d="${smoothPath(points)}L${n(w + 20)} ${n(h)}L-20 ${n(h)}Z" fill="${tone}" fill-opacity="${n(
      rng.float(0.5, 0.85),
    )}"/>`;
    y += bandH;
  }
  body += `<rect y="${n(horizonY - 1)}" width="${n(w)}" height="${n(Math.max(2, h * 0.004))}" fill="${mix(
    skyLow,
    '#ffffff',
    0.5,
  )}" fill-opacity="0.8"/>`;
  return {
    layers: [{ svg: svgDocument(w, h, body, { scale: 0.3, defs }), scale: 0.3 }],
    texture: 'canvas',
    grain: 0.2,
  };
}

/** One colour worked over and over: pencil lines drawn through wet paint, or pressed ridges. */
export function dansaekhwa(rng: Random, w: number, h: number, palette: Palette): ArtRecipe {
  const ground = rng.pick(palette.grounds);
  const dark = luminance(ground) < 0.35;
  const line = shift(ground, dark ? 0.12 : -0.1);
  const light = shift(ground, dark ? 0.2 : 0.06);
  let body = `<rect width="${n(w)}" height="${n(h)}" fill="${ground}"/>`;
  const mode = rng.pick(['ecriture', 'ridges', 'grid'] as const);
  if (mode === 'ecriture') {
    const columns = rng.int(5, 9);
    const colW = w / columns;
    for (let c = 0; c < columns; c += 1) {
      const strokes = rng.int(26, 44);
      const cx = colW * (c + 0.5) + rng.gauss() * colW * 0.05;
      for (let s = 0; s < strokes; s += 1) {
        const x0 = cx + rng.float(-0.45, 0.45) * colW;
        const wave = noise1(rng, 2);
        const points: Point[] = [];
        const top = h * rng.float(0.02, 0.08);
        const bottom = h * rng.float(0.92, 0.98);
        for (let y = top; y <= bottom; y += h / 10)
          points.push([x0 + wave((y / h) * 3) * colW * 0.12, y]);
        body += `<path d="${smoothPath(points)}" fill="none" stroke="${rng.chance(0.75) ? line : light}" stroke-width="${n(
          rng.float(1, 3.2),
        )}" stroke-opacity="${n(rng.float(0.35, 0.8))}"/>`;
      }
    }
  } else if (mode === 'ridges') {
    const count = rng.int(18, 40);
    const stripW = w / count;
    let defs = '';
    for (let i = 0; i < count; i += 1) {
      const id = `r${i}`;
      defs += linearGradient(
        id,
        [
          [0, shift(ground, dark ? 0.1 : 0.06)],
          [0.45, ground],
          [1, shift(ground, dark ? -0.08 : -0.14)],
        ],
        { x2: 1, y2: 0 },
      );
      const jitter = rng.gauss() * h * 0.01;
      body += `<rect x="${n(i * stripW + stripW * 0.05)}" y="${n(h * 0.03 + jitter)}" width="${n(
        stripW * 0.9,
      )}" height="${n(h * 0.94)}" rx="${n(stripW * 0.3)}" fill="url(#${id})" fill-opacity="0.95"/>`;
    }
    return {
      layers: [{ svg: svgDocument(w, h, body, { defs }), scale: 1 }],
      texture: 'paper',
      grain: 0.25,
    };
  } else {
    const cell = Math.min(w, h) / rng.int(12, 20);
    for (let y = 0; y < h; y += cell) {
      for (let x = 0; x < w; x += cell) {
        const cw = cell * rng.float(0.86, 0.96);
        body += `<rect x="${n(x + rng.gauss() * cell * 0.03)}" y="${n(y + rng.gauss() * cell * 0.03)}" width="${n(
          cw,
        )}" height="${n(cell * rng.float(0.86, 0.96))}" fill="${shift(ground, rng.float(-0.05, 0.05))}" stroke="${line}" stroke-width="1.2" stroke-opacity="0.35"/>`;
      }
    }
  }
  return { layers: [{ svg: svgDocument(w, h, body), scale: 1 }], texture: 'canvas', grain: 0.22 };
}

/** Layered mountains in ink on mulberry paper, mist between the ranges, a red seal. */
export function inkWash(rng: Random, w: number, h: number, palette: Palette): ArtRecipe {
  const paper = rng.pick(palette.grounds);
  const ink = palette.inks[0] ?? '#1a1a1a';
  const accent = palette.inks.find((c) => hexToHsl(c).s > 0.4) ?? '#b03a2e';
  const layers = rng.int(3, 5);
  let defs = '';
  let body = `<rect width="${n(w)}" height="${n(h)}" fill="${paper}"/>`;
  if (rng.chance(0.4)) {
    body += `<circle cx="${n(w * rng.float(0.2, 0.8))}" cy="${n(h * rng.float(0.12, 0.25))}" r="${n(
      Math.min(w, h) * rng.float(0.04, 0.07),
    )}" fill="${shift(paper, -0.08)}" fill-opacity="0.6"/>`;
  }
  for (let i = 0; i < layers; i += 1) {
    const depth = (i + 1) / layers;
    const base = h * (0.3 + depth * 0.5);
    const amplitude = h * rng.float(0.12, 0.3) * (1.1 - depth * 0.4);
    const ridge = noise1(rng, 4);
    const points: Point[] = [];
    const offset = rng.float(0, 40);
    for (let x = -w * 0.05; x <= w * 1.05; x += w / 40) {
      points.push([x, base - Math.abs(ridge(offset + (x / w) * 3)) * amplitude * 1.6]);
    }
    const id = `m${i}`;
    const tone = mix(paper, ink, 0.25 + depth * 0.65);
    defs += linearGradient(id, [
      [0, tone, 0.95],
      [0.55, tone, 0.45],
      [1, tone, 0],
    ]);
    body += `<path d="${smoothPath(points)}L${n(w * 1.05)} ${n(base + h * 0.35)}L${n(-w * 0.05)} ${n(
      base + h * 0.35,
    )}Z" fill="url(#${id})"/>`;
    if (i === layers - 1) {
      const trees = rng.int(4, 12);
      for (let t = 0; t < trees; t += 1) {
        const p = rng.pick(points);
        const th = h * rng.float(0.03, 0.07);
        body += `<path d="M${n(p[0])} ${n(p[1] + th * 0.3)}L${n(p[0] + rng.gauss() * 2)} ${n(
          p[1] - th,
        )}" stroke="${ink}" stroke-width="${n(Math.max(1.5, w * 0.002))}" stroke-opacity="0.8"/>`;
        for (let d = 0; d < 5; d += 1) {
          body += `<ellipse cx="${n(p[0] + rng.gauss() * th * 0.25)}" cy="${n(p[1] - th * rng.float(0.3, 1))}" rx="${n(
            th * 0.16,
          )}" ry="${n(th * 0.07)}" fill="${ink}" fill-opacity="0.55"/>`;
        }
      }
    }
  }
  // A seal, lower corner: a red square with a few pale strokes carved out of it.
  const seal = Math.min(w, h) * 0.05;
  const sx = rng.chance(0.5) ? w * 0.88 : w * 0.07;
  const sy = h * rng.float(0.78, 0.86);
  let sealMarks = '';
  for (let i = 0; i < 4; i += 1) {
    const y = sy + seal * (0.2 + i * 0.2);
    sealMarks += `<path d="M${n(sx + seal * 0.2)} ${n(y)}h${n(seal * rng.float(0.3, 0.6))}" stroke="${paper}" stroke-width="${n(
      seal * 0.08,
    )}"/>`;
  }
  sealMarks += `<path d="M${n(sx + seal * 0.7)} ${n(sy + seal * 0.15)}v${n(seal * 0.7)}" stroke="${paper}" stroke-width="${n(seal * 0.08)}"/>`;
  const sealLayer = `<rect x="${n(sx)}" y="${n(sy)}" width="${n(seal)}" height="${n(seal)}" fill="${accent}" fill-opacity="0.85"/>${sealMarks}`;
  return {
    layers: [
      { svg: svgDocument(w, h, body, { scale: 0.4, defs }), scale: 0.4 },
      { svg: svgDocument(w, h, sealLayer), scale: 1 },
    ],
    texture: 'paper',
    grain: 0.22,
  };
}
