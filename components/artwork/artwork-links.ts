// Where an artwork lives: one place for its URL.
export const artworkHref = (handle: string) => `/work/${encodeURIComponent(handle)}`;
