// Request-time rules for page routes (architecture §3): in-app browser escape, the route guards for
// signed-out visitors, device detection and the referring institution. The store API, media and
// Next's own files never pass through here (see `config.matcher`).
import { NextResponse, type NextRequest } from 'next/server';
import { sameOriginPath } from './rules/return-path';
import { isMobileUserAgent } from './ssr/device';
import { publicOrigin } from './schemas/public-origin';
import { SIGNED_IN_HINT_COOKIE } from './schemas/session-hint';
import { DEVICE_HEADER, REFERRING_INSTITUTION_COOKIE, WEB_VIEW_COOKIE } from './store/cookie-names';

/** rules §9: a referring institution is remembered for 3 hours. */
export const REFERRING_INSTITUTION_MAX_AGE = 10_800;
export const LINE_EXTERNAL_FLAG = 'openExternalBrowser';

export type InAppEscape = { kind: 'none' } | { kind: 'redirect'; location: string };

/**
 * rules §4: KakaoTalk's in-app browser is asked to open the page in the external browser (its
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

/** rules §2 "Route guards": the pages a signed-out visitor may not open (and the back office). */
const SIGNED_IN_ONLY =
  /^\/(?:(?:my-page|purchase|order-detail|consign)\/[^/]+|admin(?:\/[^/]+){0,2})\/?$/;
const LOCALE_PREFIX = /^\/(en|ko)(?=\/|$)/;

/** The locale prefix of a path ('/ko', '/en' or '') and the path without it. */
export function splitLocale(pathname: string): { prefix: string; path: string } {
  const match = LOCALE_PREFIX.exec(pathname);
  if (!match) return { prefix: '', path: pathname };
  return { prefix: match[0], path: pathname.slice(match[0].length) || '/' };
}

/**
 * rules §2: a signed-out visitor to a my-page section, a purchase cart, an order or a
 * consignment goes to sign-in with `before` holding the path (and query) they asked for.
 * Answers the sign-in address, or null when the visitor may pass. `signedIn` is the session
 * hint cookie's presence: the refresh token itself never reaches page requests.
 */
export function signedOutRedirect(url: URL, signedIn: boolean): string | null {
  if (signedIn) return null;
  const { prefix, path } = splitLocale(url.pathname);
  if (!SIGNED_IN_ONLY.test(path)) return null;
  // The page asked for, through the same gate as every return address (rules/return-path).
  const before = sameOriginPath(`${path}${url.search}`, url.origin);
  return before ? `${prefix}/sign-in?before=${encodeURIComponent(before)}` : `${prefix}/sign-in`;
}

/** The locale Next's i18n routing took off the path, put back for a redirect. */
function localePrefix(request: NextRequest): string {
  const { locale, defaultLocale } = request.nextUrl;
  return locale && locale !== defaultLocale ? `/${locale}` : '';
}

/** Client-side navigations fetch page data; only full page loads are escaped. */
function isDocumentRequest(request: NextRequest): boolean {
  if (request.headers.get('x-nextjs-data')) return false;
  const dest = request.headers.get('sec-fetch-dest');
  return !dest || dest === 'document';
}

/**
 * rules §2: `hideHeaderFooter=true` makes the rest of the visit a web view (a session cookie the
 * page props read), `false` ends it; set on redirects too, so a guard's sign-in page stays bare.
 */
function rememberWebView(request: NextRequest, response: NextResponse): NextResponse {
  const asked = request.nextUrl.searchParams.get('hideHeaderFooter');
  if (asked === 'true') {
    response.cookies.set(WEB_VIEW_COOKIE, '1', { path: '/', sameSite: 'lax' });
  } else if (asked === 'false' && request.cookies.has(WEB_VIEW_COOKIE)) {
    response.cookies.delete({ name: WEB_VIEW_COOKIE, path: '/' });
  }
  return response;
}

/**
 * The page's address on the one public origin (ADR 0066). Next's own URL names the host it
 * listens on and believes X-Forwarded-Proto from anyone; the server's configuration is out of
 * reach here, its PUBLIC_URL is not.
 */
function publicAddress(request: NextRequest): URL {
  const { pathname, search } = new URL(request.nextUrl.href);
  return new URL(`${pathname}${search}`, publicOrigin(process.env.PUBLIC_URL, process.env.PORT));
}

export function middleware(request: NextRequest) {
  const userAgent = request.headers.get('user-agent');

  if (isDocumentRequest(request)) {
    const escape = inAppBrowserEscape(userAgent, publicAddress(request));
    if (escape.kind === 'redirect') return NextResponse.redirect(escape.location);
  }

  // rules §2 "Route guards". Signed-in visitors on the sign-in pages are sent on by the page
  // itself: that rule reads the session's navigation history, which lives in the browser.
  const signedIn = Boolean(request.cookies.get(SIGNED_IN_HINT_COOKIE)?.value);
  const signIn = signedOutRedirect(request.nextUrl, signedIn);
  if (signIn) {
    const target = signIn.startsWith('/sign-in') ? `${localePrefix(request)}${signIn}` : signIn;
    return rememberWebView(request, NextResponse.redirect(new URL(target, request.url)));
  }

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
  return rememberWebView(request, response);
}

export const config = {
  // Everything but the store API (/v3, /v2, /ai), media, Next internals and files with an
  // extension. '/' is listed on its own: with i18n the catch-all misses the bare locale roots.
  matcher: ['/', '/((?!v3(?:/|$)|v2(?:/|$)|ai(?:/|$)|media(?:/|$)|_next/|.*\\.[\\w]+$).*)'],
};
