// Where an exhibition's 3D room and its slideshow live.
export const onViewHref = (handle: string) => `/onview/${encodeURIComponent(handle)}`;
export const viewerHref = (handle: string) => `/viewer/${encodeURIComponent(handle)}`;
