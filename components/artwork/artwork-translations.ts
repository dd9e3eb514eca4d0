// The sections of the 'works' namespace the artwork page shows (its label, cards, statuses and
// the buy button's messages); the marketplace's filters and sorts stay out of its page data.
// artwork-translations.test.ts checks that every section the artwork components ask for is here.
export const ARTWORK_PAGE_WORKS_SECTIONS = ['artwork', 'card', 'status', 'buyNow'] as const;
