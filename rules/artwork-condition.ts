// A work's condition report and its history on the page (rules §4.74–4.76): the grades from best
// to worst, which grades must explain themselves, the order exhibitions and literature are listed
// in, and which edition's provenance the page shows first.

/** Best first (rules §4.74). The database holds the same four (artwork_conditions_grade_valid). */
export const CONDITION_GRADES = ['excellent', 'very_good', 'good', 'fair'] as const;
export type ConditionGrade = (typeof CONDITION_GRADES)[number];

export const HISTORY_ENTRY_KINDS = ['exhibition', 'literature'] as const;
export type HistoryEntryKind = (typeof HISTORY_ENTRY_KINDS)[number];

/** At most this many exhibition and literature entries per work (rules §9.26). */
export const MAX_HISTORY_ENTRIES = 40;
/** At most this many defect photos per condition report (rules §9.26). */
export const MAX_DEFECT_PHOTOS = 8;
/** Notes of a condition report, per language, in characters (rules §9.26). */
export const MAX_CONDITION_NOTES = 2000;
/** One exhibition or literature entry, per language, in characters (rules §9.26). */
export const MAX_HISTORY_TEXT = 400;

export const isConditionGrade = (value: unknown): value is ConditionGrade =>
  typeof value === 'string' && (CONDITION_GRADES as readonly string[]).includes(value);

/** 0 for the best grade; a lower number is a better condition. */
export const conditionGradeRank = (grade: ConditionGrade): number =>
  CONDITION_GRADES.indexOf(grade);

/**
 * Whether a report of this grade must say what was found, in both languages (rules §4.74): a work
 * graded good or fair has something a buyer should read about before paying.
 */
export const gradeNeedsNotes = (grade: ConditionGrade): boolean =>
  conditionGradeRank(grade) >= conditionGradeRank('good');

/**
 * Exhibitions and literature as listed (rules §4.75): the most recent year first, entries without a
 * year after those with one, and within a year the order the editor gave them.
 */
export function sortHistoryEntries<T extends { year: number | null; rank: number }>(
  entries: readonly T[],
): T[] {
  return [...entries].sort((a, b) => {
    if (a.year !== b.year) {
      if (a.year === null) return 1;
      if (b.year === null) return -1;
      return b.year - a.year;
    }
    return a.rank - b.rank;
  });
}

/**
 * The edition whose provenance and certificate the page shows first (rules §4.76): the one a buyer
 * would get (the lowest-numbered available one), else the lowest-numbered edition with a
 * certificate, else the first.
 */
export function recordEditionNumber(
  editions: readonly { edition_number: number; status: string; has_certificate: boolean }[],
): number | null {
  if (editions.length === 0) return null;
  const byNumber = [...editions].sort((a, b) => a.edition_number - b.edition_number);
  return (
    byNumber.find((e) => e.status === 'available')?.edition_number ??
    byNumber.find((e) => e.has_certificate)?.edition_number ??
    byNumber[0]!.edition_number
  );
}
