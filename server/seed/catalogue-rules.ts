// How the demo market behaves: canvas sizes, prices that follow career and size the way Korean
// galleries price work, sale statuses, editions, frames and signatures. Shared by the demo
// catalogue and the large benchmark catalogue.
import type { EditionStatus, PurchaseStatus } from '../db/schema';
import type { ArtStyle } from './art/render';
import type { Career } from './data/artists';
import type { CategoryHandle } from './data/categories';
import type { MediumKey } from './data/media';
import type { Random } from './random';

export interface WorkSize {
  widthCm: number;
  heightCm: number;
  depthCm: number | null;
  /** Korean canvas number (호) for paintings; prices are quoted per 호. */
  ho: number | null;
}

/** Korean standard canvas sizes: [호, long side, short side] (F), plus squares (S). */
const canvasSizes: [number, number, number][] = [
  [3, 27.3, 22.0],
  [4, 33.4, 24.2],
  [6, 40.9, 31.8],
  [8, 45.5, 37.9],
  [10, 53.0, 45.5],
  [12, 60.6, 50.0],
  [15, 65.1, 53.0],
  [20, 72.7, 60.6],
  [25, 80.3, 65.1],
  [30, 90.9, 72.7],
  [40, 100.0, 80.3],
  [50, 116.8, 91.0],
  [60, 130.3, 97.0],
  [80, 145.5, 112.1],
  [100, 162.2, 130.3],
  [120, 193.9, 130.3],
  [150, 227.3, 181.8],
];
const squareSizes: [number, number][] = [
  [10, 53.0],
  [20, 72.7],
  [30, 90.9],
  [50, 116.8],
  [100, 162.2],
];
const paperSizes: [number, number][] = [
  [29.7, 42.0],
  [38.0, 45.5],
  [40.0, 50.0],
  [50.0, 65.0],
  [56.0, 76.0],
  [76.0, 106.0],
];
const photoSizes: [number, number][] = [
  [40, 60],
  [50, 75],
  [60, 90],
  [80, 120],
  [100, 150],
];

/** Landscape painters work wide, colour-field and monochrome painters mostly tall. */
function orientation(rng: Random, style: ArtStyle): 'portrait' | 'landscape' | 'square' {
  const weights: Record<string, [number, number, number]> = {
    horizon: [1, 8, 1],
    colorField: [7, 2, 1],
    dansaekhwa: [5, 2, 3],
    inkWash: [4, 5, 1],
    dotField: [4, 3, 3],
  };
  const [p, l, s] = weights[style] ?? [4, 4, 2];
  return rng.weighted([
    ['portrait', p],
    ['landscape', l],
    ['square', s],
  ] as const);
}

export function pickSize(
  rng: Random,
  category: CategoryHandle,
  style: ArtStyle,
  career: Career,
): WorkSize {
  if (category === 'painting' || (category === 'mixed-media' && rng.chance(0.5))) {
    const shape = orientation(rng, style);
    // Established painters show bigger canvases; emerging ones mostly small and medium.
    const maxIndex = { emerging: 11, mid: 13, established: 16 }[career];
    const minIndex = { emerging: 0, mid: 3, established: 6 }[career];
    if (shape === 'square') {
      const [ho, side] = squareSizes[rng.int(0, career === 'emerging' ? 2 : 4)]!;
      return { widthCm: side, heightCm: side, depthCm: null, ho };
    }
    const index = Math.min(maxIndex, minIndex + Math.floor(Math.abs(rng.gauss()) * 4));
    const [ho, long, short] = canvasSizes[index]!;
    return shape === 'portrait'
      ? { widthCm: short, heightCm: long, depthCm: null, ho }
      : { widthCm: long, heightCm: short, depthCm: null, ho };
  }
  if (category === 'photography') {
    const [short, long] =
      photoSizes[Math.min(photoSizes.length - 1, Math.floor(Math.abs(rng.gauss()) * 2.2))]!;
    return rng.chance(0.6)
      ? { widthCm: long, heightCm: short, depthCm: null, ho: null }
      : { widthCm: short, heightCm: long, depthCm: null, ho: null };
  }
  if (category === 'sculpture') {
    const base = { emerging: 25, mid: 35, established: 45 }[career];
    const h = Math.round(base * rng.float(0.7, 1.8));
    const w = Math.round(h * rng.float(0.5, 1.1));
    return { widthCm: w, heightCm: h, depthCm: Math.round(w * rng.float(0.6, 1)), ho: null };
  }
  const [short, long] =
    paperSizes[Math.min(paperSizes.length - 1, Math.floor(Math.abs(rng.gauss()) * 2.5))]!;
  return rng.chance(0.65)
    ? { widthCm: short, heightCm: long, depthCm: null, ho: null }
    : { widthCm: long, heightCm: short, depthCm: null, ho: null };
}

/** Rounded the way price lists are: 10,000s under a million, then 50,000s, 100,000s, 500,000s. */
export function roundPrice(krw: number): number {
  const step =
    krw < 1_000_000 ? 10_000 : krw < 5_000_000 ? 50_000 : krw < 20_000_000 ? 100_000 : 500_000;
  return Math.round(krw / step) * step;
}

export const minPrice = 300_000;
export const maxPrice = 80_000_000;

type Range = Record<Career, [number, number]>;

// KRW ranges by career stage: per 호 for paintings, per work (or per edition) otherwise.
const perHoRange: Range = {
  emerging: [60_000, 150_000],
  mid: [150_000, 450_000],
  established: [450_000, 1_100_000],
};
const sculptureRange: Range = {
  emerging: [1_500_000, 5_000_000],
  mid: [4_000_000, 15_000_000],
  established: [12_000_000, 45_000_000],
};
const photographRange: Range = {
  emerging: [800_000, 2_000_000],
  mid: [1_500_000, 4_500_000],
  established: [3_000_000, 8_000_000],
};
const printRange: Range = {
  emerging: [300_000, 700_000],
  mid: [500_000, 1_500_000],
  established: [1_000_000, 2_500_000],
};
const paperRange: Range = {
  emerging: [400_000, 1_000_000],
  mid: [900_000, 2_800_000],
  established: [2_500_000, 7_000_000],
};

/** Price per 호 an artist asks, by career stage. */
export function pricePerHo(rng: Random, career: Career): number {
  const [low, high] = perHoRange[career];
  return Math.round(rng.float(low, high) / 10_000) * 10_000;
}

export function pickPrice(
  rng: Random,
  category: CategoryHandle,
  career: Career,
  size: WorkSize,
  perHo: number,
): number {
  const area = (size.widthCm * size.heightCm) / (50 * 65);
  let price: number;
  if (size.ho) {
    price = perHo * size.ho * rng.float(0.9, 1.1);
  } else if (category === 'sculpture') {
    const [low, high] = sculptureRange[career];
    price = rng.float(low, high) * Math.sqrt((size.heightCm || 40) / 40);
  } else if (category === 'photography') {
    const [low, high] = photographRange[career];
    price = rng.float(low, high) * Math.sqrt(area / 2.5);
  } else if (category === 'print') {
    const [low, high] = printRange[career];
    price = rng.float(low, high) * Math.sqrt(area);
  } else {
    const [low, high] = paperRange[career];
    price = rng.float(low, high) * Math.sqrt(area) * (category === 'mixed-media' ? 1.3 : 1);
  }
  return Math.max(minPrice, Math.min(maxPrice, roundPrice(price)));
}

export function pickStatus(rng: Random, career: Career): PurchaseStatus {
  const weights: Record<Career, [number, number, number, number]> = {
    emerging: [64, 18, 5, 13],
    mid: [58, 25, 7, 10],
    established: [50, 32, 9, 9],
  };
  const [onSale, sold, notForSale, releaseSoon] = weights[career];
  return rng.weighted([
    ['on_sale', onSale],
    ['sold', sold],
    ['not_for_sale', notForSale],
    ['release_soon', releaseSoon],
  ] as const);
}

/** Prints and photographs come in editions; so do some bronzes. */
export function pickEditionSize(rng: Random, category: CategoryHandle, medium: MediumKey): number {
  if (category === 'print')
    return medium === 'woodcut' ? rng.pick([5, 7, 8, 10]) : rng.pick([10, 12, 15, 20]);
  if (category === 'photography') return rng.pick([3, 5, 5, 7, 8, 10]);
  if (medium === 'bronze' && rng.chance(0.5)) return rng.pick([3, 6, 8]);
  return 1;
}

export interface EditionPlan {
  editionNumber: number;
  status: EditionStatus;
  soldAt: Date | null;
}

/**
 * Editions consistent with the artwork: a sold work has every edition sold; an edition work on
 * sale has some sold and at least one available; a work not for sale keeps its editions back.
 */
export function planEditions(
  rng: Random,
  status: PurchaseStatus,
  size: number,
  publishedAt: Date,
  now: Date,
): EditionPlan[] {
  const soldAt = () =>
    new Date(publishedAt.getTime() + rng.next() * (now.getTime() - publishedAt.getTime()));
  const soldCount =
    status === 'sold' ? size : status === 'on_sale' && size > 1 ? rng.int(1, size - 1) : 0;
  const soldNumbers = new Set(
    rng.sample(
      Array.from({ length: size }, (_, i) => i + 1),
      soldCount,
    ),
  );
  return Array.from({ length: size }, (_, i) => {
    const editionNumber = i + 1;
    if (soldNumbers.has(editionNumber)) return { editionNumber, status: 'sold', soldAt: soldAt() };
    if (status === 'not_for_sale') return { editionNumber, status: 'not_for_sale', soldAt: null };
    return { editionNumber, status: 'available', soldAt: null };
  });
}

const cm = (value: number) => value.toFixed(1);

/** Frame size text, or null for sculpture and unframed canvases. */
export function pickFrame(
  rng: Random,
  category: CategoryHandle,
  size: WorkSize,
): [string, string] | null {
  if (category === 'sculpture') return null;
  const onPaper = category !== 'painting' && !(category === 'mixed-media' && size.ho);
  if (!onPaper && rng.chance(0.6)) return ['Unframed', '액자 없음'];
  const margin = onPaper ? rng.pick([10, 12, 16]) : rng.pick([4, 6]);
  const dims = `${cm(size.widthCm + margin)} × ${cm(size.heightCm + margin)} cm`;
  return [`Framed: ${dims}`, `액자 포함 ${dims}`];
}

export function pickSignature(
  rng: Random,
  category: CategoryHandle,
  medium: MediumKey,
): [string, string] {
  if (category === 'print')
    return ['Signed and numbered in pencil, lower margin', '하단 여백에 연필 서명 및 에디션 번호'];
  if (category === 'photography')
    return ['Signed and numbered on the label on the reverse', '뒷면 라벨에 서명 및 에디션 번호'];
  if (medium === 'whitePorcelain' || medium === 'stoneware')
    return ['Artist’s seal stamped on the foot', '굽에 작가 낙관'];
  if (category === 'sculpture')
    return ['Incised signature and date on the base', '하단에 서명 및 연도 음각'];
  return rng.pick([
    ['Signed and dated on the reverse', '뒷면에 서명 및 제작 연도'],
    ['Signed lower right', '우측 하단 서명'],
    ['Signed, titled and dated on the reverse', '뒷면에 서명, 제목, 제작 연도'],
  ] as const) as [string, string];
}

/** Pixel size of the picture: the work's proportions; sculpture is photographed in a studio. */
export function pictureSize(
  category: CategoryHandle,
  size: WorkSize,
  longEdge: number,
): [number, number] {
  let ratio = size.widthCm / size.heightCm;
  if (category === 'sculpture') ratio = Math.max(0.75, Math.min(1.25, ratio * 1.3));
  return ratio >= 1
    ? [longEdge, Math.round(longEdge / ratio)]
    : [Math.round(longEdge * ratio), longEdge];
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Collectors' interest: a long tail, with a few works everyone wants. */
export function pickInterest(rng: Random, boost = 0): { wishesCount: number; viewsCount: number } {
  const wishesCount = Math.max(0, Math.round(Math.exp(rng.gauss() * 1.1 + 2.6 + boost)));
  const viewsCount = Math.round(wishesCount * rng.float(12, 45) + rng.int(20, 400));
  return { wishesCount, viewsCount };
}
