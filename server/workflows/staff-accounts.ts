// Staff accounts outside the HTTP API: `npm run admin:create` and the demo's operator and admin.
// A staff member is a customer (one sign-in for the store and the back office) with a role.
import { randomBytes } from 'node:crypto';
import type { Executor } from '../db/client';
import { hashPassword } from '../modules/auth/password-hasher';
import { findCustomerByEmail, insertCustomer } from '../modules/customers/customer.repository';
import { setStaffRole } from '../modules/staff/staff.repository';
import type { StaffRole } from '@/schemas/back-office';
import { newPasswordField } from '@/schemas/customer';
import { emailField } from '@/schemas/email';

export interface StaffAccountInput {
  email: string;
  /** Only for a new account; generated (and answered) when absent. */
  password?: string;
  role: StaffRole;
  firstName?: string;
  lastName?: string;
}

export interface StaffAccountResult {
  customerId: string;
  created: boolean;
  /** The generated password of a new account created without one. */
  generatedPassword: string | null;
  previousRole: StaffRole | null;
}

/** Finds or creates the customer with this e-mail and gives them `role`. */
export async function ensureStaffAccount(
  db: Executor,
  input: StaffAccountInput,
  now: Date,
): Promise<StaffAccountResult> {
  await emailField().validate(input.email);
  const existing = await findCustomerByEmail(db, input.email);
  let customerId = existing?.id ?? null;
  let generatedPassword: string | null = null;
  if (!customerId) {
    // Hex always has digits; the suffix makes sure of a letter (rules §5: letters and numbers).
    const password = input.password ?? `${randomBytes(8).toString('hex')}Ab`;
    if (!input.password) generatedPassword = password;
    await newPasswordField().validate(password);
    customerId = await insertCustomer(
      db,
      {
        firstName: input.firstName ?? 'Staff',
        lastName: input.lastName ?? 'Member',
        email: input.email,
        emailVerified: true,
        passwordHash: await hashPassword(password),
        promotionalConsent: false,
        language: 'en',
      },
      now,
    );
  }
  const previousRole = await setStaffRole(db, customerId, input.role, now);
  return { customerId, created: !existing, generatedPassword, previousRole };
}
