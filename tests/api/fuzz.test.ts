// Bad input is a 4xx, never a 5xx (issue 20, ADR 0043): every operation of GET /v3/openapi.json
// receives generated bad parameters, queries, bodies, content types and headers, signed in as
// the operation needs (a customer, a partner, an operator or admin, the internal secret). Any 5xx,
// or an error answer that is not JSON with a message, fails. Seeded: FUZZ_SEED reproduces a run;
// FUZZ_REPORT=<file> writes every failure there.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { setStaffRole } from '@/server/modules/staff/staff.repository';
import { addInstitutionSeller } from '@/server/modules/sellers/seller.repository';
import { insertFullCatalogueFixture } from './catalogue-fixtures';
import { createCustomerTestApp, type CustomerTestApp, type SignedUp } from './customer-test-app';
import { casesFor, operationsOf, type FuzzCase, type FuzzOperation } from './openapi-fuzz';

const seed = Number(process.env.FUZZ_SEED ?? 20_2026);
const extraPerField = Number(process.env.FUZZ_EXTRA ?? 3);

/**
 * Social sign-in configured (a provider that is not answers 503 by design): endpoints nobody
 * listens on, never reached, since no fuzzed callback carries a state the store signed.
 */
const socialProviders = Object.fromEntries(
  ['GOOGLE', 'NAVER', 'KAKAO'].flatMap((p) => [
    [`${p}_CLIENT_ID`, `${p.toLowerCase()}-fuzz`],
    [`${p}_CLIENT_SECRET`, `${p.toLowerCase()}-fuzz-secret`],
    [`${p}_AUTHORIZE_URL`, 'http://127.0.0.1:9/auth'],
    [`${p}_TOKEN_URL`, 'http://127.0.0.1:9/token'],
    [`${p}_USERINFO_URL`, 'http://127.0.0.1:9/me'],
  ]),
);

const UNIQUE = 'fuzz-unique';

/** Values that exist in the catalogue fixture, so a case can get past the lookups. */
const knownPath: Record<string, unknown> = { handle: 'blue-morning', country: 'KOR' };
const knownValues: Record<string, unknown> = {
  // Replaced by a new text in every request, so a create is not refused as a duplicate.
  handle: UNIQUE,
  token: UNIQUE,
  code: UNIQUE,
  artwork_id: 'aw_1',
  artworkId: 'aw_1',
  artworkIdList: ['aw_1', 'aw_2'],
  artist_id: 'ar_1',
  institution_id: 'in_1',
  category_id: 'cat_paint',
  image_id: 'img_1',
  cover_image_id: 'img_1',
  logo_image_id: 'img_1',
  exhibition_id: 'c2',
  fair_id: 'fair_1',
  country: 'KR',
  country_code: '+82',
  test_card_number: '4242424242424242',
  account_number: '1234567890',
  starts_at: '2026-01-01T00:00:00.000Z',
  ends_at: '2027-01-01T00:00:00.000Z',
  provider: 'test',
  phone: '01012345678',
  phone_number: '01012345678',
  password: 'gallery2026',
  confirmPassword: 'gallery2026',
  first_name: 'Minji',
  last_name: 'Kim',
  name: 'Minji Kim',
  link_url: '/artworks',
  website: 'https://example.com',
  amount: 1_000_000,
  desired_price: 1_000_000,
  listing_price: 1_000_000,
  price_krw: 1_000_000,
};

interface Failure {
  operation: string;
  label: string;
  status: number;
  answer: string;
}

/** Who sends an operation's requests; a token the fuzz spoiled (deleted, signed out) is replaced. */
class Identities {
  private readonly people = new Map<string, SignedUp>();
  constructor(private readonly app: CustomerTestApp) {}

  async tokenFor(operation: FuzzOperation): Promise<string | undefined> {
    if (operation.security !== 'bearer') return undefined;
    const role = operation.roles
      ? operation.roles.includes('admin')
        ? 'admin'
        : (operation.roles[0] as 'partner' | 'operator')
      : 'customer';
    let me = this.people.get(role);
    if (me) {
      const check = role === 'customer' ? '/v3/store/customer/info' : '/v3/admin/me';
      const answer = await this.app.call('GET', check, { token: me.accessToken });
      if (answer.status !== 200) me = undefined;
    }
    if (!me) {
      me = await this.app.signUp({}, { ip: '198.51.100.1' });
      const { db } = this.app.app.ctx;
      if (role === 'partner') await addInstitutionSeller(db, me.customerId, 'in_1', this.app.now());
      else if (role !== 'customer') await setStaffRole(db, me.customerId, role, this.app.now());
      this.people.set(role, me);
    }
    return me.accessToken;
  }
}

async function send(
  app: CustomerTestApp,
  operation: FuzzOperation,
  fuzzCase: FuzzCase,
  auth: Record<string, string>,
  ip: string,
): Promise<{ status: number; type: string; text: string }> {
  const headers: Record<string, string> = { 'x-forwarded-for': ip };
  if (!fuzzCase.anonymous) Object.assign(headers, auth);
  Object.assign(headers, fuzzCase.headers);
  if (fuzzCase.contentType) headers['content-type'] = fuzzCase.contentType;
  const hasBody = fuzzCase.body !== undefined && operation.method !== 'GET';
  const response = await fetch(app.app.baseUrl + fuzzCase.url, {
    method: operation.method,
    headers,
    body: hasBody
      ? fuzzCase.body!.replaceAll(UNIQUE, `fuzz-${ip.replaceAll('.', '-')}`)
      : undefined,
  });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    text: await response.text(),
  };
}

/** A 5xx, or a 4xx that is not `{ message }` JSON: what the issue calls a failure. */
function failureOf(answer: { status: number; type: string; text: string }): string | null {
  if (answer.status >= 500) return 'server error';
  if (answer.status < 400) return null;
  if (!answer.type.includes('application/json')) return `not JSON (${answer.type || 'no type'})`;
  try {
    const body = JSON.parse(answer.text) as { message?: unknown };
    return typeof body.message === 'string' && body.message ? null : 'no message';
  } catch {
    return 'invalid JSON';
  }
}

describe('bad input (fuzz of every operation)', () => {
  it(
    'answers every generated bad request with a 4xx JSON { message }, never a 5xx',
    async () => {
      const started = Date.now();
      const app = await createCustomerTestApp({
        env: {
          INTERNAL_API_SECRET: 'fuzz-internal-secret-0123456789abcdef',
          ...socialProviders,
        },
      });
      try {
        await insertFullCatalogueFixture(app.app.ctx.db, app.now());
        const document = await app.call('GET', '/v3/openapi.json');
        const operations = operationsOf(document.body);
        const identities = new Identities(app);
        const failures: Failure[] = [];
        const statuses = new Map<number, number>();
        let requests = 0;
        const timings: [string, number][] = [];
        const plausibleFailures: string[] = [];
        for (const operation of operations) {
          const operationStarted = Date.now();
          const token = await identities.tokenFor(operation);
          const auth: Record<string, string> = {};
          if (token) auth.authorization = `Bearer ${token}`;
          if (operation.security === 'internal') {
            auth['x-internal-secret'] = app.app.ctx.config.INTERNAL_API_SECRET;
          }
          const cases = casesFor(operation, {
            seed,
            extraPerField,
            known: knownValues,
            knownPath,
          });
          for (const fuzzCase of cases) {
            requests += 1;
            // A new address every request: the per-address limits would turn the rest into 429s.
            // The development routes answer loopback only (ADR 0045): they are fuzzed from there.
            const ip = operation.path.startsWith('/v3/dev/')
              ? '127.0.0.1'
              : `10.${(requests >> 16) & 255}.${(requests >> 8) & 255}.${requests & 255}`;
            const answer = await send(app, operation, fuzzCase, auth, ip);
            if (
              process.env.FUZZ_REPORT &&
              fuzzCase.label === 'plausible request' &&
              answer.status >= 400
            ) {
              plausibleFailures.push(
                `${operation.method} ${operation.path} ${answer.status} ${answer.text.slice(0, 160)}`,
              );
            }
            statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
            const failure = failureOf(answer);
            if (failure) {
              failures.push({
                operation: `${operation.method} ${operation.path}`,
                label: `${fuzzCase.label} (${failure})`,
                status: answer.status,
                answer: answer.text.slice(0, 200),
              });
            }
          }
          timings.push([`${operation.method} ${operation.path}`, Date.now() - operationStarted]);
        }
        const serverErrors = failures.filter((f) => f.status >= 500).length;
        const seconds = Math.round((Date.now() - started) / 100) / 10;
        console.log(
          `fuzz (${app.app.engine}, seed ${seed}): ${requests} requests on ${operations.length} operations in ${seconds} s; ` +
            `${serverErrors} × 5xx, ${failures.length} failures; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`,
        );
        if (process.env.FUZZ_REPORT) {
          fs.writeFileSync(`${process.env.FUZZ_REPORT}.plausible`, plausibleFailures.join('\n'));
          console.log('slowest', timings.sort((a, b) => b[1] - a[1]).slice(0, 8));
          fs.writeFileSync(process.env.FUZZ_REPORT, JSON.stringify(failures, null, 1));
        }
        expect(operations.length).toBeGreaterThan(150);
        expect(failures.slice(0, 60)).toEqual([]);
      } finally {
        await app.app.close();
      }
    },
    15 * 60_000,
  );
});
