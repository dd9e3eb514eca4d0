// Keeps one search document per artwork (artwork_search): a trigger marks the document of a new
// or changed artwork stale (migration 0012), and stale documents are rebuilt here in batches. The
// document is built in TypeScript (Hangul bigrams, lexicon tags) and turned into weighted
// tsvectors by the database; its tags go to the artwork's facets row (ADR 0033).
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { artworkSearch } from '../../db/schema';
import { familyOf } from '../../lib/colour-families';
import { buildSearchDocument } from './search-document';

const INDEX_BATCH = 1000;

interface SourceRow extends Record<string, unknown> {
  id: string;
  title_en: string;
  title_ko: string;
  description_en: string;
  description_ko: string;
  medium_en: string;
  medium_ko: string;
  artist_name_en: string;
  artist_name_ko: string;
  institution_name_en: string | null;
  institution_name_ko: string | null;
  colour_families: string[] | string | null;
  dominant_color: string | null;
  curated_tags: string[] | string | null;
}

/** text[] as the drivers hand it back (an array, or '{a,b}' from a raw query on some drivers). */
function textArray(value: string[] | string | null): string[] {
  if (!value) return [];
  if (Array.isArray(value)) return value;
  return value
    .replace(/^\{|\}$/g, '')
    .split(',')
    .filter(Boolean)
    .map((item) => item.replace(/^"|"$/g, ''));
}

function familiesOf(row: SourceRow): string[] {
  const families = textArray(row.colour_families);
  if (families.length || !row.dominant_color) return families;
  // Pictures stored before colour families existed: the dominant colour's family.
  const hex = row.dominant_color.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16) || 0);
  return [familyOf(r!, g!, b!)];
}

/** Documents a trigger marked stale (a new artwork, changed words, people or picture). */
async function staleIds(db: Executor, limit: number): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    select artwork_id as id from artwork_search where stale limit ${limit}`);
  return result.rows.map((row) => row.id);
}

async function indexArtworks(db: Executor, ids: string[]): Promise<void> {
  if (!ids.length) return;
  const { rows } = await db.execute<SourceRow>(sql`
    select a.id, a.title_en, a.title_ko, a.description_en, a.description_ko,
      a.medium_en, a.medium_ko, ar.name_en as artist_name_en, ar.name_ko as artist_name_ko,
      i.name_en as institution_name_en, i.name_ko as institution_name_ko,
      im.colour_families, im.dominant_color, s.curated_tags
    from artworks a
    join artists ar on ar.id = a.artist_id
    left join institutions i on i.id = a.institution_id
    left join images im on im.id = a.image_id
    left join artwork_search s on s.artwork_id = a.id
    where a.id = any(${sql.param(ids)}::text[])`);
  const columns: Record<string, string[]> = {
    id: [],
    tags: [],
    ea: [],
    eb: [],
    ec: [],
    ka: [],
    kb: [],
    kc: [],
    names: [],
  };
  for (const row of rows) {
    const doc = buildSearchDocument({
      titleEn: row.title_en,
      titleKo: row.title_ko,
      descriptionEn: row.description_en,
      descriptionKo: row.description_ko,
      mediumEn: row.medium_en,
      mediumKo: row.medium_ko,
      artistNameEn: row.artist_name_en,
      artistNameKo: row.artist_name_ko,
      institutionNameEn: row.institution_name_en,
      institutionNameKo: row.institution_name_ko,
      curatedTags: textArray(row.curated_tags),
      colourFamilies: familiesOf(row),
    });
    columns.id!.push(row.id);
    columns.tags!.push(doc.tags.join(' '));
    columns.ea!.push(doc.en.a);
    columns.eb!.push(doc.en.b);
    columns.ec!.push(doc.en.c);
    columns.ka!.push(doc.ko.a);
    columns.kb!.push(doc.ko.b);
    columns.kc!.push(doc.ko.c);
    columns.names!.push(doc.names);
  }
  const p = (name: string) => sql`${sql.param(columns[name])}::text[]`;
  await db.execute(sql`
    with u as (
      select * from unnest(${p('id')}, ${p('tags')}, ${p('ea')}, ${p('eb')}, ${p('ec')},
        ${p('ka')}, ${p('kb')}, ${p('kc')}, ${p('names')})
        as u(id, tags, ea, eb, ec, ka, kb, kc, names)
    ), documents as (
      insert into artwork_search (artwork_id, doc_en, doc_ko, names, stale, indexed_at)
      select u.id,
        setweight(to_tsvector('english', u.ea), 'A') || setweight(to_tsvector('english', u.eb), 'B')
          || setweight(to_tsvector('english', u.ec), 'C'),
        setweight(to_tsvector('simple', u.ka), 'A') || setweight(to_tsvector('simple', u.kb), 'B')
          || setweight(to_tsvector('simple', u.kc), 'C'),
        u.names, false, now()
      from u
      on conflict (artwork_id) do update set doc_en = excluded.doc_en,
        doc_ko = excluded.doc_ko, names = excluded.names, stale = false, indexed_at = now()
    )
    update artwork_search_facets f set tags = string_to_array(u.tags, ' ')
    from u where f.artwork_id = u.id and f.tags is distinct from string_to_array(u.tags, ' ')`);
}

/** Indexes every artwork without a current search document; returns how many it indexed. */
export async function indexStaleArtworks(db: Executor, batch = INDEX_BATCH): Promise<number> {
  let total = 0;
  for (;;) {
    const ids = await staleIds(db, batch);
    if (!ids.length) return total;
    await indexArtworks(db, ids);
    total += ids.length;
    if (ids.length < batch) return total;
  }
}

/**
 * Tags a person (or the demo catalogue's plan) gives artworks; their documents are rebuilt on
 * the next indexing run.
 */
export async function setCuratedTags(
  db: Pick<Database, 'execute'>,
  rows: readonly { artworkId: string; tags: readonly string[] }[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += INDEX_BATCH) {
    const chunk = rows.slice(i, i + INDEX_BATCH);
    await db.execute(sql`
      insert into ${artworkSearch} (artwork_id, curated_tags, doc_en, doc_ko, names, stale)
      select u.id, string_to_array(u.tags, ' '), ''::tsvector, ''::tsvector, '', true
      from unnest(${sql.param(chunk.map((r) => r.artworkId))}::text[],
        ${sql.param(chunk.map((r) => r.tags.join(' ')))}::text[]) as u(id, tags)
      on conflict (artwork_id) do update set curated_tags = excluded.curated_tags, stale = true`);
  }
}
