// Pictures that are not artworks: abstract artist portraits, typographic gallery logos, and
// installation views (artworks hung on a gallery wall) for covers, banners and articles.
import sharp from 'sharp';
import type { RawImage } from '../../modules/media/image-processing';
import { Random } from '../random';
import { mix, shift } from './color';
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

/** A defocused, anonymous head-and-shoulders figure in the artist's colours. */
export async function renderPortrait(
  seed: number,
  palette: Palette,
  size: number,
): Promise<RawImage> {
  const rng = new Random(seed);
  const ground = rng.pick(palette.grounds);
  const figure = mix(rng.pick(palette.inks), '#3a3330', 0.45);
  const light = rng.pick(palette.inks.filter((ink) => ink !== figure));
  const s = size;
  let defs = linearGradient(
    'bg',
    [
      [0, shift(ground, 0.08)],
      [1, shift(ground, -0.1)],
    ],
    { x2: 1, y2: 1 },
  );
  defs += radialGradient(
    'skin',
    [
      [0, shift(figure, 0.2)],
      [1, shift(figure, -0.15)],
    ],
    { cx: rng.chance(0.5) ? 0.35 : 0.65, cy: 0.35, r: 0.8 },
  );
  defs += radialGradient('lamp', [
    [0, light, 0.55],
    [1, light, 0],
  ]);
  const cx = s * rng.float(0.42, 0.58);
  const headR = s * rng.float(0.13, 0.16);
  const headY = s * rng.float(0.36, 0.44);
  let body = `<rect width="${s}" height="${s}" fill="url(#bg)"/>`;
  body += `<circle cx="${n(s * rng.float(0.1, 0.9))}" cy="${n(s * rng.float(0.1, 0.5))}" r="${n(s * 0.45)}" fill="url(#lamp)"/>`;
  const shoulders: Point[] = [
    [cx - s * 0.42, s * 1.05],
    [cx - s * 0.34, headY + headR * 1.95],
    [cx - headR * 0.7, headY + headR * 1.35],
    [cx + headR * 0.7, headY + headR * 1.35],
    [cx + s * 0.34, headY + headR * 1.95],
    [cx + s * 0.42, s * 1.05],
  ];
  body += `<path d="${smoothPath(shoulders)}Z" fill="${shift(figure, -0.12)}"/>`;
  body += `<rect x="${n(cx - headR * 0.45)}" y="${n(headY + headR * 0.6)}" width="${n(headR * 0.9)}" height="${n(
    headR,
  )}" fill="${shift(figure, -0.05)}"/>`;
  body += `<ellipse cx="${n(cx)}" cy="${n(headY)}" rx="${n(headR * 0.86)}" ry="${n(headR)}" fill="url(#skin)"/>`;
  body += `<ellipse cx="${n(cx + rng.gauss() * headR * 0.1)}" cy="${n(headY - headR * 0.45)}" rx="${n(
    headR * 0.95,
  )}" ry="${n(headR * rng.float(0.55, 0.8))}" fill="${shift(figure, -0.2)}"/>`;
  const scale = 0.12;
  return renderRecipe(
    {
      layers: [{ svg: svgDocument(s, s, body, { scale, defs }), scale, blur: 1.4 }],
      texture: 'film',
      grain: 0.32,
      vignette: true,
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
}

/** A frontal view of a gallery wall with the works hung at eye level, lit from above. */
export async function renderInstallationView(options: InstallationOptions): Promise<RawImage> {
  const rng = new Random(options.seed);
  const { width: w, height: h } = options;
  const wall = options.wall ?? rng.pick(['#f1efea', '#eeece8', '#f3f1ec']);
  const floor = options.floor ?? rng.pick(['concrete', 'oak', 'dark'] as const);
  const floorTop = { concrete: '#a9a6a0', oak: '#b08a62', dark: '#4a4744' }[floor];
  const floorLow = { concrete: '#7f7c77', oak: '#8a6643', dark: '#2d2b29' }[floor];

  // Frame the wall so the works read clearly: the tallest fills about half the height, the
  // row fills at most 84% of the width; the works hang centred at eye level (150 cm).
  const works = [...options.works];
  const frameCm = (work: HungWork) => (work.framed ? 14 : 0);
  const averageWidth =
    works.reduce((sum, work) => sum + work.widthCm, 0) / Math.max(1, works.length);
  const gapCm = Math.max(35, Math.min(120, averageWidth * rng.float(0.45, 0.7)));
  const rowCm = () =>
    works.reduce((sum, work) => sum + work.widthCm + frameCm(work), 0) + gapCm * (works.length - 1);
  const tallestCm = () => Math.max(1, ...works.map((work) => work.heightCm + frameCm(work)));
  // Too many works for the wall would make each a postage stamp: hang fewer.
  while (works.length > 1 && ((w * 0.84) / rowCm()) * tallestCm() < h * 0.28) works.pop();
  const pxPerCm = Math.min((h * rng.float(0.42, 0.55)) / tallestCm(), (w * 0.84) / rowCm());
  const centreY = h * 0.43;
  const floorY = Math.min(h * 1.05, centreY + 150 * pxPerCm);
  let x = (w - rowCm() * pxPerCm) / 2;
  const placed = works.map((work) => {
    const ww = (work.widthCm + frameCm(work)) * pxPerCm;
    const wh = (work.heightCm + frameCm(work)) * pxPerCm;
    const at = { work, left: Math.round(x), top: Math.round(centreY - wh / 2), ww, wh };
    x += ww + gapCm * pxPerCm;
    return at;
  });

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
  if (floorY < h * 0.82 && rng.chance(0.5)) {
    const benchW = w * 0.22;
    const bx = w / 2 - benchW / 2 + rng.gauss() * w * 0.1;
    body += `<rect x="${n(bx)}" y="${n(h * 0.86)}" width="${n(benchW)}" height="${n(h * 0.03)}" fill="${mix(
      floorLow,
      '#000000',
      0.5,
    )}"/>`;
    body += `<rect x="${n(bx + benchW * 0.08)}" y="${n(h * 0.89)}" width="${n(benchW * 0.04)}" height="${n(
      h * 0.06,
    )}" fill="#1d1d1d"/><rect x="${n(bx + benchW * 0.88)}" y="${n(h * 0.89)}" width="${n(benchW * 0.04)}" height="${n(
      h * 0.06,
    )}" fill="#1d1d1d"/>`;
  }
  const scale = 0.25;
  const room = await renderRecipe(
    {
      layers: [{ svg: svgDocument(w, h, body, { scale, defs }), scale, blur: 1.5 }],
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
