// Benchmark of the upload queue (issue 20): eight 49-megapixel JPEGs sent at once to the store
// API (served alone by bench/checkout-server.ts on a fresh PGlite folder); the client sends a
// refused one again after its Retry-After, as the site does. Prints the server's peak RSS
// (VmHWM), the time until all are stored, and the 503s. Target: peak RSS under 1 GB.
//
//   npm run bench:uploads
//   npm run bench:uploads -- --images 8 --concurrency 1 --queue 4 --port 3460
//   npm run bench:uploads -- --url http://127.0.0.1:3000 --pid <server pid>   (a running server,
//   e.g. the full demo with Next.js; its own UPLOAD_* settings apply)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { numberOption, option, printMachine, rssMb, startNode, waitFor } from './harness';

const images = numberOption('images', 8);
const concurrency = numberOption('concurrency', 1);
const queue = numberOption('queue', 4);
const port = numberOption('port', 3460);
const runningUrl = option('url');
const runningPid = option('pid');
const base = runningUrl ?? `http://127.0.0.1:${port}`;
// 8,572 × 5,716: 48.99 megapixels, under the 50-megapixel limit.
const width = 8572;
const height = 5716;

function peakRssMb(pid: number | undefined): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1]) / 1024);
}

async function picture(n: number): Promise<Blob> {
  // A diagonal gradient with a grain: decoding costs what a photograph's does.
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#${(0x203040 + n * 0x101010).toString(16)}"/><stop offset="1" stop-color="#d8c8a0"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  const jpeg = await sharp(gradient, { limitInputPixels: false }).jpeg({ quality: 85 }).toBuffer();
  return new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' });
}

async function main(): Promise<void> {
  printMachine();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'artmarket-bench-upload-'));
  const server = runningUrl
    ? { pid: Number(runningPid), kill: () => true }
    : startNode('bench/checkout-server.ts', {
        NODE_ENV: 'production',
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        BENCH_ARTWORKS: '1',
        UPLOAD_CONCURRENCY: String(concurrency),
        UPLOAD_QUEUE_LENGTH: String(queue),
        // As `npm start` and `npm run demo` run it: glibc's per-thread arenas otherwise keep the
        // memory libvips' threads freed (sharp's own advice for glibc Linux).
        MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
      });
  try {
    await waitFor(`${base}/healthz`, 120_000);
    console.log(
      `making ${images} pictures of ${width} × ${height} (${((width * height) / 1e6).toFixed(1)} MP)…`,
    );
    const pictures = await Promise.all(Array.from({ length: images }, (_, n) => picture(n)));
    const signUp = await fetch(`${base}/v3/store/customer/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        first_name: 'Bench',
        last_name: 'Uploader',
        email: `bench.upload.${Date.now().toString(36)}@example.com`,
        password: 'gallery2026',
      }),
    });
    const { accessToken } = (await signUp.json()) as { accessToken: string };
    const idle = rssMb(server.pid);
    let refusals = 0;
    let sampled = idle;
    const sampler = setInterval(() => (sampled = Math.max(sampled, rssMb(server.pid))), 50);
    const started = performance.now();
    const times = await Promise.all(
      pictures.map(async (blob, n) => {
        for (;;) {
          const form = new FormData();
          form.append('file', blob, `work-${n}.jpg`);
          const response = await fetch(`${base}/v3/store/upload/artwork/image`, {
            method: 'POST',
            headers: { authorization: `Bearer ${accessToken}` },
            body: form,
          });
          await response.arrayBuffer();
          if (response.status === 200) return performance.now() - started;
          if (response.status !== 503) throw new Error(`upload ${n}: ${response.status}`);
          refusals += 1;
          await new Promise((done) =>
            setTimeout(done, Number(response.headers.get('retry-after')) * 1000),
          );
        }
      }),
    );
    clearInterval(sampler);
    const total = performance.now() - started;
    // A running server's high-water mark may be from before (the demo's seeding): sampled only.
    const peak = runningUrl ? sampled : peakRssMb(server.pid);
    console.log(
      `\n${images} × ${((width * height) / 1e6).toFixed(1)} MP at once, concurrency ${concurrency}, queue ${queue}, MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX ?? '2'}`,
    );
    console.log(
      `server RSS idle ${idle} MB, peak ${Math.max(peak, sampled)} MB (${runningUrl ? 'sampled every 50 ms' : `VmHWM ${peak} MB`})`,
    );
    console.log(`all stored in ${(total / 1000).toFixed(1)} s; 503 answers ${refusals}`);
    console.log(`each stored after (s): ${times.map((ms) => (ms / 1000).toFixed(1)).join(', ')}`);
    console.log(
      `target: peak RSS < 1024 MB → ${Math.max(peak, sampled) < 1024 ? 'met' : 'NOT met'}`,
    );
  } finally {
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
