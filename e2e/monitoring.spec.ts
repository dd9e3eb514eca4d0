// Acceptance (issues 9 and 18, ADR 0028): no page bundle carries the Amplitude or Sentry SDK (they
// are chunks of their own, fetched only when app initialisation names a key or DSN, and without a
// DSN the browser fetches no Sentry code); with them configured, as here, page views, commerce
// events and user properties, API errors and page errors reach the local collector, and the
// app's web view hears of error pages. Errors in a page's render, in getServerSideProps and in
// the store API, and unhandled rejections, arrive with the id of their request.
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

interface SentryEvent {
  message?: string;
  exception?: { values?: { value?: string }[] };
  tags?: Record<string, string>;
}

/** The events of Sentry's envelopes (newline-separated JSON: header, item header, item). */
async function sentryEvents(page: Page): Promise<SentryEvent[]> {
  return (await collected(page))
    .filter((c) => /^\/api\/7\/envelope\//.test(c.path))
    .flatMap(
      (c) =>
        c.body
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Record<string, unknown>)
          .filter((item) => 'exception' in item || 'message' in item) as SentryEvent[],
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
  // The API error carries the id the server gave the failed call.
  const apiReport = (await sentryEvents(page)).find((e) =>
    e.message?.includes('/v3/store/subscribe/confirm'),
  );
  expect(apiReport?.tags?.request_id).toMatch(REQUEST_ID);

  // An error page: the web view hears of it.
  await page.goto('/no-such-page-here');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __native: string[] }).__native))
    .toContainEqual(expect.stringContaining('"status":404'));
});

const REQUEST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The text of an event: its message, or its exception's. */
function eventText(event: SentryEvent): string {
  return event.message ?? event.exception?.values?.map((v) => v.value ?? '').join(' ') ?? '';
}

test('render, getServerSideProps, store API and unhandled-rejection errors arrive with their request id', async ({
  page,
}) => {
  await page.request.delete(`${COLLECTOR}/collected`);

  // getServerSideProps fails: the visitor gets the error page, Sentry the error.
  const props = await page.request.get('/dev/monitoring-errors?fail=props');
  expect(props.status()).toBe(500);
  const propsId = props.headers()['x-request-id'];
  expect(propsId).toMatch(REQUEST_ID);

  // The store API fails unexpectedly (a 500); a 4xx is not reported by the server.
  const api = await page.request.get('/v3/dev/monitoring/server-error');
  expect(api.status()).toBe(500);
  const apiId = api.headers()['x-request-id'];
  expect(apiId).toMatch(REQUEST_ID);
  expect(apiId).not.toBe(propsId);
  const notFound = await page.request.get('/v3/store/artwork/no-such-artwork-here');
  expect(notFound.status()).toBe(404);
  const notFoundId = notFound.headers()['x-request-id'];

  // In the browser: the page's document id is in the page; a render error the boundary catches
  // and an unhandled rejection carry it.
  const document = await page.goto('/dev/monitoring-errors');
  const pageId = document!.headers()['x-request-id'];
  expect(pageId).toMatch(REQUEST_ID);
  await expect(page.locator('meta[name="request-id"]')).toHaveAttribute('content', pageId!);
  await page.waitForFunction(() => '__SENTRY__' in window);
  await page.getByRole('button', { name: 'Fail while rendering' }).click();
  await page.evaluate(() => {
    setTimeout(() => {
      void Promise.reject(new Error('e2e unhandled rejection'));
    });
  });

  const expected = {
    'monitoring test: getServerSideProps failure': propsId,
    'monitoring test: store API failure': apiId,
    'monitoring test: render failure': pageId,
    'e2e unhandled rejection': pageId,
  };
  const find = (events: SentryEvent[], text: string) =>
    events.find((e) => eventText(e).includes(text));
  await expect
    .poll(
      async () => {
        const events = await sentryEvents(page);
        return Object.keys(expected).filter((text) => find(events, text));
      },
      { timeout: 20_000, intervals: [500] },
    )
    .toEqual(Object.keys(expected));
  const events = await sentryEvents(page);
  for (const [text, id] of Object.entries(expected)) {
    expect(find(events, text)?.tags?.request_id, text).toBe(id);
    expect(
      events.filter((e) => eventText(e).includes(text)),
      `${text}: once`,
    ).toHaveLength(1);
  }
  expect(events.some((e) => e.tags?.request_id === notFoundId)).toBe(false);
  expect(JSON.stringify(events)).toContain('"environment":"e2e"');
});

test('without a DSN the browser fetches no Sentry code and sends no report', async ({ page }) => {
  await page.request.delete(`${COLLECTOR}/collected`);
  // The page as a server without SENTRY_DSN answers it: app initialisation names no DSN.
  let withoutDsn = 0;
  await page.route('**/*', async (route) => {
    const request = route.request();
    if (request.resourceType() !== 'document' && !request.url().includes('/_next/data/')) {
      await route.fallback();
      return;
    }
    // A link's data prefetch may be cut off (the page moves on, a busy server resets it): it is
    // not what this journey is about, so it is dropped rather than failing the handler.
    const response = await route.fetch().catch(() => null);
    if (!response) {
      await route.abort().catch(() => {});
      return;
    }
    const body = (await response.text()).replace(
      /"sentry":\{"dsn":"[^"]*","environment":"[^"]*"\}/g,
      () => {
        withoutDsn += 1;
        return '"sentry":null';
      },
    );
    await route.fulfill({ response, body });
  });
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push(response.text().catch(() => ''));
    }
  });

  const list = await page.request.get('/v3/store/artwork?purchase_statuses=on_sale&limit=1');
  const [artwork] = ((await list.json()) as { artworks: { handle: string }[] }).artworks;
  await page.goto(`/work/${artwork!.handle}`);
  expect(withoutDsn).toBeGreaterThan(0);
  // Monitoring was configured: the Amplitude SDK (its key is still set) was fetched.
  await expect
    .poll(async () => (await Promise.all(scripts)).some((s) => s.includes(SDK_MARKERS.amplitude)))
    .toBe(true);
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e error without a DSN');
    });
    setTimeout(() => {
      void Promise.reject(new Error('e2e rejection without a DSN'));
    });
  });
  await page.waitForTimeout(2000);

  const fetched = await Promise.all(scripts);
  expect(fetched.length).toBeGreaterThan(0);
  for (const code of fetched) expect(code.includes(SDK_MARKERS.sentry)).toBe(false);
  expect(await page.evaluate(() => '__SENTRY__' in window)).toBe(false);
  expect(await sentryEvents(page)).toEqual([]);
});
