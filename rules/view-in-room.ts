// View in my room (issue 32, rules §4.81–4.82, §9.29, ADR 0082): which works get it, the frames
// and their real widths, where a work hangs beside the sofa and the person, how the wall view is
// fitted to the screen, and how a reference marked on a photo gives the work's size there. Pure,
// so the scale is tested as a table without WebGL or a camera; the 3D view and the photo view both
// draw from these numbers.

/** rules §9.29: a work at most this deep (cm) hangs flat on a wall; a null depth is flat. */
export const FLAT_DEPTH_CM = 10;

/** rules §9.29: the references of known size. */
export const SOFA_HEIGHT_CM = 85;
export const SOFA_WIDTH_CM = 210;
export const PERSON_HEIGHT_CM = 170;
/** A person's width at the shoulders, for the silhouette and the view's extent. */
export const PERSON_WIDTH_CM = 46;
/** The long side of an A4 sheet, the photo view's default reference. */
export const A4_LONG_SIDE_CM = 29.7;

/** rules §9.29: a work hangs with its centre at eye level, and clear of a sofa's back by this. */
export const HANG_CENTRE_CM = 145;
export const CLEAR_ABOVE_SOFA_CM = 20;
/** The person stands this far to the right of the sofa's arm. */
const PERSON_GAP_CM = 40;
/** Wall shown around the content, cm. */
const VIEW_MARGIN_CM = 20;
/** Floor shown under the sofa's feet, cm. */
const FLOOR_SHOWN_CM = 12;

/** Whether a work hangs flat on a wall (rules §4.81): not a sculpture, and no more than 10 cm deep. */
export function isTwoDimensional(work: {
  categoryHandle: string;
  depthCm: number | null;
}): boolean {
  if (work.categoryHandle === 'sculpture') return false;
  return work.depthCm === null || work.depthCm <= FLAT_DEPTH_CM;
}

export const frameChoices = ['none', 'thin-black', 'natural-wood', 'white-mat'] as const;
export type FrameChoice = (typeof frameChoices)[number];

export interface FrameSpec {
  /** The moulding's face width, cm, on each side. */
  mouldingCm: number;
  /** The mat's width inside the moulding, cm, on each side (0: none). */
  matCm: number;
  /** Drawn colours (sRGB hex). */
  moulding: string;
  mat: string;
}

/** rules §9.29: the frames and their real widths. */
export const frames: Record<FrameChoice, FrameSpec> = {
  none: { mouldingCm: 0, matCm: 0, moulding: '#000000', mat: '#ffffff' },
  'thin-black': { mouldingCm: 2, matCm: 0, moulding: '#161616', mat: '#ffffff' },
  'natural-wood': { mouldingCm: 4, matCm: 0, moulding: '#b4875a', mat: '#ffffff' },
  'white-mat': { mouldingCm: 3, matCm: 7, moulding: '#f2f0ec', mat: '#fcfbf8' },
};

export const wallColours = ['gallery-white', 'warm-grey', 'sage', 'navy'] as const;
export type WallColour = (typeof wallColours)[number];

/** The wall paints offered (sRGB hex). */
export const wallPaint: Record<WallColour, string> = {
  'gallery-white': '#f3f1ec',
  'warm-grey': '#c9c1b6',
  sage: '#a9b59d',
  navy: '#2c3a4f',
};

export interface SizeCm {
  width: number;
  height: number;
}

/** The frame's width added on each side, cm. */
export const frameBorderCm = (frame: FrameChoice) => frames[frame].mouldingCm + frames[frame].matCm;

/** The work's outer size with its frame, cm (the frame adds its width on every side). */
export function framedSize(work: SizeCm, frame: FrameChoice): SizeCm {
  const border = 2 * frameBorderCm(frame);
  return { width: round1(work.width + border), height: round1(work.height + border) };
}

/** Scene units are metres, as in the On View room (1 unit = 100 cm). */
export const cmToScene = (cm: number) => cm / 100;

/** Height of the work's centre above the floor, cm: eye level, or higher to clear the sofa. */
export function hangCentreCm(framedHeightCm: number): number {
  return Math.max(HANG_CENTRE_CM, SOFA_HEIGHT_CM + CLEAR_ABOVE_SOFA_CM + framedHeightCm / 2);
}

export interface Box {
  /** Left and bottom edge, cm from the work's centre line and the floor. */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface WallScene {
  /** The framed work, the sofa under it and the person beside it, cm (x 0 = the work's centre). */
  work: Box;
  sofa: Box;
  person: Box;
  /** What the view shows, cm. */
  view: Box;
}

/** Where everything stands on the wall (rules §4.81): the sofa under the work, the person right. */
export function wallScene(work: SizeCm, frame: FrameChoice): WallScene {
  const outer = framedSize(work, frame);
  const centre = hangCentreCm(outer.height);
  const workBox = {
    x: -outer.width / 2,
    y: centre - outer.height / 2,
    width: outer.width,
    height: outer.height,
  };
  const sofa = { x: -SOFA_WIDTH_CM / 2, y: 0, width: SOFA_WIDTH_CM, height: SOFA_HEIGHT_CM };
  const right = Math.max(SOFA_WIDTH_CM / 2, outer.width / 2);
  const person = {
    x: right + PERSON_GAP_CM,
    y: 0,
    width: PERSON_WIDTH_CM,
    height: PERSON_HEIGHT_CM,
  };
  const left = Math.min(sofa.x, workBox.x) - VIEW_MARGIN_CM;
  const rightEdge = person.x + person.width + VIEW_MARGIN_CM;
  const top = Math.max(workBox.y + workBox.height, PERSON_HEIGHT_CM) + VIEW_MARGIN_CM;
  const view = {
    x: left,
    y: -FLOOR_SHOWN_CM,
    width: rightEdge - left,
    height: top + FLOOR_SHOWN_CM,
  };
  return { work: workBox, sofa, person, view };
}

export interface WallView {
  /** CSS pixels per centimetre on the wall (the orthographic camera's scale). */
  pxPerCm: number;
  /** The scene point at the screen's centre, cm. */
  centre: { x: number; y: number };
  /** The framed work, the sofa and the person on screen, CSS px from the canvas's top left. */
  workPx: Box;
  sofaPx: Box;
  personPx: Box;
}

/** Fits the scene into a viewport of `viewport` CSS px, whole and centred. */
export function fitWallView(scene: WallScene, viewport: SizeCm): WallView {
  const pxPerCm = Math.min(viewport.width / scene.view.width, viewport.height / scene.view.height);
  const centre = {
    x: scene.view.x + scene.view.width / 2,
    y: scene.view.y + scene.view.height / 2,
  };
  const toScreenX = (x: number) => viewport.width / 2 + (x - centre.x) * pxPerCm;
  const toScreenY = (y: number) => viewport.height / 2 - (y - centre.y) * pxPerCm;
  const onScreen = (box: Box): Box => ({
    x: toScreenX(box.x),
    y: toScreenY(box.y + box.height),
    width: box.width * pxPerCm,
    height: box.height * pxPerCm,
  });
  return {
    pxPerCm,
    centre,
    workPx: onScreen(scene.work),
    sofaPx: onScreen(scene.sofa),
    personPx: onScreen(scene.person),
  };
}

export interface Point {
  x: number;
  y: number;
}

/** Pixels per centimetre on a photo, from a reference of `lengthCm` marked from `a` to `b`. */
export function pxPerCmFromReference(a: Point, b: Point, lengthCm: number): number {
  if (!(lengthCm > 0)) return 0;
  return Math.hypot(b.x - a.x, b.y - a.y) / lengthCm;
}

/** The framed work's size on the photo, px, at `pxPerCm`. */
export function sizeOnPhoto(work: SizeCm, frame: FrameChoice, pxPerCm: number): SizeCm {
  const outer = framedSize(work, frame);
  return { width: outer.width * pxPerCm, height: outer.height * pxPerCm };
}

/** A length the visitor types for the reference: 1 cm to 10 m (rules §9.29), else null. */
export function parseReferenceCm(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  if (!Number.isFinite(value) || value < 1 || value > 1000) return null;
  return value;
}

/** Keeps a point inside a photo of `size` px. */
export function clampToPhoto(point: Point, size: SizeCm): Point {
  return {
    x: Math.min(Math.max(point.x, 0), size.width),
    y: Math.min(Math.max(point.y, 0), size.height),
  };
}

/** How far one arrow-key press moves a point or the work on the photo: 1 % of its longer side. */
export const keyStepPx = (photo: SizeCm, large: boolean) =>
  Math.max(1, Math.round(Math.max(photo.width, photo.height) * (large ? 0.05 : 0.01)));

/** A size in cm as the page writes it: whole numbers, else one decimal. */
export function formatCm(cm: number): string {
  return String(round1(cm));
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
