// Painted head-and-shoulders artist portraits, in flat sharp shapes on a canvas weave.
import type { RawImage } from '../../modules/media/image-processing';
import { Random } from '../random';
import { mix, shift } from './color';
import type { Palette } from './palettes';
import { renderRecipe } from './render';
import { linearGradient, n, smoothPath, svgDocument, type Point } from './svg';

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
