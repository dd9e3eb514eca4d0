// The back office's galleries, categories, exhibitions and their highlights, fairs, rolling
// banners, FAQ and contents under /v3/admin (issue 10, ADR 0029): operators and admins only.
// Pictures are uploaded through POST store/upload/artwork/image first; its image id goes into
// the *_image_id / image_id fields.
import type { Hono } from 'hono';
import type { AnySchema } from 'yup';
import type { AppContext } from '../../context';
import type { Services } from '../../services';
import type { StaffMember } from '../../workflows/back-office';
import { OPERATORS, backOfficeIdParams } from '@/schemas/back-office';
import {
  adminExhibitionListQuerySchema,
  createBannerSchema,
  createCategorySchema,
  createContentSchema,
  createExhibitionSchema,
  createFairSchema,
  createFaqSchema,
  createHighlightSchema,
  createInstitutionSchema,
  editorialListQuerySchema,
  updateBannerSchema,
  updateCategorySchema,
  updateContentSchema,
  updateExhibitionSchema,
  updateFairSchema,
  updateFaqSchema,
  updateHighlightSchema,
  updateInstitutionSchema,
  type EditorialListQuery,
} from '@/schemas/back-office-editorial';
import { BACK_OFFICE_PREFIX, defineBackOfficeRoute } from '../back-office-auth';

const roles = OPERATORS;
const tags = ['editorial'];

interface Editable {
  create(staff: StaffMember, input: object): Promise<unknown>;
  update(staff: StaffMember, id: string, input: object): Promise<unknown>;
  remove(staff: StaffMember, id: string): Promise<unknown>;
}

/** The list, create and change calls of one kind of object (and delete, when it may go). */
function editableRoutes(
  app: Hono,
  spec: {
    path: string;
    /** What it is, for the summaries ("a rolling banner"). */
    what: string;
    list?: { summary: string; run: (query: EditorialListQuery) => Promise<unknown> };
    /** Absent when it is created under its parent (a highlight under its exhibition). */
    create?: AnySchema;
    update: AnySchema;
    service: Editable;
    deletable?: boolean;
    /** What a taken handle means for it (409), if it has one. */
    conflict?: string;
  },
) {
  const path = `${BACK_OFFICE_PREFIX}/${spec.path}`;
  const errors = spec.conflict ? [409] : [];
  const conflict = spec.conflict ? ` 409 for ${spec.conflict}.` : '';
  if (spec.list) {
    const { run } = spec.list;
    defineBackOfficeRoute(
      app,
      {
        roles,
        method: 'get',
        path,
        summary: spec.list.summary,
        tags,
        query: editorialListQuerySchema,
        responseDescription: `{ ${spec.path.replace(/-/g, '_')}, count, limit, offset }`,
      },
      ({ query }) => run(query),
    );
  }
  if (spec.create) {
    defineBackOfficeRoute(
      app,
      {
        roles,
        method: 'post',
        path,
        summary: `Creates ${spec.what}; 400 for an unknown referenced id or image.${conflict}`,
        tags,
        body: spec.create,
        responseDescription: spec.what,
        errors,
      },
      ({ body, staff }) => spec.service.create(staff, body as object),
    );
  }
  defineBackOfficeRoute(
    app,
    {
      roles,
      method: 'put',
      path: `${path}/:id`,
      summary: `Changes the fields sent of ${spec.what}.${conflict}`,
      tags,
      params: backOfficeIdParams,
      body: spec.update,
      responseDescription: spec.what,
      errors,
    },
    ({ params, body, staff }) => spec.service.update(staff, params.id, body as object),
  );
  if (spec.deletable) {
    defineBackOfficeRoute(
      app,
      {
        roles,
        method: 'delete',
        path: `${path}/:id`,
        summary: `Deletes ${spec.what} (the store stops showing it at once).`,
        tags,
        params: backOfficeIdParams,
        responseDescription: '{ id, deleted: true }',
      },
      ({ params, staff }) => spec.service.remove(staff, params.id),
    );
  }
}

export function registerBackOfficeEditorialRoutes(
  app: Hono,
  _ctx: AppContext,
  services: Services,
): void {
  const { editorialAdmin: admin } = services;
  const base = BACK_OFFICE_PREFIX;

  editableRoutes(app, {
    path: 'institutions',
    what: 'a gallery (institution)',
    list: {
      summary: 'Galleries by English name, both languages as stored (q: name or handle).',
      run: admin.listInstitutions,
    },
    create: createInstitutionSchema,
    update: updateInstitutionSchema,
    service: admin.institutions,
    conflict: 'a handle in use',
  });

  editableRoutes(app, {
    path: 'categories',
    what: 'an artwork category',
    list: {
      summary: 'Artwork categories by rank (the order of menus and filters) with their counts.',
      run: admin.listCategories,
    },
    create: createCategorySchema,
    update: updateCategorySchema,
    service: admin.categories,
    conflict: 'a handle in use',
  });

  defineBackOfficeRoute(
    app,
    {
      roles,
      method: 'get',
      path: `${base}/exhibitions`,
      summary:
        'Exhibitions, latest opening first (q: title or handle; period: current, upcoming or past; institution_id).',
      tags,
      query: adminExhibitionListQuerySchema,
      responseDescription: '{ exhibitions, count, limit, offset }',
    },
    ({ query }) => admin.listExhibitions(query),
  );
  defineBackOfficeRoute(
    app,
    {
      roles,
      method: 'get',
      path: `${base}/exhibitions/:id`,
      summary: 'One exhibition with its works in order (artwork_ids) and its highlights.',
      tags,
      params: backOfficeIdParams,
      responseDescription: 'the exhibition',
    },
    ({ params }) => admin.getExhibition(params.id),
  );
  editableRoutes(app, {
    path: 'exhibitions',
    what: 'an exhibition (artwork_ids, when sent, replaces its works in that order)',
    create: createExhibitionSchema,
    update: updateExhibitionSchema,
    service: admin.exhibitions,
    conflict: 'a handle in use',
  });
  defineBackOfficeRoute(
    app,
    {
      roles,
      method: 'post',
      path: `${base}/exhibitions/:id/highlights`,
      summary: 'Adds a highlight to an exhibition; 400 for an unknown artwork or image.',
      tags,
      params: backOfficeIdParams,
      body: createHighlightSchema,
      responseDescription: 'the highlight',
    },
    ({ params, body, staff }) => admin.createHighlight(staff, params.id, body),
  );
  editableRoutes(app, {
    path: 'exhibition-highlights',
    what: 'an exhibition highlight',
    update: updateHighlightSchema,
    service: admin.highlights,
    deletable: true,
  });

  editableRoutes(app, {
    path: 'fairs',
    what: 'an art fair (exhibitions join it by their fair_id)',
    list: {
      summary: 'Art fairs, latest opening first, with their exhibition ids.',
      run: admin.listFairs,
    },
    create: createFairSchema,
    update: updateFairSchema,
    service: admin.fairs,
    conflict: 'a handle or token in use',
  });

  editableRoutes(app, {
    path: 'rolling-banners',
    what: 'a rolling banner of the home page',
    list: {
      summary: 'Every rolling banner by rank (the home carousel shows those on show now).',
      run: admin.listBanners,
    },
    create: createBannerSchema,
    update: updateBannerSchema,
    service: admin.banners,
    deletable: true,
  });

  editableRoutes(app, {
    path: 'faqs',
    what: 'a question of the FAQ',
    list: { summary: 'FAQ entries by category and rank.', run: admin.listFaqs },
    create: createFaqSchema,
    update: updateFaqSchema,
    service: admin.faqs,
    deletable: true,
  });

  editableRoutes(app, {
    path: 'contents',
    what: 'a content record (a future published_at schedules it)',
    list: {
      summary: 'Every content record, newest published first, scheduled ones included.',
      run: admin.listContents,
    },
    create: createContentSchema,
    update: updateContentSchema,
    service: admin.contents,
    deletable: true,
    conflict: 'a handle in use',
  });
}
