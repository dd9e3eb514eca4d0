// Styles for the other categories: photographs, sculpture in a studio, drawings, prints and
// collage.
import type { Random } from '../random';
import { luminance, mix, shift } from './color';
import type { Palette } from './palettes';
import type { ArtRecipe } from './recipe';
import {
  escapeXml,
  linearGradient,
  n,
  noise1,
  polygonPath,
  radialGradient,
  smoothPath,
  svgDocument,
  type Point,
} from './svg';

/** Out-of-focus, long-exposure photographs: seas at dusk, city lights, fog, concrete. */
export function photograph(rng: Random, w: number, h: number, palette: Palette): ArtRecipe {
  const scene = rng.pick(['sea', 'lights', 'fog', 'concrete'] as const);
  const inks = rng.shuffle(palette.inks);
  let defs = '';
  let body = '';
  if (scene === 'sea') {
    const horizonY = h * rng.float(0.4, 0.6);
    const skyTop = shift(inks[0]!, rng.float(-0.2, 0));
    const skyLow = mix(inks[1]!, '#fff4e0', 0.5);
    defs += linearGradient('sky', [
      [0, skyTop],
      [0.7, mix(skyTop, skyLow, 0.7)],
      [1, skyLow],
    ]);
    defs += linearGradient('sea', [
      [0, mix(skyLow, inks[2]!, 0.4)],
      [1, shift(inks[2]!, -0.25)],
    ]);
    body += `<rect width="${n(w)}" height="${n(horizonY)}" fill="url(#sky)"/>`;
    body += `<rect y="${n(horizonY)}" width="${n(w)}" height="${n(h - horizonY)}" fill="url(#sea)"/>`;
    defs += radialGradient('shine', [
      [0, '#fff6e6', 0.55],
      [1, '#fff6e6', 0],
    ]);
    body += `<ellipse cx="${n(w * rng.float(0.3, 0.7))}" cy="${n(horizonY)}" rx="${n(w * 0.45)}" ry="${n(
      h * 0.08,
    )}" fill="url(#shine)"/>`;
    for (let i = 0; i < 3; i += 1) {
      body += `<rect y="${n(horizonY + (h - horizonY) * rng.float(0.1, 0.9))}" width="${n(w)}" height="${n(
        h * 0.02,
      )}" fill="#ffffff" fill-opacity="${n(rng.float(0.03, 0.08))}"/>`;
    }
  } else if (scene === 'lights') {
    const ground = shift(inks[0]!, -0.35);
    defs += linearGradient('night', [
      [0, shift(ground, -0.1)],
      [1, ground],
    ]);
    body += `<rect width="${n(w)}" height="${n(h)}" fill="url(#night)"/>`;
    const lights = rng.int(40, 90);
    for (let i = 0; i < lights; i += 1) {
      const r = Math.min(w, h) * rng.float(0.015, 0.07);
      body += `<circle cx="${n(rng.float(0, w))}" cy="${n(h * (0.3 + rng.gauss() * 0.2))}" r="${n(r)}" fill="${rng.pick(
        inks,
      )}" fill-opacity="${n(rng.float(0.2, 0.6))}"/>`;
    }
  } else if (scene === 'fog') {
    const ground = mix(rng.pick(palette.grounds), '#e8ebea', 0.6);
    body += `<rect width="${n(w)}" height="${n(h)}" fill="${ground}"/>`;
    const trees = rng.int(10, 22);
    const ordered = Array.from({ length: trees }, () => rng.next()).sort();
    for (const depth of ordered) {
      const x = rng.float(0, w);
      const tw = w * (0.004 + depth * depth * 0.03);
      const lean = rng.gauss() * w * 0.01;
      body += `<path d="${polygonPath([
        [x - tw * 0.6 + lean, -5],
        [x + tw * 0.6 + lean, -5],
        [x + tw * 0.5, h + 5],
        [x - tw * 0.5, h + 5],
      ])}" fill="${mix(ground, shift(inks[0]!, -0.3), 0.1 + depth * 0.6)}"/>`;
    }
    body += `<rect y="${n(h * 0.82)}" width="${n(w)}" height="${n(h * 0.18)}" fill="${mix(
      ground,
      shift(inks[0]!, -0.2),
      0.35,
    )}" fill-opacity="0.6"/>`;
    defs += linearGradient('mist', [
      [0, '#ffffff', 0],
      [0.6, '#ffffff', 0.35],
      [1, '#ffffff', 0.6],
    ]);
    body += `<rect width="${n(w)}" height="${n(h)}" fill="url(#mist)"/>`;
  } else {
    const base = mix('#b8b2a8', inks[0]!, 0.15);
    body += `<rect width="${n(w)}" height="${n(h)}" fill="${base}"/>`;
    const planes = rng.int(3, 5);
    for (let i = 0; i < planes; i += 1) {
      const x = w * rng.float(-0.2, 0.8);
      const y = h * rng.float(-0.2, 0.8);
      const id = `p${i}`;
      defs += linearGradient(
        id,
        [
          [0, shift(base, rng.float(-0.2, 0.15))],
          [1, shift(base, rng.float(-0.25, 0.1))],
        ],
        { x2: rng.float(0, 1), y2: 1 },
      );
      body += `<path d="${polygonPath([
        [x, y],
        [x + w * rng.float(0.3, 0.9), y + h * rng.float(-0.1, 0.2)],
        [x + w * rng.float(0.3, 0.9), y + h * rng.float(0.4, 1)],
        [x + w * rng.float(-0.1, 0.2), y + h * rng.float(0.4, 1)],
      ])}" fill="url(#${id})"/>`;
    }
    body += `<path d="${polygonPath([
      [w * rng.float(0.3, 0.6), 0],
      [w, 0],
      [w, h],
      [w * rng.float(0.5, 0.9), h],
    ])}" fill="#000000" fill-opacity="0.22"/>`;
  }
  return {
    layers: [{ svg: svgDocument(w, h, body, { scale: 0.12, defs }), scale: 0.12 }],
    texture: 'film',
    grain: 0.3,
    vignette: true,
  };
}

/** A form on a plinth in a photographer's studio: moon jar, stones, sphere, ring or column. */
export function sculpture(rng: Random, w: number, h: number, palette: Palette): ArtRecipe {
  const backdrop = rng.pick(palette.grounds);
  const material = rng.pick(palette.inks);
  const floorY = h * rng.float(0.68, 0.78);
  let defs = linearGradient('wall', [
    [0, shift(backdrop, -0.08)],
    [0.8, shift(backdrop, 0.04)],
    [1, shift(backdrop, 0.02)],
  ]);
  defs += linearGradient('floor', [
    [0, shift(backdrop, 0.01)],
    [1, shift(backdrop, -0.12)],
  ]);
  let back = `<rect width="${n(w)}" height="${n(h)}" fill="url(#wall)"/>`;
  back += `<rect y="${n(floorY)}" width="${n(w)}" height="${n(h - floorY)}" fill="url(#floor)"/>`;
  const kind = rng.pick(['jar', 'stones', 'sphere', 'ring', 'column', 'blob'] as const);
  const cx = w / 2 + rng.gauss() * w * 0.03;
  const size = Math.min(w, h * 0.9) * rng.float(0.38, 0.5);
  back += `<ellipse cx="${n(cx + size * 0.08)}" cy="${n(floorY + size * 0.02)}" rx="${n(size * 0.5)}" ry="${n(
    size * 0.08,
  )}" fill="#000000" fill-opacity="0.35"/>`;

  const light = shift(material, 0.22);
  const shade = shift(material, -0.25);
  const shaded = (id: string) =>
    radialGradient(
      id,
      [
        [0, light],
        [0.55, material],
        [1, shade],
      ],
      { cx: 0.4, cy: 0.35, r: 0.75, fx: 0.32, fy: 0.28 },
    );
  let form = '';
  if (kind === 'jar') {
    defs += shaded('body');
    const bodyH = size * 1.05;
    const top = floorY - bodyH;
    const rx = size * 0.5;
    const pts: Point[] = [
      [cx - rx * 0.32, top],
      [cx - rx * 0.36, top + bodyH * 0.06],
      [cx - rx * 0.95, top + bodyH * 0.35],
      [cx - rx * 0.9, top + bodyH * 0.72],
      [cx - rx * 0.4, floorY],
      [cx + rx * 0.4, floorY],
      [cx + rx * 0.92, top + bodyH * 0.7],
      [cx + rx * 0.96, top + bodyH * 0.37],
      [cx + rx * 0.36, top + bodyH * 0.06],
      [cx + rx * 0.32, top],
    ];
    form += `<path d="${smoothPath(pts, true)}" fill="url(#body)"/>`;
    form += `<ellipse cx="${n(cx)}" cy="${n(top + 2)}" rx="${n(rx * 0.32)}" ry="${n(rx * 0.05)}" fill="${shade}" fill-opacity="0.6"/>`;
  } else if (kind === 'stones') {
    let y = floorY;
    const count = rng.int(3, 5);
    for (let i = 0; i < count; i += 1) {
      const rx = size * 0.5 * (1 - i * 0.16) * rng.float(0.85, 1.05);
      const ry = rx * rng.float(0.35, 0.5);
      defs += shaded(`s${i}`);
      const tone = shift(material, rng.float(-0.1, 0.1));
      form += `<ellipse cx="${n(cx + rng.gauss() * rx * 0.08)}" cy="${n(y - ry)}" rx="${n(rx)}" ry="${n(
        ry,
      )}" fill="url(#s${i})"/><ellipse cx="${n(cx)}" cy="${n(y - ry)}" rx="${n(rx)}" ry="${n(ry)}" fill="${tone}" fill-opacity="0.25"/>`;
      y -= ry * 1.85;
    }
  } else if (kind === 'sphere') {
    defs += shaded('ball');
    const r = size * 0.5;
    form += `<circle cx="${n(cx)}" cy="${n(floorY - r)}" r="${n(r)}" fill="url(#ball)"/>`;
  } else if (kind === 'ring') {
    const r = size * 0.48;
    const cy = floorY - r - size * 0.06;
    defs += linearGradient(
      'ringShade',
      [
        [0, light],
        [0.5, material],
        [1, shade],
      ],
      { x2: 1, y2: 1 },
    );
    form += `<rect x="${n(cx - size * 0.1)}" y="${n(floorY - size * 0.08)}" width="${n(size * 0.2)}" height="${n(
      size * 0.08,
    )}" fill="${shade}"/>`;
    form += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.78)}" fill="none" stroke="url(#ringShade)" stroke-width="${n(
      r * 0.36,
    )}"/>`;
  } else if (kind === 'column') {
    const segments = rng.int(4, 7);
    const segH = (size * 1.5) / segments;
    for (let i = 0; i < segments; i += 1) {
      const sw = size * rng.float(0.22, 0.4);
      const y = floorY - segH * (i + 1);
      defs += linearGradient(
        `c${i}`,
        [
          [0, light],
          [0.6, material],
          [1, shade],
        ],
        { x2: 1, y2: 0 },
      );
      form += `<rect x="${n(cx - sw / 2 + rng.gauss() * size * 0.03)}" y="${n(y)}" width="${n(sw)}" height="${n(
        segH * 0.96,
      )}" rx="${n(sw * 0.2)}" fill="url(#c${i})"/>`;
    }
  } else {
    defs += shaded('blob');
    const pts: Point[] = [];
    const wobble = noise1(rng, 2);
    const r = size * 0.5;
    const cy = floorY - r * 0.78;
    for (let i = 0; i < 14; i += 1) {
      const a = (i / 14) * Math.PI * 2;
      const rr = r * (0.8 + wobble(i / 3) * 0.3);
      pts.push([cx + Math.cos(a) * rr, Math.min(floorY, cy + Math.sin(a) * rr * 0.95)]);
    }
    form += `<path d="${smoothPath(pts, true)}" fill="url(#blob)"/>`;
  }
  const formDefs = defs;
  return {
    layers: [
      { svg: svgDocument(w, h, back, { scale: 0.15, defs }), scale: 0.15 },
      { svg: svgDocument(w, h, form, { scale: 0.5, defs: formDefs }), scale: 0.5 },
    ],
    texture: 'film',
    grain: 0.14,
    vignette: true,
  };
}

/** Graphite on paper: contour rings, hatched fields or lines following a current. */
export function drawing(rng: Random, w: number, h: number, palette: Palette): ArtRecipe {
  const paper = rng.pick(palette.grounds);
  const lead = palette.inks[0] ?? '#2b2b2b';
  const accent = rng.chance(0.3) ? rng.pick(palette.inks.slice(1)) : undefined;
  let body = `<rect width="${n(w)}" height="${n(h)}" fill="${paper}"/>`;
  const unit = Math.min(w, h);
  const mode = rng.pick(['contours', 'hatching', 'flow'] as const);
  if (mode === 'contours') {
    const centres = rng.int(1, 3);
    for (let c = 0; c < centres; c += 1) {
      const cx = w * rng.float(0.25, 0.75);
      const cy = h * rng.float(0.25, 0.75);
      const wobble = noise1(rng, 3);
      const rings = rng.int(18, 40);
      for (let i = 1; i <= rings; i += 1) {
        const r = unit * 0.018 * i * rng.float(0.95, 1.05);
        const pts: Point[] = [];
        for (let k = 0; k < 24; k += 1) {
          const a = (k / 24) * Math.PI * 2;
          const rr = r * (1 + wobble(k / 4 + i * 0.07) * 0.25);
          pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
        }
        body += `<path d="${smoothPath(pts, true)}" fill="none" stroke="${
          accent && i % 9 === 0 ? accent : lead
        }" stroke-width="${n(rng.float(0.8, 1.8))}" stroke-opacity="${n(rng.float(0.45, 0.85))}"/>`;
      }
    }
  } else if (mode === 'hatching') {
    const patches = rng.int(10, 22);
    for (let p = 0; p < patches; p += 1) {
      const px = rng.float(0.05, 0.95) * w;
      const py = rng.float(0.05, 0.95) * h;
      const size = unit * rng.float(0.06, 0.22);
      const angle = rng.pick([Math.PI / 4, -Math.PI / 4, Math.PI / 2.5, 0]) + rng.gauss() * 0.1;
      const lines = rng.int(12, 40);
      for (let l = 0; l < lines; l += 1) {
        const t = (l / lines - 0.5) * size;
        const ox = px + Math.cos(angle + Math.PI / 2) * t;
        const oy = py + Math.sin(angle + Math.PI / 2) * t;
        const len = size * rng.float(0.4, 1);
        body += `<path d="M${n(ox - (Math.cos(angle) * len) / 2)} ${n(oy - (Math.sin(angle) * len) / 2)}l${n(
          Math.cos(angle) * len,
        )} ${n(Math.sin(angle) * len)}" stroke="${lead}" stroke-width="${n(rng.float(0.7, 1.6))}" stroke-opacity="${n(
          rng.float(0.35, 0.8),
        )}" stroke-linecap="round"/>`;
      }
    }
    if (accent) {
      body += `<circle cx="${n(w * rng.float(0.3, 0.7))}" cy="${n(h * rng.float(0.3, 0.7))}" r="${n(
        unit * 0.06,
      )}" fill="none" stroke="${accent}" stroke-width="3" stroke-opacity="0.8"/>`;
    }
  } else {
    const field = noise1(rng, 3);
    const lines = rng.int(60, 120);
    for (let l = 0; l < lines; l += 1) {
      let x = rng.float(0, w);
      let y = rng.float(0, h);
      const pts: Point[] = [[x, y]];
      for (let s = 0; s < 30; s += 1) {
        const a = field((x / w) * 2 + (y / h) * 1.3) * Math.PI * 1.5;
        x += Math.cos(a) * unit * 0.02;
        y += Math.sin(a) * unit * 0.02;
        pts.push([x, y]);
      }
      body += `<path d="${smoothPath(pts)}" fill="none" stroke="${l % 13 === 0 && accent ? accent : lead}" stroke-width="${n(
        rng.float(0.7, 2),
      )}" stroke-opacity="${n(rng.float(0.35, 0.75))}"/>`;
    }
  }
  return { layers: [{ svg: svgDocument(w, h, body), scale: 1 }], texture: 'paper', grain: 0.28 };
}

/** Screenprints and woodcuts: flat inks slightly off register, on a sheet with a margin. */
export function print(
  rng: Random,
  w: number,
  h: number,
  palette: Palette,
  context: { editionLabel?: string } = {},
): ArtRecipe {
  const sheet = mix(rng.pick(palette.grounds), '#f7f4ee', 0.7);
  const margin = Math.min(w, h) * 0.09;
  const [ix, iy, iw, ih] = [margin, margin, w - margin * 2, h - margin * 2.4];
  const inks = rng.shuffle(palette.inks.filter((ink) => luminance(ink) < 0.85));
  let body = `<rect width="${n(w)}" height="${n(h)}" fill="${sheet}"/>`;
  const clip = `<clipPath id="plate"><rect x="${n(ix)}" y="${n(iy)}" width="${n(iw)}" height="${n(ih)}"/></clipPath>`;
  let plate = '';
  if (rng.chance(0.5)) {
    // Screenprint: big overlapping circles and bands, each colour one screen.
    plate += `<rect x="${n(ix)}" y="${n(iy)}" width="${n(iw)}" height="${n(ih)}" fill="${mix(inks[0]!, sheet, 0.6)}"/>`;
    const shapes = rng.int(3, 6);
    for (let i = 0; i < shapes; i += 1) {
      const ink = inks[(i + 1) % inks.length]!;
      const dx = rng.gauss() * 2;
      if (rng.chance(0.6)) {
        plate += `<circle cx="${n(ix + iw * rng.float(0.15, 0.85) + dx)}" cy="${n(iy + ih * rng.float(0.15, 0.85))}" r="${n(
          Math.min(iw, ih) * rng.float(0.15, 0.4),
        )}" fill="${ink}" fill-opacity="0.82"/>`;
      } else {
        plate += `<rect x="${n(ix + dx)}" y="${n(iy + ih * rng.float(0, 0.8))}" width="${n(iw)}" height="${n(
          ih * rng.float(0.08, 0.25),
        )}" fill="${ink}" fill-opacity="0.78"/>`;
      }
    }
  } else {
    // Woodcut: one key block in a dark ink over a single colour block, with gouge lines.
    const key = inks.find((ink) => luminance(ink) < 0.3) ?? '#1b1b1b';
    const block = inks.find((ink) => ink !== key) ?? '#c1272d';
    plate += `<rect x="${n(ix)}" y="${n(iy)}" width="${n(iw)}" height="${n(ih)}" fill="${block}" fill-opacity="0.9"/>`;
    const ridge = noise1(rng, 3);
    const bands = rng.int(14, 26);
    for (let b = 0; b < bands; b += 1) {
      const y0 = iy + (ih / bands) * b;
      const pts: Point[] = [];
      for (let x = ix - 10; x <= ix + iw + 10; x += iw / 20)
        pts.push([x, y0 + ridge((x / iw) * 3 + b * 0.3) * ih * 0.05]);
      plate += `<path d="${smoothPath(pts)}" fill="none" stroke="${key}" stroke-width="${n(
        (ih / bands) * rng.float(0.3, 0.6),
      )}"/>`;
    }
    plate += `<circle cx="${n(ix + iw * rng.float(0.25, 0.75))}" cy="${n(iy + ih * rng.float(0.2, 0.4))}" r="${n(
      Math.min(iw, ih) * 0.12,
    )}" fill="${sheet}"/>`;
  }
  body += `<g clip-path="url(#plate)">${plate}</g>`;
  // Pencil: edition number under the left corner, signature under the right.
  const pencil = '#6d6a66';
  const textY = iy + ih + margin * 0.55;
  const fontSize = Math.max(10, Math.min(w, h) * 0.018);
  if (context.editionLabel) {
    body += `<text x="${n(ix)}" y="${n(textY)}" font-family="DejaVu Serif, Liberation Serif, serif" font-style="italic" font-size="${n(
      fontSize,
    )}" fill="${pencil}">${escapeXml(context.editionLabel)}</text>`;
  }
  const sig: Point[] = [];
  const sx = ix + iw - fontSize * 8;
  for (let i = 0; i < 9; i += 1)
    sig.push([sx + i * fontSize * 0.8, textY - fontSize * 0.3 + rng.gauss() * fontSize * 0.3]);
  body += `<path d="${smoothPath(sig)}" fill="none" stroke="${pencil}" stroke-width="${n(fontSize * 0.09)}"/>`;
  return {
    layers: [{ svg: svgDocument(w, h, body, { defs: clip }), scale: 1 }],
    texture: 'paper',
    grain: 0.22,
  };
}

/** Torn papers, hanji and gold leaf layered on a ground, stitched with a few lines. */
export function collage(rng: Random, w: number, h: number, palette: Palette): ArtRecipe {
  const ground = rng.pick(palette.grounds);
  const unit = Math.min(w, h);
  let defs = linearGradient(
    'gold',
    [
      [0, '#b8893a'],
      [0.45, '#e8c874'],
      [0.55, '#f3dc98'],
      [1, '#a87a2e'],
    ],
    { x2: 1, y2: 1 },
  );
  let body = `<rect width="${n(w)}" height="${n(h)}" fill="${ground}"/>`;
  const pieces = rng.int(9, 18);
  for (let i = 0; i < pieces; i += 1) {
    const cx = rng.float(0.05, 0.95) * w;
    const cy = rng.float(0.05, 0.95) * h;
    const pw = unit * rng.float(0.12, 0.45);
    const ph = unit * rng.float(0.08, 0.4);
    const angle = rng.gauss() * 0.12;
    const pts: Point[] = [];
    const corners: Point[] = [
      [-pw / 2, -ph / 2],
      [pw / 2, -ph / 2],
      [pw / 2, ph / 2],
      [-pw / 2, ph / 2],
    ];
    corners.forEach((corner, k) => {
      const next = corners[(k + 1) % 4]!;
      const steps = 14;
      for (let s = 0; s < steps; s += 1) {
        const t = s / steps;
        const torn = k % 2 === 1 || rng.chance(0.3) ? unit * 0.006 : unit * 0.0015;
        const x = corner[0] + (next[0] - corner[0]) * t + rng.gauss() * torn;
        const y = corner[1] + (next[1] - corner[1]) * t + rng.gauss() * torn;
        pts.push([
          cx + x * Math.cos(angle) - y * Math.sin(angle),
          cy + x * Math.sin(angle) + y * Math.cos(angle),
        ]);
      }
    });
    const fill = rng.chance(0.12)
      ? 'url(#gold)'
      : rng.chance(0.25)
        ? '#f4f0e6'
        : rng.pick(palette.inks);
    body += `<path d="${polygonPath(pts)}" fill="${fill}" fill-opacity="${n(fill === '#f4f0e6' ? 0.7 : rng.float(0.8, 1))}"/>`;
  }
  const threads = rng.int(0, 3);
  for (let i = 0; i < threads; i += 1) {
    const y0 = rng.float(0.1, 0.9) * h;
    const pts: Point[] = Array.from(
      { length: 5 },
      (_, k) => [(w * k) / 4, y0 + rng.gauss() * h * 0.08] as Point,
    );
    body += `<path d="${smoothPath(pts)}" fill="none" stroke="${rng.pick(palette.inks)}" stroke-width="${n(
      unit * 0.003,
    )}" stroke-opacity="0.8"/>`;
  }
  defs += radialGradient('light', [
    [0, '#ffffff', 0.12],
    [1, '#000000', 0.12],
  ]);
  body += `<rect width="${n(w)}" height="${n(h)}" fill="url(#light)"/>`;
  return {
    layers: [{ svg: svgDocument(w, h, body, { defs }), scale: 1 }],
    texture: 'paper',
    grain: 0.2,
  };
}
