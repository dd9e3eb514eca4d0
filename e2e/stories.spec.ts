// Issue 21: the carousel's stories open real story pages, in both languages and on a desktop and
// a phone: /carousel → Read → the story with its picture, its text, the works it speaks of (shown
// between its paragraphs and as cards) and its share tags.
import { expect, test } from '@playwright/test';
import enCommon from '../locales/en/common.json';
import enOnview from '../locales/en/onview.json';
import koCommon from '../locales/ko/common.json';
import koOnview from '../locales/ko/onview.json';
import { failOnPolicyViolations } from './csp-guard';

failOnPolicyViolations();

const languages = [
  { language: 'en', prefix: '', onview: enOnview, common: enCommon },
  { language: 'ko', prefix: '/ko', onview: koOnview, common: koCommon },
] as const;
const viewports = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

interface Story {
  handle: string;
  type: 'article' | 'interview' | 'news' | 'video';
  title: string;
  summary: string;
  artworks: { title: string; handle: string; artist: { name: string } }[];
}

for (const viewport of viewports) {
  for (const { language, prefix, onview, common } of languages) {
    test(`${language} ${viewport.name}: Read on the carousel opens the story with its works`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        isMobile: viewport.name === 'phone',
        hasTouch: viewport.name === 'phone',
      });
      const page = await context.newPage();
      const headers = { 'accept-language': language };
      const list = await (
        await page.request.get('/v3/store/contents?limit=12', { headers })
      ).json();
      const first = list.contents[0] as { handle: string };
      const story = (await (
        await page.request.get(`/v3/store/contents/${first.handle}`, { headers })
      ).json()) as Story;
      expect(story.artworks.length).toBeGreaterThanOrEqual(3);

      await page.goto(`${prefix}/carousel`);
      await expect(page.getByRole('heading', { level: 2, name: story.title })).toBeVisible();
      // The story's kind in the page's language (no raw "interview" on /ko/carousel).
      const kind = onview.special.stories.type[story.type];
      await expect(page.getByText(new RegExp(`^${kind} · `))).toBeVisible();
      if (language === 'ko') await expect(page.getByText(/interview/i)).toHaveCount(0);

      await page.getByRole('link', { name: onview.special.carousel.read }).click();
      await expect(page).toHaveURL(`${prefix}/stories/${story.handle}`);
      await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
      await expect(page).toHaveTitle(`${story.title} — ${common.brand.name}`);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        /^http.*\/media\//,
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${prefix}/stories/${story.handle}$`),
      );

      // The cover, then the first works beside the paragraphs that name them.
      const cover = page.getByRole('img', {
        name: onview.special.stories.coverAlt.replace('{{title}}', story.title),
      });
      await expect(cover).toBeVisible();
      await expect
        .poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      for (const work of story.artworks.slice(0, 3)) {
        const alt = onview.special.stories.workAlt
          .replace('{{title}}', work.title)
          .replace('{{artist}}', work.artist.name);
        const figure = page
          .getByRole('figure')
          .filter({ has: page.getByRole('img', { name: alt }) });
        await figure.scrollIntoViewIfNeeded();
        await expect(figure.getByRole('img', { name: alt })).toBeVisible();
        await expect(figure.getByRole('link', { name: work.title, exact: true })).toHaveAttribute(
          'href',
          `${prefix}/work/${work.handle}`,
        );
        await expect(page.getByText(work.title, { exact: false }).first()).toBeVisible();
      }

      // Every work as a card below.
      const worksHeading = page.getByRole('heading', { level: 2 }).filter({
        hasText: language === 'ko' ? '이 이야기 속 작품' : 'works in this story',
      });
      await worksHeading.scrollIntoViewIfNeeded();
      await expect(worksHeading).toContainText(String(story.artworks.length));
      await page.screenshot({
        path: `test-results/stories-${language}-${viewport.name}.png`,
        fullPage: true,
      });

      // A work of the story opens its artwork page.
      const work = story.artworks[0]!;
      await page.getByRole('figure').getByRole('link', { name: work.title, exact: true }).click();
      await expect(page).toHaveURL(`${prefix}/work/${work.handle}`);
      await expect(page.getByRole('heading', { level: 1, name: work.title })).toBeVisible();
      await context.close();
    });
  }
}

test('an unknown story is a 404 page', async ({ page }) => {
  const response = await page.goto('/stories/no-such-story');
  expect(response?.status()).toBe(404);
});
