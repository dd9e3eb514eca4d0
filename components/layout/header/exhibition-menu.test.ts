import { describe, expect, it } from 'vitest';
import { exhibitionMenu, type MenuExhibition, type MenuHighlight } from './exhibition-menu';

const exhibitions = (n: number): MenuExhibition[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `e${i}`,
    handle: `e-${i}`,
    title: `E${i}`,
    short_title: `E${i}`,
  }));
const highlights = (n: number): MenuHighlight[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `h${i}`,
    exhibition_id: `e${i}`,
    exhibition_handle: `e-${i}`,
    title: `H${i}`,
    subtitle: '',
    image: null,
  }));

describe('header exhibition menu (rules §2, §9)', () => {
  it('shows up to 8 exhibitions and no highlight column when there are no highlights', () => {
    const menu = exhibitionMenu({ exhibitions: exhibitions(12), exhibition_highlights: [] });
    expect(menu.exhibitions.map((e) => e.handle)).toEqual(exhibitions(8).map((e) => e.handle));
    expect(menu.highlights).toEqual([]);
  });

  it('shows up to 5 exhibitions when highlights exist', () => {
    const menu = exhibitionMenu({
      exhibitions: exhibitions(12),
      exhibition_highlights: highlights(3),
    });
    expect(menu.exhibitions).toHaveLength(5);
    expect(menu.highlights.map((h) => h?.id)).toEqual(['h0', 'h1', 'h2']);
  });

  it('pads the highlight column to 3 cells', () => {
    const menu = exhibitionMenu({
      exhibitions: exhibitions(2),
      exhibition_highlights: highlights(1),
    });
    expect(menu.highlights).toHaveLength(3);
    expect(menu.highlights[0]?.id).toBe('h0');
    expect(menu.highlights.slice(1)).toEqual([null, null]);
    expect(menu.exhibitions).toHaveLength(2);
  });

  it('keeps every highlight when there are more than 3', () => {
    const menu = exhibitionMenu({ exhibitions: [], exhibition_highlights: highlights(4) });
    expect(menu.highlights).toHaveLength(4);
    expect(menu.highlights.every(Boolean)).toBe(true);
  });

  it('is empty before app initialisation has loaded', () => {
    expect(exhibitionMenu(undefined)).toEqual({ exhibitions: [], highlights: [] });
  });
});
