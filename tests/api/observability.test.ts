// What an operator sees when something fails (issue 20): every answer names its request, a server
// error's answer gives the id the log line carries, and a draining instance says so to the load
// balancer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setLogLevel, setLogWriter } from '@/server/lib/logger';
import { startTestApp, type TestApp } from './test-app';

let app: TestApp;
const errorLines: string[] = [];

beforeAll(async () => {
  app = await startTestApp({ env: { MONITORING_TEST_ERRORS: 'true' } });
  setLogWriter((level, line) => {
    if (level === 'error') errorLines.push(line);
  });
});

afterAll(async () => {
  setLogWriter(null);
  setLogLevel('error');
  await app?.close();
});

describe('request ids', () => {
  it('gives every answer its own request id', async () => {
    const first = await app.get('/v3/store/app/initialize/KOR');
    const second = await app.get('/v3/store/artwork?q=nothing-at-all');
    const missing = await app.get('/v3/store/no-such-call');
    const ids = [first, second, missing].map((answer) => answer.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(3);
  });

  it('answers a server error with the id its log line carries, and nothing of the error itself', async () => {
    const failed = await app.get('/v3/dev/monitoring/server-error');
    expect(failed.status).toBe(500);
    const id = failed.headers.get('x-request-id');
    expect(failed.body).toEqual({
      message: 'Internal server error',
      code: 'INTERNAL',
      request_id: id,
    });
    const line = errorLines.find((logged) => logged.includes('unhandled error'));
    expect(line, 'the error is logged').toBeDefined();
    expect(line).toContain(id!);
  });
});

describe('draining', () => {
  it('answers /readyz 503 while the instance drains, and still serves the requests it gets', async () => {
    expect((await app.get('/readyz')).status).toBe(200);
    app.ctx.lifecycle.draining = true;
    try {
      const readiness = await app.get('/readyz');
      expect(readiness.status).toBe(503);
      expect(readiness.body.status).toBe('draining');
      expect((await app.get('/healthz')).status).toBe(200);
      expect((await app.get('/v3/store/app/initialize/KOR')).status).toBe(200);
    } finally {
      app.ctx.lifecycle.draining = false;
    }
  });
});
