// The answering side of the questions about a work under /v3/admin (issue 31, rules §4.44): a
// partner sees the threads on its galleries' works handed to the gallery, operators and admins
// see every thread (anyone else's is 404); they answer, close and reopen; operators hand a thread
// to the work's gallery. Refusals in the request's language.
import type { Context, Hono } from 'hono';
import type { AppContext } from '../../context';
import type { Services } from '../../services';
import { ALL_STAFF, OPERATORS } from '@/schemas/back-office';
import {
  adminInquiryListQuerySchema,
  inquiryIdParams,
  inquiryMessageSchema,
  inquiryMessagesInKorean,
} from '@/schemas/inquiry';
import { BACK_OFFICE_PREFIX, currentStaff, defineBackOfficeRoute } from '../back-office-auth';
import { answerInRequestLanguage } from '../localized-errors';
import { requestCurrency, requestLanguage } from '../request';

export function registerBackOfficeInquiryRoutes(
  app: Hono,
  _ctx: AppContext,
  services: Services,
): void {
  const { inquiries } = services;
  const base = `${BACK_OFFICE_PREFIX}/inquiries`;
  const tags = ['inquiries'];
  app.use(base, answerInRequestLanguage(inquiryMessagesInKorean));
  app.use(`${base}/*`, answerInRequestLanguage(inquiryMessagesInKorean));
  const reader = (c: Context) => ({ kind: 'staff' as const, staff: currentStaff(c) });
  const noStore = (c: Context) => c.header('Cache-Control', 'private, no-store');

  defineBackOfficeRoute(
    app,
    {
      roles: ALL_STAFF,
      method: 'get',
      path: base,
      summary:
        'Questions about works, latest message first: a partner’s are the threads on its galleries’ works handed to the gallery, an operator’s every thread. Filters: status (open, closed), handler (gallery, operator), q (part of the title or the collector’s name). Each with its unread count for the answering side (the collector’s messages since it last read), and unread: their total.',
      tags,
      query: adminInquiryListQuerySchema,
      responseDescription: 'InquiryListDto (schemas/inquiry-dto.ts)',
    },
    ({ c, query }) => {
      noStore(c);
      return inquiries.list(reader(c), query, requestLanguage(c));
    },
  );

  defineBackOfficeRoute(
    app,
    {
      roles: ALL_STAFF,
      method: 'get',
      path: `${base}/:id`,
      summary:
        'One thread in full (messages, photos, the offers made from it, can_hand_to_gallery). Marks it read for the answering side when the caller is that side (an operator looking into a gallery’s thread does not). 404 outside the caller’s threads.',
      tags,
      params: inquiryIdParams,
      responseDescription: 'InquiryThreadDto',
    },
    ({ c, params }) => {
      noStore(c);
      return inquiries.get(reader(c), params.id, requestLanguage(c), requestCurrency(c));
    },
  );

  defineBackOfficeRoute(
    app,
    {
      roles: ALL_STAFF,
      method: 'post',
      path: `${base}/:id/messages`,
      summary:
        'Answers in a thread, as the gallery (a partner of the gallery it is handed to) or as the operators (message 1-2000 characters, up to 4 of the caller’s own uploads through POST store/upload/artwork/image); reopens a closed one; the collector is e-mailed once in their language. 120 messages an hour per staff member (429 with Retry-After). 404 outside the caller’s threads.',
      tags,
      params: inquiryIdParams,
      body: inquiryMessageSchema,
      responseDescription: 'InquiryThreadDto',
      errors: [404, 429],
    },
    ({ c, params, body }) =>
      inquiries.post(reader(c), params.id, body, requestLanguage(c), requestCurrency(c)),
  );

  defineBackOfficeRoute(
    app,
    {
      roles: OPERATORS,
      method: 'post',
      path: `${base}/:id/hand-to-gallery`,
      summary:
        'Hands a thread the operators answer to the work’s gallery, whose partner members are e-mailed the collector’s latest message. 409 when the gallery has no partner account or the work is an owner’s resale or consignment (the store answers those). A thread already with the gallery is returned as it is.',
      tags,
      params: inquiryIdParams,
      responseDescription: 'InquiryThreadDto',
      errors: [404, 409],
    },
    ({ c, params, staff }) =>
      inquiries.handToGallery(staff, params.id, requestLanguage(c), requestCurrency(c)),
  );

  for (const [action, status] of [
    ['close', 'closed'],
    ['reopen', 'open'],
  ] as const) {
    defineBackOfficeRoute(
      app,
      {
        roles: ALL_STAFF,
        method: 'post',
        path: `${base}/:id/${action}`,
        summary:
          action === 'close'
            ? 'Closes a thread (the collector may still write, which opens it again). 404 outside the caller’s threads.'
            : 'Opens a closed thread again. 404 outside the caller’s threads.',
        tags,
        params: inquiryIdParams,
        responseDescription: 'InquiryThreadDto',
        errors: [404],
      },
      ({ c, params, staff }) =>
        inquiries.setStatus(staff, params.id, status, requestLanguage(c), requestCurrency(c)),
    );
  }
}
