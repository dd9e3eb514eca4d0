// Rasterises a style's recipe with sharp (librsvg): each SVG layer at its own scale, stacked,
// then the surface (canvas weave, paper fibre or film grain) and an optional lens vignette.
import sharp from 'sharp';
import type { RawImage } from '../../modules/media/image-processing';
import { Random } from '../random';
import type { Palette } from './palettes';
import type { ArtLayer, ArtRecipe, TextureKind } from './recipe';
import { dansaekhwa, horizon, inkWash } from './styles-landscape';
import { colorField, dotField, geometric, gestural } from './styles-painting';
import { collage, drawing, photograph, print, sculpture } from './styles-other';

export const artStyles = {
  colorField,
  geometric,
  gestural,
  dotField,
  horizon,
  dansaekhwa,
  inkWash,
  photograph,
  sculpture,
  drawing,
  print,
  collage,
} as const;

export type ArtStyle = keyof typeof artStyles;

export interface ArtworkPicture {
  style: ArtStyle;
  seed: number;
  palette: Palette;
  width: number;
  height: number;
  /** Pencilled under a print, e.g. `4/20`. */
  editionLabel?: string;
}

const tileSize = 512;
const tiles = new Map<string, Int8Array>();

/** Signed texture offsets, one per pixel of a square tile, drawn once per kind. */
function textureTile(kind: Exclude<TextureKind, 'none'>): Int8Array {
  const cached = tiles.get(kind);
  if (cached) return cached;
  const rng = new Random(0x5eed + kind.length);
  const size = tileSize;
  const rows = Array.from({ length: size }, () => rng.gauss());
  const cols = Array.from({ length: size }, () => rng.gauss());
  const coarse = Array.from({ length: 33 * 33 }, () => rng.gauss());
  const coarseAt = (x: number, y: number) => {
    const fx = (x / size) * 32;
    const fy = (y / size) * 32;
    const ix = Math.floor(fx);
    const iy = Math.floor(fy);
    const tx = fx - ix;
    const ty = fy - iy;
    const v = (i: number, j: number) => coarse[(j % 32) * 33 + (i % 32)]!; // wraps: the tile repeats seamlessly
    return (
      v(ix, iy) * (1 - tx) * (1 - ty) +
      v(ix + 1, iy) * tx * (1 - ty) +
      v(ix, iy + 1) * (1 - tx) * ty +
      v(ix + 1, iy + 1) * tx * ty
    );
  };
  const data = new Int8Array(size * size);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const fine = rng.gauss();
      let value: number;
      // Canvas: threads along rows and columns; paper: soft fibre clouds; film: plain grain.
      if (kind === 'canvas') value = rows[y]! * 9 + cols[x]! * 9 + fine * 10;
      else if (kind === 'paper') value = coarseAt(x, y) * 12 + fine * 8 + (rows[y]! > 2.2 ? 6 : 0);
      else value = fine * 22;
      data[y * size + x] = Math.max(-127, Math.min(127, Math.round(value)));
    }
  }
  tiles.set(kind, data);
  return data;
}

/** Rasterises one layer at full size: RGB for the bottom layer, RGBA for layers above it. */
async function rasterise(
  layer: ArtLayer,
  width: number,
  height: number,
  alpha: boolean,
): Promise<Buffer> {
  let image = sharp(Buffer.from(layer.svg), { density: 72 });
  image = alpha ? image.ensureAlpha() : image.removeAlpha();
  if (layer.blur) {
    // Blur the small raster first: cheap, and upscaling spreads it as far as needed.
    const { data, info } = await image.blur(layer.blur).raw().toBuffer({ resolveWithObject: true });
    image = sharp(data, {
      raw: { width: info.width, height: info.height, channels: info.channels },
    });
  }
  // Bilinear is plenty for soft layers and about half the cost of cubic.
  if (layer.scale !== 1) image.resize(width, height, { fit: 'fill', kernel: 'linear' });
  return image.raw().toBuffer();
}

/**
 * Adds the surface texture and darkens the corners in one pass over the RGB pixels: much
 * cheaper than compositing full-size overlays in sharp.
 */
function finish(rgb: Buffer, width: number, height: number, recipe: ArtRecipe): Buffer {
  const out = Buffer.allocUnsafe(width * height * 3);
  const tile = recipe.texture === 'none' ? null : textureTile(recipe.texture);
  const strength = recipe.grain * 0.9;
  const cx = width / 2;
  const cy = height / 2;
  const maxD2 = cx * cx + cy * cy;
  for (let y = 0; y < height; y += 1) {
    const tileRow = (y % tileSize) * tileSize;
    const dy2 = (y - cy) * (y - cy);
    for (let x = 0; x < width; x += 1) {
      const o = (y * width + x) * 3;
      let factor = 1;
      if (recipe.vignette) {
        const d = ((x - cx) * (x - cx) + dy2) / maxD2;
        factor = 1 - 0.42 * Math.max(0, d - 0.15) * Math.max(0, d - 0.15) * 1.4;
      }
      const offset = tile ? tile[tileRow + (x % tileSize)]! * strength : 0;
      out[o] = Math.max(0, Math.min(255, rgb[o]! * factor + offset));
      out[o + 1] = Math.max(0, Math.min(255, rgb[o + 1]! * factor + offset));
      out[o + 2] = Math.max(0, Math.min(255, rgb[o + 2]! * factor + offset));
    }
  }
  return out;
}

export async function renderRecipe(
  recipe: ArtRecipe,
  width: number,
  height: number,
): Promise<RawImage> {
  const [base, ...overlays] = await Promise.all(
    recipe.layers.map((layer, index) => rasterise(layer, width, height, index > 0)),
  );
  let rgb = base!;
  if (overlays.length) {
    rgb = await sharp(base!, { raw: { width, height, channels: 3 } })
      .composite(overlays.map((input) => ({ input, raw: { width, height, channels: 4 } })))
      .removeAlpha()
      .raw()
      .toBuffer();
  }
  return { data: finish(rgb, width, height, recipe), width, height, channels: 3 };
}

export async function renderArtwork(picture: ArtworkPicture): Promise<RawImage> {
  const rng = new Random(picture.seed);
  const style = artStyles[picture.style];
  const recipe = style(rng, picture.width, picture.height, picture.palette, {
    editionLabel: picture.editionLabel,
  });
  return renderRecipe(recipe, picture.width, picture.height);
}
