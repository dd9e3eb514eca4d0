import { describe, expect, it } from 'vitest';
import { agreeingExtras, preferencesConflict, PREFERENCE_CONFLICTS } from './search-extras';

describe("the AI search's extras agree with what was said (rules §4.55)", () => {
  it.each([
    // [stated, extra, conflict]
    ['mood:calm', 'mood:dramatic', true],
    ['mood:dramatic', 'mood:calm', true],
    ['mood:bright', 'mood:dark', true],
    ['mood:melancholic', 'mood:bright', true],
    ['mood:warm', 'mood:cool', true],
    ['colour:blue', 'mood:warm', true],
    ['colour:green', 'mood:warm', true],
    ['colour:grey', 'mood:warm', true],
    ['mood:cool', 'mood:warm', true],
    ['mood:cool', 'colour:red', true],
    ['colour:blue', 'colour:pastel', true],
    ['colour:monochrome', 'colour:colourful', true],
    ['colour:red', 'colour:pastel', true],
    ['colour:pastel', 'mood:dramatic', true],
    ['mood:dark', 'colour:pastel', true],
    ['colour:colourful', 'mood:calm', true],
    ['style:abstract', 'style:figurative', true],
    ['style:realist', 'style:abstract', true],
    // what agrees
    ['mood:calm', 'mood:warm', false],
    ['mood:calm', 'colour:pastel', false],
    ['colour:red', 'mood:warm', false],
    ['colour:blue', 'mood:calm', false],
    ['colour:blue', 'colour:blue', false],
    ['mood:dramatic', 'colour:colourful', false],
    ['style:minimal', 'style:abstract', false],
    ['subject:flowers', 'mood:warm', false],
  ] as const)('%s and %s conflict: %s', (stated, extra, conflict) => {
    expect(preferencesConflict(stated, extra)).toBe(conflict);
  });

  it('gives a room’s extras only where none contradicts what was said or an extra before it', () => {
    const bedroom = ['mood:calm', 'colour:pastel', 'mood:warm'];
    const livingRoom = ['mood:bright', 'colour:colourful', 'mood:warm'];
    // 'calm blue painting for my bedroom': not "Pastel, Warm"
    expect(agreeingExtras(['mood:calm', 'colour:blue'], bedroom)).toEqual([]);
    // 'energetic red abstract for the bedroom': warm stays, calm and pastel go
    expect(agreeingExtras(['mood:dramatic', 'colour:red', 'style:abstract'], bedroom)).toEqual([
      'mood:warm',
    ]);
    // 'something warm for the bedroom': calm and pastel agree
    expect(agreeingExtras(['mood:warm'], bedroom)).toEqual(['mood:calm', 'colour:pastel']);
    // two rooms: the first one's extras win over the second's
    expect(agreeingExtras([], [...bedroom, ...livingRoom])).toEqual([
      'mood:calm',
      'colour:pastel',
      'mood:warm',
      'mood:bright',
    ]);
  });

  it('says why for every conflict', () => {
    for (const conflict of PREFERENCE_CONFLICTS) expect(conflict.why).not.toBe('');
  });
});
