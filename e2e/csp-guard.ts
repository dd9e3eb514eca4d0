// Fails a journey on any content security policy (or permissions policy) complaint of the browser
// (ADR 0045): the policy must allow everything the app legitimately does.
import { expect, test } from '@playwright/test';

/** Registers, for every test of the file, a watch that fails it on a policy violation. */
export function failOnPolicyViolations(): void {
  let violations: string[] = [];
  test.beforeEach(async ({ context }) => {
    violations = [];
    // The event carries what the console line may not: the directive and the blocked address.
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(
          `securitypolicyviolation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
        );
      });
    });
    context.on('console', (message) => {
      const text = message.text();
      if (/securitypolicyviolation|Content Security Policy|Permissions[- ]Policy/i.test(text)) {
        violations.push(`${message.location().url}: ${text}`);
      }
    });
  });
  test.afterEach(() => {
    expect(violations, 'content security policy violations').toEqual([]);
  });
}
