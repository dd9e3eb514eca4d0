// Customer accounts over HTTP, part 3: refresh tokens (rotation, grace, reuse) and sign-out.
// Sign-up is in customer-sign-up.test.ts, the account's info in customer-info.test.ts.
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { customerMessages as m } from '@/schemas/customer';
import { tokenRules } from '@/rules/account-limits';
import { expectError, type CallResult, startCustomerApp } from './customer-test-app';

const app = startCustomerApp();
const minute = 60_000;
const GRACE = tokenRules.rotatedRefreshTokenGraceSeconds * 1000;

describe('GET store/customer/refresh and GET store/customer/sign-out', () => {
  it('rotates the refresh token and answers a new access token', async () => {
    const me = await app.signUp();
    const first = await app.call('GET', '/v3/store/customer/refresh', {
      refreshToken: me.refreshToken,
    });
    expect(first.status).toBe(200);
    expect(Object.keys(first.body)).toEqual(['accessToken']);
    expect(first.refreshToken).toBeTruthy();
    expect(first.refreshToken).not.toBe(me.refreshToken);
    const second = await app.call('GET', '/v3/store/customer/refresh', {
      refreshToken: first.refreshToken,
    });
    expect(second.status).toBe(200);
  });

  it('revokes the whole session when a rotated refresh token comes back after the grace window', async () => {
    const me = await app.signUp();
    const rotated = await app.call('GET', '/v3/store/customer/refresh', {
      refreshToken: me.refreshToken,
    });
    app.advance(GRACE + 1);
    const reuse = await app.call('GET', '/v3/store/customer/refresh', {
      refreshToken: me.refreshToken,
    });
    expectError(reuse, 401, m.sessionExpired);
    expect(reuse.refreshToken).toBe(''); // the cookie is cleared
    const latest = await app.call('GET', '/v3/store/customer/refresh', {
      refreshToken: rotated.refreshToken,
    });
    expect(latest.status).toBe(401);
    const info = await app.call('GET', '/v3/store/customer/info', {
      token: rotated.body.accessToken,
    });
    expect(info.status).toBe(401);
  });

  it('keeps two tabs signed in when both refresh at the same moment with the same cookie', async () => {
    const me = await app.signUp();
    let cookie = me.refreshToken;
    for (let round = 0; round < 5; round += 1) {
      const tabs = await Promise.all([
        app.call('GET', '/v3/store/customer/refresh', { refreshToken: cookie }),
        app.call('GET', '/v3/store/customer/refresh', { refreshToken: cookie }),
      ]);
      expect(
        tabs.map((tab) => tab.status),
        `round ${round}`,
      ).toEqual([200, 200]);
      const [a, b] = tabs as [CallResult, CallResult];
      expect(a.refreshToken).toBeTruthy();
      expect(b.refreshToken).toBeTruthy();
      expect(a.refreshToken).not.toBe(b.refreshToken);
      // Each tab goes on with what it received: it refreshes again and calls a signed-in route.
      app.advance(GRACE + 1);
      for (const tab of tabs) {
        const info = await app.call('GET', '/v3/store/customer/info', {
          token: tab.body.accessToken,
        });
        expect(info.status).toBe(200);
        expect(info.body.email).toBe(me.email);
        const again = await app.call('GET', '/v3/store/customer/refresh', {
          refreshToken: tab.refreshToken,
        });
        expect(again.status).toBe(200);
        const after = await app.call('GET', '/v3/store/customer/info', {
          token: again.body.accessToken,
        });
        expect(after.status).toBe(200);
        cookie = again.refreshToken!;
      }
    }
  });

  it('answers a rotated token within the grace window with a token of the same session only', async () => {
    const me = await app.signUp();
    const first = await app.call('GET', '/v3/store/customer/refresh', {
      refreshToken: me.refreshToken,
    });
    app.advance(GRACE);
    const retried = await app.call('GET', '/v3/store/customer/refresh', {
      refreshToken: me.refreshToken,
    });
    expect(retried.status).toBe(200);
    expect(decodeJwt(retried.body.accessToken).sid).toBe(decodeJwt(first.body.accessToken).sid);
    // Never more than the original holder had: the same session, so one sign-out ends both.
    await app.call('GET', '/v3/store/customer/sign-out', { refreshToken: retried.refreshToken });
    for (const tab of [first, retried]) {
      expect(
        (await app.call('GET', '/v3/store/customer/refresh', { refreshToken: tab.refreshToken }))
          .status,
      ).toBe(401);
      expect(
        (await app.call('GET', '/v3/store/customer/info', { token: tab.body.accessToken })).status,
      ).toBe(401);
    }
  });

  it('still revokes the family when the grace window has passed, whichever tab comes late', async () => {
    const me = await app.signUp();
    const tabs = await Promise.all([
      app.call('GET', '/v3/store/customer/refresh', { refreshToken: me.refreshToken }),
      app.call('GET', '/v3/store/customer/refresh', { refreshToken: me.refreshToken }),
    ]);
    expect(tabs.map((tab) => tab.status)).toEqual([200, 200]);
    app.advance(GRACE + 1_000);
    const late = await app.call('GET', '/v3/store/customer/refresh', {
      refreshToken: me.refreshToken,
    });
    expectError(late, 401, m.sessionExpired);
    for (const tab of tabs) {
      expect(
        (await app.call('GET', '/v3/store/customer/refresh', { refreshToken: tab.refreshToken }))
          .status,
      ).toBe(401);
      expect(
        (await app.call('GET', '/v3/store/customer/info', { token: tab.body.accessToken })).status,
      ).toBe(401);
    }
  });

  it('answers 401 without a cookie or with an unknown one', async () => {
    expect((await app.call('GET', '/v3/store/customer/refresh')).status).toBe(401);
    expect(
      (await app.call('GET', '/v3/store/customer/refresh', { refreshToken: 'x'.repeat(43) }))
        .status,
    ).toBe(401);
  });

  it('signs out: the session ends, the cookie is cleared, the access token stops working', async () => {
    const me = await app.signUp();
    const out = await app.call('GET', '/v3/store/customer/sign-out', {
      refreshToken: me.refreshToken,
      token: me.accessToken,
    });
    expect(out.status).toBe(200);
    expect(out.setCookies.filter((cookie) => /^refresh_token=;/.test(cookie))).toHaveLength(2);
    expect(out.setCookies.filter((cookie) => /^signed_in=;/.test(cookie))).toHaveLength(1);
    expect(out.setCookies).toHaveLength(3);
    expect(
      (await app.call('GET', '/v3/store/customer/info', { token: me.accessToken })).status,
    ).toBe(401);
    expect(
      (await app.call('GET', '/v3/store/customer/refresh', { refreshToken: me.refreshToken }))
        .status,
    ).toBe(401);
  });

  it('signs out with only the bearer token, and answers 401 with neither', async () => {
    const me = await app.signUp();
    expect(
      (await app.call('GET', '/v3/store/customer/sign-out', { token: me.accessToken })).status,
    ).toBe(200);
    expect(
      (await app.call('GET', '/v3/store/customer/refresh', { refreshToken: me.refreshToken }))
        .status,
    ).toBe(401);
    expect((await app.call('GET', '/v3/store/customer/sign-out')).status).toBe(401);
  });

  it('ends a session 90 days after it began however often it is refreshed', async () => {
    const me = await app.signUp();
    let token = me.refreshToken;
    for (let day = 0; day < 89; day += 20) {
      app.advance(20 * 24 * 60 * minute);
      const response = await app.call('GET', '/v3/store/customer/refresh', { refreshToken: token });
      if (day + 20 < 90) {
        expect(response.status, `day ${day + 20}`).toBe(200);
        token = response.refreshToken!;
      }
    }
    app.advance(20 * 24 * 60 * minute);
    expect(
      (await app.call('GET', '/v3/store/customer/refresh', { refreshToken: token })).status,
    ).toBe(401);
  });
});
