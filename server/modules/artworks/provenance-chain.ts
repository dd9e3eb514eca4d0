// The provenance of an edition as a hash chain (ADR 0022): every entry carries the hash of the
// entry before it and its own hash over a canonical encoding of its fields, so changing,
// removing or reordering any past entry breaks every hash after it. Pure: no database, no clock.
import { createHash } from 'node:crypto';

/** The fields an entry's hash covers, as stored. */
export interface ProvenanceChainFields {
  id: string;
  editionId: string;
  kind: string;
  occurredAt: Date;
  partyEn: string | null;
  partyKo: string | null;
  institutionId: string | null;
  exhibitionId: string | null;
  noteEn: string;
  noteKo: string;
}

export interface ProvenanceChainEntry extends ProvenanceChainFields {
  /** Position in the edition's chain, from 1. */
  seq: number;
  /** The hash of entry `seq - 1`; null for the first entry. */
  prevHash: string | null;
  hash: string;
}

/** Names the encoding; a new encoding gets a new tag and its entries keep theirs. */
export const PROVENANCE_ENCODING = 'artmarket-provenance-v1';

/**
 * One field: `name=` then `~` for null or `<UTF-8 byte length>:<value>`, then a line feed. The
 * length prefix makes the encoding unambiguous whatever the text holds (line feeds, `=`, `~`).
 */
function field(name: string, value: string | null): string {
  return value === null ? `${name}=~\n` : `${name}=${Buffer.byteLength(value, 'utf8')}:${value}\n`;
}

/**
 * The canonical encoding of an entry: the encoding tag, then its fields in this fixed order,
 * the date as milliseconds since the epoch (UTC). The migration 0010 backfill reproduces it in
 * SQL (`provenance_entry_hash`); a test keeps the two equal.
 */
export function encodeProvenanceEntry(
  entry: ProvenanceChainFields,
  seq: number,
  prevHash: string | null,
): string {
  return (
    `${PROVENANCE_ENCODING}\n` +
    field('id', entry.id) +
    field('edition_id', entry.editionId) +
    field('seq', String(seq)) +
    field('kind', entry.kind) +
    field('occurred_at', String(entry.occurredAt.getTime())) +
    field('party_en', entry.partyEn) +
    field('party_ko', entry.partyKo) +
    field('institution_id', entry.institutionId) +
    field('exhibition_id', entry.exhibitionId) +
    field('note_en', entry.noteEn) +
    field('note_ko', entry.noteKo) +
    field('prev_hash', prevHash)
  );
}

/** SHA-256 of the canonical encoding, lowercase hex. */
export function hashProvenanceEntry(
  entry: ProvenanceChainFields,
  seq: number,
  prevHash: string | null,
): string {
  return createHash('sha256')
    .update(encodeProvenanceEntry(entry, seq, prevHash))
    .digest('hex');
}

/** The input of `chainProvenance`: an entry as planned, optional fields left out. */
export type ProvenanceChainInput = Omit<
  ProvenanceChainFields,
  'partyEn' | 'partyKo' | 'institutionId' | 'exhibitionId' | 'noteEn' | 'noteKo'
> &
  Partial<
    Pick<
      ProvenanceChainFields,
      'partyEn' | 'partyKo' | 'institutionId' | 'exhibitionId' | 'noteEn' | 'noteKo'
    >
  >;

/** The stored form of a field left out: the database defaults (null, notes ''). */
export function withStoredDefaults<T extends ProvenanceChainInput>(
  entry: T,
): Omit<T, keyof ProvenanceChainFields> & ProvenanceChainFields {
  return {
    ...entry,
    partyEn: entry.partyEn ?? null,
    partyKo: entry.partyKo ?? null,
    institutionId: entry.institutionId ?? null,
    exhibitionId: entry.exhibitionId ?? null,
    noteEn: entry.noteEn ?? '',
    noteKo: entry.noteKo ?? '',
  };
}

/** An entry as given, with its stored defaults, position and hashes (its own `kind` kept). */
export type Chained<T extends ProvenanceChainInput> = Omit<T, keyof ProvenanceChainEntry> &
  ProvenanceChainEntry & { kind: T['kind'] };

/**
 * Chains the entries of one edition in the order given, after `head` (the current last entry,
 * or null for a new chain): what the seeders and an append store.
 */
export function chainProvenance<T extends ProvenanceChainInput>(
  entries: readonly T[],
  head: { seq: number; hash: string } | null = null,
): Chained<T>[] {
  let seq = head?.seq ?? 0;
  let prevHash = head?.hash ?? null;
  return entries.map((entry) => {
    const stored = withStoredDefaults(entry);
    seq += 1;
    const hash = hashProvenanceEntry(stored, seq, prevHash);
    const chained = { ...stored, seq, prevHash, hash } as Chained<T>;
    prevHash = hash;
    return chained;
  });
}

export type ProvenanceBreak = 'hash_mismatch' | 'previous_hash_mismatch' | 'sequence_gap';

export interface ProvenanceVerification {
  intact: boolean;
  /** Number of entries checked. */
  length: number;
  /** The hash of the last entry (null for an empty history). */
  headHash: string | null;
  /** The hash after each entry, oldest first (as stored): a certificate names one of them. */
  hashes: string[];
  /** The first entry that does not hold, when the chain is broken. */
  brokenAt: { seq: number; id: string; reason: ProvenanceBreak } | null;
}

/**
 * Recomputes every hash of one edition's chain (entries in `seq` order, as read) and reports
 * the first entry whose position, link to the previous entry or own hash does not hold.
 */
export function verifyProvenanceChain(
  entries: readonly ProvenanceChainEntry[],
): ProvenanceVerification {
  let prevHash: string | null = null;
  const hashes: string[] = [];
  for (const [index, entry] of entries.entries()) {
    const reason: ProvenanceBreak | null =
      entry.seq !== index + 1
        ? 'sequence_gap'
        : entry.prevHash !== prevHash
          ? 'previous_hash_mismatch'
          : hashProvenanceEntry(entry, entry.seq, entry.prevHash) !== entry.hash
            ? 'hash_mismatch'
            : null;
    if (reason) {
      return {
        intact: false,
        length: entries.length,
        headHash: entries.at(-1)?.hash ?? null,
        hashes,
        brokenAt: { seq: entry.seq, id: entry.id, reason },
      };
    }
    hashes.push(entry.hash);
    prevHash = entry.hash;
  }
  return { intact: true, length: entries.length, headHash: prevHash, hashes, brokenAt: null };
}

// ---------------------------------------------------------------------------------------------
// Verification codes

/** Crockford's base-32 alphabet: no I, L, O, U, so a code read aloud or typed stays exact. */
const BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_CHARS = 16;

/**
 * The certificate's verification code: the first 80 bits of SHA-256 over the certificate
 * number and the chain head, in base 32, as `XXXX-XXXX-XXXX-XXXX`. Rewriting the history
 * changes the head and therefore the code; an empty history has no code.
 */
export function certificateVerificationCode(
  certificateNumber: string,
  headHash: string | null,
): string | null {
  if (!headHash) return null;
  const digest = createHash('sha256')
    .update(`${PROVENANCE_ENCODING}\ncertificate=${certificateNumber}\nhead=${headHash}\n`)
    .digest();
  let bits = 0;
  let value = 0;
  let code = '';
  for (const byte of digest) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && code.length < CODE_CHARS) {
      code += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
    if (code.length === CODE_CHARS) break;
  }
  return code.match(/.{4}/g)!.join('-');
}

/** The path segment of the public verification page: certificate number and code together. */
export function verificationToken(certificateNumber: string, code: string): string {
  return `${certificateNumber}-${code.replaceAll('-', '')}`;
}

/** Splits a verification token back; null when it is not one. */
export function parseVerificationToken(
  token: string,
): { certificateNumber: string; code: string } | null {
  const match = /^(COA-\d{4}-\d{7})-([0-9A-HJKMNP-TV-Z]{16})$/.exec(token.toUpperCase());
  if (!match) return null;
  return { certificateNumber: match[1]!, code: match[2]!.match(/.{4}/g)!.join('-') };
}
