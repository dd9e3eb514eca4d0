// The words a query is looked up for: the catalogue's artist and gallery names (given by the
// caller, longest first) before the lexicon's terms, indexed by their first two characters so a
// query is checked only against the terms it may contain. The index is made once per list of
// names and kept while the caller keeps the lists.
import { lexiconTerms, norm, type Term } from './query-lexicon';
import type { NamedEntity, UnderstoodPiece } from './query-pieces';
import { HANGUL } from './query-text';

function nameTerms(
  entities: readonly NamedEntity[] | undefined,
  slot: 'artist' | 'gallery',
): Term[] {
  return (entities ?? []).flatMap((entity) =>
    entity.names
      .map(norm)
      .filter((name) => name.length >= 2)
      .map((term) => ({
        term,
        korean: HANGUL.test(term),
        piece: (span: [number, number], text: string): UnderstoodPiece => ({
          slot,
          kind: 'filter',
          value: entity.id,
          span,
          text,
          label: entity.label,
        }),
      })),
  );
}

/**
 * Every term a query is read for, in the order they are tried (the names longest first, then the
 * lexicon), with each term's place in that order filed under its first two characters: a query
 * is checked only against the terms that start with a pair of characters it contains, not
 * against thousands of names one by one.
 */
interface TermIndex {
  byStart: Map<string, { order: number; term: Term }[]>;
}

const startOf = (term: string) => term.slice(0, 2);

function indexTerms(terms: readonly Term[]): TermIndex {
  const byStart = new Map<string, { order: number; term: Term }[]>();
  terms.forEach((term, order) => {
    const key = startOf(term.term);
    let bucket = byStart.get(key);
    if (!bucket) byStart.set(key, (bucket = []));
    bucket.push({ order, term });
  });
  return { byStart };
}

/** The terms that may occur in `chars`, in the order they are tried. */
export function candidateTerms(index: TermIndex, chars: string): Term[] {
  const found: { order: number; term: Term }[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < chars.length; i += 1) {
    for (const key of [chars[i]!, chars.slice(i, i + 2)]) {
      if (seen.has(key)) continue;
      seen.add(key);
      const bucket = index.byStart.get(key);
      if (bucket) found.push(...bucket);
    }
  }
  return found.sort((a, b) => a.order - b.order).map((entry) => entry.term);
}

// Made once per list of names (the caller keeps its lists for a while: thousands of names would
// otherwise be normalised and sorted on every query).
const noNames: readonly NamedEntity[] = [];
const termIndexCache = new WeakMap<
  readonly NamedEntity[],
  WeakMap<readonly NamedEntity[], TermIndex>
>();

export function termIndex(
  artists: readonly NamedEntity[] = noNames,
  galleries: readonly NamedEntity[] = noNames,
): TermIndex {
  let byGalleries = termIndexCache.get(artists);
  if (!byGalleries) termIndexCache.set(artists, (byGalleries = new WeakMap()));
  let index = byGalleries.get(galleries);
  if (!index) {
    const names = [...nameTerms(artists, 'artist'), ...nameTerms(galleries, 'gallery')].sort(
      (a, b) => b.term.length - a.term.length,
    );
    index = indexTerms([...names, ...lexiconTerms]);
    byGalleries.set(galleries, index);
  }
  return index;
}
