// The large catalogue's artists (seed-large-catalogue.ts): Korean names from common syllables, a
// category, style and career each, and a biography borrowed from a demo artist's way of working.
import type { artists } from '../db/schema';
import { newId } from '../lib/ids';
import type { ArtStyle } from './art/render';
import { pickInterest, pricePerHo, slugify } from './catalogue-rules';
import { artistSeeds, type Career } from './data/artists';
import type { CategoryHandle } from './data/categories';
import { josa } from './korean';
import { categoryWeights, stylesByCategory, surnames, syllables } from './large-catalogue-tables';
import type { Random } from './random';

export interface GeneratedArtist {
  id: string;
  nameEn: string;
  nameKo: string;
  category: CategoryHandle;
  style: ArtStyle;
  career: Career;
  perHo: number;
  birthYear: number;
}

/** `artistCount` artists, each from its own fork of `rng`, with their rows to insert. */
export function generateArtists(
  rng: Random,
  artistCount: number,
  runTag: string,
  portraits: string[],
): { generated: GeneratedArtist[]; artistRows: (typeof artists.$inferInsert)[] } {
  const generated: GeneratedArtist[] = [];
  const artistRows: (typeof artists.$inferInsert)[] = [];
  for (let i = 0; i < artistCount; i += 1) {
    const a = rng.fork('artist', i);
    const [surEn, surKo] = a.pick(surnames);
    const [g1en, g1ko] = a.pick(syllables);
    const [g2en, g2ko] = a.pick(syllables);
    const nameEn = `${surEn} ${g1en[0]!.toUpperCase()}${g1en.slice(1)}${g2en}`;
    const nameKo = `${surKo}${g1ko}${g2ko}`;
    const category = a.weighted(categoryWeights);
    const career = a.weighted([
      ['emerging', 45],
      ['mid', 40],
      ['established', 15],
    ] as const);
    const birthYear = {
      emerging: a.int(1988, 2000),
      mid: a.int(1972, 1990),
      established: a.int(1950, 1975),
    }[career];
    const id = newId('ast');
    const template = a.pick(artistSeeds.filter((seed) => seed.category === category));
    generated.push({
      id,
      nameEn,
      nameKo,
      category,
      style: a.pick(stylesByCategory[category]),
      career,
      perHo: pricePerHo(a, career),
      birthYear,
    });
    artistRows.push({
      id,
      handle: `${slugify(nameEn)}-${runTag}-${i.toString(36)}`,
      nameEn,
      nameKo,
      // Borrow the way of working of a demo artist in the same medium, in the third person.
      bioEn: `${nameEn} was born in ${birthYear} and lives and works in Korea. ${template.bioEn.split('. ').slice(1).join('. ')}`,
      bioKo: `${josa(nameKo, '은/는')} ${birthYear}년에 태어나 한국에서 살며 작업한다. ${template.bioKo.split('. ').slice(1).join('. ')}`,
      birthYear,
      nationalityEn: 'Korean',
      nationalityKo: '대한민국',
      imageId: portraits.length ? a.pick(portraits) : null,
      wishesCount: pickInterest(a).wishesCount,
    });
  }
  return { generated, artistRows };
}
