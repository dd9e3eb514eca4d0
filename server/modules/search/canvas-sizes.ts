// Korean (and Japanese) canvas sizes, 호 (ho): the number names the size, the letter the shape.
// F (figure, the default) is the squarest, P (paysage) longer, M (marine) the longest. Long side
// first, in centimetres, as art suppliers print them.
export type CanvasShape = 'F' | 'P' | 'M';

const long: Record<number, number> = {
  0: 18,
  1: 22.7,
  2: 25.8,
  3: 27.3,
  4: 33.4,
  5: 34.8,
  6: 40.9,
  8: 45.5,
  10: 53,
  12: 60.6,
  15: 65.1,
  20: 72.7,
  25: 80.3,
  30: 90.9,
  40: 100,
  50: 116.8,
  60: 130.3,
  80: 145.5,
  100: 162.2,
  120: 193.9,
  150: 227.3,
  200: 259.1,
  300: 290.9,
  500: 333.3,
};

// Short sides by shape, in the order of `long`'s numbers from 1 (size 0 exists only as F).
const numbers = [
  1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50, 60, 80, 100, 120, 150, 200, 300, 500,
];
const short: Record<CanvasShape, number[]> = {
  F: [
    15.8, 17.9, 22, 24.2, 27.3, 31.8, 37.9, 45.5, 50, 53, 60.6, 65.1, 72.7, 80.3, 91, 97, 112.1,
    130.3, 130.3, 181.8, 193.9, 218.2, 248.5,
  ],
  P: [
    14, 16, 19, 21.2, 24.2, 27.3, 33.4, 40.9, 45.5, 50, 53, 60.6, 65.1, 72.7, 80.3, 89.4, 97, 112.1,
    112.1, 162.1, 181.8, 197, 218.2,
  ],
  M: [
    12, 14, 16, 19, 21.2, 24.2, 27.3, 33.4, 40.9, 45.5, 50, 53, 60.6, 65.1, 72.7, 80.3, 89.4, 97,
    97, 145.5, 162.1, 181.8, 197,
  ],
};

/** The canvas `number` 호 of `shape` as [long, short] centimetres, or null for no such size. */
export function canvasSize(number: number, shape: CanvasShape = 'F'): [number, number] | null {
  if (number === 0) return shape === 'F' ? [18, 14] : null;
  const index = numbers.indexOf(number);
  if (index < 0) return null;
  return [long[number]!, short[shape][index]!];
}
