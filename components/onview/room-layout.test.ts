// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  HANG_RULES,
  hangHeight,
  isFreestanding,
  layoutRoom,
  PLINTH_RULES,
  plinthHeight,
  type Placement,
  type RoomLayout,
} from './room-layout';

const work = (id: string, width_cm: number, height_cm: number) => ({ id, width_cm, height_cm });
const sculpture = (id: string, width_cm: number, height_cm: number, depth_cm: number | null) => ({
  id,
  width_cm,
  height_cm,
  depth_cm,
  freestanding: true,
});

/** Plinths inside the room, clear of the walls and of each other, under the ceiling. */
function expectGoodFloor(layout: RoomLayout, count: number) {
  expect(layout.plinths).toHaveLength(count);
  const eps = 1e-6;
  for (const p of layout.plinths) {
    expect(p.plinthWidth).toBeGreaterThanOrEqual(p.width);
    expect(p.plinthDepth).toBeGreaterThanOrEqual(p.depth);
    expect(Math.abs(p.x) + p.plinthWidth / 2).toBeLessThanOrEqual(
      layout.width / 2 - PLINTH_RULES.wallClear + eps,
    );
    expect(Math.abs(p.z) + p.plinthDepth / 2).toBeLessThanOrEqual(
      layout.depth / 2 - PLINTH_RULES.wallClear + eps,
    );
    expect(p.plinthHeight + p.height).toBeLessThanOrEqual(layout.height);
    // Where the visitor comes in stays clear.
    expect(p.z + p.plinthDepth / 2).toBeLessThanOrEqual(
      layout.entrance.z - PLINTH_RULES.entranceClear + eps,
    );
  }
  layout.plinths.forEach((a, i) =>
    layout.plinths.slice(i + 1).forEach((b) => {
      const apartX = Math.abs(a.x - b.x) - (a.plinthWidth + b.plinthWidth) / 2;
      const apartZ = Math.abs(a.z - b.z) - (a.plinthDepth + b.plinthDepth) / 2;
      expect(Math.max(apartX, apartZ)).toBeGreaterThanOrEqual(PLINTH_RULES.gap - eps);
    }),
  );
}

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

  it('stands sculptures on plinths in the room, at their true sizes, and hangs the rest', () => {
    expect(isFreestanding('sculpture', null)).toBe(true);
    expect(isFreestanding('painting', 12)).toBe(true);
    expect(isFreestanding('painting', null)).toBe(false);
    const layout = layoutRoom([
      work('canvas', 100, 80),
      sculpture('bronze', 40, 180, 35),
      sculpture('jar', 30, 40, null),
      work('print', 50, 70),
    ]);
    expect(layout.placements.map((p) => p.id)).toEqual(['canvas', 'print']);
    expect(layout.plinths.map((p) => p.id)).toEqual(['bronze', 'jar']);
    const [bronze, jar] = layout.plinths;
    expect(bronze).toMatchObject({ width: 0.4, height: 1.8, depth: 0.35 });
    expect(bronze!.plinthWidth).toBeCloseTo(0.6);
    expect(bronze!.plinthDepth).toBeCloseTo(0.55);
    // A small work sits high, near the eye; a tall one on a low base.
    expect(jar!.plinthHeight).toBe(PLINTH_RULES.maxHeight);
    expect(bronze!.plinthHeight).toBeCloseTo(plinthHeight(1.8));
    expect(bronze!.plinthHeight).toBeLessThan(jar!.plinthHeight);
    // Without a depth, as deep as it is wide.
    expect(jar!.depth).toBeCloseTo(0.3);
    expectGoodFloor(layout, 2);
    expectGoodHang(layout, 2);
  });

  it('holds its rules for any mix of wall works and sculptures', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            w: fc.integer({ min: 10, max: 400 }),
            h: fc.integer({ min: 10, max: 400 }),
            d: fc.option(fc.integer({ min: 5, max: 300 })),
            round: fc.boolean(),
          }),
          { minLength: 1, maxLength: 40 },
        ),
        (sizes) => {
          const layout = layoutRoom(
            sizes.map((s, i) =>
              s.round ? sculpture(`s${i}`, s.w, s.h, s.d) : work(`p${i}`, s.w, s.h),
            ),
          );
          expectGoodHang(layout, sizes.filter((s) => !s.round).length);
          expectGoodFloor(layout, sizes.filter((s) => s.round).length);
        },
      ),
      { numRuns: 150 },
    );
  });
});
