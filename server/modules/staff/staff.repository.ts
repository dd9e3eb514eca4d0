// Staff: who may use the back office. Operators and admins are rows of staff_members; a partner
// is a customer in institution_members (the gallery's sellers of issue 6).
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customers, institutionMembers, institutions, staffMembers } from '../../db/schema';
import type { StaffRole } from '@/schemas/back-office';

export interface StaffFacts {
  customerId: string;
  email: string;
  firstName: string;
  lastName: string;
  staffRole: StaffRole | null;
  institutions: { id: string; nameEn: string; nameKo: string }[];
}

/** The customer's back-office facts; null for an unknown customer. */
export async function findStaffFacts(db: Executor, customerId: string): Promise<StaffFacts | null> {
  const [person] = await db
    .select({
      customerId: customers.id,
      email: customers.email,
      firstName: customers.firstName,
      lastName: customers.lastName,
      staffRole: staffMembers.role,
    })
    .from(customers)
    .leftJoin(staffMembers, eq(staffMembers.customerId, customers.id))
    .where(eq(customers.id, customerId))
    .limit(1);
  if (!person) return null;
  const galleries = await db
    .select({ id: institutions.id, nameEn: institutions.nameEn, nameKo: institutions.nameKo })
    .from(institutionMembers)
    .innerJoin(institutions, eq(institutions.id, institutionMembers.institutionId))
    .where(eq(institutionMembers.customerId, customerId))
    .orderBy(asc(institutions.nameEn));
  return { ...person, staffRole: person.staffRole as StaffRole | null, institutions: galleries };
}

/** Grants `role` (or changes it); the previous role, null when there was none. */
export async function setStaffRole(
  db: Executor,
  customerId: string,
  role: StaffRole,
  now: Date,
): Promise<StaffRole | null> {
  const [before] = await db
    .select({ role: staffMembers.role })
    .from(staffMembers)
    .where(eq(staffMembers.customerId, customerId))
    .for('update');
  await db
    .insert(staffMembers)
    .values({ customerId, role, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: staffMembers.customerId, set: { role, updatedAt: now } });
  return (before?.role as StaffRole | undefined) ?? null;
}

/** Removes the customer's staff role; the role removed, null when there was none. */
export async function removeStaffRole(db: Executor, customerId: string): Promise<StaffRole | null> {
  const [row] = await db
    .delete(staffMembers)
    .where(eq(staffMembers.customerId, customerId))
    .returning({ role: staffMembers.role });
  return (row?.role as StaffRole | undefined) ?? null;
}

/** Every operator and admin, by e-mail. */
export async function listStaff(db: Executor) {
  return db
    .select({
      customerId: staffMembers.customerId,
      role: staffMembers.role,
      email: customers.email,
      firstName: customers.firstName,
      lastName: customers.lastName,
      since: staffMembers.createdAt,
    })
    .from(staffMembers)
    .innerJoin(customers, eq(customers.id, staffMembers.customerId))
    .orderBy(asc(customers.email));
}
