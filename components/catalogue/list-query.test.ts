import { describe, expect, it } from 'vitest';
import { listHref, pageCount, pageItems, queryPage, queryText } from './list-query';

describe('catalogue list query', () => {
  it('reads the page from the URL and treats nonsense as the first page', () => {
    expect(queryPage({ page: '3' })).toBe(3);
    expect(queryPage({ page: '0' })).toBe(1);
    expect(queryPage({ page: 'abc' })).toBe(1);
    expect(queryPage({})).toBe(1);
    expect(queryText({ q: ['  kim ', 'x'] }, 'q')).toBe('kim');
  });

  it('leaves empty filters and the first page out of the address', () => {
    expect(listHref('/artists', { q: '', page: 1 })).toBe('/artists');
    expect(listHref('/artists', { q: '한 서연', page: 2 })).toBe(
      '/artists?q=%ED%95%9C+%EC%84%9C%EC%97%B0&page=2',
    );
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });

  it('shows first, last and the neighbours of the current page with gaps between', () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 'gap', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 17, 18, 19, 20]);
    // A gap of one page shows the page instead.
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
  });
});
