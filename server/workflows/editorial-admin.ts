// The back office's galleries, categories, exhibitions with their works and highlights, fairs,
// rolling banners, FAQ and contents (issue 10): written in both languages, each change audited
// with the object before and after it, the public reads' caches dropped after it. Pictures are
// image ids from the upload pipeline (POST store/upload/artwork/image).
import type { AppContext } from '../context';
import type { Executor } from '../db/client';
import { AppError, notFound } from '../errors';
import { camelCased, snakeCased } from '../lib/admin-fields';
import type { AdminTable } from '../lib/admin-table';
import {
  categoryRows,
  countArtworksByCategory,
  type CategoryRow,
} from '../modules/catalogue/category-admin.repository';
import { bannerRows, contentRows, faqRows } from '../modules/editorial/editorial-admin.repository';
import {
  exhibitionIdsByFair,
  exhibitionRows,
  existingArtworkIds,
  listExhibitionsForAdmin,
  fairRows,
  highlightRows,
  listExhibitionArtworkIds,
  listHighlightsOf,
  replaceExhibitionArtworks,
  type ExhibitionRow,
  type FairRow,
} from '../modules/exhibitions/exhibition-admin.repository';
import { institutionRows } from '../modules/institutions/institution-admin.repository';
import { createAuditTrail, type StaffMember } from './back-office';
import { refusal } from './catalogue-admin';
import {
  editorialMessages as m,
  type AdminExhibitionListQuery,
  type EditorialListQuery,
  type ExhibitionInput,
  type ContentInput,
  type HighlightInput,
} from '@/schemas/back-office-editorial';
import type {
  AdminBannerDto,
  AdminCategoryDto,
  AdminContentDto,
  AdminExhibitionDto,
  AdminFairDto,
  AdminFaqDto,
  AdminHighlightDto,
  AdminInstitutionDto,
} from '@/schemas/back-office-editorial-dto';
import { exhibitionPeriod } from '@/rules/exhibition-period';

export type EditorialAdmin = ReturnType<typeof createEditorialAdmin>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any of the editorial tables
type AnyAdminTable = AdminTable<any>;
type Row = Record<string, unknown> & { id: string };
type Page = { limit: number; offset: number };

const refused = refusal(m);

/** A change may not leave an end before its start (the sent dates over the stored ones). */
function checkDates(current: Row | null, changes: Record<string, unknown>) {
  const startsAt = (changes.startsAt ?? current?.startsAt) as Date | null | undefined;
  const endsAt = (changes.endsAt ?? current?.endsAt) as Date | null | undefined;
  if (startsAt && endsAt && endsAt < startsAt) {
    throw new AppError('VALIDATION', m.endsBeforeStart, { ends_at: m.endsBeforeStart });
  }
}

const withoutWorks = ({ artwork_ids: _works, ...rest }: ExhibitionInput) => rest;

export function createEditorialAdmin(ctx: AppContext, invalidateCaches: () => void) {
  const audited = createAuditTrail(ctx);

  /**
   * One kind of object: its rows, its answer, and the writes beside the row (an exhibition's
   * works) in the same transaction. Every change is audited as `<type>.<verb>`.
   */
  function editable<Dto extends { id: string }>(spec: {
    type: string;
    rows: AnyAdminTable;
    notFound: string;
    dto: (row: Row, db: Executor) => Promise<Dto> | Dto;
    columns?: (input: object) => Record<string, unknown>;
    also?: (db: Executor, row: Row, input: object) => Promise<void>;
    /** Checks the references a request names that no foreign key guards. */
    check?: (input: object) => Promise<void>;
  }) {
    const columns = spec.columns ?? ((input: object) => camelCased<Row>(input));
    async function of(id: string): Promise<Row> {
      const row = (await spec.rows.find(ctx.db, id)) as Row | null;
      if (!row) throw notFound(spec.notFound);
      return row;
    }
    async function changed<T>(run: () => Promise<T>): Promise<T> {
      try {
        const result = await run();
        invalidateCaches();
        return result;
      } catch (error) {
        return refused(error);
      }
    }
    function write(
      staff: StaffMember,
      verb: 'create' | 'update',
      current: Row | null,
      input: object,
      save: (db: Executor, changes: Record<string, unknown>) => Promise<Row | null>,
    ) {
      const changes = columns(input);
      checkDates(current, changes);
      return changed(async () => {
        await spec.check?.(input);
        const before = current ? await spec.dto(current, ctx.db) : null;
        return audited(
          staff,
          `${spec.type}.${verb}`,
          { type: spec.type, id: (dto: Dto) => dto.id },
          before,
          () =>
            ctx.db.transaction(async (tx) => {
              const row = await save(tx, changes);
              if (!row) throw notFound(spec.notFound);
              await spec.also?.(tx, row, input);
              return spec.dto(row, tx);
            }),
          (dto) => dto,
        );
      });
    }
    return {
      of,
      async list(where: { q?: string }, page: Page) {
        const { rows, count } = await spec.rows.list(ctx.db, where, page);
        const items = await Promise.all(rows.map((row: Row) => spec.dto(row, ctx.db)));
        return { items, count };
      },
      async get(id: string) {
        return spec.dto(await of(id), ctx.db);
      },
      create: (staff: StaffMember, input: object) =>
        write(
          staff,
          'create',
          null,
          input,
          async (db, changes) => (await spec.rows.insert(db, changes, ctx.now())) as Row,
        ),
      async update(staff: StaffMember, id: string, input: object) {
        const current = await of(id);
        return write(
          staff,
          'update',
          current,
          input,
          async (db, changes) => (await spec.rows.update(db, id, changes, ctx.now())) as Row | null,
        );
      },
      async remove(staff: StaffMember, id: string) {
        const current = await of(id);
        return changed(() =>
          audited(
            staff,
            `${spec.type}.delete`,
            { type: spec.type, id },
            current ? snakeCased<object>(current) : null,
            async () => {
              const row = (await spec.rows.remove(ctx.db, id)) as Row | null;
              if (!row) throw notFound(spec.notFound);
              return { id, deleted: true as const };
            },
            () => null,
          ),
        );
      },
    };
  }

  async function checkArtworks(ids: string[] | undefined) {
    if (!ids?.length) return;
    const known = await existingArtworkIds(ctx.db, ids);
    if (ids.some((id) => !known.has(id))) {
      throw new AppError('VALIDATION', m.unknownReference, { artwork_ids: m.unknownReference });
    }
  }
  const unique = (ids: string[]) => [...new Set(ids)];

  const institutions = editable<AdminInstitutionDto>({
    type: 'institution',
    rows: institutionRows,
    notFound: m.institutionNotFound,
    dto: (row) => snakeCased(row),
  });

  const categoryDto = async (row: Row, db: Executor): Promise<AdminCategoryDto> => {
    const counts = await countArtworksByCategory(db, [row.id]);
    return {
      ...snakeCased<Omit<AdminCategoryDto, 'artworks_count'>>(row as CategoryRow),
      artworks_count: counts.get(row.id) ?? 0,
    };
  };
  const categories = editable<AdminCategoryDto>({
    type: 'category',
    rows: categoryRows,
    notFound: m.categoryNotFound,
    dto: categoryDto,
  });

  const exhibitionDto = (row: Row): AdminExhibitionDto => {
    const exhibition = row as unknown as ExhibitionRow;
    return {
      ...snakeCased<AdminExhibitionDto>(exhibition),
      period: exhibitionPeriod(exhibition.startsAt, exhibition.endsAt, ctx.now()),
    };
  };
  const exhibitions = editable<AdminExhibitionDto>({
    type: 'exhibition',
    rows: exhibitionRows,
    notFound: m.exhibitionNotFound,
    // The audit and the answer of a change carry the works; the list does not.
    dto: async (row, db) => ({
      ...exhibitionDto(row),
      artwork_ids: await listExhibitionArtworkIds(db, row.id),
    }),
    columns: (input) => camelCased<Row>(withoutWorks(input as ExhibitionInput)),
    also: async (db, row, input) => {
      const works = (input as ExhibitionInput).artwork_ids;
      if (works) await replaceExhibitionArtworks(db, row.id, unique(works));
    },
  });

  const highlightDto = (row: Row): AdminHighlightDto => snakeCased(row);
  const highlights = editable<AdminHighlightDto>({
    type: 'exhibition_highlight',
    rows: highlightRows,
    notFound: m.highlightNotFound,
    dto: highlightDto,
    columns: (input) => {
      const { artwork_ids: works, ...rest } = input as HighlightInput;
      return camelCased<Row>({ ...rest, artwork_ids: works && unique(works) });
    },
    check: (input) => checkArtworks((input as HighlightInput).artwork_ids),
  });

  const fairDto = async (row: Row, db: Executor): Promise<AdminFairDto> => ({
    ...snakeCased<Omit<AdminFairDto, 'exhibition_ids'>>(row as unknown as FairRow),
    exhibition_ids: (await exhibitionIdsByFair(db, [row.id])).get(row.id) ?? [],
  });
  const fairs = editable<AdminFairDto>({
    type: 'fair',
    rows: fairRows,
    notFound: m.fairNotFound,
    dto: fairDto,
  });

  const banners = editable<AdminBannerDto>({
    type: 'rolling_banner',
    rows: bannerRows,
    notFound: m.bannerNotFound,
    dto: (row) => snakeCased(row),
  });
  const faqs = editable<AdminFaqDto>({
    type: 'faq',
    rows: faqRows,
    notFound: m.faqNotFound,
    dto: (row) => snakeCased(row),
  });
  const contents = editable<AdminContentDto>({
    type: 'content',
    rows: contentRows,
    notFound: m.contentNotFound,
    dto: (row) => snakeCased(row),
    columns: (input) => {
      const { artwork_ids: works, ...rest } = input as ContentInput;
      return camelCased<Row>({ ...rest, artwork_ids: works && unique(works) });
    },
    check: (input) => checkArtworks((input as ContentInput).artwork_ids),
  });

  const page = (query: EditorialListQuery) => ({ limit: query.limit, offset: query.offset });
  const listed = async <K extends string, Dto>(
    key: K,
    query: EditorialListQuery,
    found: Promise<{ items: Dto[]; count: number }>,
  ) => {
    const { items, count } = await found;
    return { [key]: items, count, limit: query.limit, offset: query.offset } as {
      [P in K]: Dto[];
    } & { count: number; limit: number; offset: number };
  };

  return {
    institutions,
    categories,
    exhibitions,
    highlights,
    fairs,
    banners,
    faqs,
    contents,
    listInstitutions: (query: EditorialListQuery) =>
      listed('institutions', query, institutions.list(query, page(query))),
    listCategories: (query: EditorialListQuery) =>
      listed('categories', query, categories.list(query, page(query))),
    listFairs: (query: EditorialListQuery) =>
      listed('fairs', query, fairs.list(query, page(query))),
    listBanners: (query: EditorialListQuery) =>
      listed('rolling_banners', query, banners.list(query, page(query))),
    listFaqs: (query: EditorialListQuery) => listed('faqs', query, faqs.list(query, page(query))),
    listContents: (query: EditorialListQuery) =>
      listed('contents', query, contents.list(query, page(query))),

    async listExhibitions(query: AdminExhibitionListQuery) {
      const { rows, count } = await listExhibitionsForAdmin(
        ctx.db,
        { q: query.q, period: query.period, institutionId: query.institution_id },
        page(query),
        ctx.now(),
      );
      return {
        exhibitions: rows.map((row) => exhibitionDto(row as Row)),
        count,
        limit: query.limit,
        offset: query.offset,
      };
    },

    /** One exhibition with its works in order and its highlights. */
    async getExhibition(id: string): Promise<AdminExhibitionDto> {
      const row = await exhibitions.of(id);
      return {
        ...exhibitionDto(row),
        artwork_ids: await listExhibitionArtworkIds(ctx.db, id),
        highlights: (await listHighlightsOf(ctx.db, id)).map((h) => highlightDto(h as Row)),
      };
    },

    async createHighlight(staff: StaffMember, exhibitionId: string, input: HighlightInput) {
      await exhibitions.of(exhibitionId);
      return highlights.create(staff, { ...input, exhibition_id: exhibitionId });
    },
  };
}
