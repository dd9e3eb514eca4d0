// @vitest-environment node
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { deriveKey } from '../../lib/secret-hash';
import { createAccessTokens } from './access-token';

const secret = 'a-test-secret-of-at-least-thirty-two-characters';
const tokens = createAccessTokens({ secret, issuer: 'https://artmarket.example', ttlSeconds: 600 });
const now = new Date('2026-11-22T03:00:00Z');
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('access tokens', () => {
  it('verifies its own token until it expires', async () => {
    const token = await tokens.sign('cus_1', 'ses_1', now);
    expect(await tokens.verify(token, later(599))).toEqual({
      customerId: 'cus_1',
      sessionId: 'ses_1',
      expiresAt: later(600),
    });
    expect(await tokens.verify(token, later(600))).toBeNull();
  });

  it('refuses another issuer, another key, another type or algorithm', async () => {
    const token = await tokens.sign('cus_1', 'ses_1', now);
    const elsewhere = createAccessTokens({
      secret,
      issuer: 'https://other.example',
      ttlSeconds: 600,
    });
    expect(await elsewhere.verify(token, now)).toBeNull();
    const otherKey = createAccessTokens({
      secret: `${secret}-rotated`,
      issuer: 'https://artmarket.example',
      ttlSeconds: 600,
    });
    expect(await otherKey.verify(token, now)).toBeNull();

    const key = deriveKey(secret, 'access-token');
    const forge = (header: { alg: string; typ?: string }, audience = 'artmarket-store') =>
      new SignJWT({ sid: 'ses_1' })
        .setProtectedHeader(header)
        .setSubject('cus_1')
        .setIssuer('https://artmarket.example')
        .setAudience(audience)
        .setIssuedAt(Math.floor(now.getTime() / 1000))
        .setExpirationTime(Math.floor(now.getTime() / 1000) + 600)
        .sign(key);
    expect(await tokens.verify(await forge({ alg: 'HS256' }), now)).toBeNull(); // no typ
    expect(await tokens.verify(await forge({ alg: 'HS512', typ: 'at+jwt' }), now)).toBeNull();
    expect(
      await tokens.verify(await forge({ alg: 'HS256', typ: 'at+jwt' }, 'other'), now),
    ).toBeNull();
    expect(await tokens.verify(await forge({ alg: 'HS256', typ: 'at+jwt' }), now)).not.toBeNull();
    expect(await tokens.verify('garbage', now)).toBeNull();
  });
});
