// Retrieval and ranking of the AI search (ADR 0026, ADR 0033): the hard filters in every list's
// WHERE, several ranked lists (English full text, Korean bigrams, trigram matches of titles and
// names, soft tag matches, and all filtered works when nothing is left to match), fused by
// reciprocal rank fusion, then small priors (on sale, has a picture, recent). One statement.
// Filters, tags and the popular order live in the narrow artwork_search_facets table, so a list
// reads one small table and stops early; the wide text documents are read only for word matches.
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import type { SearchFilters, SearchPlan } from './search-plan';

/** Reciprocal rank fusion's constant: a list's first result scores 1/(K+1). */
const RRF_K = 60;
/** How deep each list is read. */
const LIST_DEPTH = 100;
/**
 * How deep the works showing any boost are read, for those showing every typed boost among them
 * (a page of 24 comes from the first of them; three lists deep cost a third more at 100k works
 * and scored alike in the evaluation).
 */
const TAG_DEPTH = 2 * LIST_DEPTH;
/**
 * How many word matches a text list scores at most: a word found in tens of thousands of works
 * is scored on the first few thousand only (the tag and popular lists order the rest).
 */
const TEXT_CANDIDATES = 2000;
/** Counting stops here (like the catalogue's counts, ADR 0006). */
export const COUNT_CAP = 1000;
/** Trigram word similarity a title or name needs (pg_trgm's default 0.6 misses one-letter slips). */
const FUZZY_THRESHOLD = 0.45;

const LIST_WEIGHTS = { english: 1, korean: 1, fuzzy: 0.7, tags: 1.2, browse: 0.4 } as const;

const facets = sql`artwork_search_facets f`;
const popular = sql`f.wishes_count desc, f.published_at desc, f.artwork_id desc`;

/** The hard filters over the facets row `f` (categories already resolved to their ids). */
/** What the filters name, looked up before the statement (ids are what the indexes hold). */
interface Resolved {
  categoryIds: readonly string[];
  /** The artists of the nationalities named (null: none named). */
  nationalArtistIds: readonly string[] | null;
}

/** More artists than this of the nationalities named: their works are found by the nationality. */
const NATIONAL_ARTISTS_CAP = 200;

const noneResolved: Resolved = { categoryIds: [], nationalArtistIds: null };

function filterSql(f: SearchFilters, { categoryIds, nationalArtistIds }: Resolved): SQL | null {
  const parts: SQL[] = [];
  if (f.minPriceKrw !== undefined || f.maxPriceKrw !== undefined) {
    parts.push(sql`f.price is not null`);
    // int8: a bound said in 억 may lie beyond the integer column's range.
    if (f.minPriceKrw !== undefined) {
      parts.push(sql`f.price >= ${Math.ceil(f.minPriceKrw)}::int8`);
    }
    if (f.maxPriceKrw !== undefined) {
      parts.push(sql`f.price <= ${Math.floor(f.maxPriceKrw)}::int8`);
    }
  }
  const number = (value: number) => sql`${value}::float8`;
  for (const size of f.sizes) {
    if (size.kind === 'dimensions') {
      const [x, y] = size.dims;
      const within = (column: SQL, v: number) =>
        sql`${column} between ${number(v * (1 - size.tolerance))} and ${number(v * (1 + size.tolerance))}`;
      parts.push(
        sql`((${within(sql`f.width_cm`, x)} and ${within(sql`f.height_cm`, y)}) or (${within(sql`f.width_cm`, y)} and ${within(sql`f.height_cm`, x)}))`,
      );
    } else if (size.kind === 'class') {
      // The average side: (width + height) / 2.
      if (size.minAverage !== undefined) {
        parts.push(sql`f.size_total >= ${number(size.minAverage * 2)}`);
      }
      if (size.maxAverage !== undefined) {
        parts.push(sql`f.size_total < ${number(size.maxAverage * 2)}`);
      }
    } else {
      // One side: the longest, or the one the query named (height, width).
      const column =
        size.kind === 'height'
          ? sql`f.height_cm`
          : size.kind === 'width'
            ? sql`f.width_cm`
            : sql`f.longest_cm`;
      if (size.minCm !== undefined) parts.push(sql`${column} >= ${number(size.minCm)}`);
      if (size.maxCm !== undefined) parts.push(sql`${column} <= ${number(size.maxCm)}`);
    }
  }
  if (f.categoryHandles.length) {
    // One category as an equality, so its works are read in the popular order of its index.
    parts.push(
      categoryIds.length === 1
        ? sql`f.category_id = ${categoryIds[0]}`
        : sql`f.category_id = any(${sql.param([...categoryIds])}::text[])`,
    );
  }
  if (f.mediumTags.length) parts.push(sql`f.tags && ${sql.param(f.mediumTags)}::text[]`);
  if (nationalArtistIds && nationalArtistIds.length > NATIONAL_ARTISTS_CAP) {
    // A nationality of thousands of artists keeps most works: its copy on the facets row is
    // tested as the rows are read (thousands of ids cost more to plan than the search to run).
    parts.push(sql`f.nationality = any(${sql.param([...f.nationalities])}::text[])`);
  } else if (nationalArtistIds) {
    // The artists of that nationality, read from the artist index: the nationality column has
    // none, and a nationality rare in a category made the planner scan the whole table.
    parts.push(
      nationalArtistIds.length
        ? sql`f.artist_id = any(${sql.param([...nationalArtistIds])}::text[])`
        : sql`false`,
    );
  }
  // Works on sale only, unless the query named a status (rules §4.57).
  if (f.onSaleOnly) parts.push(sql`f.purchase_status = 'on_sale'`);
  if (f.statuses.length === 1) parts.push(sql`f.purchase_status = ${f.statuses[0]}`);
  else if (f.statuses.length > 1) {
    parts.push(sql`f.purchase_status = any(${sql.param([...f.statuses])}::text[])`);
  }
  if (f.editionTypes.length) {
    parts.push(sql`f.edition_type = any(${sql.param(f.editionTypes)}::text[])`);
  }
  if (f.artistIds.length) parts.push(sql`f.artist_id = any(${sql.param(f.artistIds)}::text[])`);
  if (f.institutionIds.length) {
    parts.push(sql`f.institution_id = any(${sql.param(f.institutionIds)}::text[])`);
  }
  return parts.length ? sql.join(parts, sql` and `) : null;
}

/**
 * A word list: up to TEXT_CANDIDATES matches of `match` (over the documents `s`) that pass the
 * filters, scored, best `score` first.
 */
function textList(match: SQL, score: SQL, where: SQL | null): SQL {
  const source = where
    ? sql`artwork_search s join ${facets} on f.artwork_id = s.artwork_id where ${match} and ${where}`
    : sql`artwork_search s where ${match}`;
  return sql`select c.id, row_number() over (order by c.score desc, c.id) as r
    from (select s.artwork_id as id, ${score} as score from ${source} limit ${TEXT_CANDIDATES}) c
    order by r limit ${LIST_DEPTH}`;
}

/**
 * How many works a filter may keep to be sorted from its matches rather than walked in the
 * popular order: the planner's estimate of a filter (two dimensions either way round, a tag
 * rare within a category) can be wrong by a hundred times, and a walk that expects to stop
 * early then reads the whole table.
 */
const SORT_CAP = 500;

/**
 * The works `match` keeps (over the facets `f`), in the popular order, `depth` deep, with
 * `extra` columns. When the filter keeps at most SORT_CAP works they are read through whatever
 * index fits it and sorted; otherwise (only then: the other branch's one-time filter) the
 * popular index is walked in order, which stops early when many works match.
 */
function popularWalk(match: SQL, depth: number, allTyped?: SQL): SQL {
  const extra = allTyped ? sql`, ${allTyped} as all_typed` : sql``;
  return sql`(with c as materialized (
      select f.artwork_id, f.wishes_count, f.published_at${extra} from ${facets} where ${match}
      limit ${SORT_CAP + 1})
    (select c.artwork_id as id${allTyped ? sql`, c.all_typed` : sql``},
        row_number() over (order by c.wishes_count desc, c.published_at desc, c.artwork_id desc) as r
      from c where (select count(*) from c) <= ${SORT_CAP}
      order by r limit ${depth})
    union all
    (select f.artwork_id as id${extra}, row_number() over (order by ${popular}) as r
      from ${facets} where ${match} and (select count(*) from c) > ${SORT_CAP}
      order by ${popular} limit ${depth}))`;
}

/** A list of the works `match` keeps (over the facets `f`), in the popular order. */
function popularList(match: SQL): SQL {
  return sql`select w.id, w.r from ${popularWalk(match, LIST_DEPTH)} w`;
}

export interface SearchHits {
  ids: string[];
  /** Works any list finds (every filtered work when browsing), counted up to COUNT_CAP. */
  count: number;
  /** More than COUNT_CAP: `count` is a lower bound. */
  countIsEstimate: boolean;
}

/** The one statement of a search and its count, the categories' ids given. */
function searchStatement(
  plan: SearchPlan,
  page: { limit: number; offset: number },
  resolved: Resolved = noneResolved,
): { statement: SQL; counting: SQL } {
  const filters = filterSql(plan.filters, resolved);
  const where = filters ?? sql`true`;
  const lists: { name: keyof typeof LIST_WEIGHTS; query: SQL; match: SQL; text: boolean }[] = [];
  if (plan.english) {
    const q = sql`websearch_to_tsquery('english', ${plan.english})`;
    const match = sql`s.doc_en @@ ${q}`;
    lists.push({
      name: 'english',
      match,
      text: true,
      query: textList(match, sql`ts_rank_cd(s.doc_en, ${q})`, filters),
    });
  }
  if (plan.korean) {
    const q = sql`to_tsquery('simple', ${plan.korean})`;
    const match = sql`s.doc_ko @@ ${q}`;
    lists.push({
      name: 'korean',
      match,
      text: true,
      query: textList(match, sql`ts_rank(s.doc_ko, ${q})`, filters),
    });
  }
  if (plan.fuzzy) {
    const match = sql`${plan.fuzzy} <% s.names`;
    lists.push({
      name: 'fuzzy',
      match,
      text: true,
      query: textList(match, sql`word_similarity(${plan.fuzzy}, s.names)`, filters),
    });
  }
  const ctes: SQL[] = [];
  if (plan.boosts.length) {
    // One walk in the popular order over the works showing any boost (a common tag stops early,
    // instead of sorting tens of thousands of matches by their summed weights), read as two
    // lists: the works showing every typed boost, and all of them. Fused, a work in both ranks
    // above one in the second alone.
    const typed = plan.boosts.filter((b) => b.weight >= 1).map((b) => b.tag);
    const any = plan.boosts.map((b) => b.tag);
    const match = sql`f.tags && ${sql.param(any)}::text[]`;
    const allTyped = typed.length > 1 ? sql`f.tags @> ${sql.param(typed)}::text[]` : sql`false`;
    ctes.push(sql`tagged as materialized (
      select w.id, w.all_typed, w.r
      from ${popularWalk(sql`${match} and ${where}`, TAG_DEPTH, allTyped)} w)`);
    if (typed.length > 1) {
      lists.push({
        name: 'tags',
        match,
        text: false,
        query: sql`select t.id, row_number() over (order by t.r) as r from tagged t
          where t.all_typed order by t.r limit ${LIST_DEPTH}`,
      });
    }
    lists.push({
      name: 'tags',
      match,
      text: false,
      query: sql`select t.id, t.r from tagged t where t.r <= ${LIST_DEPTH}`,
    });
  }
  if (plan.browse || lists.length === 0) {
    // Every work the filters keep, in the order of the popular index (read in order, stops early).
    lists.push({ name: 'browse', match: sql`true`, text: false, query: popularList(where) });
  }
  const fused = sql.join(
    lists.map(
      ({ name, query }) =>
        sql`select l.id, ${LIST_WEIGHTS[name]}::float8 / (${RRF_K} + l.r) as score from (${query}) l`,
    ),
    sql` union all `,
  );
  // How many works any list would find, up to COUNT_CAP + 1: each list's matches read without
  // order up to that many (an index or a scan that stops early), their union counted. The
  // filters alone (browsing) keep every match of the other lists, and any boost every match of
  // all of them, so a list another one contains is not read again.
  const browsing = lists.some((list) => list.name === 'browse');
  const counted = lists.filter((list, i) =>
    browsing
      ? list.name === 'browse'
      : list.name !== 'tags' || lists.findIndex((l) => l.name === 'tags') === i,
  );
  const counting = sql`select count(*) as total from (${sql.join(
    counted.map(({ match, text }) =>
      text
        ? sql`(select s.artwork_id as id from artwork_search s
            ${filters ? sql`join ${facets} on f.artwork_id = s.artwork_id` : sql``}
            where ${match} and ${where} limit ${COUNT_CAP + 1})`
        : sql`(select f.artwork_id as id from ${facets} where ${match} and ${where}
            limit ${COUNT_CAP + 1})`,
    ),
    sql` union `,
  )}) c`;
  const statement = sql`
    with ${sql.join([...ctes, sql``], sql`, `)}fused as (select u.id, sum(u.score) as score from (${fused}) u group by u.id)
    select fused.id, count(*) over () as total,
      -- The count, when the lists ran to their depth (evaluated only then).
      case when count(*) over () >= ${LIST_DEPTH} then (${counting}) end as counted
    from fused join ${facets} on f.artwork_id = fused.id
    order by ${plan.onSaleFirst ? sql`(f.purchase_status = 'on_sale') desc, ` : sql``}fused.score
      + case f.purchase_status when 'on_sale' then 0.002 when 'release_soon' then 0.001 else 0 end
      + case when f.has_image then 0.0005 else 0 end
      + 0.0005 * exp(-extract(epoch from (now() - f.published_at)) / 31536000.0)
      desc, fused.id
    limit ${page.limit} offset ${page.offset}`;
  return { statement, counting };
}

/** The artists of the nationalities a query named (null when it named none). */
async function nationalArtistIdsOf(
  db: Executor,
  nationalities: readonly string[],
): Promise<Map<string, string[]>> {
  const ids = new Map<string, string[]>();
  if (!nationalities.length) return ids;
  const { rows } = await db.execute<{ id: string; nationality: string }>(
    sql`select id, nationality_en as nationality from artists
      where nationality_en = any(${sql.param([...nationalities])}::text[])`,
  );
  for (const row of rows) ids.set(row.nationality, [...(ids.get(row.nationality) ?? []), row.id]);
  return ids;
}

/** The ids of the categories a query named (a handle not in the catalogue matches nothing). */
async function categoryIdsOf(
  db: Executor,
  handles: readonly string[],
): Promise<Map<string, string>> {
  if (!handles.length) return new Map();
  const { rows } = await db.execute<{ id: string; handle: string }>(
    sql`select id, handle from artwork_categories where handle = any(${sql.param([...handles])}::text[])`,
  );
  return new Map(rows.map((row) => [row.handle, row.id]));
}

/** The categories and nationalities the plans name, looked up once for all of them. */
async function resolveAll(db: Executor, plans: readonly SearchPlan[]): Promise<Resolved[]> {
  const named = (pick: (f: SearchFilters) => string[]) => [
    ...new Set(plans.flatMap((plan) => pick(plan.filters))),
  ];
  const [categories, nationals] = await Promise.all([
    categoryIdsOf(
      db,
      named((f) => f.categoryHandles),
    ),
    nationalArtistIdsOf(
      db,
      named((f) => f.nationalities),
    ),
  ]);
  return plans.map(({ filters }) => ({
    categoryIds: filters.categoryHandles.flatMap((handle) => categories.get(handle) ?? []),
    nationalArtistIds: filters.nationalities.length
      ? filters.nationalities.flatMap((nationality) => nationals.get(nationality) ?? [])
      : null,
  }));
}

/** The statements of a search, its categories looked up (exported for EXPLAIN in benchmarks). */
export async function searchStatements(
  db: Executor,
  plan: SearchPlan,
  page: { limit: number; offset: number },
): Promise<{ statement: SQL; counting: SQL }> {
  const [resolved] = await resolveAll(db, [plan]);
  return searchStatement(plan, page, resolved);
}

type HitRow = { id: string; total: number | string; counted: number | string | null };

/** The hits of a statement's rows; null for a page past the end, which is counted apart. */
function hitsOf(rows: HitRow[], page: { offset: number }): SearchHits | null {
  const fusedSize = rows.length ? Number(rows[0]!.total) : 0;
  // No list ran to its depth: the fused lists hold every match.
  if (rows.length && fusedSize < LIST_DEPTH) {
    return { ids: rows.map((row) => row.id), count: fusedSize, countIsEstimate: false };
  }
  if (!rows.length && page.offset === 0) return { ids: [], count: 0, countIsEstimate: false };
  if (!rows.length) return null;
  // The statement counted, its lists having run to their depth.
  const counted = Number(rows[0]!.counted);
  return {
    ids: rows.map((row) => row.id),
    count: Math.min(Math.max(counted, fusedSize), COUNT_CAP),
    countIsEstimate: counted > COUNT_CAP,
  };
}

/**
 * The search's settings, for the transaction that runs it (session settings, set for that
 * transaction only); exported for EXPLAIN in benchmarks.
 */
export const searchSettings = sql`select
  set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_THRESHOLD)}, true),
  set_config('enable_seqscan', 'off', true)`;

/**
 * Runs `run` in a transaction with the search's settings: the trigram threshold the fuzzy list
 * needs, and no sequential scans where an index can answer. Every list reads a limited number of
 * matches (`limit 501`, `limit 1001`), which makes a sequential scan look cheap to the planner as
 * it expects to stop early; when its estimate of a filter is wrong (sizes, prices and a category
 * together, whose columns it takes as independent), the scan reads the whole table to find few or
 * none: 120 ms at 100,000 works for "현관에 걸 작은 사진" instead of 5 ms through the indexes.
 * A filter no index serves (a nationality) is still read by a scan.
 */
function withSearchSettings<T>(db: Database, run: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(searchSettings);
    return run(tx);
  });
}

export async function searchArtworkIds(
  db: Database,
  plan: SearchPlan,
  page: { limit: number; offset: number },
): Promise<SearchHits> {
  return withSearchSettings(db, async (tx) => {
    const { statement, counting } = await searchStatements(tx, plan, page);
    const { rows } = await tx.execute<HitRow>(statement);
    const hits = hitsOf(rows, page);
    if (hits) return hits;
    const counted = Number((await tx.execute<{ total: number | string }>(counting)).rows[0]?.total);
    return { ids: [], count: Math.min(counted, COUNT_CAP), countIsEstimate: counted > COUNT_CAP };
  });
}

/**
 * The first of `plans` that finds anything (the loosened searches of issue 21), in one statement:
 * each plan's search runs only when every one before it found nothing. The first page only.
 */
export async function searchFirstFound(
  db: Database,
  plans: readonly SearchPlan[],
  page: { limit: number },
): Promise<{ index: number; hits: SearchHits } | null> {
  if (!plans.length) return null;
  return withSearchSettings(db, async (tx) => {
    const resolved = await resolveAll(tx, plans);
    const steps = plans.map((plan, i) => {
      const { statement } = searchStatement(plan, { limit: page.limit, offset: 0 }, resolved[i]);
      const before = i ? sql` where not exists (select from r${sql.raw(String(i - 1))})` : sql``;
      // r(i) holds its own rows, or the rows of the first step before it that found any.
      const earlier = i ? sql` union all (select * from r${sql.raw(String(i - 1))})` : sql``;
      return sql`r${sql.raw(String(i))} as materialized (
        (select ${i}::int as step, x.* from (${statement}) x${before})${earlier})`;
    });
    const last = sql.raw(`r${plans.length - 1}`);
    const { rows } = await tx.execute<HitRow & { step: number }>(
      sql`with ${sql.join(steps, sql`, `)} select * from ${last}`,
    );
    if (!rows.length) return null;
    return { index: rows[0]!.step, hits: hitsOf(rows, { offset: 0 })! };
  });
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
