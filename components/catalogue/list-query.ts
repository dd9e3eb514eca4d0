// Catalogue list state lives in the URL (?q=&page=&…) so a list can be shared, reloaded and
// restored on back navigation. Pure helpers shared by the artists, galleries and exhibitions lists.

type Query = Record<string, string | string[] | undefined>;

/** The first value of a query parameter, trimmed; '' when absent. */
export function queryText(query: Query, key: string): string {
  const value = query[key];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

/** A 1-based page number from the query; anything unusable is page 1. */
export function queryPage(query: Query): number {
  const page = Number.parseInt(queryText(query, 'page'), 10);
  return Number.isFinite(page) && page >= 1 ? page : 1;
}

export function pageOffset(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}

export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/**
 * A list URL from its parameters: empty values and page 1 are left out so the canonical
 * address of the first page stays short.
 */
export function listHref(pathname: string, params: Record<string, string | number | undefined>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '') continue;
    if (key === 'page' && Number(value) <= 1) continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${pathname}?${text}` : pathname;
}

export type PageItem = number | 'gap';

/**
 * The page links to show: always the first and last, the current page with one neighbour on
 * each side, and a gap where pages are skipped (a gap never hides just one page).
 */
export function pageItems(current: number, total: number): PageItem[] {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  const wanted = new Set([1, total, current - 1, current, current + 1]);
  if (current <= 3) [2, 3, 4].forEach((p) => wanted.add(p));
  if (current >= total - 2) [total - 1, total - 2, total - 3].forEach((p) => wanted.add(p));
  const pages = [...wanted].filter((p) => p >= 1 && p <= total).sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push('gap');
    items.push(page);
  });
  return items;
}
