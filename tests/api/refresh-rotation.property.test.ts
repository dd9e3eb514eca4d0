// Property-based test of the session tokens (fast-check): 300 generated sequences (PROPERTY_RUNS
// for more: 1,000 ran green at stop 33; each engine spent 1.5–2.5 minutes of the suite) of sign-in,
// refresh, reuse of a rotated refresh token, sign-out, use of an access token and clock steps,
// run over HTTP against a model. Sessions start the way a password sign-in ends (the session
// service's `start`), so the runs do not spend minutes on argon2; sign-in over HTTP is
// tested in customer-accounts.test.ts. Whatever the sequence:
//  - a rotated refresh token presented again within the grace window of its rotation (two tabs
//    refreshing at once, ADR 0041) gets a new token of the same session, and every token the
//    session had stays live;
//  - a rotated refresh token presented again after the window is refused and revokes its whole
//    family (the family's live refresh tokens and access tokens stop working);
//  - an access token is never accepted after its session was signed out or revoked, nor after
//    its expiry (10 minutes);
//  - a live session's unrotated refresh tokens always work, until 30 days unused or 90 days old.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tokenRules } from '@/rules/account-limits';
import { startCustomerApp, type CallResult, type SignedUp } from './customer-test-app';

const app = startCustomerApp();

const minute = 60_000;
const day = 24 * 60 * minute;
const ACCESS_TTL = 10 * minute;
const REFRESH_TTL = 30 * day;
const SESSION_MAX = 90 * day;
const GRACE = tokenRules.rotatedRefreshTokenGraceSeconds * 1000;

type Step =
  | { kind: 'signIn' }
  | { kind: 'refresh'; session: number; which: number }
  /** `late`: the clock first moves past the grace window; else the newest rotated token. */
  | { kind: 'reuse'; session: number; which: number; late: boolean }
  | { kind: 'signOut'; session: number }
  | { kind: 'useAccess'; session: number; which: number }
  | { kind: 'tick'; ms: number };

interface ModelToken {
  token: string;
  expiresAt: number;
}

interface ModelSession {
  /** Issued and not rotated yet, oldest first. */
  live: ModelToken[];
  rotated: { token: string; rotatedAt: number }[];
  access: { token: string; expiresAt: number }[];
  createdAt: number;
  revoked: boolean;
}

const index = fc.nat({ max: 7 });
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 2, arbitrary: fc.constant({ kind: 'signIn' } as const) },
  {
    weight: 5,
    arbitrary: fc.record({ kind: fc.constant('refresh' as const), session: index, which: index }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('reuse' as const),
      session: index,
      which: index,
      late: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: index.map((session) => ({ kind: 'signOut', session }) as const) },
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
        fc.constantFrom(GRACE - 1, GRACE, GRACE + 1), // around the rotation's grace window
        fc.integer({ min: 29 * day, max: 31 * day }), // around the refresh token's expiry
      )
      .map((ms) => ({ kind: 'tick', ms }) as const),
  },
);

const numRuns = Number(process.env.PROPERTY_RUNS ?? 300);

describe(`refresh-token rotation (property-based, ${numRuns} sequences)`, () => {
  it(
    'revokes the family of a refresh token reused after the grace window and never accepts an access token after sign-out or expiry',
    async () => {
      const customer: SignedUp = await app.signUp();
      let runs = 0;
      let reusesSeen = 0;
      let gracesSeen = 0;
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
              live: [{ token: issued.refreshToken, expiresAt: now() + REFRESH_TTL }],
              rotated: [],
              access: [{ token: issued.accessToken, expiresAt: accessExpiry() }],
              createdAt: now(),
              revoked: false,
            });
          }

          const sessionEnd = (s: ModelSession) => s.createdAt + SESSION_MAX;
          const sessionAlive = (s: ModelSession) => !s.revoked && now() < sessionEnd(s);
          /** A refresh answered 200: the model keeps the new refresh and access tokens. */
          const issuedTo = (s: ModelSession, response: CallResult) => {
            s.live.push({
              token: response.refreshToken!,
              expiresAt: Math.min(now() + REFRESH_TTL, sessionEnd(s)),
            });
            s.access.push({ token: response.body.accessToken, expiresAt: accessExpiry() });
          };

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
                if (!s.live.length) break;
                const live = s.live[current.which % s.live.length]!;
                const response = await app.call('GET', '/v3/store/customer/refresh', {
                  refreshToken: live.token,
                });
                const alive = sessionAlive(s) && now() < live.expiresAt;
                expect(response.status, `refresh of a ${alive ? 'live' : 'dead'} token`).toBe(
                  alive ? 200 : 401,
                );
                if (alive) {
                  s.live.splice(s.live.indexOf(live), 1);
                  s.rotated.push({ token: live.token, rotatedAt: now() });
                  issuedTo(s, response);
                }
                break;
              }
              case 'reuse': {
                const s = pick(current.session);
                if (!s.rotated.length) break;
                // Another tab's refresh at the same moment presents the newest rotated token.
                const old = current.late
                  ? s.rotated[current.which % s.rotated.length]!
                  : s.rotated.at(-1)!;
                if (current.late) app.advance(GRACE + 1);
                const response = await app.call('GET', '/v3/store/customer/refresh', {
                  refreshToken: old.token,
                });
                if (sessionAlive(s) && now() - old.rotatedAt <= GRACE) {
                  expect(response.status, 'a token rotated within the grace window').toBe(200);
                  issuedTo(s, response);
                  gracesSeen += 1;
                  break;
                }
                expect(response.status, 'a rotated refresh token is refused').toBe(401);
                if (s.revoked || now() >= sessionEnd(s)) break;
                s.revoked = true;
                reusesSeen += 1;
                // The whole family is revoked: its live refresh tokens are refused as well…
                for (const live of s.live) {
                  const latest = await app.call('GET', '/v3/store/customer/refresh', {
                    refreshToken: live.token,
                  });
                  expect(latest.status, 'a live refresh token of the family after a reuse').toBe(
                    401,
                  );
                }
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
                  refreshToken: s.live.at(-1)?.token ?? s.rotated.at(-1)?.token,
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
                const accepted = sessionAlive(s) && now() < access.expiresAt;
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
              await app.call('GET', '/v3/store/customer/sign-out', {
                refreshToken: s.live.at(-1)?.token ?? s.rotated.at(-1)!.token,
              });
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
        { numRuns },
      );

      expect(runs).toBeGreaterThanOrEqual(numRuns);
      // The generator did exercise the interesting steps (over 10 % of the runs each).
      expect(reusesSeen).toBeGreaterThan(numRuns / 10);
      expect(gracesSeen).toBeGreaterThan(numRuns / 10);
      expect(signOutsSeen).toBeGreaterThan(numRuns / 10);
    },
    15 * 60_000,
  );
});
