// The views of a work (rules §4.71–4.73): what kinds of picture a work has, which of them the
// gallery on its page shows and in what order, and how many it may have.

/** What a picture shows (rules §4.71); `defect` is a flaw's photo, the condition report's. */
export const artworkViewKinds = [
  'main',
  'detail',
  'side',
  'back',
  'framed',
  'in_room',
  'defect',
] as const;
export type ArtworkViewKind = (typeof artworkViewKinds)[number];

/** The kinds the gallery shows and the back office's views editor sets (rules §4.71). */
export const galleryViewKinds = ['main', 'detail', 'side', 'back', 'framed', 'in_room'] as const;
export type GalleryViewKind = (typeof galleryViewKinds)[number];

export const artworkViewRules = {
  /** At most this many gallery views per work (rules §4.72). */
  maxViews: 12,
  /** A caption's length in each language. */
  maxCaption: 200,
} as const;

export const isGalleryView = <T extends { kind: string }>(view: T): boolean =>
  (galleryViewKinds as readonly string[]).includes(view.kind);

/** The views the gallery shows, in their order (rules §4.71): every kind but `defect`. */
export function galleryViews<T extends { kind: string }>(views: readonly T[]): T[] {
  return views.filter(isGalleryView);
}
