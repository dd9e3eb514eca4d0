// The 3D room's frame rate and what the room costs the rest of the site (issue 8):
// 1. opens the 30-work on-view room at 1280×720 in headless Chromium with software WebGL
//    (SwiftShader) with the render scale held at 1 (no dynamic resolution), waits until every
//    work hangs, then walks a visitor's tour of the room (along the walls looking at the works,
//    across it looking ahead) for `--seconds`, steering with the keys, and prints the frames per
//    second the room drew (target ≥ 30): mean, worst second, 5th percentile, and the render
//    scale and drawing-buffer size seen throughout;
// 2. prints the First Load JS (gzip) of /onview/[handle] and /works from the build manifest, and
//    checks that no file /works loads first carries three.js (/works must not grow because of 3D).
//
//   npx tsx bench/onview-fps.ts [--url http://localhost:3000] [--port 3260] [--seconds 30]
//
// Without --url it builds the app when there is no build (NEXT_DIST_DIR honoured), seeds a fresh
// demo folder and starts the production server itself.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import {
  ensureBuild,
  numberOption,
  option,
  printMachine,
  root,
  startNode,
  waitFor,
} from './harness';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const seconds = numberOption('seconds', 30);
/** The render scale held throughout (1 = every pixel of 1280×720; less only to diagnose). */
const renderScale = numberOption('scale', 1);
const viewport = { width: 1280, height: 720 };
const TARGET_FPS = 30;

interface ExhibitionList {
  exhibitions: { handle: string; title: string }[];
}

/** The on-view room with the most works (the demo's has 30). */
async function biggestRoom(
  base: string,
): Promise<{ handle: string; title: string; works: number }> {
  const list = (await (
    await fetch(`${base}/v3/store/exhibition?on_view=true&limit=50`)
  ).json()) as ExhibitionList;
  let best = { handle: '', title: '', works: -1 };
  for (const exhibition of list.exhibitions) {
    const detail = (await (
      await fetch(`${base}/v3/store/exhibition/${encodeURIComponent(exhibition.handle)}`)
    ).json()) as { artworks_count: number };
    if (detail.artworks_count > best.works) {
      best = { handle: exhibition.handle, title: exhibition.title, works: detail.artworks_count };
    }
  }
  if (best.works < 0) throw new Error('no exhibition has a 3D room');
  return best;
}

/** One leg of the tour: walk to (x, z) while looking at `yaw` (0 north, π/2 west), or ahead. */
interface Leg {
  x: number;
  z: number;
  yaw: number | 'ahead';
}

/**
 * A visitor's tour of the room: in at the door, along the west, north and east walls at 2.2 m
 * looking at the works (sideways steps, as one walks along a hang), turning at each corner, then
 * across the room on the diagonal looking ahead (the whole room in view) and back to the door.
 */
function tour(room: { width: number; depth: number }): Leg[] {
  const inset = Math.min(2.2, room.width / 4, room.depth / 4);
  const west = -room.width / 2 + inset;
  const east = room.width / 2 - inset;
  const north = -room.depth / 2 + inset;
  const south = room.depth / 2 - inset;
  return [
    { x: west, z: south, yaw: Math.PI / 2 },
    { x: west, z: north, yaw: Math.PI / 2 },
    { x: east, z: north, yaw: 0 },
    { x: east, z: south, yaw: -Math.PI / 2 },
    { x: west, z: north, yaw: 'ahead' },
    { x: 0, z: south, yaw: 'ahead' },
  ];
}

const wrap = (angle: number) => Math.atan2(Math.sin(angle), Math.cos(angle));

/**
 * The keys a visitor holds to head for `leg` from where they stand (walk.ts: forward moves along
 * (-sin yaw, -cos yaw), a right step along (cos yaw, -sin yaw); the left arrow turns yaw up).
 */
function keysFor(leg: Leg, at: { x: number; z: number; yaw: number }): Set<string> {
  const dx = leg.x - at.x;
  const dz = leg.z - at.z;
  const distance = Math.hypot(dx, dz);
  const keys = new Set<string>();
  const want = leg.yaw === 'ahead' ? Math.atan2(-dx, -dz) : leg.yaw;
  const turn = wrap(want - at.yaw);
  if (turn > 0.06) keys.add('ArrowLeft');
  else if (turn < -0.06) keys.add('ArrowRight');
  // Looking ahead, walk only once roughly facing the way; else step in any direction.
  if (leg.yaw === 'ahead' && Math.abs(turn) > 0.5) return keys;
  const forward = (-Math.sin(at.yaw) * dx - Math.cos(at.yaw) * dz) / distance;
  const right = (Math.cos(at.yaw) * dx - Math.sin(at.yaw) * dz) / distance;
  if (forward > 0.38) keys.add('KeyW');
  else if (forward < -0.38) keys.add('KeyS');
  if (right > 0.38) keys.add('KeyD');
  else if (right < -0.38) keys.add('KeyA');
  return keys;
}

/** Clock ticks a second in /proc/<pid>/stat (USER_HZ; 100 on Linux). */
const TICKS = 100;

/**
 * CPU seconds the browser and all its processes (renderer, GPU process running SwiftShader)
 * have used so far, from /proc: what a frame costs whatever else the machine is doing.
 */
function browserCpuSeconds(rootPid: number): Record<string, number> {
  const stats = fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        // Fields after the command name (which is in parentheses and may hold spaces).
        const rest = text.slice(text.lastIndexOf(')') + 2).split(' ');
        const type = /--type=([a-z-]+)/.exec(
          fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' '),
        );
        return [
          {
            pid: Number(pid),
            parent: Number(rest[1]),
            ticks: Number(rest[11]) + Number(rest[12]),
            type: type?.[1] ?? 'browser',
          },
        ];
      } catch {
        return [];
      }
    });
  const tree = new Set([rootPid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const stat of stats) {
      if (!tree.has(stat.pid) && tree.has(stat.parent)) {
        tree.add(stat.pid);
        grew = true;
      }
    }
  }
  const seconds: Record<string, number> = {};
  for (const stat of stats) {
    if (tree.has(stat.pid)) seconds[stat.type] = (seconds[stat.type] ?? 0) + stat.ticks / TICKS;
  }
  return seconds;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function measureFps(base: string, handle: string) {
  const server = await chromium.launchServer({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // Software WebGL (STACK-NOTES): the slowest renderer a visitor could have.
      '--enable-unsafe-swiftshader',
      '--use-angle=swiftshader',
    ],
  });
  const browser = await chromium.connect(server.wsEndpoint());
  const browserPid = server.process().pid!;
  try {
    const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
    // Full resolution throughout: dynamic resolution off, every frame 1280×720 pixels.
    await page.addInitScript((scale) => {
      window.__onviewRenderScale = scale;
    }, renderScale);
    const renderer = await page.evaluate(() => {
      const gl = document.createElement('canvas').getContext('webgl');
      const info = gl?.getExtension('WEBGL_debug_renderer_info');
      return info ? String(gl!.getParameter(info.UNMASKED_RENDERER_WEBGL)) : 'no WebGL';
    });
    const opened = Date.now();
    await page.goto(`${base}/onview/${encodeURIComponent(handle)}`);
    await page.waitForFunction(() => window.__onview?.ready === true, undefined, {
      timeout: 180_000,
    });
    const readyMs = Date.now() - opened;
    // The room's canvas sits under the page's title bar: make the window taller by the bar so
    // that the canvas itself, every pixel the room draws, is 1280×720.
    const canvas = (await page.locator('canvas').boundingBox())!;
    const browserWindow = {
      width: viewport.width,
      height: Math.round(viewport.height + viewport.height - canvas.height),
    };
    await page.setViewportSize(browserWindow);
    await page
      .waitForFunction(
        ({ width, height }) =>
          window.__onview?.buffer.width === width && window.__onview.buffer.height === height,
        viewport,
        { timeout: 30_000 },
      )
      .catch(() => {});
    await page.waitForTimeout(1500);
    await page
      .locator('canvas')
      .focus()
      .catch(() => {});
    const room = await page.evaluate(() => window.__onview!.room);
    const legs = tour(room);
    const startedAt = await page.evaluate(() => performance.now());
    const cpuBefore = browserCpuSeconds(browserPid);
    const scales = new Set<string>();
    let held = new Set<string>();
    let leg = 0;
    let laps = 0;
    const deadline = Date.now() + seconds * 1000;
    while (Date.now() < deadline) {
      const at = await page.evaluate(() => {
        const p = window.__onview!;
        return { x: p.x, z: p.z, yaw: p.yaw, dpr: p.dpr, buffer: p.buffer };
      });
      scales.add(`${at.dpr.toFixed(2)} (${at.buffer.width}×${at.buffer.height})`);
      const target = legs[leg]!;
      const there = Math.hypot(target.x - at.x, target.z - at.z) < 0.35;
      const facing = target.yaw === 'ahead' || Math.abs(wrap(target.yaw - at.yaw)) < 0.1;
      if (there && facing) {
        leg = (leg + 1) % legs.length;
        if (leg === 0) laps += 1;
        continue;
      }
      const next = keysFor(target, at);
      // Press the new keys before letting go of the old: the visitor never stands still.
      for (const key of next) if (!held.has(key)) await page.keyboard.down(key);
      for (const key of held) if (!next.has(key)) await page.keyboard.up(key);
      held = next;
      await page.waitForTimeout(80);
    }
    const cpuAfter = browserCpuSeconds(browserPid);
    const cpu = Object.fromEntries(
      Object.entries(cpuAfter).map(([type, used]) => [type, used - (cpuBefore[type] ?? 0)]),
    );
    for (const key of held) await page.keyboard.up(key);
    const times = await page.evaluate(
      (from) => window.__onview!.times.filter((t) => t >= from),
      startedAt,
    );
    const intervals = times.slice(1).map((t, i) => t - times[i]!);
    const span = times.at(-1)! - times[0]!;
    const mean = (intervals.length * 1000) / span;
    // Frames in each whole second of the walk.
    const perSecond: number[] = [];
    for (let from = times[0]!; from + 1000 <= times.at(-1)!; from += 1000) {
      perSecond.push(times.filter((t) => t >= from && t < from + 1000).length);
    }
    const sorted = [...intervals].sort((a, b) => a - b);
    return {
      renderer,
      readyMs,
      mean,
      perSecond,
      // The 5th percentile of the frame rate: 1 / the 95th percentile of the frame time.
      p5: 1000 / percentile(sorted, 95),
      worstFrameMs: sorted.at(-1)!,
      frames: intervals.length + 1,
      scales: [...scales],
      room,
      legs: leg + laps * legs.length,
      window: browserWindow,
      cpuMsPerFrame: Object.fromEntries(
        Object.entries(cpu).map(([type, used]) => [type, (used * 1000) / intervals.length]),
      ),
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

interface BuildManifest {
  pages: Record<string, string[]>;
  rootMainFiles?: string[];
}

function firstLoad() {
  const dist = path.join(root, distDir);
  const manifest = JSON.parse(
    fs.readFileSync(path.join(dist, 'build-manifest.json'), 'utf8'),
  ) as BuildManifest;
  const shared = new Set([...(manifest.pages['/_app'] ?? []), ...(manifest.rootMainFiles ?? [])]);
  const files = (page: string) => [...new Set([...shared, ...(manifest.pages[page] ?? [])])];
  const gz = (file: string) =>
    file.endsWith('.js')
      ? gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length
      : 0;
  const kb = (list: string[]) => list.reduce((sum, file) => sum + gz(file), 0) / 1024;
  // three.js's renderer class name survives minification; its chunk is the 3D code.
  const hasThree = (file: string) =>
    file.endsWith('.js') &&
    fs.readFileSync(path.join(dist, file), 'utf8').includes('WebGLRenderer');
  const chunks = path.join(dist, 'static', 'chunks');
  const threeChunks = fs
    .readdirSync(chunks)
    .filter((name) => name.endsWith('.js'))
    .map((name) => path.join('static', 'chunks', name))
    .filter(hasThree);
  const threeKb = threeChunks.reduce((sum, file) => sum + gz(file), 0) / 1024;
  return {
    onview: kb(files('/onview/[handle]')),
    works: kb(files('/works')),
    worksCarriesThree: files('/works').some(hasThree),
    onviewCarriesThree: files('/onview/[handle]').some(hasThree),
    threeKb,
    threeChunks: threeChunks.length,
  };
}

async function main() {
  printMachine();
  console.log(
    `load average: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  let server: ChildProcess | undefined;
  let dataDir: string | undefined;
  let base = option('url')?.replace(/\/$/, '');
  try {
    if (!base) {
      ensureBuild(distDir);
      const port = numberOption('port', 3260);
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onview-bench-'));
      console.log(`starting the server on :${port} with fresh demo data in ${dataDir} ...`);
      server = startNode('scripts/demo.ts', {
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NEXT_DIST_DIR: distDir,
      });
      base = `http://localhost:${port}`;
      await waitFor(`${base}/readyz`, 600_000);
    }
    const room = await biggestRoom(base);
    console.log(
      `room: /onview/${room.handle} (${room.works} works), ${viewport.width}×${viewport.height}`,
    );
    const fps = await measureFps(base, room.handle);
    console.log(`renderer: ${fps.renderer}`);
    console.log(
      `room ${fps.room.width.toFixed(1)} × ${fps.room.depth.toFixed(1)} m; every work hung after ${(fps.readyMs / 1000).toFixed(1)} s`,
    );
    console.log(
      `render scale seen while walking (device pixel ratio, drawing buffer): ${fps.scales.join(', ')}`,
    );
    console.log(
      `browser window ${fps.window.width}×${fps.window.height} so that the room's canvas is ${viewport.width}×${viewport.height}`,
    );
    console.log(`frames per whole second: ${fps.perSecond.join(' ')}`);
    const fullSize =
      fps.scales.length === 1 && fps.scales[0] === `1.00 (${viewport.width}×${viewport.height})`;
    const met = fullSize && fps.mean >= TARGET_FPS;
    console.log(
      `fps over ${seconds} s walking a tour (${fps.legs} legs, ${fps.frames} frames) at scale 1.0: mean ${fps.mean.toFixed(1)}, min ${Math.min(...fps.perSecond)} (worst second), p5 ${fps.p5.toFixed(1)} (worst frame ${fps.worstFrameMs.toFixed(0)} ms)`,
    );
    console.log(
      `CPU per frame, all the browser's processes: ${Object.values(fps.cpuMsPerFrame)
        .reduce((sum, ms) => sum + ms, 0)
        .toFixed(1)} ms (${Object.entries(fps.cpuMsPerFrame)
        .filter(([, ms]) => ms >= 0.05)
        .map(([type, ms]) => `${type} ${ms.toFixed(1)}`)
        .join(', ')}) — on a busy machine a steadier figure than fps`,
    );
    console.log(
      `target mean ≥ ${TARGET_FPS} fps at full ${viewport.width}×${viewport.height}: ${met ? 'met' : 'NOT met'}`,
    );
    console.log(
      `load average after: ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    server?.kill('SIGTERM');
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const js = firstLoad();
  console.log('First Load JS (gzip), from the build manifest:');
  console.log(
    `  /onview/[handle] ${js.onview.toFixed(1)} kB (three.js in it: ${js.onviewCarriesThree ? 'yes' : 'no'}; loaded after WebGL is found)`,
  );
  console.log(
    `  /works           ${js.works.toFixed(1)} kB (three.js in it: ${js.worksCarriesThree ? 'YES — it grew' : 'no'})`,
  );
  console.log(`  the 3D code on demand: ${js.threeKb.toFixed(1)} kB in ${js.threeChunks} chunk(s)`);
  if (js.worksCarriesThree) process.exitCode = 1;
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
