// The demo and benchmark seeders on a real database: PGlite in memory, or TEST_DATABASE_URL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '@/server/config';
import { createAppContext, type AppContext } from '@/server/context';
import { seedDemoData, isDatabaseEmpty } from './seed-demo';
import { seedLargeCatalogue } from './seed-large-catalogue';

const catalogueTables = [
  'provenance_events',
  'exhibition_highlights',
  'exhibition_artworks',
  'exhibitions',
  'fairs',
  'editions',
  'artwork_images',
  'artworks',
  'artists',
  'institutions',
  'artwork_categories',
  'rolling_banners',
  'faqs',
  'contents',
  'exchange_rates',
  'payment_providers',
  'system_settings',
  'images',
];

describe('seeding', () => {
  let ctx: AppContext;
  let dataDir: string;
  const now = new Date('2026-05-20T03:00:00Z');
  const count = async (table: string, where = 'true') => {
    const result = await ctx.db.execute(
      sql.raw(`select count(*)::int as n from ${table} where ${where}`),
    );
    return (result.rows[0] as { n: number }).n;
  };
  const clean = () => ctx.database.exec(`truncate ${catalogueTables.join(', ')} cascade`);

  /** Every edition has a certificate and a history that starts in the studio and ends in a sale when sold. */
  const expectProvenanceConsistent = async () => {
    expect(
      await count('editions', 'certificate_number is null or certificate_issued_at is null'),
    ).toBe(0);
    expect(
      await count(
        'editions e',
        "not exists (select 1 from provenance_events p where p.edition_id = e.id and p.kind = 'created')",
      ),
    ).toBe(0);
    expect(
      await count(
        'editions e',
        "e.status = 'sold' and not exists (select 1 from provenance_events p where p.edition_id = e.id and p.kind = 'sold' and p.party_en like 'Private collection, %' and p.party_ko like '개인 소장, %')",
      ),
    ).toBe(0);
    expect(
      await count(
        'provenance_events p',
        "p.kind <> 'created' and p.occurred_at < (select c.occurred_at from provenance_events c where c.edition_id = p.edition_id and c.kind = 'created')",
      ),
    ).toBe(0);
    expect(await count('provenance_events', `occurred_at > '${now.toISOString()}'`)).toBe(0);
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-test-'));
    const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
    ctx = await createAppContext(readConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), {
      databaseUrl,
      dataDir: databaseUrl ? undefined : 'memory://',
      now: () => now,
    });
    await clean();
  });

  afterAll(async () => {
    await clean();
    await ctx.database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('fills an empty database with the demo catalogue, pictures stored and rows consistent', async () => {
    expect(await isDatabaseEmpty(ctx.db)).toBe(true);
    const summary = await seedDemoData(ctx, { imageScale: 0.06 });
    expect(summary.skipped).toBe(false);
    expect(await isDatabaseEmpty(ctx.db)).toBe(false);

    expect(await count('artists')).toBeGreaterThanOrEqual(40);
    expect(await count('institutions')).toBe(12);
    expect(await count('artwork_categories')).toBe(6);
    expect(await count('artworks')).toBeGreaterThanOrEqual(300);
    expect(await count('exhibitions', "type <> 'fair'")).toBeGreaterThanOrEqual(12);
    expect(await count('fairs')).toBe(1);
    expect(await count('rolling_banners')).toBe(4);
    expect(await count('faqs')).toBeGreaterThanOrEqual(12);
    expect(await count('contents')).toBe(6);
    expect(await count('payment_providers')).toBe(6);
    expect(await count('exchange_rates')).toBe(4);
    expect(await count('system_settings', "key = 'seed'")).toBe(1);
    expect(await count('images')).toBe(summary.counts.images);

    // Every picture a row points at exists in storage with its four variants.
    const sample = await ctx.db.execute(
      sql`select i.key, i.original_ext from images i join artworks a on a.image_id = i.id limit 5`,
    );
    for (const row of sample.rows as { key: string; original_ext: string }[]) {
      for (const suffix of [
        `.${row.original_ext}`,
        '_200px.webp',
        '_400px.webp',
        '_750px.webp',
        '_opt.webp',
      ]) {
        expect(await ctx.storage.exists(`${row.key}${suffix}`)).toBe(true);
      }
    }
    // Sold works have no edition left; editions on sale have one at least.
    expect(
      await count(
        'artworks a',
        "purchase_status = 'sold' and exists (select 1 from editions e where e.artwork_id = a.id and e.status <> 'sold')",
      ),
    ).toBe(0);
    expect(
      await count(
        'artworks a',
        "purchase_status = 'on_sale' and not exists (select 1 from editions e where e.artwork_id = a.id and e.status = 'available')",
      ),
    ).toBe(0);
    expect(await count('artworks', 'size_total <> width_cm + height_cm')).toBe(0);
    await expectProvenanceConsistent();
    // Condition and history (rules §4.74–4.76): every work has a report, mostly excellent or very
    // good; a few a defect photo cut from the work's picture; about half exhibitions or literature.
    expect(await count('artwork_conditions')).toBe(await count('artworks'));
    expect(await count('artwork_conditions', "grade in ('excellent','very_good')")).toBeGreaterThan(
      (await count('artworks')) * 0.85,
    );
    const defects = await count('artwork_images', "kind = 'defect'");
    expect(defects).toBeGreaterThanOrEqual(3);
    expect(defects).toBeLessThanOrEqual(10);
    expect(
      await count(
        'artwork_images ai',
        "kind = 'defect' and not exists (select 1 from artwork_conditions c where c.artwork_id = ai.artwork_id and c.grade in ('good','fair'))",
      ),
    ).toBe(0);
    expect(
      await count(
        'artworks a',
        'exists (select 1 from artwork_history_entries h where h.artwork_id = a.id)',
      ),
    ).toBeGreaterThan((await count('artworks')) * 0.4);
    expect(await count('provenance_events', "kind = 'exhibited'")).toBeGreaterThan(0);
    // The demo collector's conversations (issue 31): one the partner gallery answered with a
    // photo, one waiting for the operators, one the operators answered that is still unread.
    expect(await count('inquiries')).toBe(3);
    expect(
      await count(
        'inquiries q',
        "handler = 'gallery' and exists (select 1 from institution_members m where m.institution_id = q.institution_id)",
      ),
    ).toBe(1);
    expect(
      await count('inquiry_messages', "author_kind = 'gallery' and jsonb_array_length(photos) = 1"),
    ).toBe(1);
    expect(
      await count(
        'inquiries q',
        "handler = 'operator' and not exists (select 1 from inquiry_messages m where m.inquiry_id = q.id and m.author_kind <> 'customer')",
      ),
    ).toBe(1);
    expect(
      await count(
        'inquiry_messages m',
        "author_kind <> 'customer' and created_at > (select customer_read_at from inquiries q where q.id = m.inquiry_id)",
      ),
    ).toBe(1);
    // The demo's offers (rules §4.26): the partner gallery's editions take offers; a gallery
    // without a partner account has one waiting for the operators, from the demo collector; a
    // consigned work takes offers its owner answers; every last bid is an offer's.
    expect(
      await count(
        'artworks a',
        "bid_enabled and purchase_status = 'on_sale' and exists (select 1 from institution_members m where m.institution_id = a.institution_id)",
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(
      await count(
        'bids b',
        "status = 'pending' and not exists (select 1 from institution_members m where m.institution_id = b.seller_institution_id) and bidder_id = (select id from customers where email = 'collector@example.com')",
      ),
    ).toBe(1);
    expect(
      await count(
        'resale_requests r',
        "kind = 'consignment' and status = 'on_sale' and exists (select 1 from artworks a where a.id = r.artwork_id and a.bid_enabled)",
      ),
    ).toBe(1);
    expect(
      await count(
        'artworks a',
        'last_bid_price is not null and not exists (select 1 from bids b where b.artwork_id = a.id)',
      ),
    ).toBe(0);
  }, 300_000); // every picture drawn and encoded: minutes on a loaded machine

  it('does nothing the second time', async () => {
    const before = await count('artworks');
    const summary = await seedDemoData(ctx, { imageScale: 0.06 });
    expect(summary).toMatchObject({ skipped: true });
    expect(await count('artworks')).toBe(before);
  });

  it('adds a large catalogue with editions, reusing the pictures already there', async () => {
    const artworksBefore = await count('artworks');
    const imagesBefore = await count('images');
    const summary = await seedLargeCatalogue(ctx, { artworks: 2_500, batchSize: 1_000 });
    expect(summary).toMatchObject({ artworks: 2_500, newImages: 0 });
    expect(await count('artworks')).toBe(artworksBefore + 2_500);
    expect(await count('images')).toBe(imagesBefore);
    expect(
      await count('artworks a', 'not exists (select 1 from editions e where e.artwork_id = a.id)'),
    ).toBe(0);
    expect(
      await count('artworks', 'price is not null and (price < 300000 or price > 80000000)'),
    ).toBe(0);
    expect(
      await count(
        'artworks a',
        "purchase_status = 'sold' and exists (select 1 from editions e where e.artwork_id = a.id and e.status <> 'sold')",
      ),
    ).toBe(0);
    expect(summary.provenanceEvents).toBeGreaterThan(summary.editions);
    await expectProvenanceConsistent();
  }, 300_000); // every picture drawn and encoded: minutes on a loaded machine
});
