// Plans the whole demo catalogue as rows, without touching the database or rendering anything:
// every row and every picture follows from the seed and the clock, so runs are reproducible.
// Pictures are described as jobs (render, then process) that seed-demo.ts runs concurrently.
// The steps live in demo-plan-*.ts; this file runs them in their fixed order (the order of the
// random draws), and plans categories, institutions, featured works and provenance itself.
import { newId } from '../lib/ids';
import { pickInterest } from './catalogue-rules';
import { categorySeeds } from './data/categories';
import { exchangeRateSeeds, paymentProviderSeeds } from './data/editorial';
import { institutionSeeds } from './data/institutions';
import { sceneHanger, type DemoCatalogue, type DemoPlan, type PlanOptions } from './demo-plan';
import { planArtists } from './demo-plan-artists';
import { planBannersAndStories } from './demo-plan-editorial';
import { planArtworkViews } from './demo-plan-views';
import { planExhibitions, planFair, planGalleryCovers } from './demo-plan-shows';
import { certificateNumber, planProvenance } from './provenance';
import { Random } from './random';

export const demoSeedVersion = 'demo-2026.1';
const day = 86_400_000;

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
    views: new Map(),
    searchTags: [],
    artworkMeta: new Map(),
  };

  const plan: DemoPlan = { catalogue, root, now, at, px };

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
  const { worksByArtist, artistIds } = planArtists(plan, categoryIds, institutionIds);

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
  const lookups = {
    institutionIds,
    artistIds,
    worksByArtist,
    artworkById,
    scene: sceneHanger(plan),
  };

  planGalleryCovers(plan, lookups);
  const exhibitionByHandle = planExhibitions(plan, lookups);
  const fair = planFair(plan, lookups);
  planBannersAndStories(plan, lookups, exhibitionByHandle, fair);

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
  catalogue.views = planArtworkViews(catalogue, px, now).bySource;
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
