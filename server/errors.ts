// One error class for the whole server: a code enum mapped to an HTTP status.
// The JSON body is { message, code, fields? }; messages are the spec's exact English strings.

export const errorStatus = {
  VALIDATION: 400,
  /** A wrong password or verification code: 400, not 401, which means "sign in again". */
  INVALID_CREDENTIALS: 400,
  UNAUTHORIZED: 401,
  /** A payment the gateway declined (the message says why). */
  PAYMENT_DECLINED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** A cart's rate lock expired and the re-priced total differs (rules §9.22): nothing charged. */
  RATE_CHANGED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** The same Idempotency-Key with a different request. */
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields?: Record<string, string>;

  constructor(code: ErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = fields;
  }

  get status(): (typeof errorStatus)[ErrorCode] {
    return errorStatus[this.code];
  }

  toJSON(): { message: string; code: ErrorCode; fields?: Record<string, string> } {
    return this.fields
      ? { message: this.message, code: this.code, fields: this.fields }
      : { message: this.message, code: this.code };
  }
}

export const notFound = (what = 'Not found') => new AppError('NOT_FOUND', what);
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError('VALIDATION', message, fields);
