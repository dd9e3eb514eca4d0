// The demo works' condition reports, defect photos, exhibition history and literature (issue 32,
// rules §4.74–4.76). Every work has a report, mostly excellent or very good; a few have a noted
// defect with a photo made from the work's own picture (a close crop with the flaw drawn and
// circled); a good share have exhibitions and literature, in both languages. Planned from the
// catalogue and a seeded stream, so every run gives the same rows; the photos are small and few.
import sharp from 'sharp';
import type { Transaction } from '../db/client';
import { artworkConditions, artworkHistoryEntries, artworkImages, images } from '../db/schema';
import type { ConditionGrade } from '../db/schema';
import { newId } from '../lib/ids';
import {
  newImageKey,
  processImage,
  storeProcessedImage,
  type NewImageRow,
} from '../modules/media/image-processing';
import type { StoragePort } from '../modules/media/storage.port';
import type { DemoCatalogue } from './demo-plan';
import type { Random } from './random';

const day = 86_400_000;
/** At most this many demo works carry a defect photo (a few, and seeding stays fast). */
const MAX_DEFECTS = 10;

const checkers = [
  'Lee Jiwon (이지원), conservator',
  'Han Conservation Studio (한 보존연구소)',
  'Park Seyoung (박세영), registrar',
  'Choi Minseo (최민서), conservator',
];

const notes: Record<'excellent' | 'very_good', [string, string][]> = {
  excellent: [
    [
      'No flaws found under raking and ultraviolet light. The support is sound and the surface clean.',
      '측광과 자외선 아래에서 흠이 발견되지 않았습니다. 지지체가 견고하고 표면이 깨끗합니다.',
    ],
    [
      'As it left the studio: surface, edges and back are clean; signature and labels intact.',
      '작업실에서 나온 상태 그대로입니다. 표면과 가장자리, 뒷면이 깨끗하며 서명과 라벨도 온전합니다.',
    ],
  ],
  very_good: [
    [
      'Light handling marks on the back of the stretcher; the image itself is clean and stable.',
      '나무틀 뒷면에 가벼운 취급 흔적이 있으나 화면은 깨끗하고 안정적입니다.',
    ],
    [
      'Slight wear to the frame’s corners from storage; the work is in very good order.',
      '보관 중 액자 모서리에 약간의 마모가 있으며, 작품 자체는 매우 좋은 상태입니다.',
    ],
  ],
};

interface Flaw {
  grade: ConditionGrade;
  notesEn: string;
  notesKo: string;
  captionEn: string;
  captionKo: string;
  /** Where the flaw is, as a fraction of the picture's width and height. */
  at: [number, number];
  mark: 'scuff' | 'crack';
}

const flaws: Flaw[] = [
  {
    grade: 'good',
    notesEn:
      'A 6 mm scuff at the lower left edge; the paint layer is stable and needs no treatment.',
    notesKo:
      '왼쪽 아래 가장자리에 6mm 긁힘이 있습니다. 물감층은 안정적이며 처리가 필요하지 않습니다.',
    captionEn: 'Scuff at the lower left edge (circled)',
    captionKo: '왼쪽 아래 가장자리 긁힘 (원 표시)',
    at: [0.18, 0.82],
    mark: 'scuff',
  },
  {
    grade: 'good',
    notesEn:
      'A small rub to the surface near the upper right corner, visible in raking light only.',
    notesKo: '오른쪽 위 모서리 근처 표면에 작은 쓸림이 있으며, 측광에서만 보입니다.',
    captionEn: 'Surface rub near the upper right corner (circled)',
    captionKo: '오른쪽 위 모서리 근처 쓸림 (원 표시)',
    at: [0.8, 0.2],
    mark: 'scuff',
  },
  {
    grade: 'fair',
    notesEn:
      'Fine age cracks across the centre and a small lifting flake; a conservator should consolidate it before framing.',
    notesKo:
      '화면 중앙에 미세한 균열과 작은 들뜸이 있습니다. 액자 작업 전에 보존 전문가의 고정 처리가 필요합니다.',
    captionEn: 'Fine cracks at the centre (circled)',
    captionKo: '중앙의 미세한 균열 (원 표시)',
    at: [0.5, 0.45],
    mark: 'crack',
  },
];

const venues: [string, string][] = [
  ['Gallery Onda, Seoul', '갤러리 온다, 서울'],
  ['Space Seoha, Busan', '스페이스 서하, 부산'],
  ['Arario Gallery, Cheonan', '아라리오갤러리, 천안'],
  ['Daegu Art Factory', '대구예술발전소'],
  ['Gwangju Biennale Hall', '광주비엔날레 전시관'],
  ['Hong Kong Arts Centre', '홍콩 아트센터'],
  ['Tokyo Gallery + BTAP, Tokyo', '도쿄 갤러리 + BTAP, 도쿄'],
];
const shows: [string, string][] = [
  ['Quiet Rooms', '고요한 방'],
  ['Between Seasons', '계절 사이'],
  ['The Weight of Light', '빛의 무게'],
  ['New Korean Painting', '한국 신진 회화'],
  ['Surface and Depth', '표면과 깊이'],
  ['Small Hours', '새벽의 시간'],
];
const publications: [string, string][] = [
  ['Art in Culture', '월간 아트인컬처'],
  ['Monthly Art', '월간미술'],
  ['Frieze', '프리즈'],
  ['ArtAsiaPacific', '아트아시아퍼시픽'],
];

export interface DemoConditionPlan {
  conditions: (typeof artworkConditions.$inferInsert)[];
  historyEntries: (typeof artworkHistoryEntries.$inferInsert)[];
  defects: {
    artworkId: string;
    /** The work's own picture, which the photo is cut from. */
    pictureImageId: string;
    imageId: string;
    captionEn: string;
    captionKo: string;
    at: [number, number];
    mark: Flaw['mark'];
  }[];
}

/** Reports for every work, a few defects, and history for about half of the works. */
export function planDemoConditions(
  catalogue: Pick<DemoCatalogue, 'artworks'>,
  rng: Random,
  now: Date,
): DemoConditionPlan {
  const plan: DemoConditionPlan = { conditions: [], historyEntries: [], defects: [] };
  const thisYear = now.getUTCFullYear();
  for (const artwork of catalogue.artworks) {
    const r = rng.fork(artwork.id);
    const published = (artwork.publishedAt ?? now).getTime();
    const checkedAt = new Date(
      Math.min(now.getTime() - day, published - r.int(2, 40) * day + r.int(9, 17) * 3_600_000),
    );
    const flaw =
      artwork.imageId && plan.defects.length < MAX_DEFECTS && r.chance(0.06) ? r.pick(flaws) : null;
    if (flaw) {
      plan.conditions.push({
        artworkId: artwork.id,
        grade: flaw.grade,
        notesEn: flaw.notesEn,
        notesKo: flaw.notesKo,
        checkedBy: r.pick(checkers),
        checkedAt,
        updatedAt: checkedAt,
      });
      plan.defects.push({
        artworkId: artwork.id,
        pictureImageId: artwork.imageId!,
        imageId: newId('img', now.getTime()),
        captionEn: flaw.captionEn,
        captionKo: flaw.captionKo,
        at: flaw.at,
        mark: flaw.mark,
      });
    } else {
      const grade = r.chance(0.68) ? 'excellent' : 'very_good';
      const [notesEn, notesKo] = r.pick(notes[grade]);
      plan.conditions.push({
        artworkId: artwork.id,
        grade,
        notesEn,
        notesKo,
        checkedBy: r.pick(checkers),
        checkedAt,
        updatedAt: checkedAt,
      });
    }

    if (!r.chance(0.55)) continue;
    const from = Math.min(thisYear, Math.max(artwork.year ?? thisYear - 3, thisYear - 8));
    const exhibitions = r.int(1, 3);
    let rank = 0;
    for (let i = 0; i < exhibitions; i += 1) {
      const [showEn, showKo] = r.pick(shows);
      const [venueEn, venueKo] = r.pick(venues);
      const solo = r.chance(0.3);
      plan.historyEntries.push({
        id: newId('hst', now.getTime()),
        artworkId: artwork.id,
        kind: 'exhibition',
        year: r.int(from, thisYear),
        textEn: `${solo ? 'Solo exhibition' : 'Group exhibition'} “${showEn}”, ${venueEn}`,
        textKo: `${solo ? '개인전' : '단체전'} 〈${showKo}〉, ${venueKo}`,
        rank: (rank += 1),
      });
    }
    const literature = r.chance(0.6) ? r.int(1, 2) : 0;
    for (let i = 0; i < literature; i += 1) {
      const year = r.int(from, thisYear);
      const month = r.int(1, 12);
      const page = r.int(12, 140);
      if (r.chance(0.5)) {
        const [showEn, showKo] = r.pick(shows);
        plan.historyEntries.push({
          id: newId('hst', now.getTime()),
          artworkId: artwork.id,
          kind: 'literature',
          year,
          textEn: `Exhibition catalogue “${showEn}”, ${year}, p. ${page}, illustrated`,
          textKo: `전시 도록 『${showKo}』, ${year}, ${page}쪽, 도판 수록`,
          rank: (rank += 1),
        });
      } else {
        const [nameEn, nameKo] = r.pick(publications);
        plan.historyEntries.push({
          id: newId('hst', now.getTime()),
          artworkId: artwork.id,
          kind: 'literature',
          year,
          textEn: `${nameEn}, ${year}/${String(month).padStart(2, '0')}, p. ${page}`,
          textKo: `${nameKo} ${year}년 ${month}월호, ${page}쪽`,
          rank: (rank += 1),
        });
      }
    }
  }
  return plan;
}

/** An SVG drawn over the crop: the flaw itself, then a red ring around it. */
function flawOverlay(size: number, mark: Flaw['mark']): Buffer {
  const c = size / 2;
  const flaw =
    mark === 'scuff'
      ? `<path d="M ${c - 60} ${c + 14} q 40 -22 118 -30" stroke="rgba(245,242,235,0.85)" stroke-width="7" fill="none" stroke-linecap="round"/>
         <path d="M ${c - 44} ${c + 24} q 36 -16 92 -22" stroke="rgba(245,242,235,0.6)" stroke-width="3" fill="none" stroke-linecap="round"/>`
      : `<path d="M ${c - 90} ${c - 30} l 40 18 l 22 -14 l 36 30 l 30 -8 l 44 26" stroke="rgba(30,24,20,0.75)" stroke-width="2.5" fill="none"/>
         <path d="M ${c - 20} ${c + 4} l -10 40 l 18 22" stroke="rgba(30,24,20,0.7)" stroke-width="2" fill="none"/>
         <path d="M ${c + 40} ${c + 10} l 6 -36 l 20 -18" stroke="rgba(30,24,20,0.7)" stroke-width="2" fill="none"/>`;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">${flaw}
      <circle cx="${c}" cy="${c}" r="${size * 0.24}" stroke="#d0301c" stroke-width="6" fill="none"/>
    </svg>`,
  );
}

/**
 * Cuts each defect photo from its work's stored picture (the 750 px variant), enlarges it, draws the
 * flaw and circles it, and stores it like an upload: its `images` rows.
 */
export async function produceDefectPhotos(
  plan: DemoConditionPlan,
  pictures: readonly NewImageRow[],
  storage: StoragePort,
  at: Date,
): Promise<NewImageRow[]> {
  const keyOf = new Map(pictures.map((row) => [row.id, row.key]));
  const rows: NewImageRow[] = [];
  for (const defect of plan.defects) {
    const source = await storage.get(`${keyOf.get(defect.pictureImageId)}_750px.webp`);
    if (!source) continue;
    const { width = 750, height = 750 } = await sharp(source.body).metadata();
    const side = Math.max(32, Math.round(Math.min(width, height) * 0.4));
    const left = Math.round(Math.min(width - side, Math.max(0, defect.at[0] * width - side / 2)));
    const top = Math.round(Math.min(height - side, Math.max(0, defect.at[1] * height - side / 2)));
    const size = 900;
    const photo = await sharp(source.body)
      .extract({ left, top, width: side, height: side })
      .resize(size, size, { kernel: 'cubic' })
      .composite([{ input: flawOverlay(size, defect.mark) }])
      .jpeg({ quality: 86 })
      .toBuffer();
    const processed = await processImage(photo, {
      key: newImageKey('defects', defect.imageId, at),
      original: 'jpeg',
      effort: 0,
    });
    await storeProcessedImage(storage, processed);
    const { files: _files, ...row } = processed;
    rows.push({ id: defect.imageId, ...row });
  }
  return rows;
}

/** Inserts the reports, the defect photos (pictures, then their links) and the history. */
export async function insertDemoConditions(
  tx: Transaction,
  plan: DemoConditionPlan,
  photoRows: readonly NewImageRow[],
): Promise<void> {
  if (plan.conditions.length) await tx.insert(artworkConditions).values(plan.conditions);
  if (photoRows.length) {
    await tx.insert(images).values([...photoRows]);
    const made = new Set(photoRows.map((row) => row.id));
    await tx.insert(artworkImages).values(
      plan.defects
        .filter((defect) => made.has(defect.imageId))
        .map((defect) => ({
          artworkId: defect.artworkId,
          imageId: defect.imageId,
          kind: 'defect' as const,
          captionEn: defect.captionEn,
          captionKo: defect.captionKo,
          rank: 100,
        })),
    );
  }
  for (let i = 0; i < plan.historyEntries.length; i += 500) {
    await tx.insert(artworkHistoryEntries).values(plan.historyEntries.slice(i, i + 500));
  }
}
