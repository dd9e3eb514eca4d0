// The resale steps' common ground (ADR 0060): the sale's step app (owners, resales on sale and a
// transaction rolled back once the test has read what a step did in it) plus a request reviewing
// and the rows a step changes, as a transaction sees them.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Executor } from '@/server/db/client';
import * as t from '@/server/db/schema';
import { findResale, type ResaleRow } from '@/server/modules/resale/resale.repository';
import type { Buyer } from '../buying-test-app';
import { startSaleApp, type SaleTestApp } from '../checkout-steps/sale-test-app';

export interface ResaleStepApp extends SaleTestApp {
  /** An owner's resale request, reviewing (registered through the store API). */
  requested(): Promise<{ owner: Buyer; editionId: string; resale: ResaleRow }>;
  /** The request as `tx` sees it. */
  resaleRow(tx: Executor, id: string): Promise<ResaleRow>;
  /** The edition's status and price as `tx` sees them. */
  editionRowIn(tx: Executor, id: string): Promise<{ status: string; price: number | null }>;
}

export function startResaleStepApp(): ResaleStepApp {
  const app = startSaleApp();
  const own: Omit<ResaleStepApp, keyof SaleTestApp> = {
    async requested() {
      const { owner, editionId } = await app.owner();
      const registered = await app.register(owner, {
        edition_id: editionId,
        desired_price: 2_000_000,
      });
      expect(registered.status, JSON.stringify(registered.body)).toBe(200);
      const resale = (await findResale(app.app.ctx.db, registered.body.id as string))!;
      return { owner, editionId, resale };
    },
    async resaleRow(tx, id) {
      return (await findResale(tx, id))!;
    },
    async editionRowIn(tx, id) {
      const [row] = await tx
        .select({ status: t.editions.status, price: t.editions.price })
        .from(t.editions)
        .where(eq(t.editions.id, id));
      return row!;
    },
  };
  return Object.assign(Object.create(app) as SaleTestApp, own);
}
