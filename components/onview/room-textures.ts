// Textures of the 3D room drawn once on a 2D canvas: the oak floor and the wall labels. The
// room's light is baked into vertex colours (room-geometry.ts), not computed per pixel, which
// keeps a 30-work room smooth even on software WebGL (ADR 0027).
import * as THREE from 'three';

function canvas(width: number, height: number) {
  const element = document.createElement('canvas');
  element.width = width;
  element.height = height;
  return { element, g: element.getContext('2d')! };
}

/** A texture of the canvas, mipmapped; no colour space: the room renders sRGB values as they are. */
function texture(element: HTMLCanvasElement, repeat = false): THREE.CanvasTexture {
  const map = new THREE.CanvasTexture(element);
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

/**
 * Light oak boards, 2.4 m square per repeat, ten boards across; 512 px (a board 51 px wide) is
 * as sharp as the floor ever looks from eye height at 1280 px across.
 */
export function oakFloor(): THREE.CanvasTexture {
  const size = 512;
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

export interface LabelText {
  artist: string;
  title: string;
  year: number | null;
  medium: string;
}

/** Label pixel size; its world size keeps the same proportions. */
export const LABEL_PX = { width: 512, height: 224 } as const;

const fontStack =
  "'Pretendard Variable', 'Pretendard Variable Extra', 'Noto Sans KR', NanumGothic, sans-serif";

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
