// Passwords: argon2id with OWASP's parameters (m=19456 KiB, t=2, p=1), PHC strings. An unknown
// e-mail is checked against a dummy hash made with the same parameters, so a wrong e-mail and a
// wrong password take the same time.
import { randomBytes } from 'node:crypto';
import { hash, parseOptions, verify, type Algorithm } from '@node-rs/argon2';

export const passwordHashOptions = {
  algorithm: 2 as Algorithm, // argon2id (a const enum, not importable under isolatedModules)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, passwordHashOptions);
}

let dummyHash: Promise<string> | undefined;

/** A hash of a random password nobody knows, made once per process. */
function dummy(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  return dummyHash;
}

/**
 * Whether `password` matches `passwordHash`. Without a hash (unknown e-mail, social-only account)
 * the password is verified against the dummy hash and the answer is false: same work, same time.
 */
export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    await verify(await dummy(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}

/** Makes the dummy hash now, so the first unknown-e-mail sign-in is not slower than the rest. */
export async function warmUpPasswordHasher(): Promise<void> {
  await dummy();
}

/** True when a stored hash was made with weaker parameters than today's (rehash at sign-in). */
export function needsRehash(passwordHash: string): boolean {
  try {
    const options = parseOptions(passwordHash);
    return (
      Number(options.algorithm) !== Number(passwordHashOptions.algorithm) ||
      options.memoryCost < passwordHashOptions.memoryCost ||
      options.timeCost < passwordHashOptions.timeCost
    );
  } catch {
    return true;
  }
}
