// The 3D room's frame rate and what the room costs the rest of the site (issue 8):
// 1. opens the 30-work on-view room at 1280×720 in headless Chromium with software WebGL
//    (SwiftShader), waits until every work hangs, then walks and turns for `--seconds` and prints
//    the frames per second the room drew (target ≥ 30), overall and per second;
// 2. prints the First Load JS (gzip) of /onview/[handle] and /works from the build manifest, and
//    checks that no file /works loads first carries three.js (/works must not grow because of 3D).
//
//   npx tsx bench/onview-fps.ts [--url http://localhost:3000] [--port 3260] [--seconds 10]
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
const seconds = numberOption('seconds', 10);
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

async function measureFps(base: string, handle: string) {
  const browser = await chromium.launch({
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
  try {
    const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
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
    // Settle, then walk forward while turning: every frame redraws the whole room.
    await page.waitForTimeout(1500);
    await page
      .locator('canvas')
      .focus()
      .catch(() => {});
    await page.keyboard.down('ArrowLeft');
    await page.keyboard.down('KeyW');
    const samples: number[] = [];
    const first = await page.evaluate(() => window.__onview!.frames);
    let previous = first;
    const started = Date.now();
    let last = started;
    for (let s = 0; s < seconds; s += 1) {
      await page.waitForTimeout(1000);
      const frames = await page.evaluate(() => window.__onview!.frames);
      const now = Date.now();
      samples.push(((frames - previous) * 1000) / (now - last));
      previous = frames;
      last = now;
      // Walk back and forth so the visitor never just leans on a wall.
      if (s % 4 === 3) {
        await page.keyboard.up('KeyW');
        await page.keyboard.down('KeyS');
      } else if (s % 4 === 1) {
        await page.keyboard.up('KeyS');
        await page.keyboard.down('KeyW');
      }
    }
    const overall = ((previous - first) * 1000) / (last - started);
    const dpr = await page.evaluate(() => window.__onview!.dpr);
    return { renderer, readyMs, overall, samples, dpr };
  } finally {
    await browser.close();
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
      `render scale at the end (dynamic resolution, 1 = full 1280×720): ${fps.dpr.toFixed(2)}`,
    );
    console.log(`every work hung after ${(fps.readyMs / 1000).toFixed(1)} s`);
    console.log(`per second: ${fps.samples.map((n) => n.toFixed(1)).join(' ')}`);
    console.log(
      `fps over ${seconds} s walking and turning: ${fps.overall.toFixed(1)} (min ${Math.min(...fps.samples).toFixed(1)}; target ≥ ${TARGET_FPS}: ${fps.overall >= TARGET_FPS ? 'met' : 'NOT met'})`,
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
