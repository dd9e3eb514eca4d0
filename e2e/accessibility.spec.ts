// axe (WCAG 2.x A and AA rules and best practices) on the storefront pages of issue 21 in both
// languages, on a desktop (1440 px) and a phone (390 px): no serious or critical violation.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

async function storefrontPaths(page: Page): Promise<string[]> {
  const works = await (await page.request.get('/v3/store/artwork?limit=1')).json();
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  const first = (kind: string) =>
    new RegExp(`<loc>[^<]*?/${kind}/([^<?/]+)</loc>`).exec(sitemap)![1]!;
  const english = [
    '/',
    '/works',
    `/work/${works.artworks[0].handle}`,
    '/artists',
    `/gallery/${first('gallery')}`,
    '/exhibition-list',
    `/exhibitions/${first('exhibitions')}`,
    '/carousel',
  ];
  return english.flatMap((path) => [path, path === '/' ? '/ko' : `/ko${path}`]);
}

async function seriousViolations(page: Page, path: string): Promise<string[]> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  // Hydrated: the page's own scripts have run (the home's banners keep the network busy).
  await page.waitForLoadState('load');
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${path}: ${v.id} (${v.impact}) ${v.help}\n    ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join('\n    ')}`,
    );
}

for (const [name, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport, ...(name === 'phone' ? { isMobile: true, hasTouch: true } : {}) });

    test(`axe finds no serious or critical violation on the storefront pages (${name})`, async ({
      page,
    }) => {
      test.setTimeout(600_000);
      const found: string[] = [];
      for (const path of await storefrontPaths(page)) {
        found.push(...(await seriousViolations(page, path)));
      }
      expect(found).toEqual([]);
    });
  });
}
