// Health endpoints for load balancers: /healthz (process up) and /readyz (the instance can serve:
// not draining for a shutdown, and the database not out of its reach for long; ADR 0069).
import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { AppContext } from '../../context';

/**
 * How long the database may be out of an instance's reach before its /readyz says 503. A blip
 * (a failover, a restart, a cut of seconds) is shared by every instance: were each to say "not
 * ready" at once, a load balancer would take them all out and answer everything itself, instead
 * of the instances' 503s with Retry-After and their pages that need no database.
 */
export const DATABASE_GRACE_MS = 30_000;

export function registerHealthRoutes(app: Hono, ctx: AppContext): void {
  /** Since when the database check has failed, if it does (null while it answers). */
  let failingSince: number | null = null;
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/v3/health', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    if (ctx.lifecycle.draining) {
      return c.json({ status: 'draining', database: ctx.database.engine }, 503);
    }
    try {
      await ctx.db.execute(sql`select 1`);
      failingSince = null;
      const served = ctx.database.readsServed;
      return c.json({
        status: 'ok',
        database: ctx.database.engine,
        // With a read replica: the public reads each side has served since start (ADR 0050).
        ...(served && { public_reads: { replica: served.replica, primary: served.primary } }),
      });
    } catch {
      failingSince ??= Date.now();
      const seconds = Math.round((Date.now() - failingSince) / 1000);
      // Within the grace the instance still serves (503s with Retry-After): it stays in.
      const status = Date.now() - failingSince < DATABASE_GRACE_MS ? 200 : 503;
      return c.json(
        {
          status: status === 200 ? 'degraded' : 'unavailable',
          database: ctx.database.engine,
          database_unreachable_seconds: seconds,
        },
        status,
      );
    }
  });
}
