// Request-time rules for page routes (DESIGN.md §3): in-app browser escape, device detection,
// the referring institution, and (in a later issue) route guards. The store API, media and
// Next's own files never pass through here (see `config.matcher`).
import { NextResponse, type NextRequest } from 'next/server';
import { isMobileUserAgent } from './ssr/device';
import { DEVICE_HEADER, REFERRING_INSTITUTION_COOKIE } from './store/cookie-names';

/** SPEC §9: a referring institution is remembered for 3 hours. */
export const REFERRING_INSTITUTION_MAX_AGE = 10_800;
export const LINE_EXTERNAL_FLAG = 'openExternalBrowser';

export type InAppEscape = { kind: 'none' } | { kind: 'redirect'; location: string };

/**
 * SPEC §4: KakaoTalk's in-app browser is asked to open the page in the external browser (its
 * own scheme, which then closes the in-app view); LINE gets its documented query flag.
 */
export function inAppBrowserEscape(userAgent: string | null, url: URL): InAppEscape {
  if (!userAgent) return { kind: 'none' };
  if (/KAKAOTALK/i.test(userAgent)) {
    return {
      kind: 'redirect',
      location: `kakaotalk://web/openExternal?url=${encodeURIComponent(url.toString())}`,
    };
  }
  if (/\bLine\//i.test(userAgent) && !url.searchParams.has(LINE_EXTERNAL_FLAG)) {
    const next = new URL(url.toString());
    next.searchParams.set(LINE_EXTERNAL_FLAG, '1');
    return { kind: 'redirect', location: next.toString() };
  }
  return { kind: 'none' };
}

/** The institution a visitor was referred by: `institution` or `ref_institution` in the query. */
export function referringInstitution(searchParams: URLSearchParams): string | null {
  const value = (searchParams.get('institution') ?? searchParams.get('ref_institution'))?.trim();
  return value ? value.slice(0, 200) : null;
}

/** Client-side navigations fetch page data; only full page loads are escaped. */
function isDocumentRequest(request: NextRequest): boolean {
  if (request.headers.get('x-nextjs-data')) return false;
  const dest = request.headers.get('sec-fetch-dest');
  return !dest || dest === 'document';
}

export function middleware(request: NextRequest) {
  const userAgent = request.headers.get('user-agent');

  if (isDocumentRequest(request)) {
    const escape = inAppBrowserEscape(userAgent, request.nextUrl);
    if (escape.kind === 'redirect') return NextResponse.redirect(escape.location);
  }

  // ---- Route guards (SPEC §2 "Route guards") are added here in the accounts issue. ----

  const headers = new Headers(request.headers);
  headers.set(DEVICE_HEADER, isMobileUserAgent(userAgent) ? 'mobile' : 'desktop');
  const response = NextResponse.next({ request: { headers } });

  const institution = referringInstitution(request.nextUrl.searchParams);
  if (institution) {
    response.cookies.set(REFERRING_INSTITUTION_COOKIE, institution, {
      path: '/',
      maxAge: REFERRING_INSTITUTION_MAX_AGE,
      sameSite: 'lax',
    });
  }
  return response;
}

export const config = {
  // Everything but the store API (/v3, /v2, /ai), media, Next internals and files with an
  // extension. '/' is listed on its own: with i18n the catch-all misses the bare locale roots.
  matcher: ['/', '/((?!v3(?:/|$)|v2(?:/|$)|ai(?:/|$)|media(?:/|$)|_next/|.*\\.[\\w]+$).*)'],
};
