// Contact, enrolment and request-for-sale messages, the newsletter with double opt-in (rules §7
// "POST store/contact; POST store/subscribe"), and the operators' shipping status moves that
// tell the buyer (issue 9, ADR 0028). Thin handlers: parse, call the workflow, answer.
import type { Hono } from 'hono';
import { mixed, object, string } from 'yup';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { Services } from '../../services';
import { contactRequestSchema, contactTypes } from '@/schemas/contact';
import {
  newsletterConfirmSchema,
  newsletterUnsubscribeSchema,
  subscribeRequestSchema,
} from '@/schemas/newsletter';
import { shippingStatuses, type ShippingStatus } from '@/rules/checkout-rules';
import { maybeCustomer, optionalCustomer } from '../customer-auth';
import { clientIp, requestLanguage } from '../request';
import { defineRoute } from '../route';
import { INTERNAL_SECRET_HEADER, secretMatches } from './internal.routes';

const contactAnswer = object({
  id: string().defined(),
  type: mixed()
    .oneOf([...contactTypes])
    .defined(),
  created_at: string().defined(),
}).noUnknown();

const newsletterStatus = object({
  status: mixed().oneOf(['pending', 'confirmed', 'unsubscribed']).defined(),
  email: string().defined(),
}).noUnknown();

export function registerOutreachRoutes(app: Hono, ctx: AppContext, services: Services): void {
  const { outreach } = services;
  const ip = (c: Parameters<typeof clientIp>[0]) => clientIp(c, ctx.config.TRUST_PROXY);

  defineRoute(
    app,
    {
      method: 'post',
      path: '/v3/store/contact',
      summary:
        'A contact or enrolment request (type: enroll_artist, enroll_gallery, common_contact, vip_contact, request_for_sale): stored and mailed to the operators’ inbox. enroll_gallery needs organization, request_for_sale an artwork_id (id or handle; 404 when unknown). A signed-in customer’s token is recorded with it. 5 per 10 minutes per client, 10 a day per e-mail (429).',
      tags: ['contact'],
      middleware: [optionalCustomer(services)],
      body: contactRequestSchema,
      response: contactAnswer,
      errors: [429],
    },
    ({ c, body }) =>
      outreach.contact(body, {
        ip: ip(c),
        language: requestLanguage(c),
        customerId: maybeCustomer(c)?.customerId ?? null,
      }),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/v3/store/subscribe',
      summary:
        'Newsletter sign-up with double opt-in: a confirmation link is e-mailed (in `language`, else the request’s) unless the address is already confirmed. Idempotent for the same address, whatever its case: one subscription, and the same answer in every case, so the call does not tell who is subscribed. 429 beyond 10 sign-ups an hour per client or 3 confirmation mails an hour per address.',
      tags: ['newsletter'],
      body: subscribeRequestSchema,
      response: object({ status: mixed().oneOf(['confirmation_sent']).defined() }),
      errors: [429],
    },
    ({ c, body }) => outreach.subscribe(body, { ip: ip(c), language: requestLanguage(c) }),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/v3/store/subscribe/confirm',
      summary:
        'Confirms the address of the confirmation link’s token (valid 7 days; using it again answers the same). 404 for an unknown, expired or unsubscribed link.',
      tags: ['newsletter'],
      body: newsletterConfirmSchema,
      response: newsletterStatus,
    },
    ({ body }) => outreach.confirm(body.token),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/v3/store/subscribe/unsubscribe',
      summary:
        'The unsubscribe link of every newsletter e-mail (id and token): the address gets nothing more. Idempotent. 404 for a wrong link.',
      tags: ['newsletter'],
      body: newsletterUnsubscribeSchema,
      response: newsletterStatus,
    },
    ({ body }) => outreach.unsubscribe(body.id, body.token),
  );

  defineRoute(
    app,
    {
      method: 'put',
      path: '/v3/internal/orders/:id/shipping-status',
      summary: `Internal (header ${INTERNAL_SECRET_HEADER}): an operator moves a paid order forward on its shipping track (rules §4); the buyer is e-mailed in their language. The same status again changes nothing; 400 for a status of another track, 409 backwards or for an unpaid order.`,
      tags: ['internal', 'orders'],
      internal: true,
      // The secret is checked before the input is read: 401 comes before 400.
      middleware: [
        async (c, next) => {
          if (
            !secretMatches(c.req.header(INTERNAL_SECRET_HEADER), ctx.config.INTERNAL_API_SECRET)
          ) {
            throw new AppError('UNAUTHORIZED', 'Invalid internal secret');
          }
          await next();
        },
      ],
      params: object({ id: string().required().max(64) }),
      body: object({
        shipping_status: mixed<ShippingStatus>()
          .oneOf([...shippingStatuses], 'Unknown shipping status.')
          .required('Unknown shipping status.'),
      }),
      responseDescription: '{ order_id, order_number, shipping_method, shipping_status }',
      errors: [409],
    },
    async ({ c, params, body }) => {
      c.header('Cache-Control', 'private, no-store');
      return services.shipping.setStatus(params.id, body.shipping_status);
    },
  );
}
