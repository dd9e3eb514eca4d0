// The hang of a 3D on-view room, from the number and sizes of the works (rules §2 /onview): one
// rectangular room whose walls are as long as the works need, works at their true sizes (1 unit
// = 1 metre), hung in show order clockwise from the entrance, centred at eye level, never
// overlapping and never closer than the spacing rule allows; sculptures and other works in the
// round stand on plinths in rows across the middle of the room, clear of the walls and of each
// other. Pure, so it is tested without WebGL.

export interface HangableWork {
  id: string;
  width_cm: number;
  height_cm: number;
  depth_cm?: number | null;
  /** A sculpture or other work in the round: it stands on a plinth in the room, not on a wall. */
  freestanding?: boolean;
}

/** Whether a work stands on a plinth: sculptures, and any work with a depth. */
export const isFreestanding = (categoryHandle: string, depthCm: number | null | undefined) =>
  categoryHandle === 'sculpture' || (depthCm ?? 0) > 0;

export type Wall = 'west' | 'north' | 'east' | 'south';

export interface Placement {
  id: string;
  wall: Wall;
  /** Centre of the work's face, in metres (x east, y up, z south; the room centred on 0,0). */
  x: number;
  y: number;
  z: number;
  /** Rotation about the vertical axis so the work faces into the room. */
  rotationY: number;
  /** True size in metres. */
  width: number;
  height: number;
  /** Distance along its wall from the wall's left end (seen from inside), metres. */
  along: number;
}

/** A work in the round on its plinth, in the middle of the room. */
export interface PlinthPlacement {
  id: string;
  /** Centre of the plinth on the floor, metres. */
  x: number;
  z: number;
  /** The work's true size, metres (depth: front to back). */
  width: number;
  height: number;
  depth: number;
  /** The plinth's top, metres above the floor; its footprint, metres. */
  plinthHeight: number;
  plinthWidth: number;
  plinthDepth: number;
}

export interface RoomLayout {
  /** East-west and north-south extents and the ceiling height, metres. */
  width: number;
  depth: number;
  height: number;
  /** Works on the walls. */
  placements: Placement[];
  /** Works on plinths, in show order, rows from north to south and west to east. */
  plinths: PlinthPlacement[];
  /** Where a visitor enters: near the middle of the south wall, looking north. */
  entrance: { x: number; z: number };
}

export const HANG_RULES = {
  /** Eye level: the centre line of a hang, metres above the floor (museum practice: 1.45-1.55). */
  centreLine: 1.5,
  /** The lowest a work's bottom edge may sit. */
  minBottom: 0.35,
  /** The least space between two works, and between a work and a corner. */
  minGap: 0.7,
  cornerMargin: 0.9,
  /** Smallest room, metres; the room is about 3:2. */
  minWidth: 8,
  minDepth: 6,
  aspect: 1.5,
  /** Headroom above the tallest work. */
  minCeiling: 3.6,
  headroom: 1.0,
  /** Works larger than this (metres, either side) are shown at this size; none in the demo is. */
  maxSide: 6,
} as const;

export const PLINTH_RULES = {
  /** Plinth beyond the work on every side, and its smallest side, metres. */
  margin: 0.1,
  minSide: 0.4,
  /** Least floor between two plinths, and between a plinth and a wall (room to see the hang). */
  gap: 1.6,
  wallClear: 2.4,
  /** Free floor between the entrance (where a visitor first stands) and the nearest plinth. */
  entranceClear: 1.5,
  /** A plinth brings a work's centre to about this height, within these plinth heights. */
  centre: 1.25,
  minHeight: 0.15,
  maxHeight: 1.0,
} as const;

/** How high the plinth of a work this tall is: small works near eye level, big ones low. */
export function plinthHeight(height: number): number {
  return Math.min(
    PLINTH_RULES.maxHeight,
    Math.max(PLINTH_RULES.minHeight, PLINTH_RULES.centre - height / 2),
  );
}

/** Stretches of wall in walking order, clockwise from the entrance; the south wall has a door. */
interface Segment {
  wall: Wall;
  /** Where the stretch starts along its wall (from the wall's left end seen inside) and its length. */
  start: number;
  length: number;
}

/** Where a visitor enters, north-south: a few steps in from the door. */
const entranceZ = (depth: number) => depth / 2 - Math.min(3, depth / 4);

/** Door width in the middle of the south wall. */
const door = (width: number) => Math.min(3, width / 4);

function segments(width: number, depth: number): Segment[] {
  const side = (width - door(width)) / 2;
  return [
    { wall: 'west', start: 0, length: depth },
    { wall: 'north', start: 0, length: width },
    { wall: 'east', start: 0, length: depth },
    { wall: 'south', start: 0, length: side },
    { wall: 'south', start: side + door(width), length: side },
  ];
}

/** How much wall a work claims: its width plus the gap that follows it. */
function span(width: number): number {
  return width + Math.max(HANG_RULES.minGap, width * 0.35);
}

interface Sized {
  id: string;
  width: number;
  height: number;
}

/** Deals the works to the stretches of wall in order; null when they do not fit this room. */
function deal(works: Sized[], plan: Segment[]): Sized[][] | null {
  const groups: Sized[][] = plan.map(() => []);
  let index = 0;
  let used = 0;
  for (const work of works) {
    for (;;) {
      const segment = plan[index];
      if (!segment) return null;
      // n works need n - 1 gaps; the span counts n, which leaves room for a wider gap.
      const usable = segment.length - 2 * HANG_RULES.cornerMargin + HANG_RULES.minGap;
      if (used + span(work.width) <= usable + 1e-9) {
        groups[index]!.push(work);
        used += span(work.width);
        break;
      }
      index += 1;
      used = 0;
    }
  }
  return groups;
}

const metres = (cm: number | null | undefined) =>
  Math.min(HANG_RULES.maxSide, Math.max(0.1, (cm || 30) / 100));

function size(work: HangableWork): Sized {
  return { id: work.id, width: metres(work.width_cm), height: metres(work.height_cm) };
}

interface Footprint extends Sized {
  depth: number;
  plinthWidth: number;
  plinthDepth: number;
}

function footprint(work: HangableWork): Footprint {
  const sized = size(work);
  // Without a depth a work in the round is taken to be about as deep as it is wide.
  const depth = metres(work.depth_cm || work.width_cm);
  const side = (metres: number) => Math.max(PLINTH_RULES.minSide, metres + 2 * PLINTH_RULES.margin);
  return { ...sized, depth, plinthWidth: side(sized.width), plinthDepth: side(depth) };
}

/**
 * Stands the plinths in rows across the middle of the room, west to east, each row centred and
 * evenly spaced, the rows centred north to south; null when they do not fit this floor.
 */
function arrangeFloor(works: Footprint[], width: number, depth: number): PlinthPlacement[] | null {
  if (works.length === 0) return [];
  const rowLength = width - 2 * PLINTH_RULES.wallClear;
  const rows: Footprint[][] = [[]];
  let used = 0;
  for (const work of works) {
    if (work.plinthWidth > rowLength) return null;
    const row = rows.at(-1)!;
    const need = work.plinthWidth + (row.length ? PLINTH_RULES.gap : 0);
    if (row.length && used + need > rowLength + 1e-9) {
      rows.push([work]);
      used = work.plinthWidth;
    } else {
      row.push(work);
      used += need;
    }
  }
  const rowDepths = rows.map((row) => Math.max(...row.map((work) => work.plinthDepth)));
  const total = rowDepths.reduce((sum, d) => sum + d, 0) + PLINTH_RULES.gap * (rows.length - 1);
  // The rows fill the floor from the north wall's walkway to short of the entrance, centred.
  const north = -depth / 2 + PLINTH_RULES.wallClear;
  const south = Math.min(
    depth / 2 - PLINTH_RULES.wallClear,
    entranceZ(depth) - PLINTH_RULES.entranceClear,
  );
  if (total > south - north + 1e-9) return null;
  const out: PlinthPlacement[] = [];
  let z = (north + south) / 2 - total / 2;
  rows.forEach((row, r) => {
    const widths = row.reduce((sum, work) => sum + work.plinthWidth, 0);
    // Even gaps between plinths and at the row's ends, at least the rule.
    const gap = Math.max(PLINTH_RULES.gap, (rowLength - widths) / (row.length + 1));
    const span = widths + gap * (row.length - 1);
    let x = -span / 2;
    for (const work of row) {
      out.push({
        id: work.id,
        x: x + work.plinthWidth / 2,
        z: z + rowDepths[r]! / 2,
        width: work.width,
        height: work.height,
        depth: work.depth,
        plinthHeight: plinthHeight(work.height),
        plinthWidth: work.plinthWidth,
        plinthDepth: work.plinthDepth,
      });
      x += work.plinthWidth + gap;
    }
    z += rowDepths[r]! + PLINTH_RULES.gap;
  });
  return out;
}

/** Centre height of a work: on the centre line, raised so that a tall work clears the floor. */
export function hangHeight(height: number): number {
  return Math.max(HANG_RULES.centreLine, HANG_RULES.minBottom + height / 2);
}

export function layoutRoom(works: readonly HangableWork[]): RoomLayout {
  const sized = works.filter((work) => !work.freestanding).map(size);
  const standing = works.filter((work) => work.freestanding).map(footprint);
  const total = sized.reduce((sum, work) => sum + span(work.width), 0);
  // Start from the perimeter the works need, then widen until the deal fits.
  const perimeter = total + 10 * HANG_RULES.cornerMargin + 3;
  const widest = sized.reduce((max, work) => Math.max(max, span(work.width)), 0);
  // The floor the plinths need (with the walkway round them) widens the room too.
  const floor = standing.reduce(
    (sum, work) =>
      sum + (work.plinthWidth + PLINTH_RULES.gap) * (work.plinthDepth + PLINTH_RULES.gap),
    0,
  );
  const widestPlinth = standing.reduce((max, work) => Math.max(max, work.plinthWidth), 0);
  let width = Math.max(
    HANG_RULES.minWidth,
    perimeter / (2 * (1 + 1 / HANG_RULES.aspect)),
    2 * (widest + 2 * HANG_RULES.cornerMargin) + 3,
    Math.sqrt(floor * HANG_RULES.aspect) + 2 * PLINTH_RULES.wallClear,
    widestPlinth + 2 * PLINTH_RULES.wallClear,
  );
  let depth = 0;
  let plan: Segment[] = [];
  let groups: Sized[][] | null = null;
  let plinths: PlinthPlacement[] | null = null;
  for (let attempt = 0; attempt < 400 && !(groups && plinths); attempt += 1) {
    if (attempt > 0) width *= 1.03;
    depth = Math.max(
      HANG_RULES.minDepth,
      width / HANG_RULES.aspect,
      widest + 2 * HANG_RULES.cornerMargin,
    );
    plan = segments(width, depth);
    groups = deal(sized, plan);
    plinths = arrangeFloor(standing, width, depth);
  }
  if (!groups || !plinths) throw new Error('the works do not fit a room');

  const tallest = Math.max(
    sized.reduce((max, work) => Math.max(max, hangHeight(work.height) + work.height / 2), 0),
    ...plinths.map((p) => p.plinthHeight + p.height),
  );
  const height = Math.max(HANG_RULES.minCeiling, tallest + HANG_RULES.headroom);
  const placements: Placement[] = [];
  groups.forEach((group, index) => spread(group, plan[index]!, width, depth, placements));
  return {
    width,
    depth,
    height,
    placements,
    plinths,
    entrance: { x: 0, z: entranceZ(depth) },
  };
}

/** Hangs a group evenly along its stretch of wall, centred, gaps no smaller than the rule. */
function spread(group: Sized[], segment: Segment, width: number, depth: number, out: Placement[]) {
  if (group.length === 0) return;
  const widths = group.reduce((sum, work) => sum + work.width, 0);
  const inner = segment.length - 2 * HANG_RULES.cornerMargin;
  // Even gaps between works and at both ends, capped so a short row does not scatter.
  const gap = Math.min(
    Math.max(HANG_RULES.minGap, (inner - widths) / (group.length + 1)),
    Math.max(HANG_RULES.minGap, 2.2),
  );
  const row = widths + gap * (group.length - 1);
  let cursor = segment.start + HANG_RULES.cornerMargin + (inner - row) / 2;
  for (const work of group) {
    const along = cursor + work.width / 2;
    out.push({
      ...onWall(segment.wall, along, width, depth),
      id: work.id,
      wall: segment.wall,
      width: work.width,
      height: work.height,
      y: hangHeight(work.height),
      along,
    });
    cursor += work.width + gap;
  }
}

/** A point `along` a wall (from its left end seen from inside the room), just off its surface. */
function onWall(wall: Wall, along: number, width: number, depth: number) {
  const off = 0.03; // the work stands off the wall by its frame
  switch (wall) {
    case 'west':
      return { x: -width / 2 + off, z: depth / 2 - along, rotationY: Math.PI / 2 };
    case 'north':
      return { x: -width / 2 + along, z: -depth / 2 + off, rotationY: 0 };
    case 'east':
      return { x: width / 2 - off, z: -depth / 2 + along, rotationY: -Math.PI / 2 };
    case 'south':
      return { x: width / 2 - along, z: depth / 2 - off, rotationY: Math.PI };
  }
}
