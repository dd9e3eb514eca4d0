// The customers a coupon can go to at once (issue 10): everyone, the Pink Rock members, or those
// who paid for an order recently. Blocked customers are never in a segment. Read in pages by id
// (keyset), so a segment of any size is issued in bounded statements.
import { and, asc, eq, exists, gt, gte, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customerMemberships, customers, orders } from '../../db/schema';
import type { CouponSegment } from '@/schemas/back-office-coupons';

export async function segmentCustomerIds(
  db: Executor,
  segment: { name: CouponSegment; paidSince?: Date },
  after: string | null,
  limit: number,
): Promise<string[]> {
  const conditions: (SQL | undefined)[] = [
    isNull(customers.blockedAt),
    after ? gt(customers.id, after) : undefined,
  ];
  if (segment.name === 'pink_rock') {
    conditions.push(
      exists(
        db
          .select({ id: customerMemberships.id })
          .from(customerMemberships)
          .where(
            and(
              eq(customerMemberships.customerId, customers.id),
              eq(customerMemberships.badgeType, 'pink_rock'),
            ),
          ),
      ),
    );
  }
  if (segment.name === 'recent_buyers') {
    conditions.push(
      exists(
        db
          .select({ id: orders.id })
          .from(orders)
          .where(
            and(
              eq(orders.customerId, customers.id),
              eq(orders.status, 'paid'),
              gte(orders.paidAt, segment.paidSince ?? new Date(0)),
            ),
          ),
      ),
    );
  }
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(...conditions))
    .orderBy(asc(customers.id))
    .limit(limit);
  return rows.map((row) => row.id);
}
