// Shipping addresses. The database allows at most one default per customer (a partial unique
// index); these functions keep exactly one whenever the customer has any address.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { hot } from '../../db/prepared';
import { shippingAddresses } from '../../db/schema';
import { newId } from '../../lib/ids';
import type { ShippingAddressDto } from '@/schemas/customer-dto';
import type { ShippingAddressRequest } from '@/schemas/customer';

type AddressRow = typeof shippingAddresses.$inferSelect;

export function toShippingAddressDto(row: AddressRow): ShippingAddressDto {
  return {
    id: row.id,
    postal_code: row.postalCode,
    street_address: row.streetAddress,
    detail_address: row.detailAddress,
    phone_number: row.phoneNumber,
    nickname: row.nickname,
    country: row.country,
    is_default: row.isDefault,
    created_at: row.createdAt.toISOString(),
  };
}

/** The default first, then newest first. */
export async function listShippingAddresses(
  db: Executor,
  customerId: string,
): Promise<ShippingAddressDto[]> {
  const rows = await hot(
    'shipping-address.list',
    db
      .select()
      .from(shippingAddresses)
      .where(eq(shippingAddresses.customerId, customerId))
      .orderBy(
        desc(shippingAddresses.isDefault),
        desc(shippingAddresses.createdAt),
        desc(shippingAddresses.id),
      ),
  );
  return rows.map(toShippingAddressDto);
}

export async function countShippingAddresses(db: Executor, customerId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(shippingAddresses)
    .where(eq(shippingAddresses.customerId, customerId));
  return Number(row?.count ?? 0);
}

const ownAddress = (customerId: string, id: string) =>
  and(eq(shippingAddresses.id, id), eq(shippingAddresses.customerId, customerId));

export async function findShippingAddress(
  db: Executor,
  customerId: string,
  id: string,
): Promise<ShippingAddressDto | null> {
  const [row] = await db
    .select()
    .from(shippingAddresses)
    .where(ownAddress(customerId, id))
    .limit(1);
  return row ? toShippingAddressDto(row) : null;
}

/** Makes `id` the default: the old default is cleared first (the index allows only one). */
export async function setDefaultShippingAddress(
  db: Executor,
  customerId: string,
  id: string,
  now: Date,
): Promise<void> {
  await db
    .update(shippingAddresses)
    .set({ isDefault: false, updatedAt: now })
    .where(
      and(eq(shippingAddresses.customerId, customerId), eq(shippingAddresses.isDefault, true)),
    );
  await db
    .update(shippingAddresses)
    .set({ isDefault: true, updatedAt: now })
    .where(ownAddress(customerId, id));
}

const columns = (input: ShippingAddressRequest) => ({
  postalCode: input.postal_code,
  streetAddress: input.street_address,
  detailAddress: input.detail_address,
  phoneNumber: input.phone_number,
  nickname: input.nickname || null,
  country: input.country,
});

export async function insertShippingAddress(
  db: Executor,
  customerId: string,
  input: ShippingAddressRequest,
  now: Date,
): Promise<string> {
  const id = newId('addr', now.getTime());
  await db.insert(shippingAddresses).values({
    id,
    customerId,
    ...columns(input),
    isDefault: false,
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

export async function updateShippingAddress(
  db: Executor,
  customerId: string,
  id: string,
  input: ShippingAddressRequest,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(shippingAddresses)
    .set({ ...columns(input), updatedAt: now })
    .where(ownAddress(customerId, id))
    .returning({ id: shippingAddresses.id });
  return rows.length === 1;
}

/** Deletes the address; answers whether it was the default (null when it was not found). */
export async function deleteShippingAddress(
  db: Executor,
  customerId: string,
  id: string,
): Promise<{ wasDefault: boolean } | null> {
  const rows = await db
    .delete(shippingAddresses)
    .where(ownAddress(customerId, id))
    .returning({ isDefault: shippingAddresses.isDefault });
  return rows[0] ? { wasDefault: rows[0].isDefault } : null;
}

/** The most recently added address, the next default when the default goes. */
export async function findNewestShippingAddressId(
  db: Executor,
  customerId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: shippingAddresses.id })
    .from(shippingAddresses)
    .where(eq(shippingAddresses.customerId, customerId))
    .orderBy(desc(shippingAddresses.createdAt), asc(shippingAddresses.id))
    .limit(1);
  return row?.id ?? null;
}
