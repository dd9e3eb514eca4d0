// The marketplace's filter state (rules §3 "Artwork filter state", §4 tabs) and its URL form.
// The URL is the single source of truth: shareable, restored on back navigation, read by SSR.
// Values are read by the API's own rules (rules/artwork-filter-rules.ts, which its yup
// schema is built from, without shipping yup); a bad value in a hand-edited URL is dropped
// rather than failing the page.
import type { ParsedUrlQuery } from 'node:querystring';
import {
  ARTWORK_MAX_OFFSET,
  ARTWORK_PAGE_SIZE,
  artworkUrlFilterKeys,
  rangeKeys,
  readArtworkUrlFilters,
  type ArtworkOrder,
  type ArtworkViewStatus,
  type RangeKey,
} from '@/rules/artwork-filter-rules';
import type { ArtworkFiltersInput } from '@/schemas/artwork-filters';

export { rangeKeys, type RangeKey };

export interface WorksFilterState {
  view_status: ArtworkViewStatus;
  order: ArtworkOrder;
  /** A category handle; undefined (or the synthetic 'all') means every category. */
  group_handle?: string;
  q?: string;
  /** 1-based page (rules §3 filter state: page and limit). */
  page: number;
  min_price?: number;
  max_price?: number;
  min_width?: number;
  max_width?: number;
  min_height?: number;
  max_height?: number;
  min_size_total?: number;
  max_size_total?: number;
}

export const WORKS_PAGE_SIZE = ARTWORK_PAGE_SIZE;
export const MAX_PAGE = Math.floor(ARTWORK_MAX_OFFSET / WORKS_PAGE_SIZE) + 1;

export const defaultWorksFilterState: WorksFilterState = {
  view_status: 'ongoing',
  order: 'newest',
  page: 1,
};

/** Size presets on width + height (cm): S up to a 10호 canvas, M to a 30호, L beyond. */
export const sizePresets = {
  s: { max_size_total: 100 },
  m: { min_size_total: 100, max_size_total: 170 },
  l: { min_size_total: 170 },
} as const satisfies Record<string, Partial<Record<RangeKey, number>>>;
export type SizePreset = keyof typeof sizePresets;

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function parsePage(raw: string | undefined): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** Reads the state from a URL query; unknown keys are ignored and bad values dropped. */
export function parseWorksQuery(query: ParsedUrlQuery): WorksFilterState {
  const input: Record<string, string | undefined> = {};
  for (const key of artworkUrlFilterKeys) input[key] = firstValue(query[key]);
  const filters = readArtworkUrlFilters(input);
  const state: WorksFilterState = {
    view_status: filters.view_status ?? defaultWorksFilterState.view_status,
    order: filters.order ?? defaultWorksFilterState.order,
    page: parsePage(firstValue(query.page)),
  };
  if (filters.group_handle && filters.group_handle !== 'all') {
    state.group_handle = filters.group_handle;
  }
  if (filters.q) state.q = filters.q;
  for (const key of rangeKeys) {
    const value = filters[key];
    if (value !== undefined) state[key] = value;
  }
  return state;
}

/** The URL query of a state: defaults left out, keys in a stable order. */
export function worksQueryFromState(state: WorksFilterState): Record<string, string> {
  const query: Record<string, string> = {};
  if (state.group_handle && state.group_handle !== 'all') query.group_handle = state.group_handle;
  if (state.view_status !== defaultWorksFilterState.view_status) {
    query.view_status = state.view_status;
  }
  if (state.order !== defaultWorksFilterState.order) query.order = state.order;
  if (state.q) query.q = state.q;
  for (const key of rangeKeys) {
    const value = state[key];
    if (value !== undefined) query[key] = String(value);
  }
  if (state.page > 1) query.page = String(state.page);
  return query;
}

/** The list call's filters for a state (limit and offset from the page). */
export function artworkFiltersFromState(state: WorksFilterState): ArtworkFiltersInput {
  const filters: ArtworkFiltersInput = {
    view_status: state.view_status,
    order: state.order,
    limit: WORKS_PAGE_SIZE,
    offset: (state.page - 1) * WORKS_PAGE_SIZE,
  };
  if (state.group_handle && state.group_handle !== 'all') filters.group_handle = state.group_handle;
  if (state.q) filters.q = state.q;
  for (const key of rangeKeys) {
    const value = state[key];
    if (value !== undefined) filters[key] = value;
  }
  return filters;
}

/** The panel's part of the state: what "apply" sets and "clear" removes. */
export type WorksFilterDraft = Pick<WorksFilterState, 'order' | 'group_handle' | RangeKey>;

export function draftFromState(state: WorksFilterState): WorksFilterDraft {
  const draft: WorksFilterDraft = { order: state.order, group_handle: state.group_handle };
  for (const key of rangeKeys) {
    if (state[key] !== undefined) draft[key] = state[key];
  }
  return draft;
}

/**
 * rules §4: choosing a tab resets the filters to that view_status and the page to the first.
 * The category being browsed (the menu above the grid) stays: it is where the visitor is.
 */
export function selectTab(state: WorksFilterState, tab: ArtworkViewStatus): WorksFilterState {
  const next: WorksFilterState = { ...defaultWorksFilterState, view_status: tab };
  if (state.group_handle) next.group_handle = state.group_handle;
  return next;
}

/** rules §4: applying a filter sets the page to the first. */
export function applyFilters(state: WorksFilterState, draft: WorksFilterDraft): WorksFilterState {
  const next: WorksFilterState = {
    view_status: state.view_status,
    order: draft.order,
    page: 1,
  };
  if (draft.group_handle && draft.group_handle !== 'all') next.group_handle = draft.group_handle;
  if (state.q) next.q = state.q;
  for (const key of rangeKeys) {
    const value = draft[key];
    if (value !== undefined && Number.isFinite(value)) next[key] = value;
  }
  // A range typed the wrong way round is read the way it was meant.
  for (const [min, max] of [
    ['min_price', 'max_price'],
    ['min_width', 'max_width'],
    ['min_height', 'max_height'],
    ['min_size_total', 'max_size_total'],
  ] as const) {
    const low = next[min];
    const high = next[max];
    if (low !== undefined && high !== undefined && low > high) {
      next[min] = high;
      next[max] = low;
    }
  }
  return next;
}

/** rules §4: clearing resets every filter of the panel; the tab stays. */
export function clearFilters(state: WorksFilterState): WorksFilterState {
  return { ...defaultWorksFilterState, view_status: state.view_status };
}

export function goToPage(state: WorksFilterState, page: number): WorksFilterState {
  return { ...state, page: Math.min(MAX_PAGE, Math.max(1, Math.floor(page))) };
}

/** How many panel filters are set (the phone's "Filter (3)" button). */
export function activeFilterCount(state: WorksFilterState): number {
  let count = state.order !== defaultWorksFilterState.order ? 1 : 0;
  if (state.group_handle) count += 1;
  if (state.min_price !== undefined || state.max_price !== undefined) count += 1;
  if (state.min_width !== undefined || state.max_width !== undefined) count += 1;
  if (state.min_height !== undefined || state.max_height !== undefined) count += 1;
  if (state.min_size_total !== undefined || state.max_size_total !== undefined) count += 1;
  return count;
}

/** The preset a size range matches exactly, if any. */
export function activeSizePreset(
  range: Pick<WorksFilterState, 'min_size_total' | 'max_size_total'>,
): SizePreset | undefined {
  return (Object.keys(sizePresets) as SizePreset[]).find((preset) => {
    const p = sizePresets[preset] as Partial<Record<RangeKey, number>>;
    return p.min_size_total === range.min_size_total && p.max_size_total === range.max_size_total;
  });
}
