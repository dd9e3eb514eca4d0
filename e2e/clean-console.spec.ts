// Journey (issue 21): a signed-out visitor's console stays clean, errors and warnings
// alike, on the storefront's pages and in the 3D room (no refresh attempt without a refresh
// cookie, no deprecation warning), in English and in Korean. WebGL runs on SwiftShader here
// (STACK-NOTES), as in onview.spec.ts.
import { expect, test } from '@playwright/test';
import { failOnPolicyViolations } from './csp-guard';
import { ONVIEW_ROOM, webglLaunchOptions } from './webgl';

failOnPolicyViolations();

test.use({ launchOptions: webglLaunchOptions });

test('a signed-out visit has a clean console: no error, no warning, no 401, in both languages', async ({
  page,
  request,
}) => {
  test.slow();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()} on ${page.url()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${String(error)}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  const first = async <T>(path: string, key: string) =>
    ((await (await request.get(path)).json()) as Record<string, T[]>)[key]![0]!;
  const work = await first<{ handle: string }>('/v3/store/artwork?limit=1', 'artworks');
  const show = await first<{ handle: string }>(
    '/v3/store/exhibition?status=current&limit=1',
    'exhibitions',
  );
  for (const prefix of ['', '/ko']) {
    for (const path of [
      '/',
      '/works',
      `/work/${work.handle}`,
      '/artists',
      '/exhibition-list',
      `/exhibitions/${show.handle}`,
    ]) {
      await page.goto(`${prefix}${path}`);
      await page.waitForLoadState('networkidle');
    }
    await page.goto(`${prefix}/onview/${ONVIEW_ROOM}`);
    await page.waitForFunction(() => window.__onview?.ready === true, undefined, {
      timeout: 120_000,
    });
    await page.waitForLoadState('networkidle');
  }
  expect(problems).toEqual([]);
});
