// One id per request (server/main.ts): on the answer's `x-request-id` header, and on the request
// itself so that the store API, Next.js and the page's document carry it into error reports.
// Imports nothing at run time: instrumentation.ts and pages/_document.tsx read it too.
import type { IncomingMessage, ServerResponse } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Gives the request a new id (a caller's own is not taken) and answers it; returns it. */
export function assignRequestId(req: IncomingMessage, res: ServerResponse): string {
  const id = crypto.randomUUID();
  req.headers[REQUEST_ID_HEADER] = id;
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

/** The id of a request's headers (Node's or a fetch `Headers`' record), if it has one. */
export function requestIdOf(headers: Record<string, string | string[] | undefined>): string | null {
  const value = headers[REQUEST_ID_HEADER];
  return (Array.isArray(value) ? value[0] : value) || null;
}
