import sharp from 'sharp';
import { renderArtwork } from '@/server/seed/art/render';
import { palettes } from '@/server/seed/art/palettes';
import { renderInstallationView, renderLogo, renderPortrait } from '@/server/seed/art/scenes';
const out = (r: { data: Buffer; width: number; height: number; channels: number }, f: string) =>
  sharp(r.data, { raw: { width: r.width, height: r.height, channels: r.channels as 3 } }).png().toFile(`/tmp/preview/${f}.png`);
async function main() {
  let t = Date.now();
  await out(await renderPortrait(3, palettes.dusk, 800), 'portrait1');
  await out(await renderPortrait(4, palettes.celadon, 800), 'portrait2');
  console.log('portraits', Date.now() - t); t = Date.now();
  await out(await renderLogo({ wordmark: 'DALMOON', caption: 'GALLERY · SEOUL', layout: 'spaced-serif', color: '#1b1b1b' }), 'logo1');
  await out(await renderLogo({ wordmark: 'ieum', caption: 'HANNAM', layout: 'bold-sans', color: '#1f3b5a' }), 'logo2');
  await out(await renderLogo({ wordmark: 'Hollis Park', layout: 'stacked', color: '#222' }), 'logo3');
  await out(await renderLogo({ wordmark: 'ONDO', caption: 'WORKS ON PAPER', layout: 'mark', color: '#b5452a' }), 'logo4');
  console.log('logos', Date.now() - t); t = Date.now();
  const works = [];
  for (const [style, pal, w, h] of [['colorField', 'rothkoRed', 90.9, 116.8], ['dansaekhwa', 'whiteOnWhite', 130.3, 162.2], ['drawing', 'graphite', 56, 76]] as const) {
    const pw = Math.round(750 * Math.min(1, w / h)), ph = Math.round(750 * Math.min(1, h / w));
    const raw = await renderArtwork({ style, seed: 5, palette: palettes[pal], width: pw, height: ph });
    works.push({ image: await sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: 3 } }).webp().toBuffer(), widthCm: w, heightCm: h, framed: style === 'drawing' });
  }
  t = Date.now();
  await out(await renderInstallationView({ seed: 1, width: 1600, height: 1000, works }), 'install1');
  await out(await renderInstallationView({ seed: 2, width: 1920, height: 800, works: works.slice(0, 2), floor: 'oak' }), 'install2');
  console.log('installs', Date.now() - t);
}
main();
