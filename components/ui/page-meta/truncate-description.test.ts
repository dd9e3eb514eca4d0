import { describe, expect, it } from 'vitest';
import { truncateDescription } from './truncate-description';

describe('Open Graph description (rules §9)', () => {
  it('keeps descriptions of up to 80 characters', () => {
    const text = 'a'.repeat(80);
    expect(truncateDescription(text)).toBe(text);
  });

  it('cuts longer ones at 80 characters with an ellipsis', () => {
    expect(truncateDescription('b'.repeat(100))).toBe(`${'b'.repeat(80)}…`);
    expect(Array.from(truncateDescription('가'.repeat(90)))).toHaveLength(81);
  });
});
