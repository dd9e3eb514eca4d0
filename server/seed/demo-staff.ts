// The demo's back-office accounts (issue 10): an operator and an admin. The partner is the demo
// gallery seller of issue 6 (gallery@example.com), a member of its gallery. `npm run demo`
// prints them; credentials are in the README.
import type { Executor } from '../db/client';
import { findCustomerByEmail } from '../modules/customers/customer.repository';
import { ensureStaffAccount } from '../workflows/staff-accounts';
import { DEMO_SELLER } from './demo-seller';

export const DEMO_STAFF = [
  {
    email: 'operator@example.com',
    password: 'operator2026',
    role: 'operator',
    firstName: 'Demo',
    lastName: 'Operator',
  },
  {
    email: 'admin@example.com',
    password: 'admin2026',
    role: 'admin',
    firstName: 'Demo',
    lastName: 'Admin',
  },
] as const;

/** Creates the demo operator and admin when missing (idempotent: any start may call it). */
export async function ensureDemoStaff(db: Executor, now: Date): Promise<void> {
  for (const account of DEMO_STAFF) await ensureStaffAccount(db, account, now);
}

/** The demo's back-office sign-ins, for the start-up banner. */
export const demoBackOfficeAccounts = () => [
  ...DEMO_STAFF.map((a) => ({ role: a.role as string, email: a.email, password: a.password })),
  { role: 'partner', email: DEMO_SELLER.email, password: DEMO_SELLER.password },
];

/** A database with the demo data (its gallery seller exists). */
export async function isDemoDatabase(db: Executor): Promise<boolean> {
  return (await findCustomerByEmail(db, DEMO_SELLER.email)) !== null;
}
