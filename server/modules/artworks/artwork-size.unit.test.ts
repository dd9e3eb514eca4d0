import { describe, expect, it } from 'vitest';
import { formatArtworkSize } from './artwork-size';

describe('formatArtworkSize', () => {
  it('writes width × height in centimetres, without a needless decimal', () => {
    expect(formatArtworkSize(72.7, 60.6, null)).toBe('72.7 × 60.6 cm');
    expect(formatArtworkSize(100, 80, null)).toBe('100 × 80 cm');
  });

  it('adds the depth of a work that has one', () => {
    expect(formatArtworkSize(30, 20, 10)).toBe('30 × 20 × 10 cm');
    expect(formatArtworkSize(30, 20, 0)).toBe('30 × 20 cm');
  });
});
