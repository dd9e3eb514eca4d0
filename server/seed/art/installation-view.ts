// Installation views: artworks hung on a gallery wall, for covers, banners and articles.
import sharp from 'sharp';
import type { RawImage } from '../../modules/media/image-processing';
import { Random } from '../random';
import { luminance, mix, shift } from './color';
import { renderRecipe } from './render';
import { escapeXml, linearGradient, n, radialGradient, svgDocument } from './svg';

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
      // Drawn before the first await: the works are framed side by side, and a draw after it
      // would follow whichever picture finished first (a different view on each seed).
      const frameColour = at.work.framed ? rng.pick(['#1e1e1e', '#d9d3c7', '#8a6a4a']) : '';
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
          background: frameColour,
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
