// Rasterises a style's recipe with sharp (librsvg): each SVG layer at its own scale, stacked,
// then the surface (canvas weave, paper fibre or film grain) and an optional lens vignette.
import sharp from 'sharp';
import type { RawImage } from '../../modules/media/image-processing';
import { Random } from '../random';
import type { Palette } from './palettes';
import type { ArtLayer, ArtRecipe, TextureKind } from './recipe';
import { colorField, dansaekhwa, dotField, geometric, gestural, horizon, inkWash } from './styles-painting';
import { collage, drawing, photograph, print, sculpture } from './styles-other';
import { radialGradient, svgDocument } from './svg';

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
const tiles = new Map<string, Buffer>();

/** A neutral-grey RGBA tile whose alpha is the texture's strength (soft-light leaves 50% grey alone). */
function textureTile(kind: Exclude<TextureKind, 'none'>, strength: number): Buffer {
  const alpha = Math.round(Math.max(0, Math.min(1, strength)) * 255);
  const cacheKey = `${kind}:${alpha}`;
  const cached = tiles.get(cacheKey);
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
    const v = (i: number, j: number) => coarse[(j % 33) * 33 + (i % 33)]!;
    return (
      v(ix, iy) * (1 - tx) * (1 - ty) +
      v(ix + 1, iy) * tx * (1 - ty) +
      v(ix, iy + 1) * (1 - tx) * ty +
      v(ix + 1, iy + 1) * tx * ty
    );
  };
  const data = Buffer.alloc(size * size * 4);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      let value = 128;
      const fine = rng.gauss();
      if (kind === 'canvas') value += rows[y]! * 14 + cols[x]! * 14 + fine * 16;
      else if (kind === 'paper') value += coarseAt(x, y) * 22 + fine * 14 + (rows[y]! > 2.2 ? 10 : 0);
      else value += fine * 40;
      const i = (y * size + x) * 4;
      const clamped = Math.max(0, Math.min(255, Math.round(value)));
      data[i] = clamped;
      data[i + 1] = clamped;
      data[i + 2] = clamped;
      data[i + 3] = alpha;
    }
  }
  tiles.set(cacheKey, data);
  return data;
}

async function rasterise(layer: ArtLayer, width: number, height: number): Promise<Buffer> {
  let image = sharp(Buffer.from(layer.svg), { density: 72 }).ensureAlpha();
  if (layer.blur) {
    // Blur the small raster first: cheap, and upscaling spreads it as far as needed.
    const { data, info } = await image.blur(layer.blur).raw().toBuffer({ resolveWithObject: true });
    image = sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } });
  }
  if (layer.scale !== 1) image.resize(width, height, { fit: 'fill', kernel: 'cubic' });
  return image.raw().toBuffer();
}

export async function renderRecipe(recipe: ArtRecipe, width: number, height: number): Promise<RawImage> {
  const [base, ...overlays] = await Promise.all(
    recipe.layers.map((layer) => rasterise(layer, width, height)),
  );
  const raw = { width, height, channels: 4 as const };
  const composites: sharp.OverlayOptions[] = overlays.map((input) => ({ input, raw }));
  if (recipe.texture !== 'none') {
    composites.push({
      input: textureTile(recipe.texture, recipe.grain),
      raw: { width: tileSize, height: tileSize, channels: 4 },
      tile: true,
      blend: 'soft-light',
    });
  }
  if (recipe.vignette) {
    const vignette = svgDocument(
      width,
      height,
      `<rect width="${width}" height="${height}" fill="url(#v)"/>`,
      {
        scale: 0.05,
        defs: radialGradient(
          'v',
          [
            [0.25, '#000000', 0],
            [0.6, '#000000', 0.1],
            [1, '#000000', 0.42],
          ],
          { r: 0.75 },
        ),
      },
    );
    composites.push({ input: await rasterise({ svg: vignette, scale: 0.05 }, width, height), raw });
  }
  const { data, info } = await sharp(base!, { raw })
    .composite(composites)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels as 3 };
}

export async function renderArtwork(picture: ArtworkPicture): Promise<RawImage> {
  const rng = new Random(picture.seed);
  const style = artStyles[picture.style];
  const recipe = style(rng, picture.width, picture.height, picture.palette, {
    editionLabel: picture.editionLabel,
  });
  return renderRecipe(recipe, picture.width, picture.height);
}
