// What a caller may know of a failed API call, without importing axios or the client: whether it
// is one (an AxiosError), its HTTP status and the server's error answer (rules §8).
import { AxiosHeaders, isAxiosError, type AxiosError } from 'axios';

/** The server's error answer: `{ message, code, fields }`. */
export interface ApiErrorBody {
  message?: unknown;
  code?: unknown;
  fields?: Record<string, string>;
}

export type ApiError = AxiosError<ApiErrorBody | undefined>;

/** A failed API call: a non-2xx answer (`response` set), a network error, a timeout, a cancel. */
export function isApiError(error: unknown): error is ApiError {
  return isAxiosError(error);
}

/** The answer's HTTP status; undefined when there was no answer (or it is no API error). */
export function apiErrorStatus(error: unknown): number | undefined {
  return isApiError(error) ? error.response?.status : undefined;
}

/** The server's error answer, when it sent one as JSON. */
export function apiErrorBody(error: unknown): ApiErrorBody | undefined {
  const data = isApiError(error) ? error.response?.data : undefined;
  return data && typeof data === 'object' ? data : undefined;
}

/** The server's message (`response.data.message`), when there is one. */
export function apiErrorMessage(error: unknown): string | undefined {
  const message = apiErrorBody(error)?.message;
  return typeof message === 'string' ? message : undefined;
}

/** The seconds a 429 (or 503) answer asks to wait (`Retry-After`), when it says. */
export function apiErrorRetryAfterSeconds(error: unknown): number | undefined {
  const headers = isApiError(error) ? error.response?.headers : undefined;
  const value = headers ? AxiosHeaders.from(headers as AxiosHeaders).get('retry-after') : null;
  const seconds = Number(value);
  return value != null && value !== '' && Number.isFinite(seconds) && seconds >= 0
    ? seconds
    : undefined;
}
