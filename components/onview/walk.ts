// First-person walking in the 3D room: what one frame of held keys or pad buttons does to the
// visitor's position and heading. Pure, so the rules (speed, turning, the walls stop you) are
// tested without WebGL.
import type { RoomLayout } from './room-layout';

export interface WalkState {
  x: number;
  z: number;
  /** Heading about the vertical axis, radians; 0 looks north (towards -z). */
  yaw: number;
  /** Looking up (+) or down (-), radians. */
  pitch: number;
}

/** Each -1, 0 or 1: forward/back, right/left step, turn left/right. */
export interface WalkInput {
  forward: number;
  strafe: number;
  turn: number;
}

export const WALK = {
  /** Metres a second: an unhurried gallery pace. */
  speed: 1.7,
  /** Radians a second when turning with keys or buttons. */
  turnSpeed: 1.5,
  /** How close to a wall a visitor may stand, metres. */
  wallDistance: 0.6,
} as const;

export const stillInput = (): WalkInput => ({ forward: 0, strafe: 0, turn: 0 });

export function walkStep(
  state: WalkState,
  input: WalkInput,
  seconds: number,
  room: Pick<RoomLayout, 'width' | 'depth'>,
): WalkState {
  const yaw = state.yaw + input.turn * WALK.turnSpeed * seconds;
  const length = Math.hypot(input.forward, input.strafe);
  let { x, z } = state;
  if (length > 0) {
    const step = (WALK.speed * seconds) / Math.max(1, length);
    // Forward is -z turned by yaw; right is +x turned by yaw.
    x += (-Math.sin(yaw) * input.forward + Math.cos(yaw) * input.strafe) * step;
    z += (-Math.cos(yaw) * input.forward - Math.sin(yaw) * input.strafe) * step;
  }
  const maxX = room.width / 2 - WALK.wallDistance;
  const maxZ = room.depth / 2 - WALK.wallDistance;
  return {
    x: Math.max(-maxX, Math.min(maxX, x)),
    z: Math.max(-maxZ, Math.min(maxZ, z)),
    yaw,
    pitch: state.pitch,
  };
}

const KEYS: Record<string, Partial<WalkInput>> = {
  KeyW: { forward: 1 },
  ArrowUp: { forward: 1 },
  KeyS: { forward: -1 },
  ArrowDown: { forward: -1 },
  KeyA: { strafe: -1 },
  KeyD: { strafe: 1 },
  ArrowLeft: { turn: 1 },
  KeyQ: { turn: 1 },
  ArrowRight: { turn: -1 },
  KeyE: { turn: -1 },
};

/** Whether a key code walks or turns. */
export const isWalkKey = (code: string) => code in KEYS;

/** What the keys held down (by `KeyboardEvent.code`) ask for together. */
export function inputFromKeys(held: Iterable<string>): WalkInput {
  const input = stillInput();
  for (const code of held) {
    const part = KEYS[code];
    if (!part) continue;
    input.forward += part.forward ?? 0;
    input.strafe += part.strafe ?? 0;
    input.turn += part.turn ?? 0;
  }
  const clamp = (n: number) => Math.max(-1, Math.min(1, n));
  return { forward: clamp(input.forward), strafe: clamp(input.strafe), turn: clamp(input.turn) };
}
