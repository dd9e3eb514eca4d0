// Health endpoints for load balancers: /healthz (process up) and /readyz (database answers and
// the instance is not draining for a shutdown).
import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { AppContext } from '../../context';

export function registerHealthRoutes(app: Hono, ctx: AppContext): void {
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/v3/health', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    if (ctx.lifecycle.draining) {
      return c.json({ status: 'draining', database: ctx.database.engine }, 503);
    }
    try {
      await ctx.db.execute(sql`select 1`);
      const served = ctx.database.readsServed;
      return c.json({
        status: 'ok',
        database: ctx.database.engine,
        // With a read replica: the public reads each side has served since start (ADR 0050).
        ...(served && { public_reads: { replica: served.replica, primary: served.primary } }),
      });
    } catch {
      return c.json({ status: 'unavailable', database: ctx.database.engine }, 503);
    }
  });
}
