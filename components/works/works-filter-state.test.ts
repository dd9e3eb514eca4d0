import { describe, expect, it } from 'vitest';
import {
  activeSizePreset,
  applyFilters,
  artworkFiltersFromState,
  clearFilters,
  defaultWorksFilterState,
  draftFromState,
  parseWorksQuery,
  selectTab,
  worksQueryFromState,
  type WorksFilterState,
} from './works-filter-state';

const filtered: WorksFilterState = {
  view_status: 'sold',
  order: 'price_desc',
  group_handle: 'painting',
  page: 3,
  min_price: 1000,
  max_price: 5000,
  min_size_total: 100,
  max_size_total: 170,
};

describe('marketplace filter state in the URL', () => {
  it('reads an empty query as the ongoing tab, newest first, page 1', () => {
    expect(parseWorksQuery({})).toEqual(defaultWorksFilterState);
  });

  it('round-trips every filter through the URL', () => {
    const query = worksQueryFromState(filtered);
    expect(query).toEqual({
      group_handle: 'painting',
      view_status: 'sold',
      order: 'price_desc',
      min_price: '1000',
      max_price: '5000',
      min_size_total: '100',
      max_size_total: '170',
      page: '3',
    });
    expect(parseWorksQuery(query)).toEqual(filtered);
  });

  it('leaves defaults out of the URL', () => {
    expect(worksQueryFromState(defaultWorksFilterState)).toEqual({});
    expect(worksQueryFromState({ ...defaultWorksFilterState, group_handle: 'all' })).toEqual({});
  });

  it('drops bad values from a hand-edited URL and keeps the good ones', () => {
    expect(
      parseWorksQuery({
        order: 'cheapest',
        min_price: 'abc',
        max_price: '900',
        group_handle: 'Print!',
        page: '-2',
        view_status: ['sold', 'all'],
      }),
    ).toEqual({ ...defaultWorksFilterState, view_status: 'sold', max_price: 900 });
  });

  it('asks the API for 20 works a page', () => {
    expect(artworkFiltersFromState(filtered)).toMatchObject({ limit: 20, offset: 40 });
    expect(artworkFiltersFromState(defaultWorksFilterState)).toEqual({
      view_status: 'ongoing',
      order: 'newest',
      limit: 20,
      offset: 0,
    });
  });
});

describe('filter transitions (rules §4)', () => {
  it('choosing a tab resets the filters to that view_status and the page to the first', () => {
    expect(selectTab(filtered, 'all')).toEqual({
      view_status: 'all',
      order: 'newest',
      group_handle: 'painting',
      page: 1,
    });
  });

  it('applying a filter goes to the first page', () => {
    const next = applyFilters(filtered, { ...draftFromState(filtered), max_price: 8000 });
    expect(next.page).toBe(1);
    expect(next.max_price).toBe(8000);
    expect(next.view_status).toBe('sold');
  });

  it('reads a range typed the wrong way round the way it was meant', () => {
    const next = applyFilters(defaultWorksFilterState, {
      order: 'newest',
      min_width: 120,
      max_width: 40,
    });
    expect(next).toMatchObject({ min_width: 40, max_width: 120 });
  });

  it('clearing removes every panel filter and keeps the tab', () => {
    expect(clearFilters(filtered)).toEqual({ ...defaultWorksFilterState, view_status: 'sold' });
  });

  it('recognises the size presets', () => {
    expect(activeSizePreset(filtered)).toBe('m');
    expect(activeSizePreset({ max_size_total: 100 })).toBe('s');
    expect(activeSizePreset({ min_size_total: 80 })).toBeUndefined();
  });
});
