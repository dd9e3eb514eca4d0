import { describe, expect, it } from 'vitest';
import { colourFamilies, familyOf } from './colour-families';

const picture = (...pixels: [number, number, number, number][]) => {
  const data: number[] = [];
  for (const [r, g, b, count] of pixels) for (let i = 0; i < count; i += 1) data.push(r, g, b, 255);
  return new Uint8Array(data);
};

describe('colour families', () => {
  it('names a pixel by hue, lightness and saturation', () => {
    expect(familyOf(42, 77, 143)).toBe('blue');
    expect(familyOf(179, 38, 30)).toBe('red');
    expect(familyOf(250, 250, 248)).toBe('white');
    expect(familyOf(20, 20, 20)).toBe('black');
    expect(familyOf(128, 128, 130)).toBe('grey');
    expect(familyOf(120, 80, 40)).toBe('brown');
    expect(familyOf(230, 190, 40)).toBe('yellow');
  });

  it('keeps the families covering enough of the picture, largest first', () => {
    expect(
      colourFamilies(picture([42, 77, 143, 70], [250, 250, 248, 25], [179, 38, 30, 5]), 4),
    ).toEqual(['blue', 'white']);
  });

  it('reads a picture without colour as monochrome, many colours as colourful, soft light ones as pastel', () => {
    expect(colourFamilies(picture([20, 20, 20, 50], [240, 240, 240, 50]), 4)).toEqual([
      'black',
      'white',
      'monochrome',
    ]);
    expect(
      colourFamilies(
        picture([200, 30, 30, 25], [30, 160, 60, 25], [40, 70, 200, 25], [230, 200, 40, 25]),
        4,
      ),
    ).toContain('colourful');
    expect(colourFamilies(picture([244, 194, 214, 60], [190, 220, 245, 40]), 4)).toContain(
      'pastel',
    );
  });
});
