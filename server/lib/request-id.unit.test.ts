// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { assignRequestId, requestIdOf } from './request-id';

describe('request ids', () => {
  it('give every request a new id, on the request for its handlers and on the answer', async () => {
    const seen: (string | null)[] = [];
    const server = http.createServer((req, res) => {
      const id = assignRequestId(req, res);
      seen.push(requestIdOf(req.headers));
      expect(requestIdOf(req.headers)).toBe(id);
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const first = await fetch(`http://127.0.0.1:${port}/`, { headers: { 'x-request-id': 'mine' } });
    const second = await fetch(`http://127.0.0.1:${port}/`);
    await new Promise<void>((resolve) => server.close(() => resolve()));

    const ids = [first.headers.get('x-request-id'), second.headers.get('x-request-id')];
    expect(ids).toEqual(seen);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[0]).not.toBe(ids[1]);
    expect(ids).not.toContain('mine'); // a caller's own id is not taken
  });
});
