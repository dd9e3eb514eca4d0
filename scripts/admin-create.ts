// npm run admin:create -- --email you@example.com [--password secret123] [--role operator]
// Gives a customer the admin (or operator) role of the back office, creating the account when no
// customer has that e-mail (with the password given, or a generated one that is printed once).
// With PGlite, stop the server first: one process at a time may open the data folder.
import { ValidationError } from 'yup';
import { config } from '../server/config';
import { createAppContext } from '../server/context';
import { ensureStaffAccount } from '../server/workflows/staff-accounts';
import { staffRoles, type StaffRole } from '../schemas/back-office';

const usage =
  'usage: npm run admin:create -- --email <address> [--password <password>] [--role admin|operator]';

function parseArgs(argv: string[]) {
  const values: Record<string, string> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') {
      console.log(usage);
      process.exit(0);
    }
    const match = /^--(email|password|role)(?:=(.*))?$/.exec(arg);
    if (!match) throw new Error(`unknown argument "${arg}" (${usage})`);
    const value = match[2] ?? argv[++i];
    if (value === undefined) throw new Error(`--${match[1]} needs a value (${usage})`);
    values[match[1]!] = value;
  }
  if (!values.email) throw new Error(`--email is required (${usage})`);
  const role = (values.role ?? 'admin') as StaffRole;
  if (!staffRoles.includes(role)) throw new Error(`--role must be one of ${staffRoles.join(', ')}`);
  return { email: values.email, password: values.password, role };
}

async function run(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const ctx = await createAppContext(config());
  try {
    const result = await ctx.db.transaction((tx) =>
      ensureStaffAccount(
        tx,
        { email: args.email, password: args.password, role: args.role, firstName: 'Admin' },
        ctx.now(),
      ),
    );
    console.log(
      `${args.email} is now ${args.role}` +
        (result.created ? ' (new account)' : ` (was ${result.previousRole ?? 'a customer'})`),
    );
    if (result.generatedPassword) console.log(`password: ${result.generatedPassword}`);
    if (!result.created && args.password) {
      console.log('the account existed: its password was left unchanged');
    }
  } finally {
    await ctx.database.close();
  }
}

run().catch((error: unknown) => {
  const message =
    error instanceof ValidationError
      ? error.errors.join(' ')
      : error instanceof Error
        ? error.message
        : error;
  console.error(message);
  process.exit(1);
});
