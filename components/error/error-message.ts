// rules §2 "Other behaviours": the error page's message by status code.

/** Translation keys; the English values are exactly the spec's strings. */
export type ErrorMessageKey =
  'error.notFound' | 'error.serverError' | 'error.unavailable' | 'error.generic';

export function errorMessageKey(statusCode: number | undefined): ErrorMessageKey {
  if (statusCode === 404) return 'error.notFound';
  if (statusCode === 500) return 'error.serverError';
  // The database out of reach (ADR 0069): try again in a few seconds.
  if (statusCode === 503) return 'error.unavailable';
  return 'error.generic';
}
