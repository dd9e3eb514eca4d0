// The back office's contact inbox under /v3/admin (issue 10, ADR 0029): the requests of
// POST store/contact, their status (new → in progress → closed) and the operator's note.
import type { Hono } from 'hono';
import type { AppContext } from '../../context';
import type { Services } from '../../services';
import { OPERATORS, backOfficeIdParams } from '@/schemas/back-office';
import { adminContactListQuerySchema, updateContactSchema } from '@/schemas/back-office-contacts';
import { BACK_OFFICE_PREFIX, defineBackOfficeRoute } from '../back-office-auth';

export function registerBackOfficeContactRoutes(
  app: Hono,
  _ctx: AppContext,
  services: Services,
): void {
  const { contactInbox } = services;
  const base = `${BACK_OFFICE_PREFIX}/contacts`;
  const tags = ['contacts'];

  defineBackOfficeRoute(
    app,
    {
      roles: OPERATORS,
      method: 'get',
      path: base,
      summary:
        'Contact and enrolment requests, newest first; filters: type (rules §3 contact types) and status (new, in_progress, closed).',
      tags,
      query: adminContactListQuerySchema,
      responseDescription: 'AdminContactListDto (schemas/back-office-contacts.ts)',
    },
    ({ query }) => contactInbox.list(query),
  );

  defineBackOfficeRoute(
    app,
    {
      roles: OPERATORS,
      method: 'get',
      path: `${base}/:id`,
      summary: 'One contact request in full, with the artwork it asks about.',
      tags,
      params: backOfficeIdParams,
      responseDescription: 'AdminContactDto',
    },
    ({ params }) => contactInbox.get(params.id),
  );

  defineBackOfficeRoute(
    app,
    {
      roles: OPERATORS,
      method: 'put',
      path: `${base}/:id`,
      summary:
        'Sets the status (new → in_progress → closed; a closed request may be reopened to in_progress, never back to new) and, when sent, the operator’s note. 409 for any other move.',
      tags,
      params: backOfficeIdParams,
      body: updateContactSchema,
      responseDescription: 'AdminContactDto',
      errors: [409],
    },
    ({ params, body, staff }) => contactInbox.update(staff, params.id, body),
  );
}
