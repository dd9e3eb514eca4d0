// rules §4.74–4.76: condition grades, history order and the edition shown first.
import { describe, expect, it } from 'vitest';
import {
  CONDITION_GRADES,
  conditionGradeRank,
  gradeNeedsNotes,
  isConditionGrade,
  recordEditionNumber,
  sortHistoryEntries,
} from './artwork-condition';

describe('condition grades (rules §4.74)', () => {
  it('orders the grades from excellent to fair', () => {
    expect(CONDITION_GRADES).toEqual(['excellent', 'very_good', 'good', 'fair']);
    expect(conditionGradeRank('excellent')).toBeLessThan(conditionGradeRank('very_good'));
    expect(conditionGradeRank('good')).toBeLessThan(conditionGradeRank('fair'));
  });

  it('knows the four grades and nothing else', () => {
    expect(isConditionGrade('very_good')).toBe(true);
    expect(isConditionGrade('mint')).toBe(false);
    expect(isConditionGrade(3)).toBe(false);
  });

  it.each([
    ['excellent', false],
    ['very_good', false],
    ['good', true],
    ['fair', true],
  ] as const)('a %s report must explain itself in notes: %s', (grade, needs) => {
    expect(gradeNeedsNotes(grade)).toBe(needs);
  });
});

describe('exhibitions and literature order (rules §4.75)', () => {
  it('lists the most recent year first, undated entries last, ties in the editor’s order', () => {
    const entries = [
      { id: 'a', year: 2019, rank: 0 },
      { id: 'b', year: null, rank: 1 },
      { id: 'c', year: 2023, rank: 2 },
      { id: 'd', year: 2019, rank: 3 },
      { id: 'e', year: null, rank: 0 },
    ];
    expect(sortHistoryEntries(entries).map((e) => e.id)).toEqual(['c', 'a', 'd', 'e', 'b']);
  });
});

describe('the edition whose provenance is shown first (rules §4.76)', () => {
  it('is the lowest-numbered available edition', () => {
    expect(
      recordEditionNumber([
        { edition_number: 1, status: 'sold', has_certificate: true },
        { edition_number: 3, status: 'available', has_certificate: false },
        { edition_number: 2, status: 'available', has_certificate: false },
      ]),
    ).toBe(2);
  });

  it('else the first edition with a certificate, else the first', () => {
    expect(
      recordEditionNumber([
        { edition_number: 1, status: 'reserved', has_certificate: false },
        { edition_number: 2, status: 'sold', has_certificate: true },
      ]),
    ).toBe(2);
    expect(
      recordEditionNumber([
        { edition_number: 2, status: 'not_for_sale', has_certificate: false },
        { edition_number: 1, status: 'not_for_sale', has_certificate: false },
      ]),
    ).toBe(1);
    expect(recordEditionNumber([])).toBeNull();
  });
});
