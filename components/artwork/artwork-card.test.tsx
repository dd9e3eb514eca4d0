// The card's picture asks for the variant its rendered width needs: the card's width less the
// box's padding, and less again for a portrait, which the square box shows narrower.
import { describe, expect, it } from 'vitest';
import { pictureSizes } from './artwork-card';

describe('the card picture’s sizes', () => {
  it('scales every width of the list, keeping the media conditions', () => {
    expect(
      pictureSizes('(max-width: 879px) calc(50vw - 28px), (max-width: 1439px) 25vw, 240px', 0.8),
    ).toBe(
      '(max-width: 879px) calc((50vw - 28px) * 0.8), (max-width: 1439px) calc(25vw * 0.8), calc(240px * 0.8)',
    );
  });

  it('keeps a width with commas of its own whole', () => {
    expect(pictureSizes('(max-width: 879px) 100vw, min(90vw, 1520px)', 0.4)).toBe(
      '(max-width: 879px) calc(100vw * 0.4), calc(min(90vw, 1520px) * 0.4)',
    );
  });

  it('matches the rendered width at 390 px: a landscape work at 80 %, a 3:4 portrait at 60 %', () => {
    const at390 = (sizes: string) => {
      const width = /calc\(\(50vw - 28px\) \* ([\d.]+)\)/.exec(sizes)![1];
      return Math.round((390 / 2 - 28) * Number(width));
    };
    const card = '(max-width: 879px) calc(50vw - 28px), 240px';
    expect(at390(pictureSizes(card, 0.8))).toBe(134);
    expect(at390(pictureSizes(card, 0.8 * 0.75))).toBe(100);
  });
});
