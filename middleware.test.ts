// @vitest-environment node
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { readConfig } from './server/config';
import { isMobileUserAgent } from './ssr/device';
import {
  config,
  inAppBrowserEscape,
  middleware,
  REFERRING_INSTITUTION_MAX_AGE,
  referringInstitution,
  signedOutRedirect,
} from './middleware';

const KAKAO =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 KAKAOTALK 10.4.5';
const LINE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/13.20.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

describe('in-app browser escape (rules §4)', () => {
  const url = new URL('https://artmarket.example/ko/work/blue-field?from=share');

  it('sends KakaoTalk to its open-externally scheme with the full URL encoded', () => {
    expect(inAppBrowserEscape(KAKAO, url)).toEqual({
      kind: 'redirect',
      location: `kakaotalk://web/openExternal?url=${encodeURIComponent(url.toString())}`,
    });
  });

  it('appends openExternalBrowser=1 for LINE, once', () => {
    const escape = inAppBrowserEscape(LINE, url);
    expect(escape).toEqual({
      kind: 'redirect',
      location: 'https://artmarket.example/ko/work/blue-field?from=share&openExternalBrowser=1',
    });
    const flagged = new URL('https://artmarket.example/ko?openExternalBrowser=1');
    expect(inAppBrowserEscape(LINE, flagged)).toEqual({ kind: 'none' });
  });

  it('leaves ordinary browsers alone', () => {
    expect(inAppBrowserEscape(IPHONE, url)).toEqual({ kind: 'none' });
    expect(inAppBrowserEscape(DESKTOP, url)).toEqual({ kind: 'none' });
    expect(inAppBrowserEscape(null, url)).toEqual({ kind: 'none' });
  });
});

describe('mobile detection by user agent (rules §4)', () => {
  it.each([IPHONE, ANDROID, KAKAO, LINE])('treats %s as mobile', (ua) => {
    expect(isMobileUserAgent(ua)).toBe(true);
  });

  it('treats a desktop browser and a missing user agent as desktop', () => {
    expect(isMobileUserAgent(DESKTOP)).toBe(false);
    expect(isMobileUserAgent(undefined)).toBe(false);
  });
});

describe('referring institution (rules §4, §9)', () => {
  it('reads institution or ref_institution from the query', () => {
    expect(referringInstitution(new URLSearchParams('institution=seomi'))).toBe('seomi');
    expect(referringInstitution(new URLSearchParams('ref_institution=hakgojae'))).toBe('hakgojae');
    expect(referringInstitution(new URLSearchParams('institution=%20'))).toBeNull();
    expect(referringInstitution(new URLSearchParams('q=blue'))).toBeNull();
  });

  it('is remembered in a cookie for 3 hours', () => {
    const response = middleware(
      new NextRequest('https://artmarket.example/works?institution=seomi', {
        headers: { 'user-agent': DESKTOP },
      }),
    );
    const cookie = response.cookies.get('ref_institution');
    expect(cookie?.value).toBe('seomi');
    expect(cookie?.maxAge).toBe(REFERRING_INSTITUTION_MAX_AGE);
    expect(REFERRING_INSTITUTION_MAX_AGE).toBe(10_800);
  });
});

describe('the web view (rules §2)', () => {
  const get = (path: string, cookie?: string) =>
    middleware(
      new NextRequest(`https://artmarket.example${path}`, {
        headers: { 'user-agent': DESKTOP, ...(cookie ? { cookie } : {}) },
      }),
    );

  it('is remembered for the session once a page opens with hideHeaderFooter=true', () => {
    const cookie = get('/ko/works?hideHeaderFooter=true').cookies.get('web_view');
    expect(cookie?.value).toBe('1');
    expect(cookie?.path).toBe('/');
    expect(cookie?.maxAge).toBeUndefined(); // a session cookie
    expect(get('/works').cookies.get('web_view')).toBeUndefined();
  });

  it('is remembered on a guard redirect too, and ended by hideHeaderFooter=false', () => {
    const redirect = get('/my-page/info?hideHeaderFooter=true');
    expect(redirect.headers.get('location')).toContain('/sign-in');
    expect(redirect.cookies.get('web_view')?.value).toBe('1');
    expect(get('/works?hideHeaderFooter=false', 'web_view=1').cookies.get('web_view')?.value).toBe(
      '',
    );
  });
});

describe('middleware', () => {
  it('redirects KakaoTalk page loads but not client-side data requests', () => {
    const page = middleware(
      new NextRequest('https://artmarket.example/works', { headers: { 'user-agent': KAKAO } }),
    );
    expect(page.status).toBe(307);
    expect(page.headers.get('location')).toMatch(/^kakaotalk:\/\/web\/openExternal\?url=/);

    const data = middleware(
      new NextRequest('https://artmarket.example/works', {
        headers: { 'user-agent': KAKAO, 'x-nextjs-data': '1' },
      }),
    );
    expect(data.headers.get('location')).toBeNull();
  });

  it('sends KakaoTalk to the page on the public origin, whatever host the request names', () => {
    const page = middleware(
      new NextRequest('https://evil.example/works?tab=new', {
        headers: {
          'user-agent': KAKAO,
          host: 'evil.example',
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'https',
        },
      }),
    );
    expect(page.headers.get('location')).toBe(
      `kakaotalk://web/openExternal?url=${encodeURIComponent(`${readConfig().PUBLIC_URL}/works?tab=new`)}`,
    );
  });

  it('tells the page whether the device is mobile through a request header', () => {
    const response = middleware(
      new NextRequest('https://artmarket.example/', { headers: { 'user-agent': IPHONE } }),
    );
    expect(response.headers.get('x-middleware-request-x-device')).toBe('mobile');
  });

  it('never runs for the store API, media, Next internals or files', () => {
    expect(config.matcher[0]).toBe('/');
    const matcher = new RegExp(`^${config.matcher[1]}$`);
    for (const path of [
      '/v3/store/faq',
      '/v2/store/resell',
      '/ai/api/v1/search',
      '/media/a.webp',
      '/_next/static/x.js',
      '/favicon.svg',
      '/v3',
    ]) {
      expect(matcher.test(path), path).toBe(false);
    }
    for (const path of ['/', '/works', '/ko/works', '/v3ntures', '/artists', '/my-page/info']) {
      expect(matcher.test(path), path).toBe(true);
    }
  });
});

describe('route guards for signed-out visitors (rules §2)', () => {
  const site = 'https://artmarket.example';
  const guard = (path: string, signedIn = false) =>
    signedOutRedirect(new URL(path, site), signedIn);

  it.each([
    ['/my-page/info', '/sign-in?before=%2Fmy-page%2Finfo'],
    ['/my-page/history', '/sign-in?before=%2Fmy-page%2Fhistory'],
    ['/purchase/cart_01', '/sign-in?before=%2Fpurchase%2Fcart_01'],
    ['/order-detail/order_7', '/sign-in?before=%2Forder-detail%2Forder_7'],
    ['/consign/edition_3', '/sign-in?before=%2Fconsign%2Fedition_3'],
    ['/admin', '/sign-in?before=%2Fadmin'],
    ['/admin/orders', '/sign-in?before=%2Fadmin%2Forders'],
    ['/ko/admin/orders/ord_1', '/ko/sign-in?before=%2Fadmin%2Forders%2Ford_1'],
  ])('sends a signed-out visitor from %s to %s', (path, target) => {
    expect(guard(path)).toBe(target);
  });

  it('keeps the query in before and the Korean prefix on sign-in', () => {
    expect(guard('/ko/my-page/wish-list?tab=artist')).toBe(
      `/ko/sign-in?before=${encodeURIComponent('/my-page/wish-list?tab=artist')}`,
    );
    expect(guard('/en/order-detail/o1')).toBe('/en/sign-in?before=%2Forder-detail%2Fo1');
  });

  it('leaves out a before that would not pass the return-path gate', () => {
    expect(guard('/my-page/info?tab=%0A')).toBe('/sign-in');
    expect(guard('/ko/purchase/c1?x=%252F%252F%09')).toBe('/ko/sign-in');
  });

  it('lets a visitor with the session hint pass', () => {
    for (const path of ['/my-page/info', '/purchase/c1', '/order-detail/o1', '/consign/e1']) {
      expect(guard(path, true)).toBeNull();
    }
  });

  it('leaves every other page open', () => {
    for (const path of [
      '/',
      '/ko',
      '/works',
      '/work/blue-field',
      '/purchase-error',
      '/sign-in',
      '/my-page',
      '/sale-slip/o1',
      '/my-page-info/x',
      '/administrator',
    ]) {
      expect(guard(path)).toBeNull();
    }
  });

  it('redirects the page request itself, and passes once the signed_in hint cookie is set', () => {
    const out = middleware(new NextRequest(`${site}/my-page/info`));
    expect(out.status).toBe(307);
    expect(out.headers.get('location')).toBe(`${site}/sign-in?before=%2Fmy-page%2Finfo`);

    const ko = middleware(new NextRequest(`${site}/ko/purchase/c1`));
    expect(ko.headers.get('location')).toBe(`${site}/ko/sign-in?before=%2Fpurchase%2Fc1`);

    const signedIn = middleware(
      new NextRequest(`${site}/my-page/info`, { headers: { cookie: 'signed_in=1' } }),
    );
    expect(signedIn.headers.get('location')).toBeNull();
    expect(signedIn.headers.get('x-middleware-next')).toBe('1');
  });

  it('reads the locale Next took off the path', () => {
    const request = new NextRequest(`${site}/ko/consign/e1`, {
      nextConfig: { i18n: { locales: ['en', 'ko'], defaultLocale: 'en' } },
    });
    expect(request.nextUrl.pathname).toBe('/consign/e1');
    expect(middleware(request).headers.get('location')).toBe(
      `${site}/ko/sign-in?before=%2Fconsign%2Fe1`,
    );
  });
});
