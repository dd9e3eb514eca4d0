// Provenance as a hash chain and the certificate that binds it (ADR 0022): on PGlite, and on
// PostgreSQL when TEST_DATABASE_URL is set.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '@/server/db/schema';
import { appendProvenanceEvent } from '@/server/modules/artworks/provenance.repository';
import { startBuyingApp, type Buyer } from './buying-test-app';

const app = startBuyingApp();

let shared: Buyer;
const buyer = async () => (shared ??= await app.buyer());
let certificateCounter = 0;

/** A new artwork whose one edition has a certificate and a two-entry history. */
async function certifiedEdition() {
  const { db } = app.app.ctx;
  const artwork = await app.artwork();
  const editionId = artwork.editionIds[0]!;
  certificateCounter += 1;
  const certificateNumber = `COA-2026-${String(9_000_000 + certificateCounter)}`;
  await db
    .update(t.editions)
    .set({ certificateNumber, certificateIssuedAt: app.now() })
    .where(eq(t.editions.id, editionId));
  const day = 86_400_000;
  await db.transaction(async (tx) => {
    await appendProvenanceEvent(
      tx,
      {
        editionId,
        kind: 'created',
        occurredAt: new Date(app.now().getTime() - 90 * day),
        partyEn: 'Kim Soo',
        partyKo: '김수',
        noteEn: 'Made in the artist’s studio',
        noteKo: '작가의 작업실에서 제작',
      },
      app.now(),
    );
    await appendProvenanceEvent(
      tx,
      {
        editionId,
        kind: 'listed',
        occurredAt: new Date(app.now().getTime() - day),
        partyEn: 'Kim Soo',
        partyKo: '김수',
        noteEn: 'Offered on the marketplace by the artist',
        noteKo: '작가가 마켓플레이스에 출품',
      },
      app.now(),
    );
  });
  return { ...artwork, editionId, certificateNumber };
}

async function certificate(handle: string) {
  const response = await app.call('GET', `/v3/store/artwork/coa?handle=${handle}&edition_number=1`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

const verify = (path: string) =>
  app.call('GET', `/v3/store/artwork/coa/verify/${path.replace('/coa/verify/', '')}`);

describe('the certificate of a seeded edition', () => {
  it('carries a verification code, a public verification path and an intact chain', async () => {
    const body = await certificate('quiet-garden');
    expect(body.provenance.map((p: { seq: number }) => p.seq)).toEqual([1, 2, 3, 4]);
    expect(body.provenance[0].prev_hash).toBeNull();
    expect(body.provenance[1].prev_hash).toBe(body.provenance[0].hash);
    expect(body.verification).toMatchObject({
      status: 'intact',
      entries: 4,
      head_hash: body.provenance[3].hash,
      broken_at: null,
    });
    expect(body.verification.code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    expect(body.verification.path).toBe(
      `/coa/verify/COA-2026-0000201-${body.verification.code.replaceAll('-', '')}`,
    );
    const checked = await verify(body.verification.path);
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({
      certificate_number: 'COA-2026-0000201',
      code: body.verification.code,
      result: 'intact',
      later_entries: 0,
      artwork: { handle: 'quiet-garden', title: 'Quiet Garden' },
      artist: { name: 'Park Jiho' },
      edition: { edition_number: 1 },
      certificate_path: '/coa/quiet-garden?edition=1',
    });
  });

  it('refuses a malformed code with 400 and an unknown certificate with 404', async () => {
    const malformed = await verify('not-a-code');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ message: 'code is not a verification code' });
    const unknown = await verify('COA-2026-0999999-0123456789ABCDEF');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Certificate not found', code: 'NOT_FOUND' });
    const mismatch = await verify('COA-2026-0000201-0123456789ABCDEF');
    expect(mismatch.body.result).toBe('mismatch');
  });
});

describe('tampering with a stored entry', () => {
  it('makes verification fail at the changed entry, on the certificate and the public check', async () => {
    const edition = await certifiedEdition();
    const before = await certificate(edition.handle);
    expect(before.verification.status).toBe('intact');
    const [first] = before.provenance;
    await app.app.ctx.db.execute(
      sql`update provenance_events set party_en = 'Someone else' where id = ${first.id}`,
    );
    const after = await certificate(edition.handle);
    expect(after.verification).toMatchObject({
      status: 'broken',
      broken_at: { seq: 1, id: first.id, reason: 'hash_mismatch' },
    });
    const checked = await verify(before.verification.path);
    expect(checked.body.result).toBe('broken');
  });

  it('is caught even when the forger recomputes the changed entry’s own hash', async () => {
    const edition = await certifiedEdition();
    const before = await certificate(edition.handle);
    const [first] = before.provenance;
    // Rewrite entry 1 and its hash with the database's own hash function (migration 0010).
    await app.app.ctx.db.execute(sql`
      update provenance_events set occurred_at = occurred_at - interval '1 year',
        hash = provenance_entry_hash(id, edition_id, seq, kind, occurred_at - interval '1 year',
          party_en, party_ko, institution_id, exhibition_id, note_en, note_ko, prev_hash)
      where id = ${first.id}`);
    const after = await certificate(edition.handle);
    expect(after.verification.broken_at).toMatchObject({
      seq: 2,
      reason: 'previous_hash_mismatch',
    });
  });

  it('is caught when an entry is deleted', async () => {
    const edition = await certifiedEdition();
    const before = await certificate(edition.handle);
    await app.app.ctx.db.execute(
      sql`delete from provenance_events where id = ${before.provenance[0].id}`,
    );
    const after = await certificate(edition.handle);
    expect(after.verification.broken_at).toMatchObject({ seq: 2, reason: 'sequence_gap' });
  });
});

describe('a primary sale', () => {
  it('appends a valid "sold" entry to the buyer’s city, never their name, in the sale’s transaction', async () => {
    const me = await buyer();
    const edition = await certifiedEdition();
    const before = await certificate(edition.handle);
    const cart = await app.cart(me, edition.artworkId);
    const order = await app.checkout(me, cart.cart_id);
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    const after = await certificate(edition.handle);
    expect(after.edition.status).toBe('sold');
    expect(after.provenance).toHaveLength(3);
    expect(after.provenance[2]).toMatchObject({
      kind: 'sold',
      seq: 3,
      party: 'Private collection, Seoul',
      note: 'Acquired through the marketplace',
      prev_hash: before.verification.head_hash,
    });
    expect(JSON.stringify(after.provenance)).not.toContain(me.email);
    expect(after.verification).toMatchObject({ status: 'intact', entries: 3 });
    expect(after.verification.code).not.toBe(before.verification.code);
    const ko = await app.call('GET', `/v3/store/artwork/provenances/${edition.editionId}`, {
      headers: { 'accept-language': 'ko' },
    });
    expect(ko.body.provenances[2].party).toBe('개인 소장, 서울');
    // The code printed before the sale names an earlier state of the same, intact history.
    const old = await verify(before.verification.path);
    expect(old.body).toMatchObject({ result: 'superseded', later_entries: 1 });
    expect((await verify(after.verification.path)).body.result).toBe('intact');
  });

  it('appends the entry when a virtual-account deposit completes the sale, not before', async () => {
    const me = await buyer();
    const edition = await certifiedEdition();
    const cart = await app.cart(me, edition.artworkId);
    const order = await app.checkout(me, cart.cart_id, { pay_method: 'vbank' });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    expect((await certificate(edition.handle)).provenance).toHaveLength(2);
    const paid = await app.deposit({
      event_id: `evt-${order.body.id}`,
      type: 'deposit.completed',
      account_number: order.body.account_number,
      amount: order.body.total,
      currency: 'krw',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const after = await certificate(edition.handle);
    expect(after.provenance.map((p: { kind: string }) => p.kind)).toEqual([
      'created',
      'listed',
      'sold',
    ]);
    expect(after.verification.status).toBe('intact');
  });
});

describe('a refunded sale', () => {
  it('appends an entry returning the edition to its gallery, after the sale, and stays intact', async () => {
    const me = await buyer();
    const edition = await certifiedEdition();
    await app.app.ctx.db
      .update(t.artworks)
      .set({ institutionId: 'in_1' })
      .where(eq(t.artworks.id, edition.artworkId));
    const cart = await app.cart(me, edition.artworkId);
    const order = await app.checkout(me, cart.cart_id);
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    const refunded = await app.call('POST', `/v3/store/orders/${order.body.id}/cancel`, {
      token: me.accessToken,
      body: { reason: 'changed my mind' },
    });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    const after = await certificate(edition.handle);
    expect(after.edition.status).toBe('available');
    expect(after.provenance.map((p: { kind: string }) => p.kind)).toEqual([
      'created',
      'listed',
      'sold',
      'transferred',
    ]);
    expect(after.provenance[3]).toMatchObject({
      seq: 4,
      institution: { name: 'Gallery Onda' },
      note: 'Sale canceled and refunded; returned',
    });
    expect(after.verification).toMatchObject({ status: 'intact', entries: 4 });
  });
});

describe('concurrent appends', () => {
  it('queue up on the edition’s row lock and keep one chain', async () => {
    const edition = await certifiedEdition();
    const { db } = app.app.ctx;
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        db.transaction((tx) =>
          appendProvenanceEvent(
            tx,
            {
              editionId: edition.editionId,
              kind: 'transferred',
              occurredAt: new Date(app.now().getTime() + i),
              partyEn: `Private collection, Seoul`,
              partyKo: '개인 소장, 서울',
            },
            app.now(),
          ),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const after = await certificate(edition.handle);
    expect(after.provenance.map((p: { seq: number }) => p.seq)).toEqual(
      Array.from({ length: 22 }, (_, i) => i + 1),
    );
    expect(after.verification).toMatchObject({ status: 'intact', entries: 22 });
  });
});

describe('the migration’s SQL hash', () => {
  it('equals the JavaScript hash, for Korean text, line feeds and nulls', async () => {
    const edition = await certifiedEdition();
    await app.app.ctx.db.transaction((tx) =>
      appendProvenanceEvent(
        tx,
        {
          editionId: edition.editionId,
          kind: 'transferred',
          occurredAt: new Date('2026-11-01T12:34:56.789Z'),
          partyEn: null,
          partyKo: '개인 소장, 서울\n두 번째 줄 = ~',
          noteEn: 'line one\nline two',
        },
        app.now(),
      ),
    );
    const rows = await app.app.ctx.db.execute<{ hash: string; sql_hash: string }>(sql`
      select hash, provenance_entry_hash(id, edition_id, seq, kind, occurred_at, party_en,
        party_ko, institution_id, exhibition_id, note_en, note_ko, prev_hash) as sql_hash
      from provenance_events where edition_id = ${edition.editionId} order by seq`);
    const list = rows.rows;
    expect(list).toHaveLength(3);
    for (const row of list) expect(row.sql_hash).toBe(row.hash);
  });
});
