// Where an exhibition's 3D room and its slideshow live, and the special page's exhibition.
export const onViewHref = (handle: string) => `/onview/${encodeURIComponent(handle)}`;
export const viewerHref = (handle: string) => `/viewer/${encodeURIComponent(handle)}`;
/** The exhibition the special page /rockefeller-center-exhibition shows (SPEC §2). */
export const ROCKEFELLER_HANDLE = 'rockefeller-center-exhibition';
