// The site's two languages, in a module of their own: a page that needs only the list (the
// artwork page's hreflang links) does not carry the wire shapes of schemas/dto.ts with it.
export type Language = 'en' | 'ko';
export const languages: readonly Language[] = ['en', 'ko'];
