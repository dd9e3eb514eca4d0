// Journey: a collector opens the marketplace in English and in Korean, on a desktop and on a
// phone, and meets works they can buy first (ADR 0051); a release-soon work's page agrees with
// its card: its price with the release date and time (KST), "Notify me", no edition offered as
// available (rules §4.13, ADR 0077).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import catalogueEn from '../locales/en/catalogue.json';
import catalogueKo from '../locales/ko/catalogue.json';
import worksEn from '../locales/en/works.json';
import worksKo from '../locales/ko/works.json';
import { formatDateTime } from '../rules/business-time';

const locales = {
  en: { prefix: '', works: worksEn, catalogue: catalogueEn },
  ko: { prefix: '/ko', works: worksKo, catalogue: catalogueKo },
} as const;

interface Card {
  handle: string;
  title: string;
  edition_type: string;
  edition_size: number;
  release_at: string | null;
}

function results(page: Page) {
  return page
    .getByRole('region', { name: worksEn.heading })
    .or(page.getByRole('region', { name: worksKo.heading }));
}

/** A release-soon work not yet released, a multiple when there is one (its editions table). */
async function releaseSoonWork(request: APIRequestContext, language: 'en' | 'ko'): Promise<Card> {
  const response = await request.get('/v3/store/artwork?purchase_statuses=release_soon&limit=100', {
    headers: { 'accept-language': language },
  });
  expect(response.ok()).toBeTruthy();
  const works = ((await response.json()).artworks as Card[]).filter(
    (w) => w.release_at && Date.parse(w.release_at) > Date.now() + 60_000,
  );
  expect(works.length).toBeGreaterThan(0);
  return works.find((w) => w.edition_type === 'edition' && w.edition_size > 1) ?? works[0]!;
}

/** The cards of the grid's first row: those level with the first card. */
async function firstRow(page: Page) {
  const cards = results(page).getByRole('article');
  await expect(cards.first()).toBeVisible();
  const tops = await cards.evaluateAll((elements) =>
    elements.map((element) => Math.round(element.getBoundingClientRect().top)),
  );
  const count = tops.filter((top) => Math.abs(top - tops[0]!) <= 2).length;
  return Array.from({ length: count }, (_, i) => cards.nth(i));
}

function journeys(viewport: 'desktop' | 'phone') {
  for (const locale of ['en', 'ko'] as const) {
    const { prefix, works, catalogue } = locales[locale];

    test(`${locale}: the first row of the marketplace is works to buy, each with its price`, async ({
      page,
    }) => {
      await page.goto(`${prefix}/works`);
      const row = await firstRow(page);
      expect(row.length).toBeGreaterThanOrEqual(viewport === 'desktop' ? 3 : 2);
      for (const card of row) {
        await expect(card.locator('span[data-status]')).toHaveAttribute('data-status', 'price');
        await expect(card.locator('span[data-status]')).toHaveText(/[$₩€฿]\s?\d/);
        await expect(card).not.toContainText(works.status.release_soon);
      }
    });

    test(`${locale}: a release-soon work's page shows its price, its release time and Notify me, no available edition`, async ({
      page,
      request,
    }) => {
      const work = await releaseSoonWork(request, locale);
      await page.goto(`${prefix}/work/${work.handle}`);
      await expect(page.getByRole('heading', { level: 1, name: work.title })).toBeVisible();
      const date = formatDateTime(work.release_at, locale);
      await expect(page.getByTestId('buy-price')).toHaveText(/[$₩€฿]\s?\d/);
      await expect(page.getByTestId('buy-release')).toHaveText(
        works.artwork.buy.releaseOn.replace('{{date}}', date),
      );
      // Signed out, "Notify me" asks to sign in first.
      await expect(
        page.getByRole('link', { name: works.artwork.notify.set, exact: true }).first(),
      ).toHaveAttribute('href', /\/sign-in\?before=/);
      await expect(page.locator('[data-action="buy_now"]')).toHaveCount(0);
      const main = page.locator('main');
      // Neither "n of m available" nor an edition marked available.
      const summary = works.artwork.editions.summary
        .replace('{{available}}', '\\d+')
        .replace('{{total}}', '\\d+');
      await expect(main).not.toContainText(new RegExp(summary));
      // The details list has the price row, as the card and the panel show the price.
      const details = page.locator('section[aria-labelledby="artwork-details"]');
      await expect(details).toBeVisible();
      await expect(details.getByText(works.artwork.details.price, { exact: true })).toHaveCount(1);
      if (work.edition_type === 'edition' && work.edition_size > 1) {
        const table = page.getByRole('table');
        await table.scrollIntoViewIfNeeded();
        await expect(table.locator('tbody tr').first()).toBeVisible();
        await expect(table.locator('tbody tr[data-status="available"]')).toHaveCount(0);
        await expect(table.locator('tbody tr[data-status="release_soon"]').first()).toContainText(
          works.status.release_soon,
        );
      }
    });

    test(`${locale}: a release-soon card shows its price and when it goes on sale`, async ({
      page,
      request,
    }) => {
      // Release-soon works follow every buyable one: open the page where they begin.
      const buyable = await request.get('/v3/store/artwork?purchase_statuses=on_sale&limit=1');
      const { count } = (await buyable.json()) as { count: number };
      await page.goto(`${prefix}/works?page=${Math.floor(count / 20) + 1}`);
      const card = results(page)
        .getByRole('article')
        .filter({ has: page.locator('span[data-status="release_soon"]') })
        .first();
      await expect(card).toBeVisible();
      await expect(card.locator('[data-price]')).toHaveText(/[$₩€฿]\s?\d/);
      await expect(card.locator('[data-release]')).toContainText('KST');
    });

    if (viewport === 'desktop') {
      test(`${locale}: the home page recommends popular works, buyable ones first`, async ({
        page,
      }) => {
        await page.goto(prefix || '/');
        const section = page.getByTestId('home-recommended');
        await section.scrollIntoViewIfNeeded();
        await expect(
          section.getByRole('heading', { name: catalogue.home.recommendedWorks.titlePopular }),
        ).toBeVisible();
        const statuses = await section
          .locator('span[data-status]')
          .evaluateAll((spans) => spans.map((span) => span.getAttribute('data-status')));
        expect(statuses.length).toBeGreaterThan(0);
        const lastPrice = statuses.lastIndexOf('price');
        expect(statuses.slice(0, lastPrice + 1).every((s) => s === 'price')).toBe(true);
      });
    }
  }
}

test.describe('on a 1440px desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  journeys('desktop');
});

test.describe('on a 390px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  journeys('phone');
});
