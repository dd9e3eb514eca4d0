// The demo's views of each work (rules §4.71): besides its picture (the `main` view), a detail,
// the side or (for works on paper, prints and photographs, which are framed) the work framed,
// the back with its label and signature, and the work in a room — five views in all, each made
// from the work's own picture (art/views.ts) and captioned in both languages. Planned after
// everything else, with their own seeds, so no other draw of the demo changes.
import type { ArtworkImageKind } from '../db/schema';
import { newId } from '../lib/ids';
import type { DerivedViewKind } from './art/views';
import type { DemoCatalogue, PictureJob } from './demo-plan';
import { hashSeed } from './random';

/** The long edge of a view, in pixels at scale 1: enough to zoom into, cheap to make. */
const viewLongEdge = 800;

const framedCategories = new Set(['works-on-paper', 'print', 'photography']);

const cm = (value: number) => `${Math.round(value * 10) / 10}`;

function captions(
  kind: ArtworkImageKind,
  work: { depthCm: number; widthCm: number; standing: boolean },
): [string, string] {
  switch (kind) {
    case 'main':
      return ['The whole work, seen front on', '작품 전체, 정면'];
    case 'detail':
      return ['Part of the surface, enlarged', '화면 일부를 크게'];
    case 'side':
      return [
        `The left edge, ${cm(work.depthCm)} cm deep`,
        `왼쪽 측면, 두께 ${cm(work.depthCm)}cm`,
      ];
    case 'back':
      return ['The gallery’s label and the artist’s signature', '갤러리 라벨과 작가 서명'];
    case 'framed':
      return ['In a moulding with a white mat', '흰 매트를 두른 몰딩 액자'];
    case 'in_room':
      return work.standing
        ? ['On an 80 cm plinth, to scale', '80cm 좌대 위, 실제 비율']
        : [
            `Above a 210 cm sofa, to scale (${cm(work.widthCm)} cm wide)`,
            `210cm 소파 위, 실제 비율 (가로 ${cm(work.widthCm)}cm)`,
          ];
    case 'defect':
      return ['', ''];
  }
}

export interface ViewJobs {
  /** View jobs by the image id of the work's picture they are made from. */
  bySource: Map<string, Extract<PictureJob, { kind: 'view' }>[]>;
}

/** Adds every work's views: their picture jobs and their `artwork_images` rows. */
export function planArtworkViews(
  catalogue: DemoCatalogue,
  px: (value: number) => number,
  now: Date,
): ViewJobs {
  const artistNames = new Map(catalogue.artists.map((a) => [a.id, a.nameEn]));
  const galleryNames = new Map(catalogue.institutions.map((i) => [i.id, i.nameEn]));
  const bySource: ViewJobs['bySource'] = new Map();
  for (const artwork of catalogue.artworks) {
    if (!artwork.imageId) continue;
    const meta = catalogue.artworkMeta.get(artwork.id);
    const category = meta?.category ?? 'painting';
    const work = {
      widthCm: Number(artwork.widthCm),
      heightCm: Number(artwork.heightCm),
      depthCm: Number(artwork.depthCm ?? 0) || (framedCategories.has(category) ? 0.3 : 3),
      standing: category === 'sculpture',
    };
    const main = catalogue.artworkImages.find(
      (row) => row.artworkId === artwork.id && row.imageId === artwork.imageId,
    );
    if (main) {
      const [captionEn, captionKo] = captions('main', work);
      Object.assign(main, { kind: 'main', rank: 0, captionEn, captionKo });
    }
    const kinds: DerivedViewKind[] = [
      'detail',
      framedCategories.has(category) ? 'framed' : 'side',
      'back',
      'in_room',
    ];
    const jobs = kinds.map((view, index): Extract<PictureJob, { kind: 'view' }> => {
      const imageId = newId('img', now.getTime());
      const [captionEn, captionKo] = captions(view, work);
      catalogue.artworkImages.push({
        artworkId: artwork.id,
        imageId,
        rank: index + 1,
        kind: view,
        captionEn,
        captionKo,
      });
      return {
        kind: 'view',
        imageId,
        folder: 'artworks',
        source: artwork.imageId!,
        options: {
          view,
          seed: hashSeed(artwork.handle, view),
          size: px(viewLongEdge),
          ...work,
          label: {
            artist: artistNames.get(artwork.artistId) ?? '',
            title: artwork.titleEn,
            year: artwork.year ? String(artwork.year) : '',
            gallery: galleryNames.get(artwork.institutionId ?? '') ?? 'Private collection',
            size: `${cm(work.widthCm)} × ${cm(work.heightCm)} cm`,
          },
        },
      };
    });
    bySource.set(artwork.imageId, jobs);
  }
  return { bySource };
}
