// Prefixed, time-sortable identifiers (`art_01JD...`): readable in logs, unique across tables.
import { randomBytes } from 'node:crypto';

const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; // Crockford base32

function encodeTime(ms: number): string {
  let out = '';
  let value = ms;
  for (let i = 0; i < 10; i += 1) {
    out = alphabet[value % 32] + out;
    value = Math.floor(value / 32);
  }
  return out;
}

function encodeRandom(bytes: Buffer): string {
  let out = '';
  for (const byte of bytes) out += alphabet[byte % 32];
  return out;
}

/** A ULID-style id with a short prefix naming its kind. */
export function newId(prefix: string, at: number = Date.now()): string {
  return `${prefix}_${encodeTime(at)}${encodeRandom(randomBytes(16))}`;
}
