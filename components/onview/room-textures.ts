// Textures of the 3D room drawn once on a 2D canvas: the oak floor, the wall's light falling off
// towards the floor, the pool of light a ceiling spot throws on the wall, the shadow where the
// floor meets a wall, and the wall labels. Lighting is baked into these instead of computed per
// pixel, which keeps a 30-work room smooth even on software WebGL (ADR 0027).
import * as THREE from 'three';

function canvas(width: number, height: number) {
  const element = document.createElement('canvas');
  element.width = width;
  element.height = height;
  return { element, g: element.getContext('2d')! };
}

function texture(element: HTMLCanvasElement, repeat = false): THREE.CanvasTexture {
  const map = new THREE.CanvasTexture(element);
  map.colorSpace = THREE.SRGBColorSpace;
  if (repeat) map.wrapS = map.wrapT = THREE.RepeatWrapping;
  return map;
}

/** A small deterministic random, so the floor looks the same on every visit. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

/** Light oak boards, 2.4 m square per repeat, ten boards across. */
export function oakFloor(): THREE.CanvasTexture {
  const size = 1024;
  const { element, g } = canvas(size, size);
  const random = seeded(7);
  const boards = 10;
  const boardWidth = size / boards;
  for (let b = 0; b < boards; b += 1) {
    let y = -random() * size;
    while (y < size) {
      const length = size * (0.45 + random() * 0.5);
      const tone = 200 + Math.floor(random() * 14);
      g.fillStyle = `rgb(${tone + 8}, ${tone - 6}, ${tone - 32})`;
      g.fillRect(b * boardWidth, y, boardWidth, length);
      // Grain: a few long faint strokes along the board.
      g.globalAlpha = 0.05;
      for (let s = 0; s < 9; s += 1) {
        g.fillStyle = random() > 0.5 ? '#7a5a36' : '#fff4e0';
        g.fillRect(b * boardWidth + random() * boardWidth, y, 1 + random() * 2, length);
      }
      g.globalAlpha = 1;
      g.fillStyle = 'rgba(90, 64, 38, 0.45)';
      g.fillRect(b * boardWidth, y, boardWidth, 2);
      y += length;
    }
    g.fillStyle = 'rgba(90, 64, 38, 0.35)';
    g.fillRect(b * boardWidth, 0, 2, size);
  }
  return texture(element, true);
}

/** Warm white wall, brightest under the ceiling, a little greyer towards the floor. */
export function wallWash(): THREE.CanvasTexture {
  const { element, g } = canvas(4, 256);
  const gradient = g.createLinearGradient(0, 0, 0, 256);
  gradient.addColorStop(0, '#ece9e3');
  gradient.addColorStop(0.5, '#e0dcd4');
  gradient.addColorStop(1, '#cfcac0');
  g.fillStyle = gradient;
  g.fillRect(0, 0, 4, 256);
  return texture(element);
}

/** The soft oval of light a spot throws around a work (drawn additively on the wall). */
export function lightPool(): THREE.CanvasTexture {
  const size = 256;
  const { element, g } = canvas(size, size);
  const gradient = g.createRadialGradient(size / 2, size * 0.42, 0, size / 2, size / 2, size / 2);
  gradient.addColorStop(0, 'rgba(255, 248, 236, 1)');
  gradient.addColorStop(0.55, 'rgba(255, 246, 230, 0.55)');
  gradient.addColorStop(1, 'rgba(255, 244, 226, 0)');
  g.fillStyle = gradient;
  g.fillRect(0, 0, size, size);
  return texture(element);
}

/** Darkening of the floor along a wall's foot (the wall's side at v = 1). */
export function footShadow(): THREE.CanvasTexture {
  const { element, g } = canvas(4, 128);
  // Canvas top is v = 1 (textures are flipped): dark there, at the wall.
  const gradient = g.createLinearGradient(0, 0, 0, 128);
  gradient.addColorStop(0, 'rgba(40, 30, 20, 0.3)');
  gradient.addColorStop(1, 'rgba(40, 30, 20, 0)');
  g.fillStyle = gradient;
  g.fillRect(0, 0, 4, 128);
  return texture(element);
}

export interface LabelText {
  artist: string;
  title: string;
  year: number | null;
  medium: string;
}

/** Label pixel size; its world size keeps the same proportions. */
export const LABEL_PX = { width: 512, height: 224 } as const;

const fontStack = "'Pretendard Variable', Pretendard, 'Noto Sans KR', NanumGothic, sans-serif";

/** Cuts `text` with an ellipsis so that it fits `width` pixels. */
function fit(g: CanvasRenderingContext2D, text: string, width: number): string {
  if (g.measureText(text).width <= width) return text;
  let cut = text;
  while (cut.length > 1 && g.measureText(`${cut}…`).width > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** Draws one wall label (artist, title and year, medium; set like a museum's) at x, y. */
function drawLabel(g: CanvasRenderingContext2D, label: LabelText, x: number, y: number) {
  g.fillStyle = '#fbfaf7';
  g.fillRect(x, y, LABEL_PX.width, LABEL_PX.height);
  const inner = LABEL_PX.width - 56;
  g.fillStyle = '#161514';
  g.font = `600 40px ${fontStack}`;
  g.fillText(fit(g, label.artist, inner), x + 28, y + 66);
  g.fillStyle = '#2b2927';
  g.font = `italic 400 34px ${fontStack}`;
  const title = label.year ? `${label.title}, ${label.year}` : label.title;
  g.fillText(fit(g, title, inner), x + 28, y + 120);
  g.fillStyle = '#6b6862';
  g.font = `400 28px ${fontStack}`;
  g.fillText(fit(g, label.medium, inner), x + 28, y + 170);
}

/**
 * Every label of the room on one texture, four to a row, so that all labels draw in one call;
 * `rect(i)` is label i's place on it in UV units (u, v of its bottom left, width, height).
 */
export function labelAtlas(labels: LabelText[]) {
  const columns = 4;
  const rows = Math.max(1, Math.ceil(labels.length / columns));
  const width = columns * LABEL_PX.width;
  const height = rows * LABEL_PX.height;
  const { element, g } = canvas(width, height);
  labels.forEach((label, i) =>
    drawLabel(g, label, (i % columns) * LABEL_PX.width, Math.floor(i / columns) * LABEL_PX.height),
  );
  const map = texture(element);
  const rect = (i: number) => ({
    u: ((i % columns) * LABEL_PX.width) / width,
    v: 1 - ((Math.floor(i / columns) + 1) * LABEL_PX.height) / height,
    w: LABEL_PX.width / width,
    h: LABEL_PX.height / height,
  });
  return { map, rect };
}
