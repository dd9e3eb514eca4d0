// Whether the development outbox (GET /v3/dev/outbox and its page) exists: DEV_OUTBOX, by
// default on outside production (ADR 0014). The page answers 404 when it is off.
import { config } from '@/server/config';

export function devOutboxEnabled(): boolean {
  return config().DEV_OUTBOX;
}
