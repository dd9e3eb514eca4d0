// The one way every screen and document names the edition bought, offered or resold (issue 19):
// a unique work is "Unique work" / "단일 작품" (the artwork page's word), never "Edition 1"; a
// numbered edition is "Edition 3 of 10" / "에디션 3/10". The words are locales/<lang>/common.json
// "edition"; the caller passes how to read them (i18next's t on screens, the JSON in e-mails).
import type { EditionType } from '@/schemas/artwork-dto';

/** What an order, cart, bid or resale carries about its edition to name it. */
export interface EditionFacts {
  edition_type: EditionType;
  edition_number: number;
  /** How many editions the work has (1 for a unique work). */
  edition_size: number;
}

export type EditionWordKey = 'edition.unique' | 'edition.numbered';

/** Reads one of the words, filling {{number}} and {{size}} (i18next's `t` fits). */
export type EditionWords = (
  key: EditionWordKey,
  values: { number: number; size: number },
) => string;

export const isUniqueWork = (edition: Pick<EditionFacts, 'edition_type'>) =>
  edition.edition_type === 'unique';

export function editionLabel(edition: EditionFacts, words: EditionWords): string {
  const values = { number: edition.edition_number, size: edition.edition_size };
  return words(isUniqueWork(edition) ? 'edition.unique' : 'edition.numbered', values);
}

/** The words as stored in a locale file, read without i18next (the e-mails). */
export function editionWordsFrom(common: {
  edition: Record<'unique' | 'numbered', string>;
}): EditionWords {
  return (key, values) =>
    common.edition[key === 'edition.unique' ? 'unique' : 'numbered']
      .replaceAll('{{number}}', String(values.number))
      .replaceAll('{{size}}', String(values.size));
}
