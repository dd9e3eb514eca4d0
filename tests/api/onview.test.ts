// The 3D On View list (/xronview) reads GET store/exhibition?on_view=true: only the shows that
// have an on-view room, and the room reads every work of one show in its order.
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '@/server/db/schema';
import { startCatalogueApp } from './catalogue-test-app';

const app = startCatalogueApp(async ({ ctx }) => {
  await ctx.db
    .update(t.exhibitions)
    .set({ hasOnView: true })
    .where(inArray(t.exhibitions.id, ['c1', 'past']));
  await ctx.db.update(t.exhibitions).set({ type: 'onview' }).where(eq(t.exhibitions.id, 'past'));
});

const ids = (body: { exhibitions: { id: string }[] }) => body.exhibitions.map((e) => e.id);

describe('GET /v3/store/exhibition?on_view=', () => {
  it('lists only the shows with a 3D room, and each says so', async () => {
    const body = await app.ok('/v3/store/exhibition?on_view=true');
    expect(ids(body).sort()).toEqual(['c1', 'past']);
    expect(body.count).toBe(2);
    expect(body.exhibitions.every((e: { has_on_view: boolean }) => e.has_on_view)).toBe(true);
    expect(ids(await app.ok('/v3/store/exhibition?on_view=true&status=current'))).toEqual(['c1']);
    expect(ids(await app.ok('/v3/store/exhibition?on_view=true&status=past'))).toEqual(['past']);
  });

  it('lists the shows without a room with on_view=false', async () => {
    const body = await app.ok('/v3/store/exhibition?on_view=false&limit=100');
    expect(ids(body)).not.toContain('c1');
    expect(ids(body)).not.toContain('past');
    expect(body.count).toBe(12);
  });

  it('refuses an on_view that is not true or false with 400', async () => {
    await app.expect400('/v3/store/exhibition?on_view=maybe', 'on_view must be true or false');
  });

  it('documents the filter in the OpenAPI document', async () => {
    const doc = await app.ok('/v3/openapi.json');
    const params = doc.paths['/v3/store/exhibition'].get.parameters as { name: string }[];
    expect(params.map((p) => p.name)).toContain('on_view');
  });
});
