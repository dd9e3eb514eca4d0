// Abstract painting styles: colour field, geometric abstraction, gestural brushwork and dot
// fields.
import type { Random } from '../random';
import { luminance, shift } from './color';
import type { Palette } from './palettes';
import {
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
