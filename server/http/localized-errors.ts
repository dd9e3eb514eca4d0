// A family of calls that answers its refusals in the request's language (issue 31): the 4xx
// messages a route's schemas and workflow throw are the English ones, and a Korean request gets
// the same answer with the message (and each field's) from the family's Korean table.
import type { MiddlewareHandler } from 'hono';
import { requestLanguage } from './request';

interface ErrorAnswer {
  message?: unknown;
  fields?: Record<string, unknown>;
}

export function answerInRequestLanguage(korean: ReadonlyMap<string, string>): MiddlewareHandler {
  const translate = (value: unknown) =>
    typeof value === 'string' ? (korean.get(value) ?? value) : value;
  return async (c, next) => {
    await next();
    const answer = c.res;
    if (!c.error || answer.status < 400 || answer.status >= 500) return;
    if (requestLanguage(c) !== 'ko') return;
    let body: ErrorAnswer;
    try {
      body = (await answer.clone().json()) as ErrorAnswer;
    } catch {
      return;
    }
    const translated: ErrorAnswer = { ...body, message: translate(body.message) };
    if (body.fields) {
      translated.fields = Object.fromEntries(
        Object.entries(body.fields).map(([field, message]) => [field, translate(message)]),
      );
    }
    const headers = new Headers(answer.headers);
    headers.delete('content-length');
    headers.set('content-language', 'ko');
    // Cleared first, so the new answer does not inherit the old one's headers twice.
    c.res = undefined as unknown as Response;
    c.res = new Response(JSON.stringify(translated), { status: answer.status, headers });
  };
}
