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

/** `random` plus one in base32 (the last character first); null when it would overflow. */
function increment(random: string): string | null {
  const digits = random.split('');
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    const next = alphabet.indexOf(digits[i]!) + 1;
    if (next < alphabet.length) {
      digits[i] = alphabet[next]!;
      return digits.join('');
    }
    digits[i] = alphabet[0]!;
  }
  return null;
}

let lastTime = -1;
let lastRandom = '';

/**
 * A ULID-style id with a short prefix naming its kind. Ids made in one process in the same
 * millisecond increase (ULID's monotonic rule), so "newest first" holds even for rows written
 * together.
 */
export function newId(prefix: string, at: number = Date.now()): string {
  const next = at === lastTime ? increment(lastRandom) : null;
  lastRandom = next ?? encodeRandom(randomBytes(16));
  lastTime = at;
  return `${prefix}_${encodeTime(at)}${lastRandom}`;
}
