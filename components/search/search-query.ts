// The /works-search address: the query lives in the URL (?q=), so a search can be shared, and a
// removed chip is the same address without that piece's words.
import { queryWithoutSpan } from '@/schemas/ai-search';

const PATH = '/works-search';

export function worksSearchHref(q: string): string {
  return q ? `${PATH}?q=${encodeURIComponent(q)}` : PATH;
}

/** The search without one understood piece (its words cut out of q). */
export function hrefWithout(q: string, span: readonly [number, number]): string {
  return worksSearchHref(queryWithoutSpan(q, span));
}

export function queryFromUrl(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}
