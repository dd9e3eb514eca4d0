// Contact requests as sent (contact_requests): kept whatever happens to the operators' mail.
import type { Executor } from '../../db/client';
import { contactRequests } from '../../db/schema';
import { newId } from '../../lib/ids';

export type ContactRow = typeof contactRequests.$inferSelect;
export type NewContact = Omit<typeof contactRequests.$inferInsert, 'id' | 'createdAt'>;

export async function insertContactRequest(
  db: Executor,
  values: NewContact,
  now: Date,
): Promise<ContactRow> {
  const [row] = await db
    .insert(contactRequests)
    .values({ id: newId('ctc', now.getTime()), ...values, createdAt: now })
    .returning();
  return row!;
}
