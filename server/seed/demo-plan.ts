// The demo plan's shared shapes: the rows and picture jobs it produces, and what its steps share
// (the clock, the seeded random root, pixel scaling, lookups by handle and id, hung scenes).
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
import type { InstallationOptions } from './art/installation-view';
import type { LogoDesign } from './art/logo';
import { type palettes } from './art/palettes';
import type { Sitter } from './art/portrait';
import type { ArtStyle } from './art/render';
import type { ViewOptions } from './art/views';
import { artistSeeds } from './data/artists';
import { hashSeed, type Random } from './random';

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
    }
  | {
      /** Another view of a work, made from its picture (`source`, an image id). */
      kind: 'view';
      imageId: string;
      folder: string;
      source: string;
      options: ViewOptions;
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
  /** Each work's other views, by the image id of the picture they are made from. */
  views: Map<string, Extract<PictureJob, { kind: 'view' }>[]>;
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

/** What every step of the plan shares: the rows so far, the clock and the seeded root. */
export interface DemoPlan {
  catalogue: DemoCatalogue;
  root: Random;
  now: Date;
  /** The moment `days` days from now (negative: in the past). */
  at: (days: number) => Date;
  /** A picture's pixel size, scaled by the plan's image scale. */
  px: (value: number) => number;
}

/** Queues an installation view of the flat works among `works`; its image id, or null if none. */
export type HangScene = (
  folder: string,
  works: string[],
  width: number,
  height: number,
  label: string,
  extra?: Pick<InstallationOptions, 'wall' | 'floor' | 'layout' | 'caption'>,
) => string | null;

/** Ids the later steps look up, from the institutions, artists and works planned first. */
export interface DemoLookups {
  institutionIds: Map<string, string>;
  artistIds: Map<string, string>;
  worksByArtist: Map<string, string[]>;
  artworkById: Map<string, DemoCatalogue['artworks'][number]>;
  scene: HangScene;
}

export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) => String(values[key] ?? match));
}

export const galleryArtists = (handle: string) =>
  artistSeeds.filter((a) => a.gallery === handle).map((a) => a.handle);

/** The scene hanger of a plan: each installation view it hangs becomes a picture job. */
export function sceneHanger({ catalogue, now, px }: DemoPlan): HangScene {
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
  return scene;
}
