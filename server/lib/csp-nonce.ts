// The per-request script nonce of a page (ADR 0045). server/main.ts puts the page's policy on
// the request as Next.js expects (it reads `'nonce-…'` from the request's
// content-security-policy header for its own scripts); pages/_document.tsx reads it back for
// the document's scripts. Imports nothing at run time, like request-id.ts.
export const CSP_REQUEST_HEADER = 'content-security-policy';

/** A fresh nonce: 128 random bits, base64 (the characters Next.js accepts in a nonce). */
export function newCspNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}

/** The nonce in a request's content-security-policy header (set by server/main.ts), if any. */
export function cspNonceOf(headers: Record<string, string | string[] | undefined>): string | null {
  const value = headers[CSP_REQUEST_HEADER];
  const policy = Array.isArray(value) ? value[0] : value;
  return (policy && /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(policy)?.[1]) || null;
}
