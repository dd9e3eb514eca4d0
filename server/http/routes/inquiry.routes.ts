// The collector's questions about a work (issue 31, rules §4 "Questions about a work"): thin
// handlers over server/workflows/inquiries.ts. Signed in only (401); another customer's thread is
// not found (404); refusals in the request's language.
import type { Context, Hono } from 'hono';
import type { AppContext } from '../../context';
import type { Services } from '../../services';
import {
  inquiryIdParams,
  inquiryListQuerySchema,
  inquiryMessageSchema,
  inquiryMessagesInKorean,
  openInquirySchema,
} from '@/schemas/inquiry';
import { currentCustomer, customerRoute } from '../customer-auth';
import { answerInRequestLanguage } from '../localized-errors';
import { requestCurrency, requestLanguage } from '../request';
import { defineRoute } from '../route';

export function registerInquiryRoutes(app: Hono, _ctx: AppContext, services: Services): void {
  const { inquiries } = services;
  const signedIn = customerRoute(services);
  const route = {
    ...signedIn,
    middleware: [answerInRequestLanguage(inquiryMessagesInKorean), ...signedIn.middleware],
  };
  const tags = ['inquiries'];
  const base = '/v3/store/inquiries';
  const me = (c: Context) => ({
    kind: 'customer' as const,
    customerId: currentCustomer(c).customerId,
  });
  const noStore = (c: Context) => c.header('Cache-Control', 'private, no-store');

  defineRoute(
    app,
    {
      ...route,
      method: 'post',
      path: base,
      summary:
        'Asks about a work (artwork_id: id or handle; edition_id when one edition is meant): topics (condition, photos, shipping, framing, price, other; at least one), the message (1-2000 characters) and up to 4 photos, each the url or /media path the upload call (POST store/upload/artwork/image) answered to this customer (400 for anyone else’s). A question on a work the customer already has an open conversation about joins it; otherwise a conversation opens, answered by the work’s gallery when it has a partner account, else by the operators (always the operators for an owner’s resale or consignment). The other side is e-mailed once. 10 new conversations a day and 30 messages an hour per customer (429 with Retry-After). 404 for an unknown work.',
      tags,
      body: openInquirySchema,
      responseDescription: 'InquiryThreadDto (schemas/inquiry-dto.ts)',
      errors: [404, 429],
    },
    ({ c, body }) => inquiries.open(me(c).customerId, body, requestLanguage(c), requestCurrency(c)),
  );

  defineRoute(
    app,
    {
      ...route,
      method: 'get',
      path: base,
      summary:
        'The customer’s conversations about works, latest message first, each with its unread count (messages from the gallery or the operators since the customer last read it), and unread: their total (the My page badge).',
      tags,
      query: inquiryListQuerySchema,
      responseDescription:
        'InquiryListDto: { inquiries: InquirySummaryDto[], count, limit, offset, unread }',
    },
    ({ c, query }) => {
      noStore(c);
      return inquiries.list(me(c), query, requestLanguage(c));
    },
  );

  defineRoute(
    app,
    {
      ...route,
      method: 'get',
      path: `${base}/:id`,
      summary:
        'One of the customer’s conversations in full: its messages oldest first with their photos, the offers made from it (bids with this inquiry_id) and whether an offer can be made from it (can_offer). Marks it read for the customer. 404 for anyone else’s.',
      tags,
      params: inquiryIdParams,
      responseDescription: 'InquiryThreadDto',
    },
    ({ c, params }) => {
      noStore(c);
      return inquiries.get(me(c), params.id, requestLanguage(c), requestCurrency(c));
    },
  );

  defineRoute(
    app,
    {
      ...route,
      method: 'post',
      path: `${base}/:id/messages`,
      summary:
        'Writes in one of the customer’s conversations (message 1-2000 characters, up to 4 of their own uploads); reopens a closed one; the answering side is e-mailed once. 30 messages an hour (429 with Retry-After). 404 for anyone else’s.',
      tags,
      params: inquiryIdParams,
      body: inquiryMessageSchema,
      responseDescription: 'InquiryThreadDto',
      errors: [404, 429],
    },
    ({ c, params, body }) =>
      inquiries.post(me(c), params.id, body, requestLanguage(c), requestCurrency(c)),
  );
}
