// Journey (issue 32, ADR 0076, rules 4.60–4.62): what search engines read agrees with what the page
// shows. The JSON-LD of home, the marketplace, the artist and exhibition lists, a work on sale, a
// release-soon work, a sold work, an owner's resale, an artist and an exhibition, in English (in
// dollars, euros and won) and in Korean, is parsed as the browser serves it and checked twice:
// against the schema.org types it uses (components/seo/schema-org-check.ts: each property's
// expected type, what every node of a type carries) and against the page — the Offer's price,
// currency and availability are the buy panel's, the BreadcrumbList is the visible breadcrumb, an
// ItemList is the page's entries in their order, every URL absolute on the one public origin.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import enCommon from '../locales/en/common.json';
import enWorks from '../locales/en/works.json';
import koCommon from '../locales/ko/common.json';
import koWorks from '../locales/ko/works.json';
import { checkJsonLd } from '../components/seo/schema-org-check';
import { formatDateTime } from '../rules/business-time';
import { currencies, type CurrencyCode } from '../rules/money';
import { formatIndicative } from '../rules/price-display';
import { failOnPolicyViolations } from './csp-guard';

failOnPolicyViolations();

// The owner's sign-in (to find the demo's resale) speaks for this journey's own address.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.39' } });

type Language = 'en' | 'ko';
type JsonNode = Record<string, unknown>;

const words = {
  en: { common: enCommon, works: enWorks, prefix: '' },
  ko: { common: koCommon, works: koWorks, prefix: '/ko' },
} as const;

const SCHEMA = 'https://schema.org/';

/** Every JSON-LD object of the page, each checked against the schema.org types it uses. */
async function jsonLd(page: Page): Promise<JsonNode[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const nodes = texts.map((text) => JSON.parse(text) as JsonNode);
  for (const node of nodes) {
    expect(checkJsonLd(node), `${page.url()} ${JSON.stringify(node['@type'])}`).toEqual([]);
  }
  return nodes;
}

const typesOf = (node: JsonNode) => [node['@type']].flat().map(String);

function only(nodes: JsonNode[], type: string, where: string): JsonNode {
  const found = nodes.filter((node) => typesOf(node).includes(type));
  expect(found, `${where}: one ${type}`).toHaveLength(1);
  return found[0]!;
}

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
}

/** Every URL a node names is on the one public origin (or a picture's own absolute address). */
function expectOwnUrls(node: unknown, baseURL: string, where: string) {
  const text = JSON.stringify(node);
  for (const [, url] of text.matchAll(/"(https?:\/\/[^"]+)"/g)) {
    if (url!.startsWith(SCHEMA) || url === 'https://schema.org') continue;
    expect(url!.startsWith(`${baseURL}/`), `${where}: ${url}`).toBe(true);
  }
}

/** The page's links matching `selector` inside `scope`, absolute, in page order, each once. */
async function linksInOrder(page: Page, scope: string, selector: string): Promise<string[]> {
  const hrefs = await page
    .locator(scope)
    .locator(selector)
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  return hrefs.filter((href, index) => hrefs.indexOf(href) === index);
}

/** The ItemList's entries are the links the page shows, in order. */
function expectListOf(list: JsonNode, links: string[], where: string) {
  const items = list.itemListElement as JsonNode[];
  expect(links.length, `${where}: entries on the page`).toBeGreaterThan(0);
  expect(
    items.map((item) => item.url),
    where,
  ).toEqual(links);
  expect(list.numberOfItems, where).toBe(links.length);
}

/** The BreadcrumbList is the visible breadcrumb: the same names, the same addresses. */
async function expectBreadcrumb(page: Page, nodes: JsonNode[], language: Language) {
  const where = `${page.url()} breadcrumb`;
  const crumbs = only(nodes, 'BreadcrumbList', where).itemListElement as JsonNode[];
  const nav = page.getByRole('navigation', {
    name: words[language].common.nav.breadcrumb,
    exact: true,
  });
  await expect(nav).toBeVisible();
  const visible = await nav.locator('li').evaluateAll((items) =>
    items.map((item) => {
      const link = item.querySelector('a');
      return { name: item.textContent?.trim() ?? '', href: link ? link.href : null };
    }),
  );
  expect(
    crumbs.map((crumb) => crumb.name),
    where,
  ).toEqual(visible.map((crumb) => crumb.name));
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  visible.forEach((crumb, index) => {
    // Each step links where its item says; the last step is the page, at its canonical address.
    expect(crumbs[index]!.item, `${where} ${crumb.name}`).toBe(crumb.href ?? canonical);
  });
  expect(visible.at(-1)!.href, `${where}: the last step is the page itself`).toBeNull();
}

/** The buy panel's price as the page writes it: its first figure, or null when it shows none. */
async function panelPrice(page: Page): Promise<string | null> {
  const text = (await page.getByTestId('buy-price').innerText()).trim();
  const main = text.split(' · ')[0]!;
  // A price has a currency's sign (or 원) and figures; a release time ("… 20:00 KST") is not one.
  return /[$€฿₩]|원/.test(main) && /\d/.test(main) && !/KST/.test(main) ? main : null;
}

/** The Offer agrees with the buy panel: price, currency and availability. */
async function expectOfferAsShown(page: Page, work: JsonNode, language: Language) {
  const where = `${page.url()} offer`;
  const panel = page.getByTestId('buy-price').locator('xpath=..');
  const action = await panel.locator('[data-action]').first().getAttribute('data-action');
  const note = (await panel.getByTestId('buy-note').count())
    ? await panel.getByTestId('buy-note').innerText()
    : '';
  const offer = work.offers as JsonNode | undefined;
  const reserved = note === words[language].works.artwork.buy.reserved;
  const expected =
    action === 'buy_now'
      ? 'InStock'
      : action === 'release_soon' || action === 'notify_me'
        ? 'PreOrder'
        : action === 'sold'
          ? 'SoldOut'
          : reserved
            ? 'Reserved'
            : null;
  if (!expected) {
    expect(offer, `${where}: not for sale, no offer`).toBeUndefined();
    return;
  }
  expect(offer?.availability, where).toBe(SCHEMA + expected);
  const shown = await panelPrice(page);
  if (shown === null) {
    // The page shows no price: the markup states none.
    expect(offer, where).not.toHaveProperty('price');
    expect(offer, where).not.toHaveProperty('priceCurrency');
  } else {
    // The figure and currency the page shows, written back with the page's own formatter.
    const currency = String(offer!.priceCurrency).toLowerCase() as CurrencyCode;
    expect(Object.keys(currencies), where).toContain(currency);
    const minor = (offer!.price as number) * 10 ** currencies[currency].decimals;
    expect(formatIndicative({ amount: minor, currency }, language), where).toBe(shown);
  }
  if (expected === 'PreOrder' && offer!.availabilityStarts) {
    // "On sale from 2 Jan 2027, 20:00 KST": the release time the markup gives.
    await expect(panel).toContainText(formatDateTime(String(offer!.availabilityStarts), language));
  }
}

interface Found {
  onSale: string;
  releaseSoon: string;
  sold: string;
  resale: string;
  artist: string;
  exhibition: string;
}

async function demoPages(request: APIRequestContext, baseURL: string): Promise<Found> {
  const list = async (query: string) => {
    const response = await request.get(`/v3/store/artwork?${query}`);
    expect(response.ok(), query).toBe(true);
    return (await response.json()).artworks as {
      handle: string;
      release_at: string | null;
      edition_type: string;
      artist: { handle: string };
      institution: unknown;
    }[];
  };
  // The demo's owner has one work consigned and on sale (server/seed/demo-offers.ts).
  const signIn = await request.post('/v3/store/customer/sign-in', {
    data: { email: 'owner@example.com', password: 'owner2026' },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  const resales = await request.get('/v2/store/resell?status=on_sale', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(resales.ok()).toBe(true);
  const resale = ((await resales.json()).resell as { artwork: { handle: string } | null }[]).find(
    (r) => r.artwork,
  )!.artwork!.handle;
  const onSale = (await list('purchase_statuses=on_sale&limit=20')).find(
    (a) => a.institution && a.handle !== resale,
  )!;
  const releaseSoon = (await list('purchase_statuses=release_soon&limit=100')).find(
    (a) => a.release_at && Date.parse(a.release_at) > Date.now() + 120_000,
  )!;
  const sold = (await list('view_status=sold&limit=20'))[0]!;
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const exhibition = new RegExp(`<loc>${baseURL}/exhibitions/([^<?/]+)</loc>`).exec(sitemap)![1]!;
  return {
    onSale: onSale.handle,
    releaseSoon: releaseSoon.handle,
    sold: sold.handle,
    resale,
    artist: onSale.artist.handle,
    exhibition,
  };
}

test('every page kind: its JSON-LD passes the schema.org checker and agrees with the page, in both languages', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const found = await demoPages(page.request, baseURL!);

  for (const language of ['en', 'ko'] as const) {
    const { prefix } = words[language];
    const brand = words[language].common.brand.name;

    // Home: the publisher, the site's search and the featured works in their order.
    await open(page, prefix || '/');
    const home = await jsonLd(page);
    only(home, 'Organization', 'home');
    only(home, 'WebSite', 'home');
    expectListOf(
      only(home, 'ItemList', 'home'),
      await linksInOrder(
        page,
        'section[aria-labelledby="home-featured-works"]',
        'a[href*="/work/"]',
      ),
      'home',
    );
    home.forEach((node) => expectOwnUrls(node, baseURL!, 'home'));

    // The lists: the works of the page, the artists, the exhibitions, in the page's order.
    for (const [path, selector] of [
      ['/works', 'a[href*="/work/"]'],
      ['/artists', 'a[href*="/artist?handle="]'],
      ['/exhibition-list', 'a[href*="/exhibitions/"], a[href*="/solo-exhibition/"]'],
    ] as const) {
      await open(page, prefix + path);
      const nodes = await jsonLd(page);
      const list = only(nodes, 'ItemList', path);
      expectListOf(list, await linksInOrder(page, 'main', selector), prefix + path);
      expectOwnUrls(list, baseURL!, path);
    }

    // The works: each state of the buy panel.
    for (const [kind, handle] of [
      ['on sale', found.onSale],
      ['release soon', found.releaseSoon],
      ['sold', found.sold],
      ['resale', found.resale],
    ] as const) {
      await open(page, `${prefix}/work/${handle}`);
      const nodes = await jsonLd(page);
      const work = only(nodes, 'Product', kind);
      expect(typesOf(work), kind).toEqual(['Product', 'VisualArtwork']);
      expect(work.inLanguage, kind).toBe(language);
      expect(work.url, kind).toBe(`${baseURL}${prefix}/work/${handle}`);
      await expect(page.getByRole('heading', { level: 1 }).locator('cite')).toHaveText(
        String(work.name),
      );
      await expectOfferAsShown(page, work, language);
      await expectBreadcrumb(page, nodes, language);
      nodes.forEach((node) => expectOwnUrls(node, baseURL!, kind));
      const offer = work.offers as JsonNode | undefined;
      if (kind === 'resale') {
        // The marketplace sells an owner's work for them.
        expect(offer?.seller, kind).toMatchObject({ '@type': 'Organization', name: brand });
        expect(offer?.itemCondition, kind).toBe(`${SCHEMA}UsedCondition`);
      }
      if (kind === 'on sale') {
        expect(offer?.availability, kind).toBe(`${SCHEMA}InStock`);
        expect(offer?.seller, kind).toMatchObject({ '@type': 'Organization' });
        expect((offer?.seller as JsonNode).name, kind).not.toBe(brand);
      }
      if (kind === 'sold') expect(offer?.availability, kind).toBe(`${SCHEMA}SoldOut`);
      if (kind === 'release soon') expect(offer?.availability, kind).toBe(`${SCHEMA}PreOrder`);
    }

    // An artist and an exhibition: the subject and the breadcrumb the page shows.
    await open(page, `${prefix}/artist?handle=${found.artist}`);
    const artist = await jsonLd(page);
    const person = only(artist, 'Person', 'artist');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(person.name));
    await expectBreadcrumb(page, artist, language);

    await open(page, `${prefix}/exhibitions/${found.exhibition}`);
    const exhibition = await jsonLd(page);
    const event = only(exhibition, 'ExhibitionEvent', 'exhibition');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(event.name));
    await expectBreadcrumb(page, exhibition, language);
  }

  // In English in other currencies: the Offer is in the currency the visitor reads.
  for (const currency of ['eur', 'krw'] as const) {
    await context.addCookies([{ name: 'Currency', value: currency, url: baseURL! }]);
    await open(page, `/work/${found.onSale}`);
    const work = only(await jsonLd(page), 'Product', currency);
    expect((work.offers as JsonNode).priceCurrency).toBe(currency.toUpperCase());
    await expectOfferAsShown(page, work, 'en');
  }
});
