// Social identities: which provider account (provider + subject) signs in which customer.
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { socialIdentities } from '../../db/schema';
import { newId } from '../../lib/ids';
import type { SocialProvider } from '@/schemas/customer';

export type SocialIdentityRow = typeof socialIdentities.$inferSelect;

export async function findSocialIdentity(
  db: Executor,
  provider: SocialProvider,
  subject: string,
): Promise<SocialIdentityRow | null> {
  const [row] = await db
    .select()
    .from(socialIdentities)
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)))
    .limit(1);
  return row ?? null;
}

export async function insertSocialIdentity(
  db: Executor,
  identity: Pick<
    SocialIdentityRow,
    'customerId' | 'provider' | 'subject' | 'email' | 'emailVerified'
  >,
  now: Date,
): Promise<void> {
  await db.insert(socialIdentities).values({
    id: newId('sid', now.getTime()),
    ...identity,
    createdAt: now,
    lastSignInAt: now,
  });
}

export async function touchSocialIdentity(
  db: Executor,
  id: string,
  profile: { email: string | null; emailVerified: boolean },
  now: Date,
): Promise<void> {
  await db
    .update(socialIdentities)
    .set({ lastSignInAt: now, email: profile.email, emailVerified: profile.emailVerified })
    .where(eq(socialIdentities.id, id));
}
