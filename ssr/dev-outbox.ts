// Whether the development outbox page exists for this request: DEV_ROUTES on, and the visitor on
// this machine, like GET /v3/dev/outbox it reads (ADR 0014, ADR 0045). Otherwise the page is 404.
import type { IncomingMessage } from 'node:http';
import { config } from '@/server/config';
import { isLoopbackClient } from '@/server/http/loopback';

export function devOutboxEnabled(req: IncomingMessage): boolean {
  const { DEV_ROUTES, TRUST_PROXY } = config();
  return (
    DEV_ROUTES &&
    isLoopbackClient(req.socket?.remoteAddress, (name) => req.headers[name], TRUST_PROXY)
  );
}
