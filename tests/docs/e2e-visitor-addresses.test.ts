// @vitest-environment node
// The journeys run one after another against one server, which limits what one address may do
// (rules/account-limits.ts: 30 sign-ups an hour). A journey that opens accounts therefore speaks
// from an address of its own (X-Forwarded-For, TRUST_PROXY=1 in playwright.config.ts), so the
// journeys before it cannot spend its allowance: CI once refused a stop because the 31st sign-up
// from 127.0.0.1 in a full run was answered 429.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const e2e = path.join(root, 'e2e');
const specs = fs
  .readdirSync(e2e)
  .filter((file) => file.endsWith('.spec.ts'))
  .map((file) => ({ file, text: fs.readFileSync(path.join(e2e, file), 'utf8') }));

/** A journey opens accounts through the API helper, the sign-up call or the sign-up form. */
const signsUp = (text: string) =>
  /\bsignUp\(|customer\/sign-up|signUp\.submit|\/sign-up[`'"]/.test(text);

/** The addresses a journey speaks from, besides this machine's own (127.0.0.1, everyone's). */
const addressesOf = (text: string) =>
  [...text.matchAll(/'x-forwarded-for':\s*'([\d.]+)'/g)]
    .map((m) => m[1]!)
    .filter((address) => address !== '127.0.0.1');

describe('e2e visitor addresses', () => {
  it.each(specs.filter((spec) => signsUp(spec.text)).map((spec) => [spec.file, spec.text]))(
    '%s opens accounts from an address of its own',
    (_file, text) => {
      expect(addressesOf(text).length).toBeGreaterThan(0);
    },
  );

  it('no two journeys share an address', () => {
    const owner = new Map<string, string>();
    const shared: string[] = [];
    for (const spec of specs) {
      for (const address of new Set(addressesOf(spec.text))) {
        const first = owner.get(address);
        if (first) shared.push(`${address}: ${first} and ${spec.file}`);
        else owner.set(address, spec.file);
      }
    }
    expect(shared).toEqual([]);
  });
});
