// The static parts of the 3D room as few meshes with their light baked into vertex colours
// (ADR 0027): the walls with the pool of light each spot throws round its work, the ceiling,
// skirting, door, track rails, frames, mats, spots, plinths and the bench are one mesh drawn
// with an unlit, untextured material; the oak floor, darkened along the walls and round each
// plinth, is a second. Software WebGL then spends about one texture read (the floor) or none
// (everything else) per pixel, and no blending at all.
import * as THREE from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import type { Placement, PlinthPlacement, RoomLayout } from './room-layout';

type Rgb = [number, number, number];

/** A colour as its sRGB components: the room renders without colour management (linear off). */
const rgb = (hex: string): Rgb => {
  const colour = new THREE.Color().setStyle(hex, THREE.NoColorSpace);
  return [colour.r, colour.g, colour.b];
};
const scale = (colour: Rgb, by: number): Rgb => [colour[0] * by, colour[1] * by, colour[2] * by];

/** Gives every vertex of `geometry` a colour from its position and normal (as they are now). */
function paint(
  geometry: THREE.BufferGeometry,
  colour: (position: THREE.Vector3, normal: THREE.Vector3) => Rgb,
): THREE.BufferGeometry {
  const positions = geometry.getAttribute('position');
  const normals = geometry.getAttribute('normal');
  const colours = new Float32Array(positions.count * 3);
  const position = new THREE.Vector3();
  const normal = new THREE.Vector3();
  for (let i = 0; i < positions.count; i += 1) {
    position.fromBufferAttribute(positions, i);
    normal.fromBufferAttribute(normals, i);
    const [r, g, b] = colour(position, normal);
    colours[i * 3] = Math.min(1, Math.max(0, r));
    colours[i * 3 + 1] = Math.min(1, Math.max(0, g));
    colours[i * 3 + 2] = Math.min(1, Math.max(0, b));
  }
  geometry.setAttribute('color', new THREE.BufferAttribute(colours, 3));
  return geometry;
}

/** How lit a face of a small object is, from its normal: light from above and from the room. */
function faceLight(normal: THREE.Vector3): number {
  if (normal.y > 0.5) return 1;
  if (normal.y < -0.5) return 0.55;
  return normal.z > 0.5 ? 0.88 : 0.7;
}

/** A box of one colour shaded face by face (in its own frame: +z faces the room), then moved. */
function shadedBox(colour: Rgb, matrix: THREE.Matrix4, radial = false): THREE.BufferGeometry {
  const geometry = radial
    ? new THREE.CylinderGeometry(0.045, 0.06, 0.16, 10)
    : new THREE.BoxGeometry(1, 1, 1);
  paint(geometry, (_, normal) => scale(colour, faceLight(normal)));
  return geometry.applyMatrix4(matrix);
}

/** A matrix placing a unit shape at `position`, turned `turn` about the vertical, sized `size`. */
function at(
  position: [number, number, number],
  turn: number,
  size: [number, number, number] = [1, 1, 1],
  tilt = 0,
): THREE.Matrix4 {
  return new THREE.Matrix4().compose(
    new THREE.Vector3(...position),
    new THREE.Quaternion().setFromEuler(new THREE.Euler(tilt, turn, 0, 'YXZ')),
    new THREE.Vector3(...size),
  );
}

/** A point `forward` metres off a work's wall, at height `y`. */
function offWall(p: Placement, y: number, forward: number): [number, number, number] {
  return [p.x + Math.sin(p.rotationY) * forward, y, p.z + Math.cos(p.rotationY) * forward];
}

/** Frame moulding and (for works on paper) mat widths, metres, for a work of this size. */
export function framing(placement: Placement, onPaper: boolean) {
  const { width, height } = placement;
  return {
    frame: Math.min(0.06, Math.max(0.025, Math.max(width, height) * 0.03)),
    mat: onPaper ? Math.max(0.05, Math.min(width, height) * 0.12) : 0,
  };
}

interface Side {
  length: number;
  x: number;
  z: number;
  turn: number;
}

function sides({ width, depth }: RoomLayout): Side[] {
  return [
    { length: depth, x: -width / 2, z: 0, turn: Math.PI / 2 },
    { length: width, x: 0, z: -depth / 2, turn: 0 },
    { length: depth, x: width / 2, z: 0, turn: -Math.PI / 2 },
    { length: width, x: 0, z: depth / 2, turn: Math.PI },
  ];
}

/** Where along its wall (left end seen from inside = 0) a point on that wall is. */
function alongWall(side: Side, position: THREE.Vector3): number {
  // The wall's right-hand direction seen from inside is (cos turn, -sin turn).
  const right =
    (position.x - side.x) * Math.cos(side.turn) - (position.z - side.z) * Math.sin(side.turn);
  return side.length / 2 + right;
}

const WALL_TOP = rgb('#ece9e3');
const WALL_MIDDLE = rgb('#e0dcd4');
const WALL_FOOT = rgb('#cfcac0');
const POOL = rgb('#fff6e6');

/** The wall's own light: brightest under the ceiling, a little greyer towards the floor. */
function wash(y: number, height: number): Rgb {
  const t = Math.min(1, Math.max(0, y / height));
  const [from, to, k] =
    t > 0.5 ? [WALL_MIDDLE, WALL_TOP, (t - 0.5) * 2] : [WALL_FOOT, WALL_MIDDLE, t * 2];
  return [0, 1, 2].map((c) => from[c]! + (to[c]! - from[c]!) * k) as Rgb;
}

/** The oval of light a spot throws round a work: 1 at its heart, 0 at its rim. */
function pool(p: Placement, along: number, y: number): number {
  const rx = (p.width * 1.25 + 0.9) / 2;
  const ry = (p.height * 1.2 + 1.1) / 2;
  const cy = p.y + p.height * 0.12 + ry * 0.16;
  const r = Math.hypot((along - p.along) / rx, (y - cy) / ry);
  if (r >= 1) return 0;
  return r < 0.55 ? 1 - (r / 0.55) * 0.45 : 0.55 * (1 - (r - 0.55) / 0.45);
}

const WALLS: Record<number, Placement['wall']> = { 0: 'west', 1: 'north', 2: 'east', 3: 'south' };

function wallGeometry(layout: RoomLayout): THREE.BufferGeometry[] {
  return sides(layout).map((side, index) => {
    const works = layout.placements.filter((p) => p.wall === WALLS[index]);
    const plane = new THREE.PlaneGeometry(
      side.length,
      layout.height,
      Math.ceil(side.length / 0.2),
      Math.ceil(layout.height / 0.25),
    ).applyMatrix4(at([side.x, layout.height / 2, side.z], side.turn));
    return paint(plane, (position) => {
      const along = alongWall(side, position);
      const light = works.reduce((sum, p) => sum + pool(p, along, position.y), 0);
      // A little shade into the corners and under the ceiling.
      const corner = Math.min(along, side.length - along);
      const shade =
        1 - 0.07 * Math.exp(-corner / 0.35) - 0.04 * Math.exp(-(layout.height - position.y) / 0.25);
      const base = wash(position.y, layout.height);
      return [0, 1, 2].map((c) => base[c]! * shade + POOL[c]! * 0.16 * Math.min(1.4, light)) as Rgb;
    });
  });
}

/** What every wall work has: its frame, a mat for works on paper, its spot on the track. */
function hangingGeometry(
  layout: RoomLayout,
  onPaper: (id: string) => boolean,
): THREE.BufferGeometry[] {
  const dark = rgb('#262321');
  const light = rgb('#e9e6e0');
  const mat = rgb('#fbfaf6');
  const spot = rgb('#2b2927');
  return layout.placements.flatMap((p) => {
    const paper = onPaper(p.id);
    const sizes = framing(p, paper);
    const outer = [
      p.width + 2 * (sizes.mat + sizes.frame),
      p.height + 2 * (sizes.mat + sizes.frame),
    ];
    const parts = [
      shadedBox(
        paper ? light : dark,
        at(offWall(p, p.y, -0.005), p.rotationY, [outer[0]!, outer[1]!, 0.045]),
      ),
      // 1.4 m into the room from the work, under the rail, tilted towards the wall.
      shadedBox(
        spot,
        at(offWall(p, layout.height - 0.16, 1.4), p.rotationY, [1, 1, 1], -0.6),
        true,
      ),
    ];
    if (paper) {
      const plane = new THREE.PlaneGeometry(p.width + 2 * sizes.mat, p.height + 2 * sizes.mat);
      parts.push(paint(plane, () => mat).applyMatrix4(at(offWall(p, p.y, 0.0185), p.rotationY)));
    }
    return parts;
  });
}

/** A white plinth for each work in the round. */
function plinthGeometry(plinths: PlinthPlacement[]): THREE.BufferGeometry[] {
  const white = rgb('#f1eee9');
  return plinths.map((p) =>
    shadedBox(
      white,
      at([p.x, p.plinthHeight / 2, p.z], 0, [p.plinthWidth, p.plinthHeight, p.plinthDepth]),
    ),
  );
}

/** Ceiling, skirting, door, track rails and (when no plinth stands there) a bench. */
function fittingsGeometry(layout: RoomLayout): THREE.BufferGeometry[] {
  const { width, depth, height } = layout;
  const inward = (side: Side, d: number): [number, number] => [
    side.x + Math.sin(side.turn) * d,
    side.z + Math.cos(side.turn) * d,
  ];
  const ceiling = paint(new THREE.PlaneGeometry(width, depth), () => rgb('#f3f1ed')).applyMatrix4(
    at([0, height, 0], 0, [1, 1, 1], Math.PI / 2),
  );
  const skirting = sides(layout).map((side) => {
    const [x, z] = inward(side, 0.006);
    return paint(new THREE.PlaneGeometry(side.length, 0.1), () => rgb('#cbc5bb')).applyMatrix4(
      at([x, 0.05, z], side.turn),
    );
  });
  const rails = sides(layout).map((side) => {
    const [x, z] = inward(side, 1.4);
    return shadedBox(
      rgb('#2e2c2a'),
      at([x, height - 0.04, z], side.turn, [side.length - 2, 0.04, 0.05]),
    );
  });
  // The doorway the visitor came in by, in the middle of the south wall.
  const door = [
    paint(new THREE.PlaneGeometry(1.7, 2.4), () => rgb('#3b3936')).applyMatrix4(
      at([0, 1.2, depth / 2 - 0.012], Math.PI),
    ),
    paint(new THREE.PlaneGeometry(1.86, 2.56), () => rgb('#c7c1b6')).applyMatrix4(
      at([0, 1.28, depth / 2 - 0.008], Math.PI),
    ),
  ];
  const bench: THREE.BufferGeometry[] = [];
  if (depth >= 7 && layout.plinths.length === 0) {
    const seat = Math.min(1.8, width / 5);
    const z = -depth / 5;
    bench.push(
      shadedBox(rgb('#6b5440'), at([0, 0.43, z], 0, [seat, 0.06, 0.5])),
      ...[-1, 1].map((s) =>
        shadedBox(rgb('#2e2c2a'), at([(s * seat) / 2.6, 0.2, z], 0, [0.06, 0.4, 0.44])),
      ),
    );
  }
  return [ceiling, ...skirting, ...rails, ...door, ...bench];
}

/**
 * Everything static and untextured as one geometry with vertex colours: frames, mats and
 * plinths first (so that wall pixels behind them fail the depth test instead of being shaded),
 * then the fittings and the walls.
 */
export function staticRoomGeometry(
  layout: RoomLayout,
  onPaper: (id: string) => boolean,
): THREE.BufferGeometry {
  const parts = [
    ...hangingGeometry(layout, onPaper),
    ...plinthGeometry(layout.plinths),
    ...fittingsGeometry(layout),
    ...wallGeometry(layout),
  ];
  const merged = mergeGeometries(parts);
  parts.forEach((part) => part.dispose());
  merged.deleteAttribute('normal');
  merged.deleteAttribute('uv');
  merged.computeBoundingSphere();
  return merged;
}

const FLOOR_AVERAGE = rgb('#d0c2a8');
const SHADOW = rgb('#281e14');

/** How much of the floor's colour is left under a shadow of this strength (0-1). */
const shadowed = (strength: number): Rgb =>
  [0, 1, 2].map((c) => 1 - strength * (1 - SHADOW[c]! / FLOOR_AVERAGE[c]!)) as Rgb;

/**
 * The floor as a grid whose vertex colours darken the oak texture along the foot of each wall
 * (0.7 m wide, strongest at the wall) and round each plinth. A grid step of 0.7 / 3 m makes the
 * wall's gradient exact.
 */
export function floorGeometry(layout: RoomLayout): THREE.BufferGeometry {
  const { width, depth } = layout;
  const step = 0.7 / 3;
  const plane = new THREE.PlaneGeometry(
    width,
    depth,
    Math.round(width / step),
    Math.round(depth / step),
  );
  plane.applyMatrix4(at([0, 0, 0], 0, [1, 1, 1], -Math.PI / 2));
  paint(plane, (position) => {
    const toWall = Math.min(width / 2 - Math.abs(position.x), depth / 2 - Math.abs(position.z));
    const wall = 0.3 * Math.max(0, 1 - toWall / 0.7);
    const nearX = width / 2 - Math.abs(position.x);
    const nearZ = depth / 2 - Math.abs(position.z);
    // The second wall at a corner darkens a little more.
    const corner = 0.3 * Math.max(0, 1 - Math.max(nearX, nearZ) / 0.7);
    const plinth = layout.plinths.reduce((most, p) => {
      const dx = Math.max(0, Math.abs(position.x - p.x) - p.plinthWidth / 2);
      const dz = Math.max(0, Math.abs(position.z - p.z) - p.plinthDepth / 2);
      return Math.max(most, 0.45 * Math.max(0, 1 - Math.hypot(dx, dz) / 0.45));
    }, 0);
    const strength = 1 - (1 - wall) * (1 - corner) * (1 - plinth);
    return shadowed(strength);
  });
  plane.deleteAttribute('normal');
  return plane;
}
