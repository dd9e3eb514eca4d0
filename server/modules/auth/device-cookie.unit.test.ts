import { describe, expect, it } from 'vitest';
import { createDeviceCookies } from './device-cookie';

const cookies = createDeviceCookies('a-test-secret-of-at-least-thirty-two-characters');

describe('device cookies', () => {
  it('recognises a token for the e-mail it was issued for, whatever its case', () => {
    const token = cookies.issue('Minji@Example.com');
    expect(cookies.deviceOf(token, 'minji@example.com ')).toBe(token.split('.')[0]);
  });

  it('refuses a token for another e-mail, a forged or altered one, and none', () => {
    const token = cookies.issue('minji@example.com');
    expect(cookies.deviceOf(token, 'attacker@example.com')).toBeNull();
    expect(cookies.deviceOf(`${token}x`, 'minji@example.com')).toBeNull();
    expect(cookies.deviceOf(`x${token}`, 'minji@example.com')).toBeNull();
    expect(cookies.deviceOf(`${token}.more`, 'minji@example.com')).toBeNull();
    expect(cookies.deviceOf('', 'minji@example.com')).toBeNull();
    expect(cookies.deviceOf(undefined, 'minji@example.com')).toBeNull();
  });

  it('refuses a token made under another server secret', () => {
    const elsewhere = createDeviceCookies('another-secret-of-at-least-thirty-two-characters');
    expect(cookies.deviceOf(elsewhere.issue('minji@example.com'), 'minji@example.com')).toBeNull();
  });
});
