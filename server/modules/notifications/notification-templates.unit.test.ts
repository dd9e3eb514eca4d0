// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderEmail, renderSms } from './notification-templates';

describe('notification templates', () => {
  it('writes the verification e-mail in English and Korean, plain text and HTML', () => {
    const en = renderEmail('verification-code', 'en', {
      code: '042917',
      purpose: 'password_reset',
      first_name: 'Minji',
    });
    expect(en.subject).toBe('Your Artmarket verification code');
    expect(en.text).toContain('Hello Minji,');
    expect(en.text).toContain('Use this code to reset your password.');
    expect(en.text).toContain('    042917\n');
    expect(en.text).toContain('The code expires in 10 minutes.');
    expect(en.html).toContain('<html lang="en">');
    expect(en.html).toContain('042917');

    const ko = renderEmail('verification-code', 'ko', {
      code: '042917',
      purpose: 'verify_email',
      first_name: '민지',
    });
    expect(ko.subject).toBe('[Artmarket] 인증 코드 안내');
    expect(ko.text).toContain('민지님, 안녕하세요.');
    expect(ko.text).toContain('이 코드는 10분 후에 만료됩니다.');
    expect(ko.html).toContain('<html lang="ko">');
    expect(ko.html).toContain('word-break:keep-all');
  });

  it('keeps the code out of the subject and escapes names in HTML', () => {
    const mail = renderEmail('verification-code', 'en', {
      code: '111222',
      purpose: 'verify_email',
      first_name: '<script>',
    });
    expect(mail.subject).not.toContain('111222');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;');
  });

  it('writes short text messages', () => {
    const payload = { code: '123456', purpose: 'verify_phone', first_name: '' } as const;
    expect(renderSms('verification-code', 'ko', payload)).toBe(
      '[Artmarket] 인증번호 123456 (10분 내 입력)',
    );
    expect(renderSms('verification-code', 'en', payload)).toBe(
      '[Artmarket] Your code is 123456. It expires in 10 minutes.',
    );
  });

  it('writes the password-changed notice', () => {
    const mail = renderEmail('password-changed', 'en', { first_name: 'Minji' });
    expect(mail.subject).toBe('Your Artmarket password was changed');
    expect(mail.text).toContain('your other devices were signed out');
  });

  it('tells an address without an account that a reset was asked for, in both languages, with no code', () => {
    const en = renderEmail('reset-no-account', 'en', {});
    expect(en.subject).toBe('Your Artmarket password reset request');
    expect(en.text).toContain('but no account uses it');
    expect(en.text).not.toMatch(/\d{6}/);
    const ko = renderEmail('reset-no-account', 'ko', {});
    expect(ko.subject).toBe('[Artmarket] 비밀번호 재설정 요청 안내');
    expect(ko.text).toContain('이 주소로 가입된 계정이 없습니다');
    expect(ko.html).toContain('lang="ko"');
  });
});
