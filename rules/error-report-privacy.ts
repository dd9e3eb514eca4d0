// What an error report may carry of a visitor, one rule for the browser's and the server's Sentry
// (rules §8): errors only, no IP address, cookies, headers, bodies or query strings.

/** Sentry's `dataCollection` option: nothing of the visitor. */
export const privateDataCollection = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [] as never[],
  urlQueryParams: false,
};

interface ReportedRequest {
  cookies?: unknown;
  headers?: unknown;
  query_string?: unknown;
  url?: string;
}

/** Strips an event's request of cookies, headers and query before it is sent (`beforeSend`). */
export function withoutVisitorData<E extends { request?: ReportedRequest }>(event: E): E {
  if (event.request) {
    delete event.request.cookies;
    delete event.request.headers;
    delete event.request.query_string;
    if (event.request.url) event.request.url = event.request.url.split('?')[0];
  }
  return event;
}
