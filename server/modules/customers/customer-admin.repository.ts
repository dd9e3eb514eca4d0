// The back office's view of customers (issue 10): search by e-mail or name, and revoking a
// badge (granting is customer.repository.ts's grantMembership), and whether they are blocked.
// No password hash leaves here.
import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customerMemberships, customers } from '../../db/schema';

const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listCustomersForAdmin(
  db: Executor,
  q: string | undefined,
  page: { limit: number; offset: number },
  state?: 'active' | 'blocked',
) {
  const where: SQL | undefined = and(
    q
      ? or(
          ilike(customers.email, like(q)),
          ilike(customers.firstName, like(q)),
          ilike(customers.lastName, like(q)),
        )
      : undefined,
    state === 'blocked'
      ? isNotNull(customers.blockedAt)
      : state === 'active'
        ? isNull(customers.blockedAt)
        : undefined,
  );
  const columns = {
    id: customers.id,
    email: customers.email,
    firstName: customers.firstName,
    lastName: customers.lastName,
    blockedAt: customers.blockedAt,
    blockedReason: customers.blockedReason,
    createdAt: customers.createdAt,
  };
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(customers)
      .where(where)
      .orderBy(desc(customers.createdAt), desc(customers.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(customers).where(where),
  ]);
  const badges = rows.length
    ? await db
        .select({
          customerId: customerMemberships.customerId,
          badgeType: customerMemberships.badgeType,
        })
        .from(customerMemberships)
        .where(
          inArray(
            customerMemberships.customerId,
            rows.map((row) => row.id),
          ),
        )
    : [];
  return {
    rows: rows.map((row) => ({
      ...row,
      badges: badges.filter((b) => b.customerId === row.id).map((b) => b.badgeType),
    })),
    count: Number(total?.n ?? 0),
  };
}

/** Removes a badge; false when the customer did not hold it. */
export async function revokeMembership(
  db: Executor,
  customerId: string,
  badgeType: string,
): Promise<boolean> {
  const rows = await db
    .delete(customerMemberships)
    .where(
      and(
        eq(customerMemberships.customerId, customerId),
        eq(customerMemberships.badgeType, badgeType),
      ),
    )
    .returning({ id: customerMemberships.id });
  return rows.length > 0;
}

/** How an operator reaches the buyers of `ids` (orders to fulfil): name, e-mail, phone, language. */
export async function findCustomerContacts(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      countryCode: customers.countryCode,
      phone: customers.phone,
      language: customers.language,
    })
    .from(customers)
    .where(inArray(customers.id, [...new Set(ids)]));
}
