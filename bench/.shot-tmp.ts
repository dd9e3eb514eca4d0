import { chromium } from '@playwright/test';
const [, , path, out, w = '1440', h = '900', wait = 'ready'] = process.argv;
(async () => {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--enable-unsafe-swiftshader',
      '--use-angle=swiftshader',
      '--no-first-run',
    ],
  });
  const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) } });
  page.on('pageerror', (e) => console.log('pageerror', e));
  page.on('console', (m) => {
    if (m.type() === 'error') console.log('console', m.text());
  });
  await page.goto(`http://localhost:3250${path}`);
  if (wait === 'ready')
    await page.waitForFunction(() => (window as any).__onview?.ready === true, undefined, {
      timeout: 120000,
    });
  await page.waitForTimeout(2000);
  if (process.env.TURN) {
    await page.keyboard.down(process.env.TURN);
    await page.waitForTimeout(Number(process.env.TURN_MS ?? 1000));
    await page.keyboard.up(process.env.TURN);
    await page.waitForTimeout(500);
  }
  if (process.env.WALK) {
    await page.keyboard.down('KeyW');
    await page.waitForTimeout(Number(process.env.WALK));
    await page.keyboard.up('KeyW');
    await page.waitForTimeout(1500);
  }
  console.log(
    JSON.stringify(
      await page.evaluate(() => {
        const p = (window as any).__onview;
        return p && { frames: p.frames, x: p.x, z: p.z };
      }),
    ),
  );
  await page.screenshot({ path: out, fullPage: wait !== 'ready' });
  await browser.close();
})();
