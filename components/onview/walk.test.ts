// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { inputFromKeys, walkStep, WALK, type WalkState } from './walk';

const room = { width: 12, depth: 8 };
const start: WalkState = { x: 0, z: 2, yaw: 0, pitch: 0 };

describe('walking in the 3D room', () => {
  it('walks north (towards -z) with W or the up arrow, at the gallery pace', () => {
    const next = walkStep(start, inputFromKeys(['KeyW']), 1, room);
    expect(next.z).toBeCloseTo(2 - WALK.speed);
    expect(next.x).toBeCloseTo(0);
    expect(inputFromKeys(['ArrowUp'])).toEqual(inputFromKeys(['KeyW']));
  });

  it('turns left with the left arrow and then walks the way it faces', () => {
    const turned = walkStep(
      start,
      inputFromKeys(['ArrowLeft']),
      Math.PI / 2 / WALK.turnSpeed,
      room,
    );
    expect(turned.yaw).toBeCloseTo(Math.PI / 2);
    const walked = walkStep(turned, inputFromKeys(['KeyW']), 1, room);
    expect(walked.x).toBeCloseTo(-WALK.speed);
    expect(walked.z).toBeCloseTo(2);
  });

  it('steps sideways with A and D, and no faster on a diagonal', () => {
    expect(walkStep(start, inputFromKeys(['KeyD']), 1, room).x).toBeCloseTo(WALK.speed);
    const diagonal = walkStep(start, inputFromKeys(['KeyW', 'KeyD']), 1, room);
    expect(Math.hypot(diagonal.x - start.x, diagonal.z - start.z)).toBeCloseTo(WALK.speed);
  });

  it('stops at the walls', () => {
    const far = walkStep(start, inputFromKeys(['KeyW']), 60, room);
    expect(far.z).toBeCloseTo(-(room.depth / 2 - WALK.wallDistance));
  });

  it('cancels opposite keys and ignores others', () => {
    expect(inputFromKeys(['KeyW', 'KeyS', 'KeyX'])).toEqual({ forward: 0, strafe: 0, turn: 0 });
  });
});
