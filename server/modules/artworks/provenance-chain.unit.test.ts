import { describe, expect, it } from 'vitest';
import {
  certificateVerificationCode,
  chainProvenance,
  encodeProvenanceEntry,
  parseVerificationToken,
  verificationToken,
  verifyProvenanceChain,
} from './provenance-chain';

const at = (day: number) => new Date(Date.UTC(2025, 0, day, 9, 30));

const history = () =>
  chainProvenance([
    {
      id: 'prv_1',
      editionId: 'ed_1',
      kind: 'created',
      occurredAt: at(1),
      partyEn: 'Park Jiho',
      partyKo: '박지호',
      noteEn: 'Made in the artist’s studio',
      noteKo: '작가의 작업실에서 제작',
    },
    { id: 'prv_2', editionId: 'ed_1', kind: 'exhibited', occurredAt: at(5), exhibitionId: 'ex_1' },
    {
      id: 'prv_3',
      editionId: 'ed_1',
      kind: 'sold',
      occurredAt: at(9),
      partyEn: 'Private collection, Seoul',
      partyKo: '개인 소장, 서울',
    },
  ]);

describe('the provenance chain', () => {
  it('links every entry to the hash of the one before it, from seq 1', () => {
    const chain = history();
    expect(chain.map((e) => e.seq)).toEqual([1, 2, 3]);
    expect(chain[0]!.prevHash).toBeNull();
    expect(chain[1]!.prevHash).toBe(chain[0]!.hash);
    expect(chain[2]!.prevHash).toBe(chain[1]!.hash);
    expect(chain[0]!.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('encodes fields with their UTF-8 byte length, null as ~, the date in epoch milliseconds', () => {
    const [entry] = history();
    const text = encodeProvenanceEntry(entry!, 1, null);
    expect(text).toContain('party_ko=9:박지호\n');
    expect(text).toContain(`occurred_at=13:${at(1).getTime()}\n`);
    expect(text).toContain('institution_id=~\n');
    expect(text).toContain('prev_hash=~\n');
    expect(text.startsWith('artmarket-provenance-v1\n')).toBe(true);
  });

  it('verifies an untouched chain and names its head', () => {
    const chain = history();
    const result = verifyProvenanceChain(chain);
    expect(result).toMatchObject({ intact: true, length: 3, brokenAt: null });
    expect(result.headHash).toBe(chain[2]!.hash);
    expect(verifyProvenanceChain([])).toMatchObject({ intact: true, length: 0, headHash: null });
  });

  it('reports the first entry whose stored fields were changed', () => {
    const chain = history();
    chain[1]!.noteEn = 'Never shown';
    expect(verifyProvenanceChain(chain).brokenAt).toEqual({
      seq: 2,
      id: 'prv_2',
      reason: 'hash_mismatch',
    });
  });

  it('catches a rewritten entry whose own hash was recomputed, at the next entry', () => {
    const chain = history();
    const [rewritten] = chainProvenance([{ ...chain[1]!, partyEn: 'Someone else' }], {
      seq: 1,
      hash: chain[0]!.hash,
    });
    const forged = [chain[0]!, rewritten!, chain[2]!];
    expect(verifyProvenanceChain(forged).brokenAt).toMatchObject({
      seq: 3,
      reason: 'previous_hash_mismatch',
    });
  });

  it('catches a removed or reordered entry', () => {
    const chain = history();
    expect(verifyProvenanceChain([chain[0]!, chain[2]!]).brokenAt).toMatchObject({
      seq: 3,
      reason: 'sequence_gap',
    });
    expect(verifyProvenanceChain([chain[1]!, chain[0]!, chain[2]!]).intact).toBe(false);
  });

  it('appends after an existing head', () => {
    const chain = history();
    const [next] = chainProvenance(
      [{ id: 'prv_4', editionId: 'ed_1', kind: 'transferred', occurredAt: at(20) }],
      { seq: 3, hash: chain[2]!.hash },
    );
    expect(verifyProvenanceChain([...chain, next!])).toMatchObject({ intact: true, length: 4 });
  });
});

describe('the certificate verification code', () => {
  it('is four groups of Crockford base-32 that change with the chain head', () => {
    const chain = history();
    const code = certificateVerificationCode('COA-2026-0000201', chain[2]!.hash)!;
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    expect(certificateVerificationCode('COA-2026-0000201', chain[1]!.hash)).not.toBe(code);
    expect(certificateVerificationCode('COA-2026-0000202', chain[2]!.hash)).not.toBe(code);
    expect(certificateVerificationCode('COA-2026-0000201', null)).toBeNull();
  });

  it('travels in the verification link with its certificate number and comes back whole', () => {
    const code = certificateVerificationCode('COA-2026-0000201', history()[2]!.hash)!;
    const token = verificationToken('COA-2026-0000201', code);
    expect(token).toMatch(/^COA-2026-0000201-[0-9A-Z]{16}$/);
    expect(parseVerificationToken(token)).toEqual({ certificateNumber: 'COA-2026-0000201', code });
    expect(parseVerificationToken(token.toLowerCase())).toEqual({
      certificateNumber: 'COA-2026-0000201',
      code,
    });
    expect(parseVerificationToken('COA-2026-0000201')).toBeNull();
    expect(parseVerificationToken('../etc/passwd')).toBeNull();
  });
});
