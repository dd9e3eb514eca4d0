// Pictures that are not artworks: painted artist portraits, typographic gallery logos, and
// installation views (artworks hung on a gallery wall) for covers, banners and articles.
import sharp from 'sharp';
import type { RawImage } from '../../modules/media/image-processing';
import { Random } from '../random';
import { luminance, mix, shift } from './color';
import type { Palette } from './palettes';
import { renderRecipe } from './render';
import {
  escapeXml,
  linearGradient,
  n,
  radialGradient,
  smoothPath,
  svgDocument,
  type Point,
} from './svg';

const skinTones = ['#f3dcc8', '#eccbb0', '#e2b995', '#d4a47f', '#c08a64', '#9c6a4a', '#7a4f36'];
const hairColours = ['#17120f', '#221a16', '#2e231d', '#3f2d22', '#5b3f2c', '#8d8a86', '#b9b4ad'];
type HairStyle = 'short' | 'bob' | 'long' | 'bun' | 'crop';

/** Who sits for the portrait: the range of skin tones to draw from, and greying hair. */
export interface Sitter {
  /** Indices into the skin tones, lightest first, both included. */
  tones?: readonly [number, number];
  grey?: boolean;
}

/**
 * A painted head-and-shoulders portrait in flat, sharp shapes (an editorial illustration, not a
 * photograph): the face turned a little, hair, brows, eyes, nose and mouth drawn as a painter
 * would simplify them, clothes and a backdrop in the artist's own palette, on a canvas weave.
 */
export async function renderPortrait(
  seed: number,
  palette: Palette,
  size: number,
  sitter: Sitter = {},
): Promise<RawImage> {
  const rng = new Random(seed);
  const s = size;
  const ground = rng.pick(palette.grounds);
  const inks = palette.inks.length ? palette.inks : [shift(ground, -0.3)];
  const accent = rng.pick(inks);
  const [lightest, deepest] = sitter.tones ?? [0, skinTones.length - 1];
  const skin = skinTones[rng.int(lightest, deepest)]!;
  const hair = sitter.grey ? rng.pick(hairColours.slice(-2)) : rng.pick(hairColours.slice(0, 5));
  const style = rng.pick(['short', 'bob', 'long', 'bun', 'crop'] as const satisfies HairStyle[]);
  const cloth = rng.chance(0.35)
    ? rng.pick(['#1c1c1e', '#f2efe8', '#2b3442'])
    : mix(rng.pick(inks), '#20201f', rng.float(0.1, 0.45));
  const lip = mix(skin, '#b24a4a', rng.float(0.25, 0.55));
  const dark = mix(hair, '#000000', 0.3);

  const cx = s * rng.float(0.46, 0.54);
  const cy = s * rng.float(0.4, 0.44);
  const rx = s * rng.float(0.125, 0.145);
  const ry = rx * rng.float(1.22, 1.34);
  // The face turns: features slide toward one side, the far cheek falls into shadow.
  const turn = rng.float(-1, 1);
  const fx = cx + turn * rx * 0.16;

  let defs = linearGradient('bg', [
    [0, shift(ground, 0.05)],
    [1, shift(ground, -0.07)],
  ]);
  defs += `<clipPath id="face"><ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}"/></clipPath>`;
  let body = `<rect width="${s}" height="${s}" fill="url(#bg)"/>`;

  // Backdrop: a sun, an arch or a band of colour behind the sitter.
  const backdrop = rng.pick(['sun', 'arch', 'band', 'split'] as const);
  const back = mix(accent, ground, rng.float(0.15, 0.45));
  if (backdrop === 'sun') {
    body += `<circle cx="${n(cx + rng.float(-0.18, 0.18) * s)}" cy="${n(cy - ry * 0.3)}" r="${n(s * rng.float(0.3, 0.38))}" fill="${back}"/>`;
  } else if (backdrop === 'arch') {
    const w = s * rng.float(0.62, 0.74);
    const x = cx - w / 2;
    body += `<path d="M${n(x)} ${s}V${n(cy)}A${n(w / 2)} ${n(w / 2)} 0 0 1 ${n(x + w)} ${n(cy)}V${s}Z" fill="${back}"/>`;
  } else if (backdrop === 'band') {
    body += `<rect y="${n(s * rng.float(0.18, 0.3))}" width="${s}" height="${n(s * rng.float(0.22, 0.34))}" fill="${back}"/>`;
  } else {
    body += `<rect x="${n(rng.chance(0.5) ? 0 : s / 2)}" width="${n(s / 2)}" height="${s}" fill="${back}"/>`;
  }

  // Long hair and bobs fall behind the shoulders.
  if (style === 'long' || style === 'bob') {
    const bottom = style === 'long' ? cy + ry * rng.float(2.1, 2.6) : cy + ry * rng.float(0.9, 1.1);
    const w = rx * (style === 'long' ? 1.32 : 1.28);
    body += `<path d="M${n(cx - w)} ${n(bottom)}V${n(cy - ry * 0.1)}A${n(w)} ${n(ry * 1.12)} 0 0 1 ${n(
      cx + w,
    )} ${n(cy - ry * 0.1)}V${n(bottom)}Z" fill="${hair}"/>`;
  }

  // Shoulders and neck.
  const neckW = rx * 0.78;
  const shoulderY = cy + ry * 1.55;
  const shoulders: Point[] = [
    [cx - s * 0.46, s * 1.02],
    [cx - s * 0.4, shoulderY + s * 0.09],
    [cx - s * 0.26, shoulderY],
    [cx, shoulderY - s * 0.012],
    [cx + s * 0.26, shoulderY],
    [cx + s * 0.4, shoulderY + s * 0.09],
    [cx + s * 0.46, s * 1.02],
  ];
  body += `<rect x="${n(cx - neckW / 2)}" y="${n(cy + ry * 0.6)}" width="${n(neckW)}" height="${n(
    shoulderY - cy - ry * 0.45,
  )}" fill="${shift(skin, -0.07)}"/>`;
  body += `<path d="${smoothPath(shoulders)}L${n(cx + s * 0.46)} ${s}L${n(cx - s * 0.46)} ${s}Z" fill="${cloth}"/>`;
  // A collar: a V, a round neck or a turtleneck.
  const collar = rng.pick(['v', 'round', 'turtle'] as const);
  if (collar === 'v') {
    body += `<path d="M${n(cx - neckW * 0.75)} ${n(shoulderY - s * 0.01)}L${n(cx)} ${n(shoulderY + s * 0.09)}L${n(
      cx + neckW * 0.75,
    )} ${n(shoulderY - s * 0.01)}Z" fill="${shift(skin, -0.07)}"/>`;
  } else if (collar === 'round') {
    body += `<ellipse cx="${n(cx)}" cy="${n(shoulderY - s * 0.004)}" rx="${n(neckW * 0.72)}" ry="${n(s * 0.03)}" fill="${shift(
      skin,
      -0.07,
    )}"/>`;
  } else {
    body += `<rect x="${n(cx - neckW * 0.62)}" y="${n(cy + ry * 1.05)}" width="${n(neckW * 1.24)}" height="${n(
      shoulderY - cy - ry * 0.95,
    )}" rx="${n(s * 0.012)}" fill="${shift(cloth, 0.06)}"/>`;
  }

  // Ears, the face and its shadow side.
  for (const side of [-1, 1]) {
    body += `<ellipse cx="${n(cx + side * rx * 0.98)}" cy="${n(cy + ry * 0.05)}" rx="${n(rx * 0.15)}" ry="${n(
      ry * 0.17,
    )}" fill="${shift(skin, -0.05)}"/>`;
  }
  body += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${skin}"/>`;
  body += `<ellipse clip-path="url(#face)" cx="${n(cx - Math.sign(turn || 1) * rx * 1.25)}" cy="${n(cy)}" rx="${n(
    rx * 0.7,
  )}" ry="${n(ry * 1.2)}" fill="${shift(skin, -0.09)}" fill-opacity="0.55"/>`;

  // Hair on top of the head.
  const top = cy - ry;
  if (style === 'crop') {
    body += `<path d="M${n(cx - rx * 1.02)} ${n(cy - ry * 0.15)}A${n(rx * 1.02)} ${n(ry * 0.95)} 0 0 1 ${n(
      cx + rx * 1.02,
    )} ${n(cy - ry * 0.15)}Q${n(cx)} ${n(cy - ry * 0.62)} ${n(cx - rx * 1.02)} ${n(cy - ry * 0.15)}Z" fill="${hair}"/>`;
  } else {
    const part = fx + rng.float(-0.3, 0.3) * rx;
    const fringe = style === 'bob' ? cy - ry * 0.38 : cy - ry * rng.float(0.45, 0.62);
    body += `<path d="M${n(cx - rx * 1.08)} ${n(cy - ry * 0.05)}C${n(cx - rx * 1.15)} ${n(top - ry * 0.35)} ${n(
      cx + rx * 1.15,
    )} ${n(top - ry * 0.35)} ${n(cx + rx * 1.08)} ${n(cy - ry * 0.05)}Q${n(cx + rx * 0.7)} ${n(fringe)} ${n(part)} ${n(
      fringe - ry * 0.06,
    )}Q${n(cx - rx * 0.7)} ${n(fringe)} ${n(cx - rx * 1.08)} ${n(cy - ry * 0.05)}Z" fill="${hair}"/>`;
    if (style === 'bun') {
      body += `<circle cx="${n(cx + rng.float(-0.2, 0.2) * rx)}" cy="${n(top - ry * 0.22)}" r="${n(rx * 0.42)}" fill="${hair}"/>`;
    }
  }

  // Features: brows, eyes (open or lowered), nose, mouth, a touch of colour on the cheeks.
  const eyeY = cy + ry * 0.02;
  const eyeDx = rx * 0.4;
  const closed = rng.chance(0.25);
  const stroke = Math.max(1, s * 0.007);
  for (const side of [-1, 1]) {
    const ex = fx + side * eyeDx;
    body += `<path d="M${n(ex - rx * 0.2)} ${n(eyeY - ry * 0.2)}Q${n(ex)} ${n(eyeY - ry * 0.3)} ${n(ex + rx * 0.2)} ${n(
      eyeY - ry * 0.21,
    )}" stroke="${dark}" stroke-width="${n(stroke * 1.5)}" fill="none" stroke-linecap="round"/>`;
    body += closed
      ? `<path d="M${n(ex - rx * 0.13)} ${n(eyeY)}Q${n(ex)} ${n(eyeY + ry * 0.07)} ${n(ex + rx * 0.13)} ${n(
          eyeY,
        )}" stroke="${dark}" stroke-width="${n(stroke)}" fill="none" stroke-linecap="round"/>`
      : `<ellipse cx="${n(ex + turn * rx * 0.03)}" cy="${n(eyeY)}" rx="${n(rx * 0.085)}" ry="${n(ry * 0.055)}" fill="${dark}"/>`;
    body += `<circle cx="${n(ex + side * rx * 0.05)}" cy="${n(cy + ry * 0.3)}" r="${n(rx * 0.2)}" fill="#d9776b" fill-opacity="0.16"/>`;
  }
  if (rng.chance(0.3)) {
    const frame = rng.pick(['#1b1b1b', '#8a6a4a', '#c9a86a']);
    for (const side of [-1, 1]) {
      body += `<circle cx="${n(fx + side * eyeDx)}" cy="${n(eyeY)}" r="${n(rx * 0.25)}" stroke="${frame}" stroke-width="${n(
        stroke,
      )}" fill="#ffffff" fill-opacity="0.08"/>`;
    }
    body += `<path d="M${n(fx - eyeDx + rx * 0.25)} ${n(eyeY)}Q${n(fx)} ${n(eyeY - ry * 0.05)} ${n(fx + eyeDx - rx * 0.25)} ${n(
      eyeY,
    )}" stroke="${frame}" stroke-width="${n(stroke)}" fill="none"/>`;
  }
  const noseX = fx + turn * rx * 0.08;
  body += `<path d="M${n(noseX - turn * rx * 0.02)} ${n(eyeY + ry * 0.06)}Q${n(noseX + turn * rx * 0.14)} ${n(
    cy + ry * 0.3,
  )} ${n(noseX - rx * 0.06)} ${n(cy + ry * 0.36)}" stroke="${shift(skin, -0.22)}" stroke-width="${n(
    stroke,
  )}" fill="none" stroke-linecap="round"/>`;
  const mouthY = cy + ry * 0.58;
  const smile = rng.float(0, 0.06);
  body += `<path d="M${n(fx - rx * 0.22)} ${n(mouthY)}Q${n(fx)} ${n(mouthY + ry * (0.06 + smile))} ${n(
    fx + rx * 0.22,
  )} ${n(mouthY)}Q${n(fx)} ${n(mouthY + ry * 0.02)} ${n(fx - rx * 0.22)} ${n(mouthY)}Z" fill="${lip}"/>`;

  return renderRecipe(
    {
      layers: [{ svg: svgDocument(s, s, body, { defs }), scale: 1 }],
      texture: 'canvas',
      grain: 0.22,
    },
    s,
    s,
  );
}

export interface LogoDesign {
  wordmark: string;
  /** Second line or small caption, e.g. `GALLERY` or `SEOUL`. */
  caption?: string;
  layout: 'spaced-serif' | 'bold-sans' | 'stacked' | 'mark';
  color: string;
}

/** A typographic logo on a transparent ground, as PNG-ready RGBA pixels. */
export async function renderLogo(
  design: LogoDesign,
  width = 1200,
  height = 600,
): Promise<RawImage> {
  const word = escapeXml(design.wordmark);
  const caption = design.caption ? escapeXml(design.caption) : '';
  const serif = 'DejaVu Serif, Liberation Serif, Noto Serif, serif';
  const sans = 'DejaVu Sans, Liberation Sans, Noto Sans, sans-serif';
  const cx = width / 2;
  let body = '';
  if (design.layout === 'spaced-serif') {
    body += `<text x="${cx}" y="${height * 0.54}" text-anchor="middle" font-family="${serif}" font-size="${n(
      Math.min(110, (width * 1.3) / Math.max(6, design.wordmark.length * 1.5)),
    )}" letter-spacing="${n(width * 0.018)}" fill="${design.color}">${word}</text>`;
    if (caption) {
      body += `<rect x="${cx - 40}" y="${height * 0.63}" width="80" height="2" fill="${design.color}"/>`;
      body += `<text x="${cx}" y="${height * 0.74}" text-anchor="middle" font-family="${sans}" font-size="30" letter-spacing="10" fill="${design.color}">${caption}</text>`;
    }
  } else if (design.layout === 'bold-sans') {
    body += `<text x="${cx}" y="${height * 0.58}" text-anchor="middle" font-family="${sans}" font-weight="bold" font-size="${n(
      Math.min(150, (width * 1.4) / Math.max(5, design.wordmark.length)),
    )}" letter-spacing="-2" fill="${design.color}">${word}</text>`;
    if (caption) {
      body += `<text x="${cx}" y="${height * 0.76}" text-anchor="middle" font-family="${sans}" font-size="28" letter-spacing="12" fill="${design.color}">${caption}</text>`;
    }
  } else if (design.layout === 'stacked') {
    const [first, ...rest] = design.wordmark.split(' ');
    body += `<text x="${width * 0.2}" y="${height * 0.45}" font-family="${serif}" font-size="120" fill="${design.color}">${escapeXml(
      first ?? '',
    )}</text>`;
    body += `<text x="${width * 0.2}" y="${height * 0.7}" font-family="${serif}" font-style="italic" font-size="120" fill="${design.color}">${escapeXml(
      rest.join(' '),
    )}</text>`;
    body += `<rect x="${width * 0.14}" y="${height * 0.22}" width="6" height="${height * 0.52}" fill="${design.color}"/>`;
  } else {
    body += `<circle cx="${width * 0.2}" cy="${height / 2}" r="${height * 0.2}" fill="none" stroke="${design.color}" stroke-width="14"/>`;
    body += `<circle cx="${width * 0.2 + height * 0.1}" cy="${height / 2}" r="${height * 0.2}" fill="${design.color}" fill-opacity="0.85"/>`;
    body += `<text x="${width * 0.42}" y="${height * 0.56}" font-family="${sans}" font-size="96" letter-spacing="4" fill="${design.color}">${word}</text>`;
    if (caption) {
      body += `<text x="${width * 0.42 + 4}" y="${height * 0.72}" font-family="${sans}" font-size="30" letter-spacing="9" fill="${design.color}">${caption}</text>`;
    }
  }
  const { data, info } = await sharp(Buffer.from(svgDocument(width, height, body)))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 4 };
}

export interface HungWork {
  /** Encoded picture of the work (any format sharp reads). */
  image: Buffer;
  widthCm: number;
  heightCm: number;
  /** Works on paper hang in a frame with a mat. */
  framed: boolean;
}

export interface InstallationOptions {
  seed: number;
  width: number;
  height: number;
  works: HungWork[];
  /** Wall colour; white cube by default. */
  wall?: string;
  floor?: 'concrete' | 'oak' | 'dark';
  /**
   * How the works hang: in one row at eye level (`row`), two rows close together (`salon`), or
   * one work large beside the show's title in vinyl letters (`feature`).
   */
  layout?: 'row' | 'salon' | 'feature';
  /** The wall text of a `feature` view: the show's title, and a second line (dates, artist). */
  caption?: { title: string; line?: string };
}

interface Placed {
  work: HungWork;
  left: number;
  top: number;
  ww: number;
  wh: number;
}

/** Works in two rows, centred on eye level, filling at most 80% of the wall's width. */
function salonHang(works: HungWork[], w: number, h: number, gapCm: number): Placed[] {
  const frameCm = (work: HungWork) => (work.framed ? 14 : 0);
  const rows = [works.filter((_, i) => i % 2 === 0), works.filter((_, i) => i % 2 === 1)];
  const rowWidth = (row: HungWork[]) =>
    row.reduce((sum, work) => sum + work.widthCm + frameCm(work), 0) + gapCm * (row.length - 1);
  const rowHeight = (row: HungWork[]) => Math.max(0, ...row.map((w2) => w2.heightCm + frameCm(w2)));
  const totalH = rowHeight(rows[0]!) + gapCm + rowHeight(rows[1]!);
  const pxPerCm = Math.min((h * 0.62) / totalH, (w * 0.8) / Math.max(...rows.map(rowWidth)));
  let y = h * 0.43 - (totalH * pxPerCm) / 2;
  const placed: Placed[] = [];
  for (const row of rows) {
    if (!row.length) continue;
    let x = (w - rowWidth(row) * pxPerCm) / 2;
    const height = rowHeight(row) * pxPerCm;
    for (const work of row) {
      const ww = (work.widthCm + frameCm(work)) * pxPerCm;
      const wh = (work.heightCm + frameCm(work)) * pxPerCm;
      // The top row hangs from a line, the bottom row stands on one.
      const top = placed.length < rows[0]!.length ? y + height - wh : y;
      placed.push({ work, left: Math.round(x), top: Math.round(top), ww, wh });
      x += ww + gapCm * pxPerCm;
    }
    y += height + gapCm * pxPerCm;
  }
  return placed;
}

/** A frontal view of a gallery wall with the works hung at eye level, lit from above. */
export async function renderInstallationView(options: InstallationOptions): Promise<RawImage> {
  const rng = new Random(options.seed);
  const { width: w, height: h } = options;
  const wall = options.wall ?? rng.pick(['#f1efea', '#eeece8', '#f3f1ec']);
  const floor = options.floor ?? rng.pick(['concrete', 'oak', 'dark'] as const);
  const floorTop = { concrete: '#a9a6a0', oak: '#b08a62', dark: '#4a4744' }[floor];
  const floorLow = { concrete: '#7f7c77', oak: '#8a6643', dark: '#2d2b29' }[floor];

  const layout = options.layout ?? 'row';
  const works = [...options.works];
  const frameCm = (work: HungWork) => (work.framed ? 14 : 0);
  const averageWidth =
    works.reduce((sum, work) => sum + work.widthCm, 0) / Math.max(1, works.length);
  const gapCm = Math.max(35, Math.min(120, averageWidth * rng.float(0.45, 0.7)));
  let placed: Placed[];
  let pxPerCm: number;
  let textX = 0;
  if (layout === 'salon' && works.length >= 3) {
    placed = salonHang(works, w, h, gapCm * 0.45);
    pxPerCm = placed[0] ? placed[0].ww / (placed[0].work.widthCm + frameCm(placed[0].work)) : 1;
  } else if (layout === 'feature') {
    // One work, large and to one side; the title of the show on the wall beside it.
    const work = works[0]!;
    const ww0 = work.widthCm + frameCm(work);
    const wh0 = work.heightCm + frameCm(work);
    pxPerCm = Math.min((h * 0.6) / wh0, (w * 0.42) / ww0);
    const ww = ww0 * pxPerCm;
    const wh = wh0 * pxPerCm;
    const right = rng.chance(0.5);
    const left = right ? w * 0.9 - ww : w * 0.1;
    placed = [{ work, left: Math.round(left), top: Math.round(h * 0.43 - wh / 2), ww, wh }];
    textX = right ? w * 0.1 : w * 0.1 + ww + w * 0.06;
  } else {
    // Frame the wall so the works read clearly: the tallest fills about half the height, the
    // row fills at most 84% of the width; the works hang centred at eye level (150 cm).
    const rowCm = () =>
      works.reduce((sum, work) => sum + work.widthCm + frameCm(work), 0) +
      gapCm * (works.length - 1);
    const tallestCm = () => Math.max(1, ...works.map((work) => work.heightCm + frameCm(work)));
    // Too many works for the wall would make each a postage stamp: hang fewer.
    while (works.length > 1 && ((w * 0.84) / rowCm()) * tallestCm() < h * 0.28) works.pop();
    pxPerCm = Math.min((h * rng.float(0.42, 0.55)) / tallestCm(), (w * 0.84) / rowCm());
    let x = (w - rowCm() * pxPerCm) / 2;
    placed = works.map((work) => {
      const ww = (work.widthCm + frameCm(work)) * pxPerCm;
      const wh = (work.heightCm + frameCm(work)) * pxPerCm;
      const at = { work, left: Math.round(x), top: Math.round(h * 0.43 - wh / 2), ww, wh };
      x += ww + gapCm * pxPerCm;
      return at;
    });
  }
  const floorY = Math.min(h * 1.05, h * 0.43 + 150 * pxPerCm);

  let defs = linearGradient('wall', [
    [0, shift(wall, -0.06)],
    [0.5, wall],
    [1, shift(wall, -0.03)],
  ]);
  defs += linearGradient('floor', [
    [0, floorTop],
    [1, floorLow],
  ]);
  defs += radialGradient('spot', [
    [0, '#ffffff', 0.55],
    [1, '#ffffff', 0],
  ]);
  let body = `<rect width="${w}" height="${n(Math.min(h, floorY))}" fill="url(#wall)"/>`;
  for (const at of placed) {
    body += `<ellipse cx="${n(at.left + at.ww / 2)}" cy="${n(at.top + at.wh * 0.3)}" rx="${n(at.ww * 0.9 + 60)}" ry="${n(
      at.wh * 0.9 + 60,
    )}" fill="url(#spot)"/>`;
    body += `<rect x="${n(at.left + 6)}" y="${n(at.top + 10)}" width="${n(at.ww)}" height="${n(
      at.wh,
    )}" fill="#000000" fill-opacity="0.22"/>`;
  }
  if (floorY < h) {
    body += `<rect y="${n(floorY)}" width="${w}" height="${n(h - floorY)}" fill="url(#floor)"/>`;
  }
  if (floor === 'oak' && floorY < h) {
    for (let i = 0; i < 14; i += 1) {
      const y = floorY + (h - floorY) * (i / 14) ** 1.6;
      body += `<rect y="${n(y)}" width="${w}" height="1.5" fill="#5a4030" fill-opacity="0.25"/>`;
    }
  }
  body += `<rect y="${n(floorY - 4)}" width="${w}" height="5" fill="${shift(wall, -0.12)}"/>`;
  body += `<rect width="${w}" height="${n(h * 0.015)}" fill="${shift(wall, -0.2)}"/>`;
  // Vinyl letters are crisp: their own layer, drawn at full size without the room's blur.
  let lettering = '';
  if (layout === 'feature' && options.caption) {
    const ink = luminance(wall) > 0.45 ? '#2a2826' : '#f1eee8';
    const serif = 'DejaVu Serif, Liberation Serif, Noto Serif CJK KR, Noto Serif, serif';
    const sans = 'DejaVu Sans, Liberation Sans, Noto Sans CJK KR, Noto Sans, sans-serif';
    const words = options.caption.title.split(' ');
    // Two or three short lines of vinyl letters, as a gallery sets a title on its wall.
    const lines: string[] = [];
    for (const word of words) {
      const last = lines.at(-1);
      if (last !== undefined && (last + ' ' + word).length <= 16)
        lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    const fontSize = Math.min(
      h * 0.075,
      (w * 0.34) / Math.max(...lines.map((l) => l.length)) / 0.55,
    );
    lines.slice(0, 3).forEach((line, i) => {
      lettering += `<text x="${n(textX)}" y="${n(h * 0.3 + i * fontSize * 1.15)}" font-family="${serif}" font-size="${n(
        fontSize,
      )}" fill="${ink}">${escapeXml(line)}</text>`;
    });
    if (options.caption.line) {
      lettering += `<text x="${n(textX)}" y="${n(h * 0.3 + Math.min(3, lines.length) * fontSize * 1.15 + fontSize * 0.5)}" font-family="${sans}" font-size="${n(
        fontSize * 0.32,
      )}" letter-spacing="${n(fontSize * 0.04)}" fill="${ink}">${escapeXml(options.caption.line)}</text>`;
    }
  }
  if (floorY < h * 0.82 && rng.chance(0.5)) {
    const benchW = w * 0.22;
    const bx = w / 2 - benchW / 2 + rng.gauss() * w * 0.1;
    lettering += `<rect x="${n(bx)}" y="${n(h * 0.86)}" width="${n(benchW)}" height="${n(h * 0.03)}" fill="${mix(
      floorLow,
      '#000000',
      0.5,
    )}"/>`;
    lettering += `<rect x="${n(bx + benchW * 0.08)}" y="${n(h * 0.89)}" width="${n(benchW * 0.04)}" height="${n(
      h * 0.06,
    )}" fill="#1d1d1d"/><rect x="${n(bx + benchW * 0.88)}" y="${n(h * 0.89)}" width="${n(benchW * 0.04)}" height="${n(
      h * 0.06,
    )}" fill="#1d1d1d"/>`;
  }
  const scale = 0.25;
  const room = await renderRecipe(
    {
      layers: [
        { svg: svgDocument(w, h, body, { scale, defs }), scale, blur: 1.5 },
        ...(lettering ? [{ svg: svgDocument(w, h, lettering), scale: 1 }] : []),
      ],
      texture: 'film',
      grain: 0.12,
    },
    w,
    h,
  );

  const composites = await Promise.all(
    placed.map(async (at) => {
      const matCm = at.work.framed ? 5 : 0;
      const frameCm = at.work.framed ? 2 : 0;
      const innerW = Math.max(4, Math.round(at.ww - (matCm + frameCm) * 2 * pxPerCm));
      const innerH = Math.max(4, Math.round(at.wh - (matCm + frameCm) * 2 * pxPerCm));
      let picture = sharp(at.work.image).resize(innerW, innerH, { fit: 'fill' });
      if (at.work.framed) {
        const mat = Math.round(matCm * pxPerCm);
        const frame = Math.max(2, Math.round(frameCm * pxPerCm));
        const matted = await picture
          .extend({ top: mat, bottom: mat, left: mat, right: mat, background: '#fbfaf7' })
          .toBuffer();
        picture = sharp(matted).extend({
          top: frame,
          bottom: frame,
          left: frame,
          right: frame,
          background: rng.pick(['#1e1e1e', '#d9d3c7', '#8a6a4a']),
        });
      }
      const { data, info } = await picture
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      return {
        input: data,
        raw: { width: info.width, height: info.height, channels: info.channels },
        left: at.left,
        top: at.top,
      };
    }),
  );
  const { data, info } = await sharp(room.data, {
    raw: { width: room.width, height: room.height, channels: room.channels },
  })
    .composite(composites)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 3 };
}
