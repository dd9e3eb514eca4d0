// Plans the whole demo catalogue as rows, without touching the database or rendering anything:
// every row and every picture follows from the seed and the clock, so runs are reproducible.
// Pictures are described as jobs (render, then process) that seed-demo.ts runs concurrently.
import type {
  artists,
  artworkCategories,
  artworkImages,
  artworks,
  contents,
  editions,
  exchangeRates,
  exhibitionArtworks,
  exhibitionHighlights,
  exhibitions,
  fairs,
  faqs,
  institutions,
  paymentProviders,
  provenanceEvents,
  rollingBanners,
} from '../db/schema';
import { newId } from '../lib/ids';
import { type palettes } from './art/palettes';
import type { ArtStyle } from './art/render';
import type { InstallationOptions, LogoDesign, Sitter } from './art/scenes';
import {
  pickEditionSize,
  pickFrame,
  pickInterest,
  pickPrice,
  pickSignature,
  pickSize,
  pickStatus,
  pictureSize,
  planEditions,
  pricePerHo,
  roundPrice,
  slugify,
} from './catalogue-rules';
import { artistSeeds, nationalities, type ArtistSeed } from './data/artists';
import { describeArtwork, standaloneTitles } from './data/artwork-text';
import { paletteColours, seriesSubjects, styleSubjects } from './data/artwork-subjects';
import { categorySeeds } from './data/categories';
import { contentSeeds, exchangeRateSeeds, faqSeeds, paymentProviderSeeds } from './data/editorial';
import { exhibitionSeeds, fairSeed } from './data/exhibitions';
import { institutionSeeds } from './data/institutions';
import { searchTagsFor } from './data/search-tags';
import { media } from './data/media';
import { josa } from './korean';
import { certificateNumber, planProvenance } from './provenance';
import { hashSeed, Random } from './random';

export const demoSeedVersion = 'demo-2026.1';
const day = 86_400_000;

export type PictureJob =
  | {
      kind: 'artwork';
      imageId: string;
      folder: string;
      style: ArtStyle;
      seed: number;
      palette: keyof typeof palettes;
      width: number;
      height: number;
      editionLabel?: string;
    }
  | {
      kind: 'portrait';
      imageId: string;
      folder: string;
      seed: number;
      palette: keyof typeof palettes;
      size: number;
      sitter?: Sitter;
    }
  | {
      kind: 'logo';
      imageId: string;
      folder: string;
      design: LogoDesign;
      width: number;
      height: number;
    }
  | {
      kind: 'installation';
      imageId: string;
      folder: string;
      seed: number;
      width: number;
      height: number;
      /** Artwork ids, hung left to right. */
      works: string[];
      wall?: string;
      floor?: 'concrete' | 'oak' | 'dark';
      layout?: InstallationOptions['layout'];
      caption?: InstallationOptions['caption'];
    };

export interface DemoCatalogue {
  categories: (typeof artworkCategories.$inferInsert)[];
  institutions: (typeof institutions.$inferInsert)[];
  artists: (typeof artists.$inferInsert)[];
  artworks: (typeof artworks.$inferInsert & { id: string })[];
  artworkImages: (typeof artworkImages.$inferInsert)[];
  editions: (typeof editions.$inferInsert)[];
  fairs: (typeof fairs.$inferInsert)[];
  exhibitions: (typeof exhibitions.$inferInsert & { id: string })[];
  exhibitionArtworks: (typeof exhibitionArtworks.$inferInsert)[];
  provenanceEvents: (typeof provenanceEvents.$inferInsert)[];
  highlights: (typeof exhibitionHighlights.$inferInsert)[];
  banners: (typeof rollingBanners.$inferInsert)[];
  faqs: (typeof faqs.$inferInsert)[];
  contents: (typeof contents.$inferInsert)[];
  exchangeRates: (typeof exchangeRates.$inferInsert)[];
  paymentProviders: (typeof paymentProviders.$inferInsert)[];
  /** Artwork pictures, portraits and logos: no dependencies. */
  pictures: PictureJob[];
  /** Installation views: need the artwork pictures first. */
  scenes: PictureJob[];
  /** What each picture shows, as curated search tags (style, subject, mood). */
  searchTags: { artworkId: string; tags: string[] }[];
  /** Extra facts for callers and tests. */
  artworkMeta: Map<string, { category: string; flat: boolean; widthCm: number; heightCm: number }>;
}

export interface PlanOptions {
  now: Date;
  /** Multiplies every picture's pixel size (tests use a small value). */
  imageScale?: number;
  seed?: number;
}

const artworkLongEdge = 1200;

function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) => String(values[key] ?? match));
}

function shortNameEn(artist: ArtistSeed): string {
  const parts = artist.nameEn.split(' ');
  return (artist.nationality === 'korean' ? parts[0] : parts.at(-1)) ?? artist.nameEn;
}

/** Titles like `Breath 24-07`, `Breath No. 12`, a stand-alone title, or `Untitled`. */
function titlesFor(
  rng: Random,
  artist: ArtistSeed,
  count: number,
  years: number[],
): { titleEn: string; titleKo: string; series: readonly [string, string] | null }[] {
  const format = rng.pick(['dated', 'numbered', 'numbered'] as const);
  const used = new Set<string>();
  const pool = rng.shuffle(standaloneTitles[artist.style]);
  const titles: { titleEn: string; titleKo: string; series: readonly [string, string] | null }[] =
    [];
  let counter = rng.int(2, 30);
  for (let i = 0; i < count; i += 1) {
    let title: [string, string];
    let series: readonly [string, string] | null = null;
    const roll = rng.next();
    if (roll < 0.2 && pool.length) {
      title = [...pool.pop()!];
    } else if (roll < 0.27) {
      const n = String(rng.int(1, 24)).padStart(2, '0');
      title = [`Untitled ${n}`, `무제 ${n}`];
    } else {
      series = rng.pick(artist.series);
      const [en, ko] = series;
      counter += rng.int(1, 4);
      const suffix =
        format === 'dated'
          ? `${String(years[i]! % 100).padStart(2, '0')}-${String(rng.int(1, 12)).padStart(2, '0')}`
          : `No. ${counter}`;
      title = [`${en} ${suffix}`, `${ko} ${suffix}`];
    }
    if (used.has(title[0])) title = [`${title[0]} (II)`, `${title[1]} (II)`];
    used.add(title[0]);
    titles.push({ titleEn: title[0], titleKo: title[1], series });
  }
  return titles;
}

export function planDemoCatalogue(options: PlanOptions): DemoCatalogue {
  const now = options.now;
  const scale = options.imageScale ?? 1;
  const root = new Random(options.seed ?? 20260101);
  const at = (days: number) => new Date(now.getTime() + days * day);
  const px = (value: number) => Math.max(16, Math.round(value * scale));

  const catalogue: DemoCatalogue = {
    categories: [],
    institutions: [],
    artists: [],
    artworks: [],
    artworkImages: [],
    editions: [],
    fairs: [],
    exhibitions: [],
    exhibitionArtworks: [],
    provenanceEvents: [],
    highlights: [],
    banners: [],
    faqs: [],
    contents: [],
    exchangeRates: [],
    paymentProviders: [],
    pictures: [],
    scenes: [],
    searchTags: [],
    artworkMeta: new Map(),
  };

  const categoryIds = new Map<string, string>();
  for (const category of categorySeeds) {
    const id = newId('cat', now.getTime());
    categoryIds.set(category.handle, id);
    catalogue.categories.push({ id, ...category });
  }

  const institutionIds = new Map<string, string>();
  for (const seed of institutionSeeds) {
    const id = newId('ins', now.getTime());
    institutionIds.set(seed.handle, id);
    const logoId = newId('img', now.getTime());
    const coverId = newId('img', now.getTime());
    catalogue.pictures.push({
      kind: 'logo',
      imageId: logoId,
      folder: 'institutions',
      design: seed.logo,
      width: px(1200),
      height: px(600),
    });
    catalogue.institutions.push({
      id,
      handle: seed.handle,
      type: seed.type,
      nameEn: seed.nameEn,
      nameKo: seed.nameKo,
      descriptionEn: seed.descriptionEn,
      descriptionKo: seed.descriptionKo,
      addressEn: seed.addressEn,
      addressKo: seed.addressKo,
      cityEn: seed.cityEn,
      cityKo: seed.cityKo,
      countryCode: seed.countryCode,
      website: `https://${seed.handle}.example.com`,
      instagram: seed.instagram,
      logoImageId: logoId,
      coverImageId: coverId,
      isPartner: true,
      featuredRank: seed.featuredRank ?? null,
      wishesCount: pickInterest(root.fork('inst', seed.handle), 1.5).wishesCount,
      foundedYear: seed.foundedYear,
    });
  }

  // Artists and their works.
  const worksByArtist = new Map<string, string[]>();
  const artistIds = new Map<string, string>();
  for (const artist of artistSeeds) {
    const rng = root.fork('artist', artist.handle);
    const id = newId('ast', now.getTime());
    artistIds.set(artist.handle, id);
    const portraitId = newId('img', now.getTime());
    catalogue.pictures.push({
      kind: 'portrait',
      imageId: portraitId,
      folder: 'artists',
      seed: hashSeed('portrait', artist.handle),
      palette: artist.palettes[0]!,
      size: px(800),
      sitter: {
        tones: ['korean', 'japanese'].includes(artist.nationality)
          ? [0, 3]
          : artist.nationality === 'thai'
            ? [2, 5]
            : [0, 6],
        grey: artist.birthYear < 1966,
      },
    });
    const [nationalityEn, nationalityKo] = nationalities[artist.nationality];
    catalogue.artists.push({
      id,
      handle: artist.handle,
      nameEn: artist.nameEn,
      nameKo: artist.nameKo,
      bioEn: artist.bioEn,
      bioKo: artist.bioKo,
      birthYear: artist.birthYear,
      nationalityEn,
      nationalityKo,
      imageId: portraitId,
      featuredRank: artist.featuredRank ?? null,
      wishesCount: pickInterest(rng.fork('wishes'), artist.career === 'established' ? 1.4 : 0.8)
        .wishesCount,
    });

    const perHo = pricePerHo(rng, artist.career);
    const publishedDates = Array.from({ length: artist.works }, () => at(-rng.float(1, 730)));
    const years = publishedDates.map((date) => {
      const back = rng.weighted([
        [0, 50],
        [1, 30],
        [2, 12],
        [rng.int(3, 8), 8],
      ] as const);
      return Math.max(artist.birthYear + 22, date.getUTCFullYear() - back);
    });
    const titles = titlesFor(rng, artist, artist.works, years);
    const ids: string[] = [];
    for (let i = 0; i < artist.works; i += 1) {
      const work = rng.fork('work', i);
      const mediumKey = work.pick(artist.media);
      const [mediumEn, mediumKo] = media[mediumKey];
      const size = pickSize(work, artist.category, artist.style, artist.career);
      const status = pickStatus(work, artist.career);
      const editionSize = pickEditionSize(work, artist.category, mediumKey);
      const publishedAt =
        status === 'release_soon' ? at(-work.float(0.5, 14)) : (publishedDates[i] as Date);
      const year = Math.min(years[i] as number, publishedAt.getUTCFullYear());
      const price =
        status === 'not_for_sale'
          ? null
          : pickPrice(work, artist.category, artist.career, size, perHo);
      const { titleEn, titleKo, series } = titles[i]!;
      // The description's two wording choices are drawn here, before the frame, bid, palette and
      // editions, so that those keep the draws they have always had; the text is written once the
      // palette is known.
      const wordingRolls = [work.next(), work.next()];
      const frame = pickFrame(work, artist.category, size);
      const [signatureEn, signatureKo] = pickSignature(work, artist.category, mediumKey);
      const bid =
        status === 'on_sale' && price && work.chance(0.16)
          ? {
              lastBidPrice: work.chance(0.65) ? roundPrice(price * work.float(0.72, 0.93)) : null,
              bidExpiresAt: at(work.float(1, 9)),
            }
          : null;
      const artworkId = newId('art', publishedAt.getTime());
      const imageId = newId('img', publishedAt.getTime());
      const [width, height] = pictureSize(artist.category, size, px(artworkLongEdge));
      const palette = work.pick(artist.palettes);
      let wordingRoll = 0;
      const [descriptionEn, descriptionKo] = describeArtwork(
        artist.style,
        {
          titleEn,
          titleKo,
          shortNameEn: shortNameEn(artist),
          category: artist.category,
          medium: mediumKey,
          year,
          editionSize,
          series,
          subject: series ? seriesSubjects[series[0]]! : styleSubjects[artist.style],
          colours: paletteColours[palette],
          widthCm: size.widthCm,
          heightCm: size.heightCm,
          depthCm: size.depthCm,
          ho: size.ho,
        },
        (items) => items[Math.floor(wordingRolls[wordingRoll++ % 2]! * items.length)]!,
      );
      catalogue.pictures.push({
        kind: 'artwork',
        imageId,
        folder: 'artworks',
        style: artist.style,
        seed: hashSeed(artist.handle, i),
        palette,
        width,
        height,
        editionLabel: editionSize > 1 ? `${work.int(1, editionSize)}/${editionSize}` : undefined,
      });
      const handleBase = `${slugify(titleEn)}-${artist.handle}`;
      catalogue.artworks.push({
        id: artworkId,
        handle: handleBase,
        titleEn,
        titleKo,
        descriptionEn,
        descriptionKo,
        artistId: id,
        institutionId:
          artist.gallery && work.chance(0.92) ? institutionIds.get(artist.gallery)! : null,
        categoryId: categoryIds.get(artist.category)!,
        year,
        mediumEn,
        mediumKo,
        widthCm: size.widthCm,
        heightCm: size.heightCm,
        depthCm: size.depthCm,
        sizeTotal: Math.round((size.widthCm + size.heightCm) * 10) / 10,
        frameSizeEn: frame?.[0] ?? null,
        frameSizeKo: frame?.[1] ?? null,
        signatureEn,
        signatureKo,
        price,
        purchaseStatus: status,
        releaseAt:
          status === 'release_soon'
            ? new Date(Math.floor(at(work.float(2, 30)).getTime() / 3_600_000) * 3_600_000)
            : null,
        editionType: editionSize > 1 ? 'edition' : 'unique',
        editionSize,
        bidEnabled: Boolean(bid),
        lastBidPrice: bid?.lastBidPrice ?? null,
        bidExpiresAt: bid?.bidExpiresAt ?? null,
        imageId,
        featuredRank: null,
        ...pickInterest(work, status === 'sold' ? 0.6 : 0),
        publishedAt,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      });
      catalogue.artworkImages.push({ artworkId, imageId, rank: 0 });
      catalogue.searchTags.push({ artworkId, tags: searchTagsFor(artist.style, palette) });
      for (const edition of planEditions(work, status, editionSize, publishedAt, now)) {
        catalogue.editions.push({
          id: newId('edn', publishedAt.getTime()),
          artworkId,
          editionNumber: edition.editionNumber,
          status: edition.status,
          soldAt: edition.soldAt,
          createdAt: publishedAt,
          updatedAt: edition.soldAt ?? publishedAt,
        });
      }
      catalogue.artworkMeta.set(artworkId, {
        category: artist.category,
        flat: artist.category !== 'sculpture',
        widthCm: size.widthCm,
        heightCm: size.heightCm,
      });
      ids.push(artworkId);
    }
    worksByArtist.set(artist.handle, ids);
  }

  // Handles are unique: a repeated title by the same artist gets a counter.
  const seenHandles = new Map<string, number>();
  for (const artwork of catalogue.artworks) {
    const count = seenHandles.get(artwork.handle) ?? 0;
    seenHandles.set(artwork.handle, count + 1);
    if (count) artwork.handle = `${artwork.handle}-${count + 1}`;
  }

  // Featured artworks: a dozen works on sale (buyable: the merchandising rule), across categories.
  const featurePool = root
    .fork('featured')
    .shuffle(catalogue.artworks.filter((a) => a.purchaseStatus === 'on_sale'));
  const featuredCategories = new Map<string, number>();
  let rank = 1;
  for (const artwork of featurePool) {
    const taken = featuredCategories.get(artwork.categoryId) ?? 0;
    if (rank > 12 || taken >= 3) continue;
    featuredCategories.set(artwork.categoryId, taken + 1);
    artwork.featuredRank = rank;
    artwork.wishesCount = (artwork.wishesCount ?? 0) + 120 + rank * 7;
    rank += 1;
  }

  const artworkById = new Map(catalogue.artworks.map((a) => [a.id, a]));
  const galleryArtists = (handle: string) =>
    artistSeeds.filter((a) => a.gallery === handle).map((a) => a.handle);
  const flatWorks = (ids: string[]) => ids.filter((id) => catalogue.artworkMeta.get(id)?.flat);
  const scene = (
    folder: string,
    works: string[],
    width: number,
    height: number,
    label: string,
    extra: Pick<InstallationOptions, 'wall' | 'floor' | 'layout' | 'caption'> = {},
  ): string | null => {
    const many = extra.layout === 'salon' ? 6 : width > height * 2 ? 4 : 3;
    const hung = flatWorks(works).slice(0, extra.layout === 'feature' ? 1 : many);
    if (hung.length < 1) return null;
    const imageId = newId('img', now.getTime());
    catalogue.scenes.push({
      kind: 'installation',
      imageId,
      folder,
      seed: hashSeed('scene', label),
      width: px(width),
      height: px(height),
      works: hung,
      ...extra,
    });
    return imageId;
  };

  // Gallery covers: a view of the gallery's own artists on its wall.
  for (const [index, seed] of institutionSeeds.entries()) {
    const works = galleryArtists(seed.handle).flatMap((handle) =>
      (worksByArtist.get(handle) ?? []).slice(0, 2),
    );
    const coverId = scene(
      'institutions',
      root.fork('cover', seed.handle).shuffle(works),
      1440,
      810,
      seed.handle,
      {
        wall: seed.wall,
      },
    );
    catalogue.institutions[index]!.coverImageId = coverId;
  }

  // Exhibitions.
  const exhibitionByHandle = new Map<string, (typeof catalogue.exhibitions)[number]>();
  for (const seed of exhibitionSeeds) {
    const rng = root.fork('exhibition', seed.handle);
    const startsAt = at(seed.startDay);
    const endsAt = at(seed.endDay);
    const year = startsAt.getUTCFullYear();
    const pool = (
      seed.artists.length ? seed.artists : galleryArtists(seed.institution ?? '')
    ).flatMap((handle) => worksByArtist.get(handle) ?? []);
    // Past shows hung what was ready by then; current and upcoming ones can show anything.
    const eligible = pool.filter(
      (id) => seed.endDay > 0 || artworkById.get(id)!.publishedAt! < endsAt,
    );
    const candidates = eligible.length >= seed.artworks[0] ? eligible : pool;
    const count = Math.min(candidates.length, rng.int(seed.artworks[0], seed.artworks[1]));
    const chosen = rng.sample(candidates, count);
    const id = newId('exh', startsAt.getTime());
    const institution = seed.institution
      ? institutionSeeds.find((i) => i.handle === seed.institution)
      : undefined;
    // Covers differ as shows do: the title on the wall beside one work, a row at eye level, or
    // a salon hang; the first two shows take the first two, the rest draw one.
    const look = rng.fork('look');
    const layout =
      exhibitionSeeds.indexOf(seed) < 3
        ? (['feature', 'row', 'salon'] as const)[exhibitionSeeds.indexOf(seed)]!
        : look.pick(['feature', 'row', 'salon'] as const);
    const coverId =
      scene('exhibitions', chosen, 1440, 900, seed.handle, {
        wall: institution?.wall ?? look.pick([undefined, '#e9e4da', '#d8dcd6', '#2f2d2b']),
        floor: look.pick(['concrete', 'oak', 'dark'] as const),
        layout,
        caption: {
          title: fill(seed.titleEn, { year }),
          line: (institution?.nameEn ?? seed.locationEn ?? '').toUpperCase(),
        },
      }) ?? artworkById.get(chosen[0]!)!.imageId!;
    const exhibition = {
      id,
      handle: seed.handle,
      type: seed.type,
      titleEn: fill(seed.titleEn, { year }),
      titleKo: fill(seed.titleKo, { year }),
      shortTitleEn: seed.shortTitleEn,
      shortTitleKo: seed.shortTitleKo,
      descriptionEn: seed.descriptionEn,
      descriptionKo: seed.descriptionKo,
      institutionId: seed.institution ? institutionIds.get(seed.institution)! : null,
      fairId: null,
      artistId: seed.type === 'solo' ? artistIds.get(seed.artists[0]!)! : null,
      locationEn:
        seed.locationEn ??
        (institution ? `${institution.nameEn}, ${institution.cityEn}` : 'Online'),
      locationKo:
        seed.locationKo ??
        (institution ? `${institution.nameKo}, ${institution.cityKo}` : '온라인'),
      startsAt,
      endsAt,
      coverImageId: coverId,
      hasOnView: seed.hasOnView ?? false,
      menuRank: seed.menuRank ?? null,
      createdAt: at(Math.min(seed.startDay, 0) - 14),
    };
    catalogue.exhibitions.push(exhibition);
    exhibitionByHandle.set(seed.handle, exhibition);
    chosen.forEach((artworkId, index) =>
      catalogue.exhibitionArtworks.push({ exhibitionId: id, artworkId, rank: index }),
    );
    seed.highlights?.forEach((highlight, index) => {
      const picks = rng.sample(chosen, Math.min(chosen.length, rng.int(3, 5)));
      catalogue.highlights.push({
        id: newId('exl', now.getTime()),
        exhibitionId: id,
        ...highlight,
        imageId: artworkById.get(picks[0]!)!.imageId!,
        artworkIds: picks,
        rank: index + 1,
      });
    });
  }

  // The fair and its booths.
  const fairRng = root.fork('fair');
  const fairStart = at(fairSeed.startDay);
  const fairYear = fairStart.getUTCFullYear();
  const fairToken = `seoul-art-week-${fairYear}`;
  const fairId = newId('fair', fairStart.getTime());
  const fairWorks: string[] = [];
  for (const [boothIndex, booth] of fairSeed.booths.entries()) {
    const institution = institutionSeeds.find((i) => i.handle === booth.institution)!;
    const pool = galleryArtists(booth.institution)
      .flatMap((handle) => worksByArtist.get(handle) ?? [])
      .filter((id) => artworkById.get(id)!.purchaseStatus !== 'sold');
    const chosen = fairRng.sample(pool, Math.min(pool.length, fairRng.int(8, 12)));
    fairWorks.push(...chosen.slice(0, 2));
    const id = newId('exh', fairStart.getTime());
    const titleEn = `${institution.nameEn} at Seoul Art Week ${fairYear}`;
    catalogue.exhibitions.push({
      id,
      handle: `${fairToken}-${booth.institution}`,
      type: 'fair',
      titleEn,
      titleKo: `서울 아트 위크 ${fairYear} ${institution.nameKo} 부스`,
      shortTitleEn: `${institution.nameEn} · ${booth.booth}`,
      shortTitleKo: `${institution.nameKo} · ${booth.booth}`,
      descriptionEn: `${institution.nameEn} presents its artists at booth ${booth.booth} of Seoul Art Week ${fairYear}. ${institution.descriptionEn}`,
      descriptionKo: `${josa(institution.nameKo, '은/는')} 서울 아트 위크 ${fairYear}의 ${booth.booth} 부스에서 소속 작가들을 소개한다. ${institution.descriptionKo}`,
      institutionId: institutionIds.get(booth.institution)!,
      fairId,
      artistId: null,
      locationEn: `${fairSeed.venueEn}, booth ${booth.booth}`,
      locationKo: `${fairSeed.venueKo} ${booth.booth} 부스`,
      startsAt: fairStart,
      endsAt: at(fairSeed.endDay),
      coverImageId:
        // Booths side by side on the list: each hung its own way, the gallery's name on a third.
        scene('exhibitions', chosen, 1440, 900, `booth-${booth.institution}`, {
          wall: institution.wall,
          layout: (['salon', 'row', 'feature'] as const)[boothIndex % 3],
          caption: {
            title: institution.nameEn,
            line: `SEOUL ART WEEK ${fairYear} · ${booth.booth}`,
          },
        }) ?? artworkById.get(chosen[0]!)!.imageId!,
      hasOnView: false,
      menuRank: null,
      createdAt: at(fairSeed.startDay - 21),
    });
    chosen.forEach((artworkId, index) =>
      catalogue.exhibitionArtworks.push({ exhibitionId: id, artworkId, rank: index }),
    );
  }
  catalogue.fairs.push({
    id: fairId,
    handle: fairToken,
    token: fairToken,
    titleEn: fill(fairSeed.titleEn, { year: fairYear }),
    titleKo: fill(fairSeed.titleKo, { year: fairYear }),
    descriptionEn: fairSeed.descriptionEn,
    descriptionKo: fairSeed.descriptionKo,
    venueEn: fairSeed.venueEn,
    venueKo: fairSeed.venueKo,
    startsAt: fairStart,
    endsAt: at(fairSeed.endDay),
    coverImageId: scene('fairs', fairWorks, 1920, 1000, 'fair', { floor: 'concrete' }),
    createdAt: at(fairSeed.startDay - 30),
  });

  // Rolling banners: the fair, two current exhibitions and the marketplace.
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

  catalogue.exchangeRates = exchangeRateSeeds.map((rate) => ({
    ...rate,
    source: 'seed',
    updatedAt: now,
  }));
  catalogue.paymentProviders = paymentProviderSeeds.map((provider) => ({
    id: newId('pp', now.getTime()),
    ...provider,
    isEnabled: true,
  }));
  planDemoProvenance(catalogue, root.fork('provenance'), now);
  return catalogue;
}

/** Certificates for every edition and the history of each, from the rows planned above. */
function planDemoProvenance(catalogue: DemoCatalogue, rng: Random, now: Date): void {
  const artworkById = new Map(catalogue.artworks.map((a) => [a.id, a]));
  const artistById = new Map(catalogue.artists.map((a) => [a.id, a]));
  const institutionById = new Map(catalogue.institutions.map((i) => [i.id, i]));
  const exhibitionById = new Map(catalogue.exhibitions.map((e) => [e.id, e]));
  const exhibitionsByArtwork = new Map<
    string,
    { id: string; institutionId: string | null; startsAt: Date }[]
  >();
  for (const link of catalogue.exhibitionArtworks) {
    const exhibition = exhibitionById.get(link.exhibitionId);
    if (!exhibition) continue;
    const list = exhibitionsByArtwork.get(link.artworkId) ?? [];
    list.push({
      id: exhibition.id,
      institutionId: exhibition.institutionId ?? null,
      startsAt: exhibition.startsAt,
    });
    exhibitionsByArtwork.set(link.artworkId, list);
  }
  catalogue.editions.forEach((edition, index) => {
    const artwork = artworkById.get(edition.artworkId)!;
    const artist = artistById.get(artwork.artistId)!;
    const institution = artwork.institutionId ? institutionById.get(artwork.institutionId) : null;
    const publishedAt = artwork.publishedAt ?? now;
    edition.certificateIssuedAt = publishedAt;
    edition.certificateNumber = certificateNumber(publishedAt, index + 1);
    catalogue.provenanceEvents.push(
      ...planProvenance(rng.fork(index), {
        editionId: edition.id,
        year: artwork.year ?? null,
        publishedAt,
        status: edition.status ?? 'available',
        soldAt: edition.soldAt ?? null,
        artist: { nameEn: artist.nameEn, nameKo: artist.nameKo },
        institution: institution
          ? { id: institution.id!, nameEn: institution.nameEn, nameKo: institution.nameKo }
          : null,
        exhibitions: exhibitionsByArtwork.get(artwork.id),
        now,
      }),
    );
  });
}
