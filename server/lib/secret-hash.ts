// Opaque secrets (refresh tokens, verification codes, OAuth verifiers) and their keyed hashes.
// A keyed hash (HMAC-SHA256 under a key derived from AUTH_JWT_SECRET) means a copy of the
// database alone cannot be used to test guesses, not even of a 6-digit code.
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { verificationCodeRules } from '@/rules/account-limits';

/** A key for one use (`purpose`), derived from the server secret. */
export function deriveKey(secret: string, purpose: string): Buffer {
  return createHmac('sha256', secret).update(`artmarket:${purpose}`).digest();
}

export function keyedHash(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value, 'utf8').digest('base64url');
}

/** Constant-time comparison of two keyed hashes. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** 256 random bits, URL-safe. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A verification code: `length` digits from a CSPRNG, leading zeros kept. */
export function newVerificationCode(length: number = verificationCodeRules.length): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

/** A short, stable, non-reversible label for a value in keys and logs (an e-mail, say). */
export function fingerprint(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('base64url').slice(0, 22);
}
