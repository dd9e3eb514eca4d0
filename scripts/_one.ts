import sharp from 'sharp';
import { renderArtwork, type ArtStyle } from '@/server/seed/art/render';
import { palettes } from '@/server/seed/art/palettes';
async function main() {
  const [style, pal, seed, w, h] = process.argv.slice(2);
  const raw = await renderArtwork({ style: style as ArtStyle, seed: Number(seed), palette: palettes[pal as keyof typeof palettes], width: Number(w), height: Number(h), editionLabel: '4/15' });
  await sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } }).png().toFile(`/tmp/preview/one-${style}.png`);
}
main();
