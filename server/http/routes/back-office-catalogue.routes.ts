// The back office's catalogue calls under /v3/admin (issue 10, ADR 0029): artists, artworks and
// editions for operators. Pictures are uploaded through POST store/upload/artwork/image first;
// its image id goes into image_id.
import type { Hono } from 'hono';
import type { AppContext } from '../../context';
import type { Services } from '../../services';
import { OPERATORS, backOfficeIdParams } from '@/schemas/back-office';
import {
  catalogueListQuerySchema,
  createArtistSchema,
  updateArtistSchema,
} from '@/schemas/back-office-catalogue';
import { BACK_OFFICE_PREFIX, defineBackOfficeRoute } from '../back-office-auth';
import { defineArtworkEditingRoutes } from './back-office-artwork-editing';
import { defineConditionHistoryRoutes } from './back-office-condition-history';

export function registerBackOfficeCatalogueRoutes(
  app: Hono,
  _ctx: AppContext,
  services: Services,
): void {
  const { catalogueAdmin } = services;
  const base = BACK_OFFICE_PREFIX;
  const tags = ['catalogue'];
  const roles = OPERATORS;

  defineBackOfficeRoute(
    app,
    {
      roles,
      method: 'get',
      path: `${base}/artists`,
      summary: 'Artists by English name, both languages as stored (q: name or handle).',
      tags,
      query: catalogueListQuerySchema,
      responseDescription: '{ artists, count, limit, offset }',
    },
    ({ query }) => catalogueAdmin.listArtists(query),
  );

  defineBackOfficeRoute(
    app,
    {
      roles,
      method: 'post',
      path: `${base}/artists`,
      summary: 'Creates an artist. 409 for a handle in use, 400 for an unknown image_id.',
      tags,
      body: createArtistSchema,
      responseDescription: 'the artist',
      errors: [409],
    },
    ({ body, staff }) => catalogueAdmin.createArtist(staff, body),
  );

  defineBackOfficeRoute(
    app,
    {
      roles,
      method: 'put',
      path: `${base}/artists/:id`,
      summary: 'Changes the fields sent of an artist. 409 for a handle in use.',
      tags,
      params: backOfficeIdParams,
      body: updateArtistSchema,
      responseDescription: 'the artist',
      errors: [409],
    },
    ({ params, body, staff }) => catalogueAdmin.updateArtist(staff, params.id, body),
  );

  defineArtworkEditingRoutes(app, {
    base,
    roles,
    tags,
    listQuery: catalogueListQuerySchema,
    summaries: {
      listArtworks: 'Artworks, newest first, both languages as stored (q: title or handle).',
      getArtwork: 'One artwork with its editions.',
      createArtwork:
        'Creates an artwork and its editions 1..edition_size (available, or not for sale). 409 for a handle in use; 400 for an unknown artist, gallery, category or image.',
      updateArtwork:
        'Changes the fields sent of an artwork (its editions stay). on_sale is sold again at once when no edition is open.',
      updateEdition:
        'Puts an available edition off sale or back (status), or sets its own price (KRW, null: the artwork’s). 409 while it is held or once sold.',
      getViews:
        'The artwork’s views in order: each picture with its kind (main, detail, side, back, framed, in_room; defect: the condition report’s) and captions in both languages (rules §4.71).',
      replaceViews:
        'Replaces the artwork’s views by those sent, in their order (rules §4.72): pictures uploaded through POST store/upload/artwork/image, each with a kind and captions in both languages; added, removed and reordered in one write, the first becoming the work’s picture. Defect photos stay. Audited. 400 for an unknown picture, a repeated one, none or more than 12.',
    },
    listArtworks: (_staff, query) => catalogueAdmin.listArtworks(query),
    getArtwork: (_staff, id) => catalogueAdmin.getArtwork(id),
    createArtwork: (staff, body) => catalogueAdmin.createArtwork(staff, body),
    updateArtwork: (staff, id, body) => catalogueAdmin.updateArtwork(staff, id, body),
    updateEdition: (staff, id, body) => catalogueAdmin.updateEdition(staff, id, body),
    getViews: (_staff, id) => catalogueAdmin.getViews(id),
    replaceViews: (staff, id, body) => catalogueAdmin.replaceViews(staff, id, body),
  });

  defineConditionHistoryRoutes(app, {
    base,
    roles,
    tags,
    admin: services.conditionAdmin,
    within: () => undefined,
    whose: 'any work',
  });
}
