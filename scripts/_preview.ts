import sharp from 'sharp';
import { artStyles, renderArtwork, type ArtStyle } from '@/server/seed/art/render';
import { palettes } from '@/server/seed/art/palettes';

const styles = (process.argv[2]?.split(',') ?? Object.keys(artStyles)) as ArtStyle[];
const paletteNames = Object.keys(palettes) as (keyof typeof palettes)[];
async function main() {
  for (const style of styles) {
    const tiles: Buffer[] = [];
    const t0 = Date.now();
    for (let i = 0; i < 6; i++) {
      const landscape = i % 3 === 0;
      const w = landscape ? 1400 : 1100, h = landscape ? 1000 : 1400;
      const t = Date.now();
      const raw = await renderArtwork({ style, seed: 1000 + i * 7, palette: palettes[paletteNames[(i * 5 + style.length) % paletteNames.length]!], width: w, height: h, editionLabel: '3/20' });
      const ms = Date.now() - t;
      tiles.push(await sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } }).resize(380, 380, { fit: 'contain', background: '#ffffff' }).png().toBuffer());
      process.stdout.write(`${style} ${i} ${ms}ms; `);
    }
    console.log(`\n${style} total ${Date.now() - t0}ms`);
    await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#ffffff' } })
      .composite(tiles.map((input, i) => ({ input, left: (i % 3) * 400 + 10, top: Math.floor(i / 3) * 400 + 10 })))
      .png().toFile(`/tmp/preview/${style}.png`);
  }
}
main();
