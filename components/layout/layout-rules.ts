// rules §2 "Layout": which chrome a route shows and how wide the header runs. Routes are Next
// pathnames (the page file's pattern, without locale), e.g. '/coa/[handle]'.

export interface Layout {
  showHeader: boolean;
  showFooter: boolean;
  /** The footer's legal part alone (terms, privacy, company details) where the footer is hidden. */
  showLegalLine: boolean;
  /** The header's content width in px (rules §9: 1600 or 1420). */
  headerWidth: 1600 | 1420;
}

const NO_HEADER = new Set(['/about', '/coa/[handle]', '/viewer/[handle]']);

/** Home, about, coa, solo-exhibition, viewer, and the exhibition and fair pages. */
const NO_FOOTER = new Set([
  '/',
  '/about',
  '/coa/[handle]',
  '/viewer/[handle]',
  '/solo-exhibition/[handle]',
  '/exhibition-list',
  '/exhibitions/[handle]',
  '/exhibition-detail/[handle]',
  '/onview/[handle]',
  '/xronview',
  '/[token]',
  '/rockefeller-center-exhibition',
  '/carousel',
]);

/** Pages without the footer that still lead to the terms, the privacy policy and the company. */
const LEGAL_LINE = new Set(['/']);

const WIDE_HEADER = new Set(['/', '/works', '/work/[handle]', '/my-page/[section]', '/xronview']);

type Query = Record<string, string | string[] | undefined>;

/** The web-view switch in a URL: true, false, or not given (null). */
export function webViewQuery(query: Query): boolean | null {
  if (query.hideHeaderFooter === 'true') return true;
  if (query.hideHeaderFooter === 'false') return false;
  return null;
}

/**
 * `webView`: this visit opened with `hideHeaderFooter=true` (the session's web-view cookie), so
 * every later page hides the chrome too unless its URL says `hideHeaderFooter=false`.
 */
export function layoutFor(pathname: string, query: Query = {}, webView = false): Layout {
  const hideAll = webViewQuery(query) ?? webView;
  return {
    showHeader: !hideAll && !NO_HEADER.has(pathname),
    showFooter: !hideAll && !NO_FOOTER.has(pathname),
    showLegalLine: !hideAll && NO_FOOTER.has(pathname) && LEGAL_LINE.has(pathname),
    headerWidth: WIDE_HEADER.has(pathname) ? 1600 : 1420,
  };
}
