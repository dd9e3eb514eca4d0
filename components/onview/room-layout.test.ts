// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HANG_RULES, hangHeight, layoutRoom, type Placement, type RoomLayout } from './room-layout';

const work = (id: string, width_cm: number, height_cm: number) => ({ id, width_cm, height_cm });

/** Every rule of the hang, checked on one layout. */
function expectGoodHang(layout: RoomLayout, count: number) {
  expect(layout.placements).toHaveLength(count);
  const byWall = new Map<string, Placement[]>();
  for (const p of layout.placements) byWall.set(p.wall, [...(byWall.get(p.wall) ?? []), p]);
  for (const [wall, row] of byWall) {
    const length = wall === 'north' || wall === 'south' ? layout.width : layout.depth;
    const sorted = [...row].sort((a, b) => a.along - b.along);
    sorted.forEach((p, i) => {
      // Inside the wall, clear of the corners, on the floor side of the ceiling.
      expect(p.along - p.width / 2).toBeGreaterThanOrEqual(HANG_RULES.cornerMargin - 1e-6);
      expect(p.along + p.width / 2).toBeLessThanOrEqual(length - HANG_RULES.cornerMargin + 1e-6);
      expect(p.y - p.height / 2).toBeGreaterThanOrEqual(HANG_RULES.minBottom - 1e-6);
      expect(p.y + p.height / 2).toBeLessThanOrEqual(layout.height);
      const next = sorted[i + 1];
      // Never overlapping, never closer than the spacing rule.
      if (next) {
        expect(next.along - next.width / 2 - (p.along + p.width / 2)).toBeGreaterThanOrEqual(
          HANG_RULES.minGap - 1e-6,
        );
      }
    });
    if (wall === 'south') {
      // The door in the middle of the south wall stays free.
      for (const p of row) {
        expect(Math.abs(p.along - layout.width / 2)).toBeGreaterThanOrEqual(p.width / 2 + 1);
      }
    }
  }
}

describe('the hang of a 3D room', () => {
  it('hangs thirty works of mixed sizes without overlaps, in order from the left wall', () => {
    const works = Array.from({ length: 30 }, (_, i) =>
      work(`w${i}`, [40, 72.7, 100, 162, 53][i % 5]!, [50, 60.6, 80, 130, 45.5][i % 5]!),
    );
    const layout = layoutRoom(works);
    expectGoodHang(layout, 30);
    expect(layout.placements[0]).toMatchObject({ id: 'w0', wall: 'west' });
    expect(layout.placements.map((p) => p.id)).toEqual(works.map((w) => w.id));
    expect(new Set(layout.placements.map((p) => p.wall)).size).toBeGreaterThanOrEqual(3);
  });

  it('keeps true relative sizes: a 162 cm canvas is four times as wide as a 40.5 cm one', () => {
    const layout = layoutRoom([work('big', 162, 130.3), work('small', 40.5, 31.8)]);
    const [big, small] = layout.placements;
    expect(big!.width).toBeCloseTo(1.62);
    expect(big!.height).toBeCloseTo(1.303);
    expect(big!.width / small!.width).toBeCloseTo(4);
  });

  it('centres works at eye level and lifts a tall one off the floor', () => {
    expect(hangHeight(0.6)).toBe(HANG_RULES.centreLine);
    expect(hangHeight(3) - 1.5).toBeCloseTo(HANG_RULES.minBottom);
    const layout = layoutRoom([work('tall', 120, 300)]);
    expect(layout.height).toBeGreaterThanOrEqual(3 + HANG_RULES.minBottom + HANG_RULES.headroom);
  });

  it('makes a small room for a few works and a bigger one for many', () => {
    const few = layoutRoom([work('a', 50, 60), work('b', 50, 60)]);
    expect(few.width).toBeLessThanOrEqual(HANG_RULES.minWidth + 1);
    const many = layoutRoom(Array.from({ length: 60 }, (_, i) => work(`m${i}`, 120, 100)));
    expect(many.width).toBeGreaterThan(few.width * 2);
    expectGoodHang(many, 60);
  });

  it('faces every work into the room', () => {
    const layout = layoutRoom(Array.from({ length: 20 }, (_, i) => work(`f${i}`, 90, 70)));
    for (const p of layout.placements) {
      // The work's normal (0,0,1) turned by rotationY points towards the room's centre.
      const nx = Math.sin(p.rotationY);
      const nz = Math.cos(p.rotationY);
      expect(nx * -p.x + nz * -p.z).toBeGreaterThan(0);
    }
  });

  it('holds its rules for any list of sizes', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ w: fc.integer({ min: 10, max: 400 }), h: fc.integer({ min: 10, max: 400 }) }),
          { minLength: 1, maxLength: 60 },
        ),
        (sizes) => {
          const layout = layoutRoom(sizes.map((s, i) => work(`p${i}`, s.w, s.h)));
          expectGoodHang(layout, sizes.length);
        },
      ),
      { numRuns: 150 },
    );
  });
});
