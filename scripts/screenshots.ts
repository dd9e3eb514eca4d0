// The README's screenshots of a page, in both languages at 1440 px and 390 px, full length:
// `docs/screenshots/<name>-<en|ko>-<desktop|mobile>.png`. Against a running server (`npm run demo`).
//
//   npx tsx scripts/screenshots.ts --url http://127.0.0.1:3000 --path /work/<handle> --name artwork
//
// Every picture and lazy part below the fold is scrolled into view first, so the screenshot shows
// the page as a visitor who reads to the end sees it.
import path from 'node:path';
import { chromium } from '@playwright/test';

function option(name: string, fallback?: string): string {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? process.argv[index + 1] : fallback;
  if (!value) throw new Error(`--${name} is required`);
  return value;
}

const base = option('url', 'http://127.0.0.1:3000');
const pagePath = option('path');
const name = option('name');
const out = path.resolve(option('out', 'docs/screenshots'));

const viewports = [
  { kind: 'desktop', width: 1440, height: 900, isMobile: false },
  { kind: 'mobile', width: 390, height: 844, isMobile: true },
] as const;

async function main(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  });
  try {
    for (const language of ['en', 'ko'] as const) {
      for (const viewport of viewports) {
        const context = await browser.newContext({
          viewport: { width: viewport.width, height: viewport.height },
          isMobile: viewport.isMobile,
          hasTouch: viewport.isMobile,
          deviceScaleFactor: 1,
          locale: language === 'ko' ? 'ko-KR' : 'en-US',
          timezoneId: 'Asia/Seoul',
        });
        const page = await context.newPage();
        const url = `${base}${language === 'ko' ? '/ko' : ''}${pagePath}`;
        await page.goto(url, { waitUntil: 'networkidle' });
        // Down the page a screen at a time, so lazy parts and pictures load, then back up.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0; y < height; y += viewport.height / 2) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          await page.waitForTimeout(150);
        }
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => window.scrollTo(0, 0));
        // The whole page in one window (a full-page capture resizes the window mid-shot, and a
        // carousel lays itself out again while it is taken): then let the page settle.
        const full = await page.evaluate(() => document.documentElement.scrollHeight);
        await page.setViewportSize({ width: viewport.width, height: full });
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(1_000);
        const file = path.join(out, `${name}-${language}-${viewport.kind}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
}

void main();
