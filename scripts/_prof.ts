import { planDemoCatalogue } from '@/server/seed/demo-catalogue';
import { renderArtwork } from '@/server/seed/art/render';
import { palettes } from '@/server/seed/art/palettes';
import { processImage } from '@/server/modules/media/image-processing';
async function main() {
  const cat = planDemoCatalogue({ now: new Date() });
  const jobs = cat.pictures.filter((p) => p.kind === 'artwork').slice(0, 60);
  const per: Record<string, [number, number, number]> = {};
  for (const job of jobs) {
    if (job.kind !== 'artwork') continue;
    let t = performance.now();
    const raw = await renderArtwork({ style: job.style, seed: job.seed, palette: palettes[job.palette], width: job.width, height: job.height });
    const r = performance.now() - t; t = performance.now();
    await processImage(raw, { key: 'a/b', original: 'jpeg', effort: Number(process.env.EFFORT ?? 2) });
    const p = performance.now() - t;
    const e = (per[job.style] ??= [0, 0, 0]); e[0] += r; e[1] += p; e[2] += 1;
  }
  let tr = 0, tp = 0, n = 0;
  for (const [k, [r, p, c]] of Object.entries(per)) { console.log(k.padEnd(12), 'render', (r / c).toFixed(0), 'process', (p / c).toFixed(0), 'n', c); tr += r; tp += p; n += c; }
  console.log('avg render', (tr / n).toFixed(0), 'process', (tp / n).toFixed(0));
}
main();
