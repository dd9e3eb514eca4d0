type QueryParams = Record<string, string | number>;

/** Wire form of filters: no empty values, lists comma-separated (`purchase_statuses`). */
export function toQueryParams(input: object): QueryParams {
  const params: QueryParams = {};
  for (const [key, value] of Object.entries(input) as [string, unknown][]) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) params[key] = value.join(',');
    } else if (typeof value === 'number' || typeof value === 'string') {
      params[key] = value;
    } else if (typeof value === 'boolean') {
      params[key] = String(value);
    }
  }
  return params;
}
