// The exhibition the special page /rockefeller-center-exhibition shows (rules §2); its own module
// so that the sitemap and the page share it without other pages' bundles carrying it.
export const ROCKEFELLER_HANDLE = 'rockefeller-center-exhibition';
