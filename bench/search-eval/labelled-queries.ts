// The labelled queries of the search evaluation (queries.tsv: set, query, then the slots a reader
// should find, and as !slot=value the extras it must not be given), read by the evaluation, the
// search benchmark and search-explain.
import fs from 'node:fs';
import path from 'node:path';

export interface LabelledQuery {
  set: string;
  query: string;
  slots: string[];
  /** Preferences the query must not be given as extras (issue 32): 'mood=warm'. */
  notExtras: string[];
}

export function readLabelledQueries(): LabelledQuery[] {
  return fs
    .readFileSync(path.join(import.meta.dirname, 'queries.tsv'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [set, query, ...labels] = line.split('\t');
      return {
        set: set!,
        query: query!,
        slots: labels.filter((label) => !label.startsWith('!')),
        notExtras: labels.filter((label) => label.startsWith('!')).map((label) => label.slice(1)),
      };
    });
}
