// The artwork and edition calls that the operators' catalogue (back-office-catalogue.routes.ts)
// and the partner portal (back-office-partner.routes.ts) both declare, once: the same paths under
// each one's base, the same request schemas and answers. Each says who may call them, what they
// do for that caller (the OpenAPI summaries) and which workflow answers.
import type { Hono } from 'hono';
import type { AnySchema, InferType } from 'yup';
import type { StaffMember } from '../../workflows/back-office';
import { backOfficeIdParams, type BackOfficeRole } from '@/schemas/back-office';
import {
  artworkViewsSchema,
  createArtworkSchema,
  updateArtworkSchema,
  updateEditionSchema,
  type ArtworkInput,
  type ArtworkViewsRequest,
  type CreateArtworkRequest,
  type EditionInput,
} from '@/schemas/back-office-catalogue';
import { defineBackOfficeRoute } from '../back-office-auth';

export interface ArtworkEditingRoutes<Q extends AnySchema> {
  /** The path the calls sit under (`/v3/admin`, `/v3/admin/partner`). */
  base: string;
  roles: readonly BackOfficeRole[];
  tags: string[];
  /** The artwork list's filters. */
  listQuery: Q;
  summaries: {
    listArtworks: string;
    getArtwork: string;
    createArtwork: string;
    updateArtwork: string;
    updateEdition: string;
    getViews: string;
    replaceViews: string;
  };
  listArtworks(staff: StaffMember, query: InferType<Q>): Promise<unknown>;
  getArtwork(staff: StaffMember, id: string): Promise<unknown>;
  createArtwork(staff: StaffMember, body: CreateArtworkRequest): Promise<unknown>;
  updateArtwork(staff: StaffMember, id: string, body: ArtworkInput): Promise<unknown>;
  updateEdition(staff: StaffMember, id: string, body: EditionInput): Promise<unknown>;
  getViews(staff: StaffMember, id: string): Promise<unknown>;
  replaceViews(staff: StaffMember, id: string, body: ArtworkViewsRequest): Promise<unknown>;
}

/**
 * Declares, in this order: GET artworks, GET artworks/:id, POST artworks, PUT artworks/:id,
 * GET and PUT artworks/:id/views, PUT editions/:id.
 */
export function defineArtworkEditingRoutes<Q extends AnySchema>(
  app: Hono,
  routes: ArtworkEditingRoutes<Q>,
): void {
  const { base, roles, tags, summaries } = routes;

  defineBackOfficeRoute(
    app,
    {
      roles,
      method: 'get',
      path: `${base}/artworks`,
      summary: summaries.listArtworks,
      tags,
      query: routes.listQuery,
      responseDescription: '{ artworks, count, limit, offset }',
    },
    ({ query, staff }) => routes.listArtworks(staff, query),
  );

  defineBackOfficeRoute(
    app,
    {
      roles,
      method: 'get',
      path: `${base}/artworks/:id`,
      summary: summaries.getArtwork,
      tags,
      params: backOfficeIdParams,
      responseDescription: 'the artwork and editions',
    },
    ({ params, staff }) => routes.getArtwork(staff, params.id),
  );

  defineBackOfficeRoute(
    app,
    {
      roles,
      method: 'post',
      path: `${base}/artworks`,
      summary: summaries.createArtwork,
      tags,
      body: createArtworkSchema,
      responseDescription: 'the artwork and editions',
      errors: [409],
    },
    ({ body, staff }) => routes.createArtwork(staff, body),
  );

  defineBackOfficeRoute(
    app,
    {
      roles,
      method: 'put',
      path: `${base}/artworks/:id`,
      summary: summaries.updateArtwork,
      tags,
      params: backOfficeIdParams,
      body: updateArtworkSchema,
      responseDescription: 'the artwork',
      errors: [409],
    },
    ({ params, body, staff }) => routes.updateArtwork(staff, params.id, body),
  );

  defineBackOfficeRoute(
    app,
    {
      roles,
      method: 'get',
      path: `${base}/artworks/:id/views`,
      summary: summaries.getViews,
      tags,
      params: backOfficeIdParams,
      responseDescription: 'AdminArtworkViewsDto: { artwork_id, views }',
    },
    ({ params, staff }) => routes.getViews(staff, params.id),
  );

  defineBackOfficeRoute(
    app,
    {
      roles,
      method: 'put',
      path: `${base}/artworks/:id/views`,
      summary: summaries.replaceViews,
      tags,
      params: backOfficeIdParams,
      body: artworkViewsSchema,
      responseDescription: 'AdminArtworkViewsDto: { artwork_id, views }',
    },
    ({ params, body, staff }) => routes.replaceViews(staff, params.id, body),
  );

  defineBackOfficeRoute(
    app,
    {
      roles,
      method: 'put',
      path: `${base}/editions/:id`,
      summary: summaries.updateEdition,
      tags,
      params: backOfficeIdParams,
      body: updateEditionSchema,
      responseDescription: 'the edition',
      errors: [409],
    },
    ({ params, body, staff }) => routes.updateEdition(staff, params.id, body),
  );
}
