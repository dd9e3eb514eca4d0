// Renders the marketplace's category backgrounds (rules §3: "sample images numbered by position")
// with the demo catalogue's own generative painter, into public/images/categories/NN.webp.
// Run once: `npx tsx scripts/generate-category-backgrounds.ts`; the files are committed.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { palettes, type PaletteName } from '../server/seed/art/palettes';
import { renderArtwork, type ArtStyle } from '../server/seed/art/render';

/** Position 0 is the synthetic 'All' group, then the categories in menu order. */
const plates: [ArtStyle, PaletteName][] = [
  ['colorField', 'rothkoRed'],
  ['gestural', 'obangsaek'],
  ['inkWash', 'ink'],
  ['print', 'indigo'],
  ['photograph', 'jejuSea'],
  ['sculpture', 'stone'],
  ['collage', 'hanjiEarth'],
  ['dansaekhwa', 'whiteOnWhite'],
];

async function main() {
  const dir = path.resolve(__dirname, '../public/images/categories');
  fs.mkdirSync(dir, { recursive: true });
  for (const [index, [style, palette]] of plates.entries()) {
    const raw = await renderArtwork({
      style,
      seed: 7301 + index * 97,
      palette: palettes[palette],
      width: 720,
      height: 480,
    });
    const file = path.join(dir, `${String(index).padStart(2, '0')}.webp`);
    await sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: 3 } })
      .webp({ quality: 62, effort: 6 })
      .toFile(file);
    console.log(file, fs.statSync(file).size);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
