// The back office's wire names are the columns' in snake_case (issue 10): a stored row becomes
// its answer, a request's fields become a row's changes, by one rule instead of a list per table.

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const camel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** A row as the back office answers it: snake_case names, dates in ISO 8601. */
export function snakeCased<T>(row: object): T {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      snake(key),
      value instanceof Date ? value.toISOString() : value,
    ]),
  ) as T;
}

/** A request's fields as a row's changes: camelCase names; fields not sent (undefined) left out. */
export function camelCased<T>(input: object): Partial<T> {
  return Object.fromEntries(
    Object.entries(input)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [camel(key), value]),
  ) as Partial<T>;
}
