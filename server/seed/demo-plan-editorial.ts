// The demo plan's editorial rows: rolling banners, FAQs and stories, each banner and story
// opening on an installation view of the works it is about.
import { newId } from '../lib/ids';
import { contentSeeds, faqSeeds } from './data/editorial';
import { fairSeed } from './data/exhibitions';
import { fill, type DemoCatalogue, type DemoLookups, type DemoPlan } from './demo-plan';
import type { PlannedFair } from './demo-plan-shows';
import { josa } from './korean';

/** Rolling banners (the fair, two current exhibitions and the marketplace), FAQs and stories. */
export function planBannersAndStories(
  { catalogue, now, at }: DemoPlan,
  { worksByArtist, artworkById, scene }: DemoLookups,
  exhibitionByHandle: Map<string, DemoCatalogue['exhibitions'][number]>,
  { fairYear, fairToken, fairWorks }: PlannedFair,
): void {
  const current = (handle: string) => exhibitionByHandle.get(handle)!;
  const featuredWorks = catalogue.artworks
    .filter((a) => a.featuredRank)
    .sort((a, b) => (a.featuredRank ?? 0) - (b.featuredRank ?? 0))
    .map((a) => a.id);
  const exhibitionWorks = (handle: string) =>
    catalogue.exhibitionArtworks
      .filter((e) => e.exhibitionId === current(handle).id)
      .map((e) => e.artworkId);
  const banners: [
    string,
    string,
    string,
    string,
    string,
    string[],
    { wall?: string; floor?: 'concrete' | 'oak' | 'dark' },
    Date | null,
  ][] = [
    [
      `Seoul Art Week ${fairYear}`,
      `서울 아트 위크 ${fairYear}`,
      'Buy from the fair online, for five days only',
      '닷새 동안만, 페어 작품을 온라인으로 만나세요',
      `/${fairToken}`,
      fairWorks,
      { floor: 'concrete' },
      at(fairSeed.endDay),
    ],
    [
      current('han-seoyeon-breath-held').titleEn,
      current('han-seoyeon-breath-held').titleKo,
      'Colour that breathes, now at Ieum Gallery',
      '숨 쉬는 색, 지금 이음 갤러리에서',
      `/exhibitions/${current('han-seoyeon-breath-held').handle}`,
      exhibitionWorks('han-seoyeon-breath-held'),
      { wall: '#2d2a28', floor: 'dark' },
      null,
    ],
    [
      'New works every week',
      '매주 새로운 작품',
      'Paintings, prints and photographs from galleries in Korea and abroad',
      '국내외 갤러리의 회화, 판화, 사진을 한곳에서',
      '/works',
      featuredWorks,
      { floor: 'oak' },
      null,
    ],
    [
      current('the-quiet-surface').titleEn,
      current('the-quiet-surface').titleKo,
      'Five painters, three generations, one colour',
      '다섯 작가, 세 세대, 하나의 색',
      `/exhibitions/${current('the-quiet-surface').handle}`,
      exhibitionWorks('the-quiet-surface'),
      { floor: 'concrete' },
      null,
    ],
  ];
  banners.forEach(
    ([titleEn, titleKo, subtitleEn, subtitleKo, linkUrl, works, look, endsAt], index) => {
      catalogue.banners.push({
        id: newId('bnr', now.getTime()),
        titleEn,
        titleKo,
        subtitleEn,
        subtitleKo,
        imageId: scene('banners', works, 1920, 800, `banner-${index}`, look),
        linkUrl,
        rank: index + 1,
        startsAt: at(-7),
        endsAt,
      });
    },
  );

  faqSeeds.forEach((faq, index) =>
    catalogue.faqs.push({ id: newId('faq', now.getTime()), ...faq, rank: index + 1 }),
  );

  const contentWorks: Record<string, string[]> = {
    'in-the-studio-han-seoyeon': worksByArtist.get('han-seoyeon') ?? [],
    'collectors-guide-to-editions': ['seo-eunbi', 'tak-seohyun', 'pyo-haneul'].flatMap((h) =>
      (worksByArtist.get(h) ?? []).slice(0, 1),
    ),
    'why-monochrome-still-matters': exhibitionWorks('the-quiet-surface'),
    'seoul-art-week-guide': [...fairWorks].reverse(),
    'ko-taeyang-on-jeju-wind': worksByArtist.get('ko-taeyang') ?? [],
    'caring-for-works-on-paper': ['moon-sojin', 'woo-jinyoung', 'jung-yeseul'].flatMap((h) =>
      (worksByArtist.get(h) ?? []).slice(0, 1),
    ),
  };
  // A story names its first works in its text ({work0}; in Korean {work0:을/를} adds the particle).
  type Particle = Parameters<typeof josa>[1];
  const storyText = (text: string, works: string[], language: 'en' | 'ko') =>
    text.replace(/\{work(\d)(?::([^}]+))?\}/g, (match, index: string, particle?: string) => {
      const work = artworkById.get(works[Number(index)] ?? '');
      if (!work) throw new Error(`story text names a missing work: ${match}`);
      if (language === 'en') return work.titleEn;
      const title = `〈${work.titleKo}〉`;
      return particle ? josa(title, particle as Particle) : title;
    });
  contentSeeds.forEach((content, index) => {
    const publishedAt = at(-(index * 23 + 3));
    const works = (contentWorks[content.handle] ?? []).slice(0, 8);
    catalogue.contents.push({
      id: newId('cnt', publishedAt.getTime()),
      handle: content.handle,
      type: content.type,
      titleEn: fill(content.titleEn, { year: fairYear }),
      titleKo: fill(content.titleKo, { year: fairYear }),
      summaryEn: content.summaryEn,
      summaryKo: content.summaryKo,
      bodyEn: storyText(content.bodyEn, works, 'en'),
      bodyKo: storyText(content.bodyKo, works, 'ko'),
      // An interview opens on one work, large; articles on a salon hang; news on a row.
      imageId: scene('contents', works, 1440, 900, content.handle, {
        layout: ({ interview: 'feature', article: 'salon' } as const)[content.type] ?? 'row',
      }),
      artworkIds: works,
      linkUrl: content.linkUrl ?? `/${fairToken}`,
      publishedAt,
      createdAt: publishedAt,
    });
  });
}
