// Strings read from JSON. yup's own trim() throws a TypeError on an array or an object (a 500),
// so values are trimmed only when they are strings; anything else fails with `message`.
import { string } from 'yup';

export const trimmedString = (message: string) =>
  string()
    .typeError(message)
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value));
