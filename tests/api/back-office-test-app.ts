// The back-office API test files' common ground: the resale test app (orders, bids, resale) plus
// staff: a customer given a role (operator or admin in staff_members, partner as a member of the
// fixture gallery in_1), and the back office's calls.
import sharp from 'sharp';
import { expect } from 'vitest';
import { setStaffRole } from '@/server/modules/staff/staff.repository';
import { addInstitutionSeller } from '@/server/modules/sellers/seller.repository';
import type { BackOfficeRole } from '@/schemas/back-office';
import type { Buyer } from './buying-test-app';
import type { CallOptions, CallResult } from './customer-test-app';
import { startResaleApp, type ResaleTestApp } from './resale-test-app';

export type Persona = 'visitor' | 'customer' | BackOfficeRole;
export const personas: readonly Persona[] = ['visitor', 'customer', 'partner', 'operator', 'admin'];

export interface BackOfficeTestApp extends ResaleTestApp {
  /** A new customer with the role (a partner sells for gallery `institutionId`, in_1 by default). */
  staff(role: BackOfficeRole, institutionId?: string): Promise<Buyer>;
  /** Calls /v3/admin`path` as `who` (null: signed out). */
  admin(
    who: { accessToken: string } | null,
    method: string,
    path: string,
    options?: CallOptions,
  ): Promise<CallResult>;
  /** A virtual-account order awaiting its deposit: the buyer, the order and the edition. */
  vbankOrder(): Promise<{ buyer: Buyer; orderId: string; editionId: string; total: number }>;
  /** A card order, paid: the buyer, the order and the edition. */
  paidOrder(): Promise<{ buyer: Buyer; orderId: string; editionId: string }>;
  /** A picture uploaded by `who` through POST store/upload/artwork/image: its image id. */
  upload(who: { accessToken: string }): Promise<string>;
}

export function startBackOfficeApp(): BackOfficeTestApp {
  const app = startResaleApp();
  const own: Omit<BackOfficeTestApp, keyof ResaleTestApp> = {
    async staff(role, institutionId = 'in_1') {
      const me = await app.customer();
      const { db } = app.app.ctx;
      if (role === 'partner')
        await addInstitutionSeller(db, me.customerId, institutionId, app.now());
      else await setStaffRole(db, me.customerId, role, app.now());
      return me;
    },
    admin: (who, method, path, options = {}) =>
      app.call(method, `/v3/admin${path}`, { ...options, token: who?.accessToken ?? null }),
    async vbankOrder() {
      const buyer = await app.customer();
      const { artworkId, editionIds } = await app.artwork({ priceKrw: 1_200_000 });
      const cart = await app.cart(buyer, artworkId);
      const order = await app.checkout(buyer, cart.cart_id, { pay_method: 'vbank' });
      expect(order.status, JSON.stringify(order.body)).toBe(200);
      expect(order.body.status).toBe('awaiting_deposit');
      return { buyer, orderId: order.body.id, editionId: editionIds[0]!, total: order.body.total };
    },
    async paidOrder() {
      const buyer = await app.customer();
      const { artworkId, editionIds } = await app.artwork({ priceKrw: 900_000 });
      const cart = await app.cart(buyer, artworkId);
      const order = await app.checkout(buyer, cart.cart_id);
      expect(order.status, JSON.stringify(order.body)).toBe(200);
      expect(order.body.status).toBe('paid');
      return { buyer, orderId: order.body.id, editionId: editionIds[0]! };
    },
    async upload(who) {
      const png = await sharp({
        create: { width: 64, height: 48, channels: 3, background: { r: 180, g: 60, b: 40 } },
      })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'work.png');
      const response = await fetch(`${app.app.baseUrl}/v3/store/upload/artwork/image`, {
        method: 'POST',
        headers: { authorization: `Bearer ${who.accessToken}` },
        body: form,
      });
      const body = (await response.json()) as { image: { id: string } };
      expect(response.status, JSON.stringify(body)).toBe(200);
      return body.image.id;
    },
  };
  return Object.assign(Object.create(app) as ResaleTestApp, own);
}

/** The audit log's entries about `targetId`, as read by `admin` (GET /v3/admin/audit). */
export async function auditEntries(
  app: BackOfficeTestApp,
  admin: { accessToken: string },
  targetId: string,
) {
  return (await app.admin(admin, 'GET', `/audit?target_id=${targetId}`)).body.entries as {
    action: string;
    actor_email: string;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
  }[];
}
