// Benchmark of the upload queue (issue 20, issue 30), against the store API served alone by
// bench/checkout-server.ts on a fresh PGlite folder. Clients send a refused upload again after its
// Retry-After, as the site does (api/upload/upload-picture.ts).
//
// - memory: eight 49-megapixel JPEGs sent at once; prints the server's peak RSS (VmHWM), the time
//   until all are stored, and the 503s. Target: peak RSS under 1 GB.
// - fair: another customer uploads phone photographs one after another (as the consign form
//   does) alone, then while one account sends decompression bombs (the 48 KB PNG of 7,060 × 7,060
//   zero pixels) from six connections, then while that account floods 49-megapixel pictures from
//   six connections. Prints, side by side: the other customer's upload time (p50/p95, retries
//   included) and answers, the attacker's answer time and answers, the server's CPU-ms per
//   request and its peak RSS (ADR 0068).
//
//   npm run bench:uploads
//   npm run bench:uploads -- --case fair --photos 8 --per-customer 2
//   npm run bench:uploads -- --images 8 --concurrency 1 --queue 4 --port 3460
//   npm run bench:uploads -- --url http://127.0.0.1:3000 --pid <server pid>   (a running server,
//   e.g. the full demo with Next.js; its own UPLOAD_* settings apply)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { photograph, zeroPixelPng } from '../server/modules/media/test-pictures';
import { numberOption, option, printMachine, rssMb, startNode, waitFor } from './harness';

const benchCase = option('case') ?? 'all';
const images = numberOption('images', 8);
const photos = numberOption('photos', 8);
const attackers = numberOption('attackers', 6);
const concurrency = numberOption('concurrency', 1);
const queue = numberOption('queue', 4);
const perCustomer = numberOption('per-customer', 2);
const port = numberOption('port', 3460);
const runningUrl = option('url');
const runningPid = option('pid');
const base = runningUrl ?? `http://127.0.0.1:${port}`;
const uploadUrl = `${base}/v3/store/upload/artwork/image`;
// 8,572 × 5,716: 48.99 megapixels, under the 50-megapixel limit.
const width = 8572;
const height = 5716;
const ticks = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

function peakRssMb(pid: number | undefined): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1]) / 1024);
}

/** CPU milliseconds (user + system) the server has used so far. */
function cpuMs(pid: number | undefined): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) / ticks) * 1000;
}

async function picture(n: number): Promise<Blob> {
  // A diagonal gradient: decoding costs what a photograph's does (134 pixels a byte).
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#${(0x203040 + n * 0x101010).toString(16)}"/><stop offset="1" stop-color="#d8c8a0"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  const jpeg = await sharp(gradient, { limitInputPixels: false }).jpeg({ quality: 85 }).toBuffer();
  return new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' });
}

let signUps = 0;

async function signUp(name: string): Promise<string> {
  signUps += 1;
  const response = await fetch(`${base}/v3/store/customer/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      first_name: 'Bench',
      last_name: name,
      email: `bench.${name.toLowerCase()}.${signUps}.${Date.now().toString(36)}@example.com`,
      password: 'gallery2026',
    }),
  });
  const { accessToken } = (await response.json()) as { accessToken?: string };
  if (!accessToken) throw new Error(`sign-up: ${response.status}`);
  return accessToken;
}

interface Answer {
  status: number;
  ms: number;
  retryAfter: number;
}

async function send(token: string, blob: Blob, name: string): Promise<Answer> {
  const form = new FormData();
  form.append('file', blob, name);
  const started = performance.now();
  const response = await fetch(uploadUrl, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  await response.arrayBuffer();
  return {
    status: response.status,
    ms: performance.now() - started,
    retryAfter: Number(response.headers.get('retry-after')) || 0,
  };
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Sends until stored, waiting out 503 and short 429 as the site does, at most `attempts` times
 * (the site's 4); every answer is kept. The time until stored, or null when it gave up.
 */
async function uploadAsTheSiteDoes(
  token: string,
  blob: Blob,
  name: string,
  answers: Answer[],
  attempts = 4,
): Promise<number | null> {
  const started = performance.now();
  for (let attempt = 1; ; attempt += 1) {
    const answer = await send(token, blob, name);
    answers.push(answer);
    if (answer.status === 200) return performance.now() - started;
    if (answer.status !== 503 && !(answer.status === 429 && answer.retryAfter <= 30)) {
      throw new Error(`upload ${name}: ${answer.status}`);
    }
    if (attempt >= attempts) return null;
    await sleep(answer.retryAfter * 1000);
  }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

const statuses = (answers: Answer[]) =>
  Object.entries(
    answers.reduce<Record<number, number>>((count, a) => {
      count[a.status] = (count[a.status] ?? 0) + 1;
      return count;
    }, {}),
  )
    .map(([status, n]) => `${n}×${status}`)
    .join(' ');

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

interface Phase {
  name: string;
  otherTimes: number[];
  /** Photos the other customer gave up on after the site's four tries. */
  otherGaveUp: number;
  otherAnswers: Answer[];
  attackerAnswers: Answer[];
  cpuMsPerRequest: number;
  peakRssMb: number;
  wallMs: number;
}

async function memoryCase(pid: number | undefined): Promise<void> {
  console.log(
    `\nmaking ${images} pictures of ${width} × ${height} (${((width * height) / 1e6).toFixed(1)} MP)…`,
  );
  const pictures = await Promise.all(Array.from({ length: images }, (_, n) => picture(n)));
  const accessToken = await signUp('Uploader');
  const idle = rssMb(pid);
  let sampled = idle;
  const sampler = setInterval(() => (sampled = Math.max(sampled, rssMb(pid))), 50);
  const started = performance.now();
  // Eight pictures, each from its own account: what the queue bounds is memory, not one account.
  const tokens = [accessToken, ...(await Promise.all(pictures.slice(1).map(() => signUp('Many'))))];
  const answers: Answer[] = [];
  const times = await Promise.all(
    pictures.map(
      async (blob, n) =>
        (await uploadAsTheSiteDoes(tokens[n]!, blob, `work-${n}.jpg`, answers, Infinity))!,
    ),
  );
  clearInterval(sampler);
  const total = performance.now() - started;
  // A running server's high-water mark may be from before (the demo's seeding): sampled only.
  const peak = runningUrl ? sampled : peakRssMb(pid);
  console.log(
    `\n${images} × ${((width * height) / 1e6).toFixed(1)} MP at once, concurrency ${concurrency}, queue ${queue}, MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX ?? '2'}`,
  );
  console.log(
    `server RSS idle ${idle} MB, peak ${Math.max(peak, sampled)} MB (${runningUrl ? 'sampled every 50 ms' : `VmHWM ${peak} MB`})`,
  );
  console.log(`all stored in ${(total / 1000).toFixed(1)} s; answers ${statuses(answers)}`);
  console.log(`each stored after (s): ${times.map((ms) => (ms / 1000).toFixed(1)).join(', ')}`);
  console.log(`target: peak RSS < 1024 MB → ${Math.max(peak, sampled) < 1024 ? 'met' : 'NOT met'}`);
}

/**
 * The other customer's photos one after another, while an attacker (if any) sends `attack` from
 * its connections until they end. Both are new accounts, so no phase meets the hourly limit
 * another left behind.
 */
async function phase(
  name: string,
  pid: number | undefined,
  photo: Blob,
  attack?: { blob: Blob; name: string },
): Promise<Phase> {
  const other = { token: await signUp('Collector'), photo };
  const attackerToken = attack ? await signUp('Attacker') : '';
  const otherAnswers: Answer[] = [];
  const attackerAnswers: Answer[] = [];
  let done = false;
  let peak = rssMb(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
  const cpuBefore = cpuMs(pid);
  const started = performance.now();
  const attacking = attack
    ? flood(attackerToken, attack.blob, attack.name)(() => done, attackerAnswers)
    : undefined;
  // Let the attack take its places first.
  if (attack) await sleep(200);
  const otherTimes: number[] = [];
  let otherGaveUp = 0;
  for (let n = 0; n < photos; n += 1) {
    const ms = await uploadAsTheSiteDoes(other.token, other.photo, `IMG_${n}.JPG`, otherAnswers);
    if (ms === null) otherGaveUp += 1;
    else otherTimes.push(ms);
  }
  done = true;
  await attacking;
  const wallMs = performance.now() - started;
  clearInterval(sampler);
  const requests = otherAnswers.length + attackerAnswers.length;
  return {
    name,
    otherTimes,
    otherGaveUp,
    otherAnswers,
    attackerAnswers,
    cpuMsPerRequest: (cpuMs(pid) - cpuBefore) / requests,
    peakRssMb: peak,
    wallMs,
  };
}

/**
 * `attackers` loops sending `blob` until told to stop; each waits a refusal's Retry-After (at most
 * 5 s).
 */
function flood(token: string, blob: Blob, name: string) {
  return async (until: () => boolean, answers: Answer[]) => {
    await Promise.all(
      Array.from({ length: attackers }, async () => {
        while (!until()) {
          const answer = await send(token, blob, name);
          answers.push(answer);
          // The hourly limit's long Retry-After is not waited out: the attacker tries every 5 s.
          if (answer.status === 429 || answer.status === 503) {
            await sleep(Math.min(answer.retryAfter, 5) * 1000);
          }
        }
      }),
    );
  };
}

function printPhase(p: Phase): void {
  const attacker = p.attackerAnswers.map((a) => a.ms);
  const ms = (value: number) => `${Math.round(value)} ms`;
  const stored = p.otherTimes.length
    ? `${seconds(percentile(p.otherTimes, 50))} | ${seconds(percentile(p.otherTimes, 95))}`
    : '– | –';
  console.log(
    `| ${p.name} | ${stored} | ${statuses(p.otherAnswers)}${p.otherGaveUp ? `, gave up on ${p.otherGaveUp}` : ''} | ${attacker.length ? `${ms(percentile(attacker, 50))} | ${ms(percentile(attacker, 95))}` : '– | –'} | ${statuses(p.attackerAnswers) || '–'} | ${Math.round(p.cpuMsPerRequest)} | ${p.peakRssMb} MB | ${seconds(p.wallMs)} |`,
  );
}

async function fairCase(pid: number | undefined): Promise<void> {
  console.log(`\nmaking the other customer's photograph (4,032 × 3,024) and a 49 MP picture…`);
  const photo = new Blob([new Uint8Array(await photograph(4032, 3024))], { type: 'image/jpeg' });
  const big = await picture(1);
  const bomb = new Blob([new Uint8Array(zeroPixelPng(7060))], { type: 'image/png' });
  console.log(
    `\nthe other customer: ${photos} photos of ${(photo.size / 1e6).toFixed(1)} MB (12.2 MP) one after another, each tried up to 4 times as the site does; the attacker: ${attackers} connections, each waiting a refusal's Retry-After (at most 5 s); concurrency ${concurrency}, queue ${queue}, per customer ${perCustomer}\n`,
  );
  console.log(
    '| phase | other: stored p50 | p95 | answers | attacker: answer p50 | p95 | answers | server CPU-ms / request | peak RSS | wall |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  printPhase(await phase('other customer alone', pid, photo));
  const bombs = await phase(`+ ${attackers} connections of 48 KB bombs`, pid, photo, {
    blob: bomb,
    name: 'blank.png',
  });
  printPhase(bombs);
  printPhase(
    await phase(`+ ${attackers} connections of 49 MP pictures`, pid, photo, {
      blob: big,
      name: 'big.jpg',
    }),
  );
  const refused = bombs.attackerAnswers.filter((a) => a.status === 413).map((a) => a.ms);
  if (refused.length) {
    console.log(
      `bombs refused 413: ${refused.length}, answered in p50 ${Math.round(percentile(refused, 50))} ms, p95 ${Math.round(percentile(refused, 95))} ms, max ${Math.round(Math.max(...refused))} ms`,
    );
  }
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
        UPLOAD_PER_CUSTOMER: String(perCustomer),
        // As `npm start` and `npm run demo` run it: glibc's per-thread arenas otherwise keep the
        // memory libvips' threads freed (sharp's own advice for glibc Linux).
        MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
      });
  try {
    await waitFor(`${base}/healthz`, 120_000);
    if (benchCase === 'all' || benchCase === 'memory') await memoryCase(server.pid);
    if (benchCase === 'all' || benchCase === 'fair') await fairCase(server.pid);
  } finally {
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
