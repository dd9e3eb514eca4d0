// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseSocialProfile } from './social-providers';

describe('parseSocialProfile', () => {
  it('reads OpenID Connect claims (Google, Kakao OIDC, any OIDC provider)', () => {
    expect(
      parseSocialProfile('google', {
        sub: '1098',
        email: 'minji@gmail.com',
        email_verified: true,
        given_name: 'Minji',
        family_name: 'Kim',
      }),
    ).toEqual({
      subject: '1098',
      email: 'minji@gmail.com',
      emailVerified: true,
      firstName: 'Minji',
      lastName: 'Kim',
    });
    expect(
      parseSocialProfile('kakao', {
        sub: '7',
        email: 'a@b.co',
        email_verified: 'true',
        nickname: '민지',
      }),
    ).toMatchObject({ emailVerified: true, firstName: '민지' });
    expect(parseSocialProfile('google', { sub: '8', email: 'a@b.co' }).emailVerified).toBe(false);
  });

  it("reads Naver's own answer; its e-mail is never taken as verified", () => {
    expect(
      parseSocialProfile('naver', {
        resultcode: '00',
        message: 'success',
        response: { id: 'nv-1', email: 'minji@naver.com', name: '김민지' },
      }),
    ).toEqual({
      subject: 'nv-1',
      email: 'minji@naver.com',
      emailVerified: false,
      firstName: '김민지',
      lastName: '',
    });
  });

  it("reads Kakao's own answer; verified only when valid and verified", () => {
    const kakao = (valid: boolean, verified: boolean) =>
      parseSocialProfile('kakao', {
        id: 123456789,
        kakao_account: {
          email: 'minji@kakao.com',
          is_email_valid: valid,
          is_email_verified: verified,
          profile: { nickname: '민지' },
        },
      });
    expect(kakao(true, true)).toEqual({
      subject: '123456789',
      email: 'minji@kakao.com',
      emailVerified: true,
      firstName: '민지',
      lastName: '',
    });
    expect(kakao(true, false).emailVerified).toBe(false);
    expect(kakao(false, true).emailVerified).toBe(false);
  });

  it('refuses an answer without a subject', () => {
    expect(() => parseSocialProfile('google', { email: 'a@b.co' })).toThrow(
      'Sign-in with this account failed. Please try again.',
    );
    expect(() => parseSocialProfile('naver', { response: {} })).toThrow();
  });
});
