// Retrieval and ranking of the AI search (ADR 0026): the hard filters in every list's WHERE,
// several ranked lists (English full text, Korean bigrams, trigram matches of titles and names,
// soft tag matches, and all filtered works when nothing is left to match), fused by reciprocal
// rank fusion, then small priors (on sale, has a picture, recent). One statement.
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import type { SearchFilters, SearchPlan } from './search-plan';

/** Reciprocal rank fusion's constant: a list's first result scores 1/(K+1). */
const RRF_K = 60;
/** How deep each list is read. */
const LIST_DEPTH = 200;
const BROWSE_DEPTH = 200;
/** Counting stops here (like the catalogue's counts, ADR 0006). */
export const COUNT_CAP = 1000;
/** Trigram word similarity a title or name needs (pg_trgm's default 0.6 misses one-letter slips). */
const FUZZY_THRESHOLD = 0.45;

const LIST_WEIGHTS = { english: 1, korean: 1, fuzzy: 0.7, tags: 1.2, browse: 0.4 } as const;

function filterSql(f: SearchFilters): SQL | null {
  const parts: SQL[] = [];
  if (f.minPriceKrw !== undefined || f.maxPriceKrw !== undefined) {
    parts.push(sql`a.price is not null`);
    if (f.minPriceKrw !== undefined) parts.push(sql`a.price >= ${Math.ceil(f.minPriceKrw)}`);
    if (f.maxPriceKrw !== undefined) parts.push(sql`a.price <= ${Math.floor(f.maxPriceKrw)}`);
  }
  for (const size of f.sizes) {
    if (size.kind === 'dimensions') {
      const [x, y] = size.dims;
      const within = (column: SQL, v: number) =>
        sql`${column} between ${v * (1 - size.tolerance)} and ${v * (1 + size.tolerance)}`;
      parts.push(
        sql`((${within(sql`a.width_cm`, x)} and ${within(sql`a.height_cm`, y)}) or (${within(sql`a.width_cm`, y)} and ${within(sql`a.height_cm`, x)}))`,
      );
    } else if (size.kind === 'class') {
      // The average side: (width + height) / 2.
      if (size.minAverage !== undefined) parts.push(sql`a.size_total >= ${size.minAverage * 2}`);
      if (size.maxAverage !== undefined) parts.push(sql`a.size_total < ${size.maxAverage * 2}`);
    } else {
      if (size.minCm !== undefined) {
        parts.push(sql`greatest(a.width_cm, a.height_cm) >= ${size.minCm}`);
      }
      if (size.maxCm !== undefined) {
        parts.push(sql`greatest(a.width_cm, a.height_cm) <= ${size.maxCm}`);
      }
    }
  }
  if (f.categoryHandles.length) {
    parts.push(
      sql`a.category_id in (select c.id from artwork_categories c where c.handle = any(${sql.param(f.categoryHandles)}::text[]))`,
    );
  }
  if (f.mediumTags.length) {
    parts.push(
      sql`a.id in (select m.artwork_id from artwork_search m where m.tags && ${sql.param(f.mediumTags)}::text[])`,
    );
  }
  if (f.nationalities.length) {
    parts.push(
      sql`a.artist_id in (select n.id from artists n where n.nationality_en = any(${sql.param(f.nationalities)}::text[]))`,
    );
  }
  if (f.onSale) parts.push(sql`a.purchase_status = 'on_sale'`);
  if (f.editionTypes.length) {
    parts.push(sql`a.edition_type = any(${sql.param(f.editionTypes)}::text[])`);
  }
  if (f.artistIds.length) parts.push(sql`a.artist_id = any(${sql.param(f.artistIds)}::text[])`);
  if (f.institutionIds.length) {
    parts.push(sql`a.institution_id = any(${sql.param(f.institutionIds)}::text[])`);
  }
  return parts.length ? sql.join(parts, sql` and `) : null;
}

const from = sql`artwork_search s join artworks a on a.id = s.artwork_id`;

/** One ranked list: the matches of `match` that pass the filters, best `score` first. */
function rankedList(match: SQL, score: SQL, where: SQL | null, depth = LIST_DEPTH): SQL {
  // Without filters the list needs the search documents alone (less for the planner to weigh).
  const source = where
    ? sql`${from} where ${match} and ${where}`
    : sql`artwork_search s where ${match}`;
  return sql`select s.artwork_id as id, row_number() over (order by ${score} desc, s.artwork_id) as r
    from ${source} order by r limit ${depth}`;
}

export interface SearchHits {
  ids: string[];
  /** Works any list finds (every filtered work when browsing), counted up to COUNT_CAP. */
  count: number;
  /** More than COUNT_CAP: `count` is a lower bound. */
  countIsEstimate: boolean;
}

/** The one statement of a search (exported for EXPLAIN in benchmarks), and its fused lists. */
export function searchStatement(
  plan: SearchPlan,
  page: { limit: number; offset: number },
): { statement: SQL; counting: SQL } {
  const filters = filterSql(plan.filters);
  const where = filters ?? sql`true`;
  const lists: { name: keyof typeof LIST_WEIGHTS; query: SQL; match: SQL }[] = [];
  if (plan.english) {
    const q = sql`websearch_to_tsquery('english', ${plan.english})`;
    const match = sql`s.doc_en @@ ${q}`;
    lists.push({
      name: 'english',
      match,
      query: rankedList(match, sql`ts_rank_cd(s.doc_en, ${q})`, filters),
    });
  }
  if (plan.korean) {
    const q = sql`to_tsquery('simple', ${plan.korean})`;
    const match = sql`s.doc_ko @@ ${q}`;
    lists.push({
      name: 'korean',
      match,
      query: rankedList(match, sql`ts_rank(s.doc_ko, ${q})`, filters),
    });
  }
  if (plan.fuzzy) {
    const match = sql`${plan.fuzzy} <% s.names`;
    lists.push({
      name: 'fuzzy',
      match,
      query: rankedList(match, sql`word_similarity(${plan.fuzzy}, s.names)`, filters),
    });
  }
  if (plan.boosts.length) {
    // Two lists instead of one exact sort of every match (tens of thousands on a large
    // catalogue): the works showing every typed boost, then those showing any boost, each read
    // in popularity order so a common tag stops after LIST_DEPTH rows. Fused, a work in both
    // ranks above one in the second alone.
    const typed = plan.boosts.filter((b) => b.weight >= 1).map((b) => b.tag);
    const any = plan.boosts.map((b) => b.tag);
    const popular = sql`a.wishes_count desc, a.published_at desc, a.id desc`;
    const tagList = (match: SQL) =>
      sql`select a.id, row_number() over (order by ${popular}) as r
        from ${from} where ${match} and ${where} order by ${popular} limit ${LIST_DEPTH}`;
    if (typed.length > 1) {
      const match = sql`s.tags @> ${sql.param(typed)}::text[]`;
      lists.push({ name: 'tags', match, query: tagList(match) });
    }
    const match = sql`s.tags && ${sql.param(any)}::text[]`;
    lists.push({ name: 'tags', match, query: tagList(match) });
  }
  if (plan.browse || lists.length === 0) {
    // Every work the filters keep, in the order of the popular index (read in order, stops early).
    lists.push({
      name: 'browse',
      match: sql`true`,
      query: sql`select a.id, row_number() over (order by a.wishes_count desc, a.published_at desc, a.id desc) as r
        from artworks a where ${where}
        order by a.wishes_count desc, a.published_at desc, a.id desc limit ${BROWSE_DEPTH}`,
    });
  }
  const fused = sql.join(
    lists.map(
      ({ name, query }) =>
        sql`select l.id, ${LIST_WEIGHTS[name]}::float8 / (${RRF_K} + l.r) as score from (${query}) l`,
    ),
    sql` union all `,
  );
  const statement = sql`
    with fused as (select f.id, sum(f.score) as score from (${fused}) f group by f.id)
    select fused.id, count(*) over () as total
    from fused join artworks a on a.id = fused.id
    order by fused.score
      + case a.purchase_status when 'on_sale' then 0.002 when 'release_soon' then 0.001 else 0 end
      + case when a.image_id is null then 0 else 0.0005 end
      + 0.0005 * exp(-extract(epoch from (now() - a.published_at)) / 31536000.0)
      desc, fused.id
    limit ${page.limit} offset ${page.offset}`;
  // How many works any list would find, read up to COUNT_CAP + 1 rows (never the whole table).
  const counting = sql`select count(*) as total from (select 1 from ${from}
    where (${sql.join(
      lists.map((list) => list.match),
      sql` or `,
    )}) and ${where} limit ${COUNT_CAP + 1}) c`;
  return { statement, counting };
}

export async function searchArtworkIds(
  db: Database,
  plan: SearchPlan,
  page: { limit: number; offset: number },
): Promise<SearchHits> {
  const { statement, counting } = searchStatement(plan, page);
  type Row = { id: string; total: number | string };
  const run = async (tx: Executor) => {
    const { rows } = await tx.execute<Row>(statement);
    const fusedSize = rows.length ? Number(rows[0]!.total) : 0;
    // No list ran to its depth: the fused lists hold every match.
    if (rows.length && fusedSize < LIST_DEPTH) {
      return { ids: rows.map((row) => row.id), count: fusedSize, countIsEstimate: false };
    }
    if (!rows.length && page.offset === 0) return { ids: [], count: 0, countIsEstimate: false };
    const counted = Number((await tx.execute<{ total: number | string }>(counting)).rows[0]?.total);
    return {
      ids: rows.map((row) => row.id),
      count: Math.min(Math.max(counted, fusedSize), COUNT_CAP),
      countIsEstimate: counted > COUNT_CAP,
    };
  };
  // The trigram threshold is a setting of the session: set for this transaction only.
  return plan.fuzzy
    ? db.transaction(async (tx) => {
        await tx.execute(
          sql`select set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_THRESHOLD)}, true)`,
        );
        return run(tx);
      })
    : run(db);
}

export interface SearchEntityRow {
  id: string;
  nameEn: string;
  nameKo: string;
}

/** Every artist and gallery name, for the query parser to recognise (a few hundred rows). */
export async function findSearchEntities(
  db: Database,
): Promise<{ artists: SearchEntityRow[]; galleries: SearchEntityRow[] }> {
  const [artists, galleries] = await Promise.all([
    db.execute<{ id: string; name_en: string; name_ko: string }>(
      sql`select id, name_en, name_ko from artists order by id`,
    ),
    db.execute<{ id: string; name_en: string; name_ko: string }>(
      sql`select id, name_en, name_ko from institutions order by id`,
    ),
  ]);
  const rows = (result: typeof artists) =>
    result.rows.map((row) => ({ id: row.id, nameEn: row.name_en, nameKo: row.name_ko }));
  return { artists: rows(artists), galleries: rows(galleries) };
}
