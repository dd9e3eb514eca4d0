// Device cookies (OWASP's "device cookies" for sign-in throttling): after a successful sign-in
// the browser keeps a token bound to that e-mail address; when guesses spread over many addresses
// have closed the account's wide limit, a sign-in carrying it still gets through (ADR 0046).
import { deriveKey, keyedHash, newOpaqueToken, sameHash } from '../../lib/secret-hash';

export interface DeviceCookies {
  /** A new token for this e-mail address: `<nonce>.<mac>`. */
  issue(email: string): string;
  /**
   * The token's nonce when it was issued for this e-mail address, else null. The nonce names the
   * device for its own failure limit.
   */
  deviceOf(token: string | undefined, email: string): string | null;
}

const normalized = (email: string) => email.trim().toLowerCase();

export function createDeviceCookies(secret: string): DeviceCookies {
  const key = deriveKey(secret, 'device-cookie');
  const mac = (email: string, nonce: string) => keyedHash(key, `${normalized(email)}\n${nonce}`);
  return {
    issue(email) {
      const nonce = newOpaqueToken();
      return `${nonce}.${mac(email, nonce)}`;
    },
    deviceOf(token, email) {
      if (!token || token.length > 200) return null;
      const [nonce, given, extra] = token.split('.');
      if (!nonce || !given || extra !== undefined) return null;
      return sameHash(given, mac(email, nonce)) ? nonce : null;
    },
  };
}
