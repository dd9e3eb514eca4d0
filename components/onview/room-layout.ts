// The hang of a 3D on-view room, from the number and sizes of the works (SPEC §2 /onview): one
// rectangular room whose walls are as long as the works need, works at their true sizes (1 unit
// = 1 metre), hung in show order clockwise from the entrance, centred at eye level, never
// overlapping and never closer than the spacing rule allows. Pure, so it is tested without WebGL.

export interface HangableWork {
  id: string;
  width_cm: number;
  height_cm: number;
}

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

export interface RoomLayout {
  /** East-west and north-south extents and the ceiling height, metres. */
  width: number;
  depth: number;
  height: number;
  placements: Placement[];
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

/** Stretches of wall in walking order, clockwise from the entrance; the south wall has a door. */
interface Segment {
  wall: Wall;
  /** Where the stretch starts along its wall (from the wall's left end seen inside) and its length. */
  start: number;
  length: number;
}

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

function size(work: HangableWork): Sized {
  const clamp = (cm: number) => Math.min(HANG_RULES.maxSide, Math.max(0.1, (cm || 30) / 100));
  return { id: work.id, width: clamp(work.width_cm), height: clamp(work.height_cm) };
}

/** Centre height of a work: on the centre line, raised so that a tall work clears the floor. */
export function hangHeight(height: number): number {
  return Math.max(HANG_RULES.centreLine, HANG_RULES.minBottom + height / 2);
}

export function layoutRoom(works: readonly HangableWork[]): RoomLayout {
  const sized = works.map(size);
  const total = sized.reduce((sum, work) => sum + span(work.width), 0);
  // Start from the perimeter the works need, then widen until the deal fits.
  const perimeter = total + 10 * HANG_RULES.cornerMargin + 3;
  const widest = sized.reduce((max, work) => Math.max(max, span(work.width)), 0);
  let width = Math.max(
    HANG_RULES.minWidth,
    perimeter / (2 * (1 + 1 / HANG_RULES.aspect)),
    2 * (widest + 2 * HANG_RULES.cornerMargin) + 3,
  );
  let depth = 0;
  let plan: Segment[] = [];
  let groups: Sized[][] | null = null;
  for (let attempt = 0; attempt < 400 && !groups; attempt += 1) {
    if (attempt > 0) width *= 1.03;
    depth = Math.max(
      HANG_RULES.minDepth,
      width / HANG_RULES.aspect,
      widest + 2 * HANG_RULES.cornerMargin,
    );
    plan = segments(width, depth);
    groups = deal(sized, plan);
  }
  if (!groups) throw new Error('the works do not fit a room');

  const tallest = sized.reduce(
    (max, work) => Math.max(max, hangHeight(work.height) + work.height / 2),
    0,
  );
  const height = Math.max(HANG_RULES.minCeiling, tallest + HANG_RULES.headroom);
  const placements: Placement[] = [];
  groups.forEach((group, index) => spread(group, plan[index]!, width, depth, placements));
  return {
    width,
    depth,
    height,
    placements,
    entrance: { x: 0, z: depth / 2 - Math.min(3, depth / 4) },
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
