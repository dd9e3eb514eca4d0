// Validation failures as the API answers them (400 VALIDATION), for route input and for
// services that SSR calls in-process with the same yup schemas.
import { ValidationError, type AnySchema, type InferType } from 'yup';
import { AppError } from '../errors';

/** First validation message as the error message, every failing field in `fields`. */
export function toValidationError(error: ValidationError): AppError {
  const fields: Record<string, string> = {};
  for (const inner of error.inner.length ? error.inner : [error]) {
    if (inner.path && !fields[inner.path]) fields[inner.path] = inner.message;
  }
  return new AppError('VALIDATION', error.errors[0] ?? 'Invalid request', fields);
}

/** `input` (none: `{}`) as `schema` casts it, unknown keys dropped; bad input throws VALIDATION. */
export function parseInput<S extends AnySchema>(schema: S, input: unknown): InferType<S> {
  try {
    return schema.validateSync(input ?? {}, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) throw toValidationError(error);
    throw error;
  }
}
