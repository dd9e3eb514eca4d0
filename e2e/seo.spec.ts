// Pages that share well (issue 21): every public page names itself "— Artmarket" (or
// "— 아트마켓"), has its canonical, en/ko/x-default alternates, og:url and og:image of its subject,
// and the schema.org data of what it shows, parsed by the browser as the page serves it; the
// not-found page is titled in both languages and makes no failing request.
import { expect, test, type Page } from '@playwright/test';
import { failOnPolicyViolations } from './csp-guard';

failOnPolicyViolations();

interface Handles {
  artwork: { handle: string; price: { krw: number } | null; purchase_status: string };
  artist: string;
  gallery: string;
  exhibition: string;
}

async function demoHandles(page: Page): Promise<Handles> {
  const works = await (await page.request.get('/v3/store/artwork?limit=1')).json();
  const artwork = works.artworks[0];
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  const first = (kind: string) =>
    new RegExp(`<loc>[^<]*?/${kind}/([^<?/]+)</loc>`).exec(sitemap)![1]!;
  return {
    artwork,
    artist: artwork.artist.handle,
    gallery: first('gallery'),
    exhibition: first('exhibitions'),
  };
}

/** The page's JSON-LD objects, as JSON.parse reads its data scripts. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** The head of a page at `path` (its English path `en`) in its language. */
async function expectHead(page: Page, baseURL: string, en: string, ko: boolean) {
  const path = ko ? (en === '/' ? '/ko' : `/ko${en}`) : en;
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  const koPath = en === '/' ? '/ko' : `/ko${en}`;
  await expect(page, path).toHaveTitle(ko ? / — 아트마켓$/ : / — Artmarket$/);
  await expect(page.locator('meta[name="description"]'), path).toHaveAttribute('content', /\S/);
  const self = baseURL + path;
  await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute('href', self);
  await expect(page.locator('meta[property="og:url"]'), path).toHaveAttribute('content', self);
  await expect(page.locator('link[hreflang="en"]'), path).toHaveAttribute('href', baseURL + en);
  await expect(page.locator('link[hreflang="ko"]'), path).toHaveAttribute('href', baseURL + koPath);
  await expect(page.locator('link[hreflang="x-default"]'), path).toHaveAttribute(
    'href',
    baseURL + en,
  );
  await expect(page.locator('meta[property="og:image"]'), path).toHaveAttribute(
    'content',
    new RegExp(`^${baseURL}/media/`),
  );
  await expect(page.locator('meta[property="og:locale"]'), path).toHaveAttribute(
    'content',
    ko ? 'ko_KR' : 'en_US',
  );
  // One title, one canonical: no second head competing.
  await expect(page.locator('link[rel="canonical"]'), path).toHaveCount(1);
  return jsonLd(page);
}

test('home, works, artists, galleries and exhibitions carry their head and schema.org data in both languages', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(360_000);
  const handles = await demoHandles(page);
  for (const ko of [false, true]) {
    const home = await expectHead(page, baseURL!, '/', ko);
    // The publisher, the site and the featured works it lists (rules 4.62).
    expect(home.map((d) => d['@type'])).toEqual(['Organization', 'WebSite', 'ItemList']);
    expect(home[1]).toMatchObject({
      inLanguage: ko ? 'ko' : 'en',
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${baseURL}${ko ? '/ko' : ''}/works-search?q={search_term_string}` },
      },
    });

    const [work] = await expectHead(page, baseURL!, `/work/${handles.artwork.handle}`, ko);
    expect(work).toMatchObject({
      '@type': ['Product', 'VisualArtwork'],
      inLanguage: ko ? 'ko' : 'en',
    });
    if (handles.artwork.price && handles.artwork.purchase_status === 'on_sale') {
      // The price the visitor reads: won in Korean, whole dollars by default in English (the
      // agreement with the page itself is e2e/structured-data.spec.ts's).
      expect(work!.offers).toMatchObject({
        '@type': 'Offer',
        price: ko ? handles.artwork.price.krw : expect.any(Number),
        priceCurrency: ko ? 'KRW' : 'USD',
        availability: 'https://schema.org/InStock',
      });
    }

    const [person] = await expectHead(page, baseURL!, `/artist?handle=${handles.artist}`, ko);
    expect(person).toMatchObject({ '@type': 'Person', name: expect.any(String) });

    const [gallery] = await expectHead(page, baseURL!, `/gallery/${handles.gallery}`, ko);
    expect(gallery).toMatchObject({ '@type': 'ArtGallery', name: expect.any(String) });

    const [event] = await expectHead(page, baseURL!, `/exhibitions/${handles.exhibition}`, ko);
    expect(event).toMatchObject({
      '@type': 'ExhibitionEvent',
      startDate: expect.any(String),
      endDate: expect.any(String),
    });

    for (const list of ['/works', '/artists', '/galleries', '/exhibition-list', '/carousel']) {
      await expectHead(page, baseURL!, list, ko);
    }
  }
});

test('the other public pages end their title with the brand and carry a canonical', async ({
  page,
  baseURL,
}) => {
  for (const path of [
    '/about',
    '/faq',
    '/terms-of-service',
    '/privacy-policy',
    '/buyer-protection',
    '/xronview',
  ]) {
    for (const prefix of ['', '/ko']) {
      await page.goto(prefix + path);
      await expect(page, prefix + path).toHaveTitle(prefix ? / — 아트마켓$/ : / — Artmarket$/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        baseURL + prefix + path,
      );
      await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute(
        'href',
        baseURL + path,
      );
    }
  }
});

test('a not-found page is titled in its language and makes no failing request', async ({
  page,
}) => {
  const failed: string[] = [];
  const errors: string[] = [];
  page.on('response', (response) => {
    // The document itself answers 404; nothing it loads may fail.
    if (response.status() >= 400 && response.request().resourceType() !== 'document') {
      failed.push(`${response.status()} ${response.url()}`);
    }
  });
  page.on('requestfailed', (request) => {
    // A load the next navigation cancels is not a failure of the page.
    const reason = request.failure()?.errorText ?? '';
    if (reason !== 'net::ERR_ABORTED') failed.push(`${reason} ${request.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  for (const [path, title] of [
    ['/no-such-page', 'Page is not found — Artmarket'],
    ['/ko/no-such-page', '페이지를 찾을 수 없습니다 — 아트마켓'],
    ['/work/no-such-work', 'Page is not found — Artmarket'],
    ['/ko/gallery/no-such-gallery', '페이지를 찾을 수 없습니다 — 아트마켓'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page, path).toHaveTitle(title);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // Hydration is over (and with it any data request of the router) once the page's effects ran.
    await page.waitForLoadState('networkidle');
  }
  expect(failed).toEqual([]);
  // The only console error allowed is the browser's own line for the 404 document.
  expect(errors.filter((text) => !/status of 404/.test(text))).toEqual([]);
  expect(errors.length).toBeLessThanOrEqual(4);
});

test('a request that names another host still gets links to this site: sitemap, robots, page heads, redirects', async ({
  request,
  baseURL,
}) => {
  // Every way a client can name a host (ADR 0066); the server trusts one proxy here (TRUST_PROXY=1).
  const forged = {
    host: 'evil.example',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'https',
    forwarded: 'host=evil.example;proto=https',
  };
  for (const path of ['/robots.txt', '/sitemap.xml', '/', '/ko/works', '/about']) {
    const response = await request.get(path, { headers: forged });
    expect(response.status(), path).toBe(200);
    const text = await response.text();
    expect(text, path).not.toContain('evil.example');
    if (path === '/robots.txt') expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    if (path === '/sitemap.xml') {
      expect(text).toContain(`<loc>${baseURL}/ko/works</loc>`);
    }
    if (path === '/ko/works') {
      // canonical, og:url and the English alternate
      expect(text).toContain(`href="${baseURL}/ko/works"`);
      expect(text).toContain(`content="${baseURL}/ko/works"`);
      expect(text).toContain(`href="${baseURL}/works"`);
    }
  }
  // A sold work's page (its schema.org data) and its certificate, whose QR code and link name the
  // verification page.
  const sold = await request.get('/v3/store/artwork?view_status=sold&limit=50');
  const { artworks } = (await sold.json()) as {
    artworks: { handle: string; edition_type: string }[];
  };
  const { handle } = artworks.find((a) => a.edition_type === 'unique')!;
  for (const path of [`/work/${handle}`, `/ko/coa/${handle}?edition=1`]) {
    const response = await request.get(path, { headers: forged });
    expect(response.status(), path).toBe(200);
    const text = await response.text();
    expect(text, path).not.toContain('evil.example');
    if (path.includes('/coa/')) expect(text).toContain(`${baseURL}/ko/coa/verify/`);
  }
  // The signed-out guard's redirect to sign-in stays on this site.
  const guarded = await request.get('/my-page/info', { headers: forged, maxRedirects: 0 });
  expect(guarded.status()).toBeGreaterThanOrEqual(300);
  expect(guarded.headers().location ?? '').not.toContain('evil.example');
  // KakaoTalk's in-app browser is sent to the external one with the page's public address.
  const kakao = await request.get('/works', {
    headers: { ...forged, 'user-agent': 'Mozilla/5.0 KAKAOTALK 10.4.3' },
    maxRedirects: 0,
  });
  expect(kakao.headers().location).toBe(
    `kakaotalk://web/openExternal?url=${encodeURIComponent(`${baseURL}/works`)}`,
  );
});
