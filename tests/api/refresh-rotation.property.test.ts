// Property-based test of the session tokens (fast-check): 1,000 generated sequences of sign-in,
// refresh, reuse of a rotated refresh token, sign-out, use of an access token and clock steps,
// run over HTTP against a model. Sessions start the way a password sign-in ends (the session
// service's `start`), so the 1,000 runs do not spend minutes on argon2; sign-in over HTTP is
// tested in customer-accounts.test.ts. Whatever the sequence:
//  - a rotated refresh token presented again is refused and revokes its whole family (the
//    family's current refresh token and access tokens stop working);
//  - an access token is never accepted after its session was signed out or revoked, nor after
//    its expiry (10 minutes);
//  - a live session's current refresh token always works, until 30 days unused or 90 days old.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { startCustomerApp, type SignedUp } from './customer-test-app';

const app = startCustomerApp();

const minute = 60_000;
const day = 24 * 60 * minute;
const ACCESS_TTL = 10 * minute;
const REFRESH_TTL = 30 * day;
const SESSION_MAX = 90 * day;

type Step =
  | { kind: 'signIn' }
  | { kind: 'refresh'; session: number }
  | { kind: 'reuse'; session: number; which: number }
  | { kind: 'signOut'; session: number }
  | { kind: 'useAccess'; session: number; which: number }
  | { kind: 'tick'; ms: number };

interface ModelSession {
  current: string;
  currentExpiresAt: number;
  rotated: string[];
  access: { token: string; expiresAt: number }[];
  createdAt: number;
  revoked: boolean;
}

const index = fc.nat({ max: 7 });
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 2, arbitrary: fc.constant({ kind: 'signIn' } as const) },
  { weight: 5, arbitrary: index.map((session) => ({ kind: 'refresh', session }) as const) },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('reuse' as const), session: index, which: index }),
  },
  { weight: 2, arbitrary: index.map((session) => ({ kind: 'signOut', session }) as const) },
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('useAccess' as const), session: index, which: index }),
  },
  {
    weight: 4,
    arbitrary: fc
      .oneof(
        fc.integer({ min: 0, max: 12 * minute }), // around the access token's expiry
        fc.constantFrom(ACCESS_TTL - 1_000, ACCESS_TTL, ACCESS_TTL + 1_000),
        fc.integer({ min: 29 * day, max: 31 * day }), // around the refresh token's expiry
      )
      .map((ms) => ({ kind: 'tick', ms }) as const),
  },
);

describe('refresh-token rotation (property-based, 1,000 sequences)', () => {
  it(
    'revokes the family of a reused refresh token and never accepts an access token after sign-out or expiry',
    async () => {
      const customer: SignedUp = await app.signUp();
      let runs = 0;
      let reusesSeen = 0;
      let signOutsSeen = 0;

      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
          runs += 1;
          const sessions: ModelSession[] = [];
          const now = () => app.now().getTime();
          // JWT times are whole seconds: exp = floor(issued) + 600 s.
          const accessExpiry = () => Math.floor(now() / 1000) * 1000 + ACCESS_TTL;

          async function signIn(): Promise<void> {
            const issued = await app.app.services.customerAccounts.sessions.start(
              customer.customerId,
              'password',
              { ip: '198.51.100.7', userAgent: 'property test' },
            );
            sessions.push({
              current: issued.refreshToken,
              currentExpiresAt: now() + REFRESH_TTL,
              rotated: [],
              access: [{ token: issued.accessToken, expiresAt: accessExpiry() }],
              createdAt: now(),
              revoked: false,
            });
          }

          const sessionEnd = (s: ModelSession) =>
            Math.min(s.currentExpiresAt, s.createdAt + SESSION_MAX);

          await signIn();
          for (const current of steps) {
            const pick = (i: number) => sessions[i % sessions.length]!;
            switch (current.kind) {
              case 'signIn': {
                if (sessions.length < 3) await signIn();
                break;
              }
              case 'refresh': {
                const s = pick(current.session);
                const response = await app.call('GET', '/v3/store/customer/refresh', {
                  refreshToken: s.current,
                });
                const alive = !s.revoked && now() < sessionEnd(s);
                expect(response.status, `refresh of a ${alive ? 'live' : 'dead'} session`).toBe(
                  alive ? 200 : 401,
                );
                if (alive) {
                  s.rotated.push(s.current);
                  s.current = response.refreshToken!;
                  s.currentExpiresAt = Math.min(now() + REFRESH_TTL, s.createdAt + SESSION_MAX);
                  s.access.push({ token: response.body.accessToken, expiresAt: accessExpiry() });
                }
                break;
              }
              case 'reuse': {
                const s = pick(current.session);
                if (!s.rotated.length) break;
                const old = s.rotated[current.which % s.rotated.length]!;
                const response = await app.call('GET', '/v3/store/customer/refresh', {
                  refreshToken: old,
                });
                expect(response.status, 'a rotated refresh token is refused').toBe(401);
                s.revoked = true;
                reusesSeen += 1;
                // The whole family is revoked: its newest refresh token is refused as well…
                const latest = await app.call('GET', '/v3/store/customer/refresh', {
                  refreshToken: s.current,
                });
                expect(latest.status, 'the family’s current refresh token after a reuse').toBe(401);
                // …and so is its newest access token.
                const access = s.access.at(-1)!;
                const info = await app.call('GET', '/v3/store/customer/info', {
                  token: access.token,
                });
                expect(info.status, 'an access token of a revoked family').toBe(401);
                break;
              }
              case 'signOut': {
                const s = pick(current.session);
                const access = s.access.at(-1)!;
                const response = await app.call('GET', '/v3/store/customer/sign-out', {
                  refreshToken: s.current,
                  token: access.token,
                });
                expect(response.status).toBe(200);
                s.revoked = true;
                signOutsSeen += 1;
                break;
              }
              case 'useAccess': {
                const s = pick(current.session);
                const access = s.access[current.which % s.access.length]!;
                const response = await app.call('GET', '/v3/store/customer/info', {
                  token: access.token,
                });
                const accepted = !s.revoked && now() < access.expiresAt;
                expect(
                  response.status,
                  `access token ${accepted ? 'valid' : 'revoked or expired'}`,
                ).toBe(accepted ? 200 : 401);
                break;
              }
              case 'tick': {
                app.advance(current.ms);
                break;
              }
            }
          }
          // Whatever happened, once every session is signed out no access token works.
          for (const s of sessions) {
            if (!s.revoked) {
              await app.call('GET', '/v3/store/customer/sign-out', { refreshToken: s.current });
              s.revoked = true;
            }
            for (const access of s.access) {
              const info = await app.call('GET', '/v3/store/customer/info', {
                token: access.token,
              });
              expect(info.status, 'an access token after sign-out').toBe(401);
            }
          }
        }),
        { numRuns: 1_000 },
      );

      expect(runs).toBeGreaterThanOrEqual(1_000);
      // The generator did exercise the interesting steps.
      expect(reusesSeen).toBeGreaterThan(100);
      expect(signOutsSeen).toBeGreaterThan(100);
    },
    15 * 60_000,
  );
});
