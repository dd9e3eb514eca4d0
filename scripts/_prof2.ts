import sharp from 'sharp';
import { artStyles } from '@/server/seed/art/render';
import { palettes } from '@/server/seed/art/palettes';
import { Random } from '@/server/seed/random';
async function main() {
  for (const style of ['colorField', 'gestural', 'dansaekhwa', 'dotField', 'sculpture'] as const) {
    let tsvg = 0, trast = 0, tres = 0;
    for (let i = 0; i < 5; i++) {
      let t = performance.now();
      const recipe = artStyles[style](new Random(i), 1000, 1280, palettes.dusk, {});
      tsvg += performance.now() - t;
      for (const layer of recipe.layers) {
        t = performance.now();
        const img = sharp(Buffer.from(layer.svg), { density: 72 }).ensureAlpha();
        const { data, info } = await img.raw().toBuffer({ resolveWithObject: true });
        trast += performance.now() - t; t = performance.now();
        if (layer.scale !== 1) await sharp(data, { raw: info }).resize(1000, 1280, { fit: 'fill', kernel: 'cubic' }).raw().toBuffer();
        tres += performance.now() - t;
      }
    }
    console.log(style, 'svg js', (tsvg / 5).toFixed(0), 'rasterise', (trast / 5).toFixed(0), 'resize', (tres / 5).toFixed(0));
  }
}
main();
