// The labelled queries of the search evaluation (queries.tsv: set, query, then the slots a reader
// should find), read by the evaluation, the search benchmark and search-explain.
import fs from 'node:fs';
import path from 'node:path';

export interface LabelledQuery {
  set: string;
  query: string;
  slots: string[];
}

export function readLabelledQueries(): LabelledQuery[] {
  return fs
    .readFileSync(path.join(import.meta.dirname, 'queries.tsv'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [set, query, ...slots] = line.split('\t');
      return { set: set!, query: query!, slots };
    });
}
