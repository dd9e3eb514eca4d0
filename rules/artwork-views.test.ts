import { describe, expect, it } from 'vitest';
import { galleryViews } from './artwork-views';

describe('artwork views (rules §4.71)', () => {
  it('shows every view but defect photos, in their order', () => {
    const views = [
      { kind: 'main', id: 1 },
      { kind: 'defect', id: 2 },
      { kind: 'detail', id: 3 },
      { kind: 'in_room', id: 4 },
    ];
    expect(galleryViews(views).map((view) => view.id)).toEqual([1, 3, 4]);
  });
});
