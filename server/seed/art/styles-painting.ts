// Painting styles: colour field, geometric abstraction, gestural brushwork, dot fields,
// horizon bands, dansaekhwa-like monochrome lines and ink-wash mountains.
import type { Random } from '../random';
import { hexToHsl, luminance, mix, shift } from './color';
import type { Palette } from './palettes';
import {
  linearGradient,
  n,
  noise1,
  polygonPath,
  radialGradient,
  smoothPath,
  svgDocument,
  wobblyRect,
  type Point,
} from './svg';
import type { ArtRecipe } from './recipe';

function distinctInks(rng: Random, palette: Palette, count: number, avoid?: string): string[] {
  const pool = palette.inks.filter((ink) => ink !== avoid);
  const chosen = rng.sample(pool, Math.min(count, pool.length));
  while (chosen.length < count) chosen.push(shift(rng.pick(pool), rng.float(-0.15, 0.15)));
  return chosen;
}

/** Stacked, soft-edged fields of colour that seem to glow from within. */
export function colorField(rng: Random, w: number, h: number, palette: Palette): ArtRecipe {
  const ground = rng.pick(palette.grounds);
  const fields = rng.weighted([
    [2, 4],
    [3, 3],
    [1, 1],
  ] as const);
  const inks = distinctInks(rng, palette, fields, ground);
  const vertical = h >= w * 0.9 || rng.chance(0.3);
  const margin = Math.min(w, h) * rng.float(0.05, 0.09);
  const gap = Math.min(w, h) * rng.float(0.025, 0.05);
  const span = (vertical ? h : w) - margin * 2 - gap * (fields - 1);
  const weights = Array.from({ length: fields }, () => rng.float(0.6, 1.6));
  const total = weights.reduce((a, b) => a + b, 0);
  let cursor = margin;
  let glowDefs = '';
  let body = `<rect width="${n(w)}" height="${n(h)}" fill="${ground}"/>`;
  body += `<rect width="${n(w)}" height="${n(h)}" fill="url(#vignette)"/>`;
  weights.forEach((weight, i) => {
    const size = (span * weight) / total;
    const ink = inks[i]!;
    const [x, y, rw, rh] = vertical
      ? [margin, cursor, w - margin * 2, size]
      : [cursor, margin, size, h - margin * 2];
    // Translucent layers, from a faint outer veil to a dense core, make the edge breathe.
    for (let layer = 0; layer < 4; layer += 1) {
      const inset = (-0.012 + layer * 0.012) * Math.min(w, h);
      const tone = shift(ink, rng.float(-0.05, 0.05), rng.float(-5, 5));
      body += `<path d="${smoothPath(
        wobblyRect(
          rng,
          x + inset,
          y + inset,
          rw - inset * 2,
          rh - inset * 2,
          Math.min(w, h) * 0.004,
          90,
        ),
        true,
      )}" fill="${tone}" fill-opacity="${n(0.3 + layer * 0.2)}"/>`;
    }
    // Uneven paint inside the field: broad, faint blotches a little lighter or darker.
    for (let k = 0; k < 7; k += 1) {
      const [bx, by] = [rng.float(0.3, 0.7), rng.float(0.3, 0.7)];
      body += `<ellipse cx="${n(x + rw * bx)}" cy="${n(y + rh * by)}" rx="${n(
        rw * Math.min(bx, 1 - bx) * rng.float(0.5, 0.9),
      )}" ry="${n(rh * Math.min(by, 1 - by) * rng.float(0.5, 0.9))}" fill="${shift(
        ink,
        rng.float(-0.06, 0.06),
      )}" fill-opacity="0.3"/>`;
    }
    const glow = `g${i}`;
    glowDefs += radialGradient(glow, [
      [0, shift(ink, 0.07), 0.55],
      [1, ink, 0],
    ]);
    body += `<rect x="${n(x)}" y="${n(y)}" width="${n(rw)}" height="${n(rh)}" fill="url(#${glow})"/>`;
    cursor += size + gap;
  });
  const defs =
    radialGradient(
      'vignette',
      [
        [0.3, ground, 0],
        [1, shift(ground, -0.12), 0.7],
      ],
      { r: 0.75 },
    ) + glowDefs;
  const scale = 0.25;
  return {
    layers: [{ svg: svgDocument(w, h, body, { scale, defs }), scale, blur: 1.6 }],
    texture: 'canvas',
    grain: 0.4,
  };
}

/** Flat planes of colour: mountains and suns, or a grid of quarter circles and bars. */
export function geometric(rng: Random, w: number, h: number, palette: Palette): ArtRecipe {
  const ground = rng.pick(palette.grounds);
  const inks = palette.inks.filter((ink) => ink !== ground);
  let body = `<rect width="${n(w)}" height="${n(h)}" fill="${ground}"/>`;
  if (rng.chance(0.5)) {
    // Mountains of colour: overlapping triangles under a sun, after the Korean modernists.
    const sunR = Math.min(w, h) * rng.float(0.07, 0.14);
    const sky = rng.chance(0.5) ? shift(rng.pick(inks), 0.25, 0, -0.2) : ground;
    body += `<rect width="${n(w)}" height="${n(h * rng.float(0.45, 0.65))}" fill="${sky}"/>`;
    body += `<circle cx="${n(w * rng.float(0.2, 0.8))}" cy="${n(h * rng.float(0.15, 0.35))}" r="${n(
      sunR,
    )}" fill="${rng.pick(inks)}"/>`;
    const peaks = rng.int(4, 8);
    for (let i = 0; i < peaks; i += 1) {
      const cx = w * rng.float(-0.1, 1.1);
      const top = h * rng.float(0.2, 0.65);
      const half = w * rng.float(0.15, 0.45);
      const color = rng.pick(inks);
      body += `<path d="${polygonPath([
        [cx - half, h * 1.02],
        [cx + rng.float(-0.1, 0.1) * half, top],
        [cx + half, h * 1.02],
      ])}" fill="${color}" fill-opacity="${n(rng.float(0.82, 1))}"/>`;
      if (rng.chance(0.35)) {
        body += `<path d="${polygonPath([
          [cx, top],
          [cx + half, h * 1.02],
          [cx + half * 0.35, h * 1.02],
        ])}" fill="${shift(color, -0.12)}" fill-opacity="0.7"/>`;
      }
    }
    if (rng.chance(0.5)) {
      body += `<rect y="${n(h * rng.float(0.8, 0.9))}" width="${n(w)}" height="${n(h * 0.2)}" fill="${rng.pick(
        inks,
      )}"/>`;
    }
  } else {
    // A grid split again and again, each cell holding one plain shape.
    const gapSize = Math.min(w, h) * rng.float(0.006, 0.014);
    const cells: [number, number, number, number][] = [[0, 0, w, h]];
    const splits = rng.int(5, 11);
    for (let i = 0; i < splits; i += 1) {
      cells.sort((a, b) => b[2] * b[3] - a[2] * a[3]);
      const [x, y, cw, ch] = cells.shift()!;
      const t = rng.float(0.3, 0.7);
      if (cw > ch) cells.push([x, y, cw * t, ch], [x + cw * t, y, cw * (1 - t), ch]);
      else cells.push([x, y, cw, ch * t], [x, y + ch * t, cw, ch * (1 - t)]);
    }
    const dark = luminance(ground) > 0.5 ? '#1b1b1b' : '#f1ede4';
    body = `<rect width="${n(w)}" height="${n(h)}" fill="${dark}"/>`;
    for (const [x, y, cw, ch] of cells) {
      const fill = rng.chance(0.35) ? ground : rng.pick(inks);
      const [gx, gy, gw, gh] = [x + gapSize, y + gapSize, cw - gapSize * 2, ch - gapSize * 2];
      body += `<rect x="${n(gx)}" y="${n(gy)}" width="${n(gw)}" height="${n(gh)}" fill="${fill}"/>`;
      const shape = rng.weighted([
        ['none', 3],
        ['quarter', 3],
        ['circle', 2],
        ['half', 2],
        ['bars', 1],
      ] as const);
      const other = rng.pick(inks.filter((ink) => ink !== fill));
      const r = Math.min(gw, gh);
      if (shape === 'quarter') {
        const corner = rng.int(0, 3);
        const cx = corner % 2 ? gx + gw : gx;
        const cy = corner >= 2 ? gy + gh : gy;
        body += `<clipPath id="c${n(gx)}_${n(gy)}"><rect x="${n(gx)}" y="${n(gy)}" width="${n(gw)}" height="${n(
          gh,
        )}"/></clipPath><circle clip-path="url(#c${n(gx)}_${n(gy)})" cx="${n(cx)}" cy="${n(cy)}" r="${n(
          r,
        )}" fill="${other}"/>`;
      } else if (shape === 'circle') {
        body += `<circle cx="${n(gx + gw / 2)}" cy="${n(gy + gh / 2)}" r="${n(r * 0.38)}" fill="${other}"/>`;
      } else if (shape === 'half') {
        const cy = gy + gh / 2;
        body += `<path d="M${n(gx + gw / 2 - r * 0.4)} ${n(cy)}A${n(r * 0.4)} ${n(r * 0.4)} 0 0 1 ${n(
          gx + gw / 2 + r * 0.4,
        )} ${n(cy)}Z" fill="${other}"/>`;
      } else if (shape === 'bars') {
        const bars = rng.int(3, 7);
        for (let b = 0; b < bars; b += 1) {
          body += `<rect x="${n(gx + (gw / bars) * b)}" y="${n(gy)}" width="${n(gw / bars / 2)}" height="${n(
            gh,
          )}" fill="${other}"/>`;
        }
      }
    }
  }
  return { layers: [{ svg: svgDocument(w, h, body), scale: 1 }], texture: 'canvas', grain: 0.16 };
}

/** Loaded brushstrokes: each stroke is a bundle of bristle marks along one curve. */
export function gestural(rng: Random, w: number, h: number, palette: Palette): ArtRecipe {
  const ground = rng.pick(palette.grounds);
  const inks = palette.inks.filter((ink) => ink !== ground);
  const unit = Math.min(w, h);
  let body = `<rect width="${n(w)}" height="${n(h)}" fill="${ground}"/>`;
  // A thin underpainting so the ground is never flat.
  for (let i = 0; i < 8; i += 1) {
    body += `<ellipse cx="${n(rng.float(0, w))}" cy="${n(rng.float(0, h))}" rx="${n(
      unit * rng.float(0.2, 0.5),
    )}" ry="${n(unit * rng.float(0.1, 0.3))}" fill="${shift(ground, rng.float(-0.06, 0.04))}" fill-opacity="0.4"/>`;
  }
  const mainInks = rng.sample(inks, Math.min(inks.length, rng.int(2, 4)));
  const flow = rng.float(0, Math.PI);
  const foci = Array.from({ length: rng.int(1, 3) }, (): Point => [
    w * rng.float(0.25, 0.75),
    h * rng.float(0.25, 0.75),
  ]);
  const strokes = rng.int(30, 55);
  for (let s = 0; s < strokes; s += 1) {
    const ink = s < strokes * 0.15 ? shift(rng.pick(mainInks), 0.15, 0, -0.1) : rng.pick(mainInks);
    const focus = rng.pick(foci);
    const width = unit * rng.float(0.025, s < 8 ? 0.11 : 0.07);
    const length = unit * rng.float(0.15, 0.6);
    const angle = flow + rng.gauss() * 0.55;
    const sx = focus[0] + rng.gauss() * w * 0.22 - (Math.cos(angle) * length) / 2;
    const sy = focus[1] + rng.gauss() * h * 0.22 - (Math.sin(angle) * length) / 2;
    const bend = rng.gauss() * 0.35;
    const nx = -Math.sin(angle);
    const ny = Math.cos(angle);
    const bristles = rng.int(7, 11);
    for (let b = 0; b < bristles; b += 1) {
      const across = b / (bristles - 1) - 0.5;
      const offset = across * width;
      // Outer bristles carry less paint and run out sooner.
      const start = rng.float(0, 0.12 + Math.abs(across) * 0.3);
      const end = 1 - rng.float(0, 0.1 + Math.abs(across) * 0.45);
      const points: Point[] = [];
      for (let k = 0; k <= 5; k += 1) {
        const t = start + ((end - start) * k) / 5;
        const a = angle + bend * (t - 0.5);
        points.push([
          sx + Math.cos(a) * length * t + nx * offset,
          sy + Math.sin(a) * length * t + ny * offset,
        ]);
      }
      body += `<path d="${smoothPath(points)}" fill="none" stroke="${shift(
        ink,
        rng.float(-0.07, 0.07),
        rng.float(-4, 4),
      )}" stroke-width="${n((width / bristles) * rng.float(1.8, 2.8))}" stroke-linecap="round" stroke-opacity="${n(
        rng.float(0.7, 0.95),
      )}"/>`;
    }
  }
  const splatters = rng.int(0, 30);
  for (let i = 0; i < splatters; i += 1) {
    body += `<circle cx="${n(rng.float(0, w))}" cy="${n(rng.float(0, h))}" r="${n(
      unit * Math.abs(rng.gauss()) * 0.004,
    )}" fill="${rng.pick(mainInks)}" fill-opacity="0.8"/>`;
  }
  return { layers: [{ svg: svgDocument(w, h, body), scale: 1 }], texture: 'canvas', grain: 0.2 };
}

/** Dots, each in its own square of colour, in rows or in rings spreading from a centre. */
export function dotField(rng: Random, w: number, h: number, palette: Palette): ArtRecipe {
  const ground = rng.pick(palette.grounds);
  const inks = palette.inks.filter((ink) => ink !== ground);
  const dot = rng.pick(inks);
  let body = `<rect width="${n(w)}" height="${n(h)}" fill="${ground}"/>`;
  const cell = Math.min(w, h) / rng.int(22, 38);
  if (rng.chance(0.55)) {
    const cols = Math.ceil(w / cell);
    const rows = Math.ceil(h / cell);
    const drift = noise1(rng, 2);
    for (let row = 0; row < rows; row += 1) {
      for (let col = 0; col < cols; col += 1) {
        const x = col * cell;
        const y = row * cell;
        const tone = drift((col + row * 0.7) / 9) * 0.08;
        body += `<rect x="${n(x + cell * 0.06)}" y="${n(y + cell * 0.06)}" width="${n(cell * 0.88)}" height="${n(
          cell * 0.88,
        )}" fill="${shift(ground, tone + rng.float(-0.03, 0.05))}" fill-opacity="0.9"/>`;
        body += `<circle cx="${n(x + cell / 2 + rng.gauss() * cell * 0.04)}" cy="${n(
          y + cell / 2 + rng.gauss() * cell * 0.04,
        )}" r="${n(cell * rng.float(0.2, 0.3))}" fill="${shift(dot, rng.float(-0.08, 0.08))}"/>`;
      }
    }
  } else {
    const cx = w * rng.float(0.35, 0.65);
    const cy = h * rng.float(0.35, 0.65);
    const maxR = Math.hypot(w, h) * 0.6;
    for (let r = cell * 0.6; r < maxR; r += cell * 0.95) {
      const count = Math.max(6, Math.round((2 * Math.PI * r) / cell));
      const ring = rng.float(0, Math.PI);
      const tone = shift(dot, rng.float(-0.12, 0.1), rng.float(-10, 10));
      for (let i = 0; i < count; i += 1) {
        const a = ring + (i / count) * Math.PI * 2;
        const x = cx + Math.cos(a) * r;
        const y = cy + Math.sin(a) * r;
        if (x < -cell || y < -cell || x > w + cell || y > h + cell) continue;
        body += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(cell * rng.float(0.22, 0.34))}" fill="${tone}"/>`;
      }
    }
  }
  return { layers: [{ svg: svgDocument(w, h, body), scale: 1 }], texture: 'canvas', grain: 0.14 };
}

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
