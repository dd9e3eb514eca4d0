// Bad page addresses are a 404, never a 500 (issue 20, ADR 0043): every dynamic page route of
// pages/ receives handles with NUL bytes, invalid UTF-8, control characters, huge and odd texts,
// in both languages, signed out and with the signed-in hint that lets the guarded pages render.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SIGNED_IN_HINT_COOKIE } from '../schemas/session-hint';

/** Each dynamic page route with the place of its parameter. */
const routes: Record<string, (value: string) => string> = {
  '[token].tsx': (v) => `/${v}`,
  'admin/[[...path]].tsx': (v) => `/admin/orders/${v}`,
  'coa/[handle].tsx': (v) => `/coa/${v}`,
  'coa/verify/[code].tsx': (v) => `/coa/verify/${v}`,
  'consign/[editionId].tsx': (v) => `/consign/${v}`,
  'exhibition-detail/[handle].tsx': (v) => `/exhibition-detail/${v}`,
  'exhibitions/[handle].tsx': (v) => `/exhibitions/${v}`,
  'gallery/[handle].tsx': (v) => `/gallery/${v}`,
  'my-page/[section].tsx': (v) => `/my-page/${v}`,
  'onview/[handle].tsx': (v) => `/onview/${v}`,
  'order-detail/[orderId].tsx': (v) => `/order-detail/${v}`,
  'purchase/[cartId].tsx': (v) => `/purchase/${v}`,
  'sale-slip/[orderId].tsx': (v) => `/sale-slip/${v}`,
  'solo-exhibition/[handle].tsx': (v) => `/solo-exhibition/${v}`,
  'stories/[handle].tsx': (v) => `/stories/${v}`,
  'viewer/[handle].tsx': (v) => `/viewer/${v}`,
  'work/[handle].tsx': (v) => `/work/${v}`,
};

/** Path segments as sent on the wire (percent-encoded where they must be). */
const badSegments: Record<string, string> = {
  nul: '%00',
  'nul inside': 'blue%00morning',
  'invalid UTF-8 (lone surrogate bytes)': '%ED%A0%80',
  'invalid UTF-8 byte': '%FF',
  'bad percent escape': '%zz',
  'newline and escape': '%0A%1B',
  huge: 'x'.repeat(3000),
  'sql quote': "'%20OR%20'1'='1",
  'regex and like metacharacters': '(a%2B)%2B%24%25_',
  'encoded slash': '..%2F..%2Fetc%2Fpasswd',
  'right-to-left override': '%E2%80%AEevil',
  emoji: '%F0%9F%8E%A8',
  'unknown handle': 'no-such-record',
};

function dynamicPageFiles(dir = 'pages', prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      return relative === 'api' ? [] : dynamicPageFiles(path.join(dir, entry.name), relative);
    }
    return /\[/.test(relative) && /\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

test('the list covers every dynamic page route', () => {
  expect(Object.keys(routes).sort()).toEqual(dynamicPageFiles().sort());
});

test('bad handles and paths on every dynamic page are never a 5xx', async ({ playwright }) => {
  test.setTimeout(300_000);
  const baseURL = test.info().project.use.baseURL!;
  const signedOut = await playwright.request.newContext({ baseURL });
  const hinted = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { cookie: `${SIGNED_IN_HINT_COOKIE}=1` },
  });
  const failures: string[] = [];
  let requests = 0;
  for (const [file, address] of Object.entries(routes)) {
    for (const [name, segment] of Object.entries(badSegments)) {
      for (const prefix of ['', '/ko']) {
        for (const context of [signedOut, hinted]) {
          const url = `${prefix}${address(segment)}`;
          const response = await context.get(url, { maxRedirects: 0 });
          requests += 1;
          if (response.status() >= 500)
            failures.push(`${file} ${name} ${url} → ${response.status()}`);
        }
      }
    }
  }
  console.log(`page fuzz: ${requests} requests on ${Object.keys(routes).length} routes`);
  expect(failures).toEqual([]);
  // The two addresses of the attack run: a NUL handle names no exhibition.
  for (const url of ['/exhibitions/%00', '/onview/%00']) {
    expect((await signedOut.get(url)).status(), url).toBe(404);
  }
  await signedOut.dispose();
  await hinted.dispose();
});
