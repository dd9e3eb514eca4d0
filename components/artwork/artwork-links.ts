import type { Language } from '@/schemas/dto';

// Where an artwork lives: one place for its URL.
export const artworkHref = (handle: string) => `/work/${encodeURIComponent(handle)}`;

/** The certificate of authenticity of one edition (no header; printable). */
export const certificateHref = (handle: string, editionNumber: number) =>
  `/coa/${encodeURIComponent(handle)}?edition=${editionNumber}`;

/** The artwork's absolute URL in a locale: English has no prefix (the default locale). */
export function artworkUrl(origin: string, handle: string, language: Language): string {
  return `${origin}${language === 'en' ? '' : `/${language}`}${artworkHref(handle)}`;
}
