// rules §4.81–4.82, §9.29: the scale of View in my room, as tables.
import {
  cmToScene,
  fitWallView,
  framedSize,
  hangCentreCm,
  isTwoDimensional,
  parseReferenceCm,
  pxPerCmFromReference,
  sizeOnPhoto,
  wallScene,
  type FrameChoice,
} from './view-in-room';

describe('which works hang flat on a wall (rules §4.81)', () => {
  it.each([
    ['painting', null, true],
    ['painting', 4, true],
    ['mixed-media', 10, true],
    ['mixed-media', 10.5, false],
    ['photography', null, true],
    ['sculpture', null, false],
    ['sculpture', 2, false],
    ['works-on-paper', 0, true],
  ])('a %s %s cm deep: %s', (categoryHandle, depthCm, expected) => {
    expect(isTwoDimensional({ categoryHandle, depthCm })).toBe(expected);
  });
});

describe('a frame adds its real width on every side (rules §9.29)', () => {
  it.each<[FrameChoice, number, number, number, number]>([
    ['none', 120, 80, 120, 80],
    ['thin-black', 120, 80, 124, 84],
    ['natural-wood', 120, 80, 128, 88],
    ['white-mat', 120, 80, 140, 100],
    ['white-mat', 72.7, 60.6, 92.7, 80.6],
  ])('%s around %s × %s cm is %s × %s cm', (frame, width, height, outerW, outerH) => {
    expect(framedSize({ width, height }, frame)).toEqual({ width: outerW, height: outerH });
  });
});

describe('centimetres in the 3D scene', () => {
  it.each([
    [100, 1],
    [85, 0.85],
    [170, 1.7],
    [29.7, 0.297],
  ])('%s cm is %s scene units (metres)', (cm, units) => {
    expect(cmToScene(cm)).toBeCloseTo(units, 9);
  });
});

describe('where a work hangs', () => {
  it.each([
    [40, 145],
    [80, 145],
    [120, 165],
    [200, 205],
  ])('a work %s cm high has its centre %s cm above the floor', (height, centre) => {
    expect(hangCentreCm(height)).toBe(centre);
  });

  it('always clears the sofa and shows the work, the sofa and the person whole', () => {
    for (const [w, h] of [
      [30, 40],
      [120, 80],
      [300, 200],
    ] as const) {
      const scene = wallScene({ width: w, height: h }, 'natural-wood');
      expect(scene.work.y).toBeGreaterThanOrEqual(scene.sofa.height + 20 - 1e-9);
      for (const box of [scene.work, scene.sofa, scene.person]) {
        expect(box.x).toBeGreaterThanOrEqual(scene.view.x);
        expect(box.x + box.width).toBeLessThanOrEqual(scene.view.x + scene.view.width);
        expect(box.y + box.height).toBeLessThanOrEqual(scene.view.y + scene.view.height);
      }
      expect(scene.person.x).toBeGreaterThan(scene.work.x + scene.work.width);
    }
  });
});

describe('the wall view keeps true proportions on any screen', () => {
  it.each([
    [1000, 600],
    [358, 420],
    [1200, 700],
  ])('at %s × %s px the work and the sofa keep the same scale', (width, height) => {
    const scene = wallScene({ width: 120, height: 80 }, 'none');
    const view = fitWallView(scene, { width, height });
    // The work's pixels over its centimetres is the view's scale, and the sofa's too.
    expect(view.workPx.width / 120).toBeCloseTo(view.pxPerCm, 9);
    expect(view.workPx.height / 80).toBeCloseTo(view.pxPerCm, 9);
    expect(scene.view.width * view.pxPerCm).toBeLessThanOrEqual(width + 1e-9);
    expect(scene.view.height * view.pxPerCm).toBeLessThanOrEqual(height + 1e-9);
    // The sofa and the person stand on the same floor line, at the same scale.
    expect(view.sofaPx.y + view.sofaPx.height).toBeCloseTo(
      view.personPx.y + view.personPx.height,
      9,
    );
    expect(view.sofaPx.height).toBeCloseTo(85 * view.pxPerCm, 9);
    expect(view.personPx.height).toBeCloseTo(170 * view.pxPerCm, 9);
    // Centred horizontally on the work's centre line offset by the view's centre.
    expect(view.workPx.x + view.workPx.width / 2).toBeCloseTo(
      width / 2 - view.centre.x * view.pxPerCm,
      9,
    );
  });
});

describe('a reference marked on a photo gives the scale there (rules §4.82)', () => {
  it.each([
    // a, b, length cm, px per cm
    [{ x: 100, y: 100 }, { x: 397, y: 100 }, 29.7, 10],
    [{ x: 0, y: 0 }, { x: 0, y: 594 }, 29.7, 20],
    [{ x: 10, y: 10 }, { x: 310, y: 410 }, 100, 5],
    [{ x: 10, y: 10 }, { x: 310, y: 410 }, 0, 0],
  ])('%o to %o, %s cm: %s px per cm', (a, b, cm, expected) => {
    expect(pxPerCmFromReference(a, b, cm)).toBeCloseTo(expected, 9);
  });

  it.each<[FrameChoice, number, number, number, number]>([
    ['none', 120, 80, 1200, 800],
    ['thin-black', 120, 80, 1240, 840],
    ['white-mat', 50, 40, 700, 600],
  ])('at 10 px per cm, a %s %s × %s cm work is %s × %s px', (frame, w, h, pw, ph) => {
    const size = sizeOnPhoto({ width: w, height: h }, frame, 10);
    expect(size.width).toBeCloseTo(pw, 6);
    expect(size.height).toBeCloseTo(ph, 6);
  });

  it.each([
    ['29.7', 29.7],
    [' 42,5 ', 42.5],
    ['0', null],
    ['abc', null],
    ['1001', null],
    ['', null],
  ])('a typed reference %j is %s cm', (text, cm) => {
    expect(parseReferenceCm(text)).toBe(cm);
  });
});
