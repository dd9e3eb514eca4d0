// @vitest-environment node
// Server error reports against a collector of our own: nothing of Sentry is loaded without a DSN;
// with one, a store API failure arrives with its request id.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  flushServerErrorReports,
  reportServerError,
  startServerErrorReports,
} from './error-reports';

const received: string[] = [];
const collector = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    received.push(Buffer.concat(chunks).toString('utf8'));
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});

beforeAll(() => new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve)));
afterAll(() => new Promise<void>((resolve) => collector.close(() => resolve())));

const failure = { requestId: 'req-42', method: 'POST', path: '/v3/store/cart/c1' };

describe('server error reports', () => {
  it('load nothing of Sentry without a DSN', async () => {
    expect(
      await startServerErrorReports({ SENTRY_DSN: '', SENTRY_ENVIRONMENT: '', NODE_ENV: 'test' }),
    ).toBe(false);
    reportServerError(new Error('not reported'), failure);
    await flushServerErrorReports();
    expect('__SENTRY__' in globalThis).toBe(false);
    expect(received).toEqual([]);
  });

  it('send a failure with its request id once a DSN is set', async () => {
    const { port } = collector.address() as AddressInfo;
    const dsn = `http://unitpublickey@127.0.0.1:${port}/3`;
    const config = { SENTRY_DSN: dsn, SENTRY_ENVIRONMENT: 'unit', NODE_ENV: 'test' } as const;
    expect(await startServerErrorReports(config)).toBe(true);
    reportServerError(new Error('store API failure'), failure);
    await flushServerErrorReports();
    const events = received
      .flatMap((body) => body.split('\n').filter(Boolean))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((item) => 'exception' in item);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      environment: 'unit',
      tags: { request_id: 'req-42', source: 'api' },
      contexts: { request: { method: 'POST', path: '/v3/store/cart/c1' } },
      exception: { values: [expect.objectContaining({ value: 'store API failure' })] },
    });
  });
});
