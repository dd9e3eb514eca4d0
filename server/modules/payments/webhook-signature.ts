// Signed gateway notifications: `X-Payment-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
// "<t>.<raw body>">`, accepted within a tolerance of the server clock (a replayed old message
// is refused; a replayed fresh one is applied once, by its event id).
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-payment-signature';

export function signNotification(secret: string, rawBody: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

export type SignatureCheck = 'ok' | 'signature' | 'timestamp';

export function checkSignature(
  secret: string,
  header: string | undefined,
  rawBody: string,
  now: Date,
  toleranceSeconds: number,
): SignatureCheck {
  if (!header) return 'signature';
  const parts = Object.fromEntries(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()];
    }),
  );
  const t = Number(parts.t);
  const given = String(parts.v1 ?? '');
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(given)) return 'signature';
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) return 'signature';
  if (Math.abs(now.getTime() / 1000 - t) > toleranceSeconds) return 'timestamp';
  return 'ok';
}
