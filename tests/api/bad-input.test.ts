// Bad input is a 4xx with the field named (issue 20, ADR 0043): the cases the attack run found
// answering 500, a body past the limit refused before it is read, and a JSON body too deep.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { setStaffRole } from '@/server/modules/staff/staff.repository';
import { insertFullCatalogueFixture } from './catalogue-fixtures';
import {
  createCustomerTestApp,
  startCustomerApp,
  type CallResult,
  type SignedUp,
} from './customer-test-app';

const app = startCustomerApp();
let customer: SignedUp;
let admin: SignedUp;

beforeAll(async () => {
  await insertFullCatalogueFixture(app.app.ctx.db, app.now());
  customer = await app.signUp();
  admin = await app.signUp();
  await setStaffRole(app.app.ctx.db, admin.customerId, 'admin', app.now());
});

function expectFieldError(response: CallResult, field: string, message?: RegExp): void {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  expect(response.body.code).toBe('VALIDATION');
  expect(typeof response.body.message).toBe('string');
  expect(response.body.fields?.[field], JSON.stringify(response.body)).toBeDefined();
  if (message) expect(response.body.fields[field]).toMatch(message);
}

describe('a NUL byte in a text', () => {
  it.each([
    ['/v3/store/artwork?q=%00', 'q'],
    ['/v3/store/artists?q=a%00b', 'q'],
    ['/v3/store/institution?q=%00', 'q'],
    ['/v3/store/exhibition?q=%00', 'q'],
    ['/v3/store/faq?q=%00', 'q'],
    ['/v3/store/opensearch/all?keyword=%00', 'keyword'],
    ['/v3/store/artwork/aw_1/editions?q=%00', 'q'],
    ['/v3/store/artwork/blue%00morning', 'handle'],
  ])('GET %s is 400 naming %s', async (path, field) => {
    expectFieldError(await app.call('GET', path), field, /NUL/);
  });

  it.each([
    ['/v3/admin/artists?q=%00', 'q'],
    ['/v3/admin/customers?q=%00', 'q'],
    ['/v3/admin/audit?target_type=%00', 'target_type'],
  ])('GET %s (admin) is 400 naming %s', async (path, field) => {
    expectFieldError(await app.call('GET', path, { token: admin.accessToken }), field, /NUL/);
  });

  it('is refused in an admin body', async () => {
    const response = await app.call('POST', '/v3/admin/faqs', {
      token: admin.accessToken,
      body: {
        category: 'purchase',
        question_en: 'Why?\u0000',
        question_ko: '왜?',
        answer_en: 'a',
        answer_ko: '가',
      },
    });
    expectFieldError(response, 'question_en', /NUL/);
  });

  it('is refused inside a nested field and in a key', async () => {
    const nested = await app.call('POST', '/v3/store/orders/x/cancel', {
      token: customer.accessToken,
      body: { reason: 'x', refund_account: { bank_code: '88', account_number: '12\u000034' } },
    });
    expect(nested.status).toBe(400);
    expect(JSON.stringify(nested.body.fields)).toMatch(/NUL/);
  });
});

describe('an array or object where a text belongs', () => {
  it('POST store/customer/shipping-address {"country":[]} is 400 naming country', async () => {
    const response = await app.call('POST', '/v3/store/customer/shipping-address', {
      token: customer.accessToken,
      body: {
        first_name: 'Minji',
        last_name: 'Kim',
        postal_code: '04524',
        street_address: '1 Sejong-daero',
        phone_number: '01012345678',
        country: [],
      },
    });
    expectFieldError(response, 'country');
  });

  it('an admin handle, a fair token and a country_code are 400 naming the field', async () => {
    const handle = await app.call('POST', '/v3/admin/artists', {
      token: admin.accessToken,
      body: { handle: ['a'], name_en: 'A', name_ko: '가' },
    });
    expectFieldError(handle, 'handle', /must be a text/);
    const token = await app.call('POST', '/v3/admin/fairs', {
      token: admin.accessToken,
      body: { handle: 'fair-x', token: { toString: 'x' }, title_en: 'Fair', title_ko: '페어' },
    });
    expectFieldError(token, 'token', /must be a text/);
    const countryCode = await app.call('POST', '/v3/store/customer/send-sms-verification-code', {
      token: customer.accessToken,
      body: { country_code: {}, phone: '01012345678' },
    });
    expectFieldError(countryCode, 'country_code');
  });

  it('an object where a number belongs is 400, not a crash in the cast', async () => {
    const response = await app.call('POST', '/v3/store/artwork/bid', {
      token: customer.accessToken,
      body: { artwork_id: 'aw_1', amount: { valueOf: 1 } },
    });
    expectFieldError(response, 'amount', /must be a number/);
  });
});

describe('numbers out of range', () => {
  it('GET /v3/dev/outbox?offset=1e308 is 400 naming offset', async () => {
    expectFieldError(
      await app.call('GET', '/v3/dev/outbox?offset=1e308', { ip: '127.0.0.1' }),
      'offset',
      /out of range/,
    );
  });

  it.each(['Infinity', '1e309', '-1e308', '9007199254740993'])('limit=%s is 400', async (limit) => {
    expectFieldError(await app.call('GET', `/v3/store/artwork?limit=${limit}`), 'limit');
  });

  it('NaN and negative offsets are 400', async () => {
    expectFieldError(await app.call('GET', '/v3/store/artists?offset=NaN'), 'offset');
    expectFieldError(await app.call('GET', '/v3/store/artists?offset=-1'), 'offset');
  });

  it('a JSON number beyond a double (1e309) is 400, not Infinity', async () => {
    const response = await fetch(`${app.app.baseUrl}/v3/store/artwork/bid`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${customer.accessToken}`,
      },
      body: '{"artwork_id":"aw_1","amount":1e309}',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: object }).fields).toHaveProperty('amount');
  });
});

describe('a JSON body nested too deeply', () => {
  it.each([
    ['arrays', `${'['.repeat(5000)}${']'.repeat(5000)}`],
    ['objects', `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`],
  ])('5,000 levels of %s is 400 with a message', async (_, body) => {
    const response = await fetch(`${app.app.baseUrl}/v3/store/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Request body is nested more than 64 levels deep',
      code: 'VALIDATION',
    });
  });

  it('a NUL inside a JSON text in a deep-ish but allowed body is still 400', async () => {
    const response = await fetch(`${app.app.baseUrl}/v3/store/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"name":"a\\u0000","x":${'['.repeat(60)}${']'.repeat(60)}}`,
    });
    expect(response.status).toBe(400);
  });
});

describe('the body limit (1 MB by default)', () => {
  const tooLarge = {
    message: 'Request body is too large (at most 1048576 bytes)',
    code: 'PAYLOAD_TOO_LARGE',
  };

  it('answers 413 to a 2 MB body sent with its Content-Length, signed out', async () => {
    const body = JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) });
    const response = await fetch(`${app.app.baseUrl}/v3/store/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(response.status).toBe(413);
    // The rest of the body is never read: the connection is closed, and said to be.
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.json()).toEqual(tooLarge);
  });

  it('answers 413 to a body streamed without a length, reading no more than the limit', async () => {
    // 256 MB offered in 64 kB chunks of one buffer: the server must answer after about 1 MB, so
    // neither the bytes it holds nor this process's memory grow by anything like the body's size.
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    const offered = 256 * 1024 * 1024;
    let sent = 0;
    const controller = new AbortController();
    const stream = new ReadableStream<Uint8Array>({
      pull(c) {
        if (sent >= offered) return c.close();
        sent += chunk.length;
        c.enqueue(sent === chunk.length ? new TextEncoder().encode('{"message":"') : chunk);
      },
    });
    global.gc?.();
    const before = process.memoryUsage();
    let peak = before.rss;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    try {
      const response = await fetch(`${app.app.baseUrl}/v3/store/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: stream,
        duplex: 'half',
        signal: controller.signal,
      } as RequestInit);
      expect(response.status).toBe(413);
      expect(response.headers.get('connection')).toBe('close');
      expect(await response.json()).toEqual(tooLarge);
    } finally {
      controller.abort();
      clearInterval(sampler);
    }
    const grown = (peak - before.rss) / 1024 / 1024;
    console.log(
      `body flood: ${(sent / 1024 / 1024).toFixed(1)} MB of 256 MB pulled before the 413; RSS grew ${grown.toFixed(1)} MB`,
    );
    expect(sent).toBeLessThan(64 * 1024 * 1024);
    expect(grown).toBeLessThan(64);
  });

  it('keeps the upload call’s own larger limit', async () => {
    // Noise does not compress: a PNG of about 1.4 MB, past the API's 1 MB.
    const raw = Buffer.alloc(800 * 600 * 3);
    for (let i = 0; i < raw.length; i += 1) raw[i] = (i * 2654435761) >>> 24;
    const png = await sharp(raw, { raw: { width: 800, height: 600, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(png.length).toBeGreaterThan(1024 * 1024);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'noise.png');
    const response = await fetch(`${app.app.baseUrl}/v3/store/upload/artwork/image`, {
      method: 'POST',
      headers: { authorization: `Bearer ${customer.accessToken}` },
      body: form,
    });
    expect(response.status, await response.clone().text()).toBe(200);
  });

  it('is configured by API_BODY_LIMIT_BYTES', async () => {
    const small = await createCustomerTestApp({ env: { API_BODY_LIMIT_BYTES: '2048' } });
    try {
      const post = (size: number) =>
        small.call('POST', '/v3/store/contact', { body: { message: 'x'.repeat(size) } });
      expect((await post(1000)).status).toBe(400); // read, and refused for its missing fields
      const refused = await post(3000);
      expect(refused.status).toBe(413);
      expect(refused.body.message).toBe('Request body is too large (at most 2048 bytes)');
    } finally {
      await small.app.close();
    }
  });
});
