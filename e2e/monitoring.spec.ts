// Acceptance (issue 9, ADR 0028): no page bundle carries the Amplitude or Sentry SDK (they are
// chunks of their own, fetched only when app initialisation names a key or DSN); with them
// configured, as here, page views, commerce events and user properties, API errors and page
// errors reach the local collector, and the app's web view hears of error pages.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import enNewsletter from '../locales/en/newsletter.json';
import { AMPLITUDE_KEY, COLLECTOR } from './monitoring-config';

/** Strings only the SDKs contain: Amplitude's endpoint, Sentry's global carrier. */
const SDK_MARKERS = { amplitude: 'api2.amplitude.com', sentry: '__SENTRY__' };

test('no page bundle carries either SDK: each is a chunk loaded on demand', () => {
  const dist = path.resolve(process.env.NEXT_DIST_DIR || '.next');
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'build-manifest.json'), 'utf8')) as {
    pages: Record<string, string[]>;
    rootMainFiles?: string[];
  };
  const pageFiles = new Set([
    ...Object.values(manifest.pages).flat(),
    ...(manifest.rootMainFiles ?? []),
  ]);
  expect(Object.keys(manifest.pages)).toContain('/work/[handle]');
  for (const file of [...pageFiles].filter((f) => f.endsWith('.js'))) {
    const code = fs.readFileSync(path.join(dist, file), 'utf8');
    for (const [sdk, marker] of Object.entries(SDK_MARKERS)) {
      expect(code.includes(marker), `${sdk} in ${file}`).toBe(false);
    }
  }
  // The markers are real: the SDKs are in the build, in chunks no page lists.
  const chunks = fs.readdirSync(path.join(dist, 'static/chunks')).filter((f) => f.endsWith('.js'));
  for (const [sdk, marker] of Object.entries(SDK_MARKERS)) {
    const holders = chunks.filter((f) =>
      fs.readFileSync(path.join(dist, 'static/chunks', f), 'utf8').includes(marker),
    );
    expect(holders.length, `${sdk} chunk`).toBeGreaterThan(0);
    for (const holder of holders) expect(pageFiles.has(`static/chunks/${holder}`)).toBe(false);
  }
});

interface Collected {
  path: string;
  body: string;
}

async function collected(page: Page): Promise<Collected[]> {
  return (await (await page.request.get(`${COLLECTOR}/collected`)).json()) as Collected[];
}

interface AmplitudeEvent {
  event_type: string;
  event_properties?: Record<string, unknown>;
  user_properties?: { $set?: Record<string, unknown> };
}

async function amplitudeEvents(page: Page): Promise<AmplitudeEvent[]> {
  return (await collected(page))
    .filter((c) => c.path.startsWith('/2/httpapi'))
    .flatMap((c) => {
      const batch = JSON.parse(c.body) as { api_key: string; events: AmplitudeEvent[] };
      expect(batch.api_key).toBe(AMPLITUDE_KEY);
      return batch.events;
    });
}

/** The events of Sentry's envelopes (newline-separated JSON: header, item header, item). */
async function sentryEvents(page: Page): Promise<Record<string, unknown>[]> {
  return (await collected(page))
    .filter((c) => /^\/api\/7\/envelope\//.test(c.path))
    .flatMap((c) =>
      c.body
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((item) => 'exception' in item || 'message' in item),
    );
}

test('events, user properties, API and page errors reach the collector; the web view is told', async ({
  page,
}) => {
  await page.request.delete(`${COLLECTOR}/collected`);
  // The mobile app's web view bridge, as React Native installs it.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __native: string[] }).__native = seen;
    (window as unknown as { ReactNativeWebView: object }).ReactNativeWebView = {
      postMessage: (message: string) => seen.push(message),
    };
  });

  const list = await page.request.get('/v3/store/artwork?purchase_statuses=on_sale&limit=1');
  const [artwork] = ((await list.json()) as { artworks: { id: string; handle: string }[] })
    .artworks;
  await page.goto(`/work/${artwork!.handle}`);

  // Amplitude flushes every 10 seconds: the artwork page's events arrive while the visitor reads.
  await expect
    .poll(async () => (await amplitudeEvents(page)).map((e) => e.event_type), {
      timeout: 25_000,
      intervals: [1000],
    })
    .toEqual(expect.arrayContaining(['page_view', 'view_artwork', '$identify']));
  const events = await amplitudeEvents(page);
  expect(events.find((e) => e.event_type === 'view_artwork')?.event_properties).toEqual({
    handle: artwork!.handle,
  });
  expect(events.find((e) => e.event_type === '$identify')?.user_properties?.$set).toEqual({
    user_id: '',
    user_sign_in: false,
    user_pink_rock: false,
  });
  expect(
    events.some(
      (e) => e.event_type === 'page_view' && e.event_properties?.page === '/work/[handle]',
    ),
  ).toBe(true);

  // An API error off the customer paths (the confirmation of an unknown newsletter link).
  await page.goto('/newsletter/confirm?token=unknown-link');
  await page.getByRole('button', { name: enNewsletter.confirm.ask.action }).click();
  await expect(
    page.getByRole('heading', { name: enNewsletter.confirm.invalid.title }),
  ).toBeVisible();

  // A page error.
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e page error');
    });
  });

  await expect
    .poll(async () => (await sentryEvents(page)).length, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(2);
  const reports = JSON.stringify(await sentryEvents(page));
  expect(reports).toContain('e2e page error');
  expect(reports).toContain('/v3/store/subscribe/confirm');
  expect(reports).toContain('This link is invalid or has expired.');
  expect(reports).toContain('"environment":"e2e"');
  expect(reports).not.toContain('unknown-link'); // the token stays in the browser

  // An error page: the web view hears of it.
  await page.goto('/no-such-page-here');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __native: string[] }).__native))
    .toContainEqual(expect.stringContaining('"status":404'));
});
