// The audit log: one row per back-office change (who, when, what, before and after). Rows are
// only ever inserted; the admins read them newest first.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema';
import { newId } from '../../lib/ids';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditEntry = Omit<AuditRow, 'id' | 'createdAt'>;

export async function insertAuditEntry(
  db: Executor,
  entry: NewAuditEntry,
  now: Date,
): Promise<AuditRow> {
  const [row] = await db
    .insert(auditLog)
    .values({ id: newId('aud', now.getTime()), ...entry, createdAt: now })
    .returning();
  return row!;
}

export async function listAuditEntries(
  db: Executor,
  filter: { targetType?: string; targetId?: string },
  page: { limit: number; offset: number },
): Promise<{ rows: AuditRow[]; count: number }> {
  const conditions: SQL[] = [];
  if (filter.targetType) conditions.push(eq(auditLog.targetType, filter.targetType));
  if (filter.targetId) conditions.push(eq(auditLog.targetId, filter.targetId));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, count: Number(total?.n ?? 0) };
}
