// The demo's other views of a work (rules §4.71), each made from the work's own full-size picture
// by image processing, never a copy: a detail (a crop at higher magnification with the canvas
// weave showing), the side (the face foreshortened in strips, the paint wrapping round the
// stretcher's edge), the back (stretcher bars, the gallery's label and the artist's signature),
// framed (a moulding with a mat) and in a room (hung at true scale above a 210 cm sofa).
import sharp, { type Sharp } from 'sharp';
import type { RawImage } from '../../modules/media/image-processing';
import { Random } from '../random';
import { mix, shift } from './color';
import { escapeXml, linearGradient, n, svgDocument } from './svg';

export const derivedViewKinds = ['detail', 'side', 'back', 'framed', 'in_room'] as const;
export type DerivedViewKind = (typeof derivedViewKinds)[number];

export interface ViewOptions {
  view: DerivedViewKind;
  seed: number;
  /** The long edge of the picture made, in pixels. */
  size: number;
  widthCm: number;
  heightCm: number;
  depthCm: number;
  /** Sculpture stands on a plinth in the room instead of hanging. */
  standing: boolean;
  /** What the back's label and signature say. */
  label: { artist: string; title: string; year: string; gallery: string; size: string };
}

const sans = 'DejaVu Sans, NanumGothic, Noto Sans CJK KR, sans-serif';
const serif = 'DejaVu Serif, NanumMyeongjo, Noto Serif CJK KR, serif';

async function rawOf(pipeline: Sharp): Promise<RawImage> {
  const { data, info } = await pipeline.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 3 };
}

/**
 * A fine plain weave pressed into the pixels: alternate threads a little darker and lighter, as
 * the grain of a canvas shows when seen close.
 */
function applyWeave(image: RawImage, pitch: number, strength: number): RawImage {
  const { data, width, height, channels } = image;
  const out = Buffer.from(data);
  for (let y = 0; y < height; y += 1) {
    const row = (y % pitch) / pitch < 0.45 ? -1 : 1;
    for (let x = 0; x < width; x += 1) {
      const column = (x % pitch) / pitch < 0.45 ? -1 : 1;
      // Over and under: where a thread passes over the other it catches the light.
      const factor = 1 + strength * (row === column ? 0.6 : -0.6) * (row > 0 ? 1 : 0.7);
      const at = (y * width + x) * channels;
      for (let c = 0; c < 3; c += 1)
        out[at + c] = Math.min(255, Math.round(data[at + c]! * factor));
    }
  }
  return { data: out, width, height, channels };
}

/** The variance of a greyscale region's tones. */
function toneSpread(
  pixels: Buffer,
  stride: number,
  box: { x0: number; y0: number; x1: number; y1: number },
): number {
  let sum = 0;
  let squares = 0;
  let count = 0;
  for (let y = box.y0; y < Math.min(stride, box.y1); y += 1) {
    for (let x = box.x0; x < Math.min(stride, box.x1); x += 1) {
      const tone = pixels[y * stride + x]!;
      sum += tone;
      squares += tone * tone;
      count += 1;
    }
  }
  return count ? squares / count - (sum / count) ** 2 : 0;
}

/** A close view of part of the surface: about a third of the work, enlarged, weave showing. */
async function detail(source: Buffer, options: ViewOptions, rng: Random): Promise<RawImage> {
  const meta = await sharp(source).metadata();
  const w = meta.width ?? 1;
  const h = meta.height ?? 1;
  const outW = options.size;
  const outH = Math.round(options.size * 0.75);
  const cropW = Math.max(8, Math.round(Math.min(w, (h * 4) / 3) * rng.float(0.3, 0.4)));
  const cropH = Math.max(6, Math.round((cropW * 3) / 4));
  // Of a few places, the busiest (the most varied tones): brushwork rather than an empty ground.
  const probe = await sharp(source).resize(64, 64, { fit: 'fill' }).greyscale().raw().toBuffer();
  let best = { left: 0, top: 0, spread: -1 };
  for (let i = 0; i < 8; i += 1) {
    const left = Math.round(rng.float(0.05, 0.95) * (w - cropW));
    const top = Math.round(rng.float(0.05, 0.95) * (h - cropH));
    const spread = toneSpread(probe, 64, {
      x0: Math.floor((left / w) * 64),
      y0: Math.floor((top / h) * 64),
      x1: Math.ceil(((left + cropW) / w) * 64),
      y1: Math.ceil(((top + cropH) / h) * 64),
    });
    if (spread > best.spread) best = { left, top, spread };
  }
  const { left, top } = best;
  const enlarged = await rawOf(
    sharp(source)
      .extract({ left, top, width: cropW, height: cropH })
      .resize(outW, outH)
      .sharpen({ sigma: 1 }),
  );
  return applyWeave(enlarged, Math.max(3, Math.round(outW / 200)), 0.07);
}

/** The wall the views stand against: a soft gradient lit from the upper left. */
function wallBody(width: number, height: number, colour: string): { body: string; defs: string } {
  return {
    defs: linearGradient('wall', [
      [0, shift(colour, 0.02)],
      [1, shift(colour, -0.07)],
    ]),
    body: `<rect width="${width}" height="${height}" fill="url(#wall)"/>`,
  };
}

/**
 * The work seen from its left: the face keystoned (each column squeezed towards the far side, a
 * perspective) and the edge a trapezoid painted with the face's own left margin, as a
 * gallery-wrapped canvas continues its paint round the stretcher.
 */
async function side(source: Buffer, options: ViewOptions): Promise<RawImage> {
  const outW = options.size;
  const outH = options.size;
  const faceH = Math.round(outH * 0.7);
  const pxPerCm = faceH / options.heightCm;
  const faceW = Math.max(8, Math.round(options.widthCm * pxPerCm));
  const shownW = Math.max(8, Math.round(faceW * 0.42));
  const edgeW = Math.max(4, Math.round(Math.max(0.6, options.depthCm) * pxPerCm * 0.8));
  const far = 0.84;
  const face = await sharp(source)
    .resize(faceW, faceH, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer();
  const left = Math.round((outW - shownW - edgeW) / 2);
  const centreY = outH * 0.48;
  const { body, defs } = wallBody(outW, outH, '#efede8');
  const shadow = `<polygon points="${n(left + edgeW + 10)},${n(centreY - faceH * 0.45)} ${n(
    left + edgeW + shownW + 26,
  )},${n(centreY - faceH * far * 0.42)} ${n(left + edgeW + shownW + 30)},${n(
    centreY + faceH * far * 0.55,
  )} ${n(left + edgeW + 12)},${n(centreY + faceH * 0.55)}" fill="#000" fill-opacity="0.2"/>`;
  const wall = await rawOf(
    sharp(Buffer.from(svgDocument(outW, outH, body + shadow, { defs }))).blur(6),
  );
  const out = wall.data;
  const marginW = Math.max(2, Math.round(faceW * 0.025));
  // Column by column: where in the source it samples, how tall it stands, how much light it gets.
  const draw = (x: number, sourceX: number, scale: number, light: number) => {
    const height = faceH * scale;
    const top = centreY - height / 2;
    for (let y = Math.max(0, Math.ceil(top)); y < Math.min(outH, top + height); y += 1) {
      const sy = Math.min(faceH - 1, Math.floor(((y - top) / height) * faceH));
      const from = (sy * faceW + sourceX) * 3;
      const to = (y * outW + x) * 3;
      for (let c = 0; c < 3; c += 1)
        out[to + c] = Math.min(255, Math.round(face[from + c]! * light));
    }
  };
  for (let i = 0; i < edgeW; i += 1) {
    // The edge recedes to the wall: its outer side a little shorter, and in shade.
    const t = i / edgeW;
    draw(left + i, Math.floor((1 - t) * (marginW - 1)), 0.97 + 0.03 * t, 0.7);
  }
  for (let i = 0; i < shownW; i += 1) {
    const t = i / shownW;
    draw(
      left + edgeW + i,
      Math.min(faceW - 1, Math.floor(t * faceW)),
      1 - (1 - far) * t,
      1 - 0.06 * t,
    );
  }
  return wall;
}

/** The back: raw linen, the stretcher's bars and keys, the gallery's label, the signature. */
async function back(options: ViewOptions, rng: Random): Promise<RawImage> {
  const ratio = options.widthCm / options.heightCm;
  const outW = ratio >= 1 ? options.size : Math.round(options.size * ratio);
  const outH = ratio >= 1 ? Math.round(options.size / ratio) : options.size;
  const margin = Math.round(Math.min(outW, outH) * 0.06);
  const w = outW - margin * 2;
  const h = outH - margin * 2;
  const bar = Math.max(10, Math.round(Math.min(w, h) * 0.07));
  const linen = rng.pick(['#d8c7a4', '#d2c09a', '#ddd0b4']);
  const wood = rng.pick(['#c79d68', '#b98d5a', '#d2ad7c']);
  const { body: wallRect, defs: wallDefs } = wallBody(outW, outH, '#e6e3dd');
  let body = wallRect;
  body += `<rect x="${margin + 6}" y="${margin + 10}" width="${w}" height="${h}" fill="#000" fill-opacity="0.18"/>`;
  body += `<rect x="${margin}" y="${margin}" width="${w}" height="${h}" fill="${linen}"/>`;
  // The canvas folded over the bars, then the bars themselves.
  const bars = [
    [margin, margin, w, bar],
    [margin, margin + h - bar, w, bar],
    [margin, margin, bar, h],
    [margin + w - bar, margin, bar, h],
  ];
  if (w > 600 * (options.size / 1000) || options.widthCm > 90) {
    bars.push([margin + w / 2 - bar / 2, margin, bar, h]);
  }
  for (const [x, y, bw, bh] of bars) {
    body += `<rect x="${n(x!)}" y="${n(y!)}" width="${n(bw!)}" height="${n(bh!)}" fill="url(#wood)" stroke="${shift(
      wood,
      -0.25,
    )}" stroke-width="1.5"/>`;
  }
  // Wedges (keys) in the inner corners.
  for (const [cx, cy, sx, sy] of [
    [margin + bar, margin + bar, 1, 1],
    [margin + w - bar, margin + bar, -1, 1],
    [margin + bar, margin + h - bar, 1, -1],
    [margin + w - bar, margin + h - bar, -1, -1],
  ] as const) {
    body += `<polygon points="${n(cx)},${n(cy)} ${n(cx + sx * bar * 1.2)},${n(cy)} ${n(cx)},${n(
      cy + sy * bar * 1.2,
    )}" fill="${shift(wood, -0.12)}"/>`;
  }
  const labelW = Math.min(w - bar * 4, Math.max(260, w * 0.42));
  const font = Math.max(9, labelW / 22);
  const labelH = font * 7.4;
  const lx = margin + (w - labelW) / 2;
  const ly = margin + h * 0.28;
  body += `<rect x="${n(lx)}" y="${n(ly)}" width="${n(labelW)}" height="${n(labelH)}" fill="#fbfaf6" stroke="#b9b2a5" stroke-width="1"/>`;
  const lines = [
    [options.label.gallery.toUpperCase(), 0.9, sans],
    [options.label.artist, 1.15, serif],
    [`${options.label.title}, ${options.label.year}`, 1, serif],
    [options.label.size, 0.85, sans],
  ] as const;
  lines.forEach(([text, size, family], i) => {
    body += `<text x="${n(lx + font)}" y="${n(ly + font * (1.7 + i * 1.55))}" font-family="${family}" font-size="${n(
      font * size,
    )}" fill="#2b2926">${escapeXml(text)}</text>`;
  });
  // The signature in graphite on the linen, lower right: a written name and a flourish.
  const sx = margin + w * 0.56;
  const sy = margin + h * 0.78;
  const sign = Math.max(12, font * 1.6);
  body += `<text x="${n(sx)}" y="${n(sy)}" font-family="${serif}" font-style="italic" font-size="${n(
    sign,
  )}" fill="#3b3833" fill-opacity="0.82" transform="rotate(-6 ${n(sx)} ${n(sy)})">${escapeXml(
    options.label.artist,
  )} ${escapeXml(options.label.year)}</text>`;
  const flourish = Array.from({ length: 6 }, (_, i) => {
    const x = sx + i * sign * 0.9;
    const y = sy + sign * 0.45 + Math.sin(i * 1.7 + rng.next()) * sign * 0.18;
    return `${i ? 'L' : 'M'}${n(x)} ${n(y)}`;
  }).join('');
  body += `<path d="${flourish}" fill="none" stroke="#3b3833" stroke-opacity="0.7" stroke-width="${n(
    sign / 12,
  )}" stroke-linecap="round"/>`;
  const defs =
    wallDefs +
    linearGradient('wood', [
      [0, shift(wood, 0.06)],
      [1, shift(wood, -0.08)],
    ]);
  const picture = await rawOf(sharp(Buffer.from(svgDocument(outW, outH, body, { defs }))));
  return applyWeave(picture, Math.max(3, Math.round(outW / 260)), 0.05);
}

/** The work in a moulding with a white mat, on a wall: frame and mat in proportion to its size. */
async function framed(source: Buffer, options: ViewOptions, rng: Random): Promise<RawImage> {
  const frameCm = options.widthCm + options.heightCm > 150 ? 4 : 3;
  const matCm = Math.max(4, Math.min(10, (options.widthCm + options.heightCm) * 0.06));
  const outerW = options.widthCm + 2 * (frameCm + matCm);
  const outerH = options.heightCm + 2 * (frameCm + matCm);
  const outW = options.size;
  const outH = Math.round(options.size * 1.0);
  const pxPerCm = Math.min((outW * 0.74) / outerW, (outH * 0.74) / outerH);
  const fw = Math.round(outerW * pxPerCm);
  const fh = Math.round(outerH * pxPerCm);
  const f = Math.max(6, Math.round(frameCm * pxPerCm));
  const mat = Math.max(8, Math.round(matCm * pxPerCm));
  const x = Math.round((outW - fw) / 2);
  const y = Math.round((outH - fh) / 2.2);
  const moulding = rng.pick(['#2a2724', '#b8915e', '#e9e4da', '#6b4a2e']);
  const { body: wallRect, defs } = wallBody(outW, outH, rng.pick(['#ecebe6', '#e4e0d8']));
  let body = wallRect;
  body += `<rect x="${x + 8}" y="${y + 14}" width="${fw}" height="${fh}" fill="#000" fill-opacity="0.25"/>`;
  // Four mitred sides, lit from the upper left.
  const sides: [string, number][] = [
    [`${x},${y} ${x + fw},${y} ${x + fw - f},${y + f} ${x + f},${y + f}`, 0.1],
    [`${x},${y} ${x + f},${y + f} ${x + f},${y + fh - f} ${x},${y + fh}`, 0.04],
    [
      `${x},${y + fh} ${x + f},${y + fh - f} ${x + fw - f},${y + fh - f} ${x + fw},${y + fh}`,
      -0.16,
    ],
    [`${x + fw},${y} ${x + fw},${y + fh} ${x + fw - f},${y + fh - f} ${x + fw - f},${y + f}`, -0.1],
  ];
  for (const [points, light] of sides) {
    body += `<polygon points="${points}" fill="${shift(moulding, light)}"/>`;
  }
  body += `<rect x="${x + f}" y="${y + f}" width="${fw - 2 * f}" height="${fh - 2 * f}" fill="#fbfaf7"/>`;
  // The mat's bevelled window: a thin light line round the opening.
  const ix = x + f + mat;
  const iy = y + f + mat;
  const iw = fw - 2 * (f + mat);
  const ih = fh - 2 * (f + mat);
  body += `<rect x="${ix - 3}" y="${iy - 3}" width="${iw + 6}" height="${ih + 6}" fill="${mix('#fbfaf7', '#000000', 0.08)}"/>`;
  const background = await sharp(Buffer.from(svgDocument(outW, outH, body, { defs })))
    .png()
    .toBuffer();
  const work = await sharp(source)
    .resize(Math.max(4, iw), Math.max(4, ih), { fit: 'fill' })
    .png()
    .toBuffer();
  return rawOf(sharp(background).composite([{ input: work, left: ix, top: iy }]));
}

/**
 * A living room: the work at its true size above a 210 cm sofa (a sculpture on an 80 cm plinth),
 * the room's width chosen so both fit.
 */
async function inRoom(source: Buffer, options: ViewOptions, rng: Random): Promise<RawImage> {
  const outW = options.size;
  const outH = Math.round(options.size * 0.75);
  const sofaCm = 210;
  // Hung with its centre near eye level (150 cm) but clear of the sofa by 20 cm at least.
  const bottomCm = options.standing ? 80 : Math.max(105, 150 - options.heightCm / 2);
  const floorY = outH * 0.86;
  const pxPerCm = Math.min(
    outW / Math.max(340, options.widthCm * 1.7, sofaCm * 1.35),
    floorY / (bottomCm + options.heightCm + 30),
  );
  const cmY = (cm: number) => floorY - cm * pxPerCm;
  const wall = rng.pick(['#e9e4da', '#dfe3e0', '#ece7df', '#d9d4cb']);
  const sofaColour = rng.pick(['#8c8478', '#5d6b70', '#b7ab98', '#6e5c4c']);
  const { body: wallRect, defs: wallDefs } = wallBody(outW, outH, wall);
  let body = wallRect;
  body += `<rect y="${n(floorY)}" width="${outW}" height="${n(outH - floorY)}" fill="url(#floor)"/>`;
  body += `<rect y="${n(floorY - 10 * pxPerCm)}" width="${outW}" height="${n(10 * pxPerCm)}" fill="${shift(wall, 0.04)}"/>`;
  const sofaX = (outW - sofaCm * pxPerCm) / 2;
  const sofaW = sofaCm * pxPerCm;
  if (!options.standing) {
    // Seat, back, arms and legs; 85 cm to the top of its back.
    body += `<rect x="${n(sofaX)}" y="${n(cmY(85))}" width="${n(sofaW)}" height="${n(40 * pxPerCm)}" rx="${n(
      6 * pxPerCm,
    )}" fill="${shift(sofaColour, 0.05)}"/>`;
    body += `<rect x="${n(sofaX - 8 * pxPerCm)}" y="${n(cmY(62))}" width="${n(sofaW + 16 * pxPerCm)}" height="${n(
      46 * pxPerCm,
    )}" rx="${n(5 * pxPerCm)}" fill="${sofaColour}"/>`;
    for (const ax of [sofaX - 10 * pxPerCm, sofaX + sofaW - 12 * pxPerCm]) {
      body += `<rect x="${n(ax)}" y="${n(cmY(66))}" width="${n(22 * pxPerCm)}" height="${n(52 * pxPerCm)}" rx="${n(
        6 * pxPerCm,
      )}" fill="${shift(sofaColour, -0.06)}"/>`;
    }
    for (const lx of [sofaX, sofaX + sofaW - 4 * pxPerCm]) {
      body += `<rect x="${n(lx)}" y="${n(cmY(14))}" width="${n(4 * pxPerCm)}" height="${n(14 * pxPerCm)}" fill="#2b2723"/>`;
    }
    // A floor lamp at one end.
    const lampX = sofaX + sofaW + 30 * pxPerCm;
    body += `<rect x="${n(lampX)}" y="${n(cmY(150))}" width="${n(2 * pxPerCm)}" height="${n(150 * pxPerCm)}" fill="#2b2723"/>`;
    body += `<polygon points="${n(lampX - 18 * pxPerCm)},${n(cmY(150))} ${n(lampX + 20 * pxPerCm)},${n(cmY(150))} ${n(
      lampX + 12 * pxPerCm,
    )},${n(cmY(175))} ${n(lampX - 10 * pxPerCm)},${n(cmY(175))}" fill="#f4efe2"/>`;
  } else {
    body += `<rect x="${n(outW / 2 - 25 * pxPerCm)}" y="${n(cmY(80))}" width="${n(50 * pxPerCm)}" height="${n(
      80 * pxPerCm,
    )}" fill="#f5f3ef" stroke="#d8d4cc"/>`;
  }
  const workW = Math.max(4, Math.round(options.widthCm * pxPerCm));
  const workH = Math.max(4, Math.round(options.heightCm * pxPerCm));
  const workX = Math.round((outW - workW) / 2);
  const workY = Math.round(cmY(bottomCm) - workH);
  if (!options.standing) {
    body += `<rect x="${workX + 5}" y="${workY + 9}" width="${workW}" height="${workH}" fill="#000" fill-opacity="0.22"/>`;
  }
  const defs =
    wallDefs +
    linearGradient('floor', [
      [0, rng.pick(['#b08a62', '#9c9388', '#c2a27c'])],
      [1, '#5e4a38'],
    ]);
  const room = await sharp(Buffer.from(svgDocument(outW, outH, body, { defs })))
    .png()
    .toBuffer();
  const work = await sharp(source).resize(workW, workH, { fit: 'fill' }).png().toBuffer();
  return rawOf(sharp(room).composite([{ input: work, left: workX, top: Math.max(0, workY) }]));
}

/** Renders one view of the work from its full-size picture (any format sharp reads). */
export async function renderView(source: Buffer, options: ViewOptions): Promise<RawImage> {
  const rng = new Random(options.seed);
  switch (options.view) {
    case 'detail':
      return detail(source, options, rng);
    case 'side':
      return side(source, options);
    case 'back':
      return back(options, rng);
    case 'framed':
      return framed(source, options, rng);
    case 'in_room':
      return inRoom(source, options, rng);
  }
}
