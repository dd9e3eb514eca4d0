import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import {
  changePasswordRequestSchema,
  confirmVerificationRequestSchema,
  customerMessages as m,
  phoneRequestSchema,
  resetPasswordFormSchema,
  shippingAddressRequestSchema,
  signUpFormSchema,
  signUpRequestSchema,
  toResetPasswordRequest,
  toSignUpRequest,
} from './customer';

const firstError = (run: () => unknown): string | undefined => {
  try {
    run();
    return undefined;
  } catch (error) {
    return error instanceof ValidationError ? error.errors[0] : String(error);
  }
};

const signUp = {
  first_name: 'Minji',
  last_name: 'Kim',
  email: 'minji@example.com',
  password: 'gallery2026',
};

describe('rules §5 rules', () => {
  it.each([
    ['Minji', undefined],
    ['민지', undefined],
    ['', 'First name required.'],
    ['Min ji', m.nameLetters],
    ['Minji!', m.nameLetters],
    ['A'.repeat(29), undefined],
    ['A'.repeat(30), m.nameTooLong],
  ])('first name %j', (first_name, message) => {
    expect(firstError(() => signUpRequestSchema.validateSync({ ...signUp, first_name }))).toBe(
      message,
    );
  });

  it.each([
    ['gallery2026', undefined],
    ['abc12345', undefined],
    ['ab1!@#$%', undefined],
    ['abc1234', 'Password must be at least 8 characters.'],
    ['abcdefgh', m.passwordLettersAndNumbers],
    ['12345678', m.passwordLettersAndNumbers],
    ['abcd 1234', m.passwordLettersAndNumbers],
    [`a1${'x'.repeat(37)}`, undefined],
    [`a1${'x'.repeat(38)}`, m.passwordTooLong],
  ])('password %j', (password, message) => {
    expect(firstError(() => signUpRequestSchema.validateSync({ ...signUp, password }))).toBe(
      message,
    );
  });

  it.each([
    ['minji@example.com', undefined],
    ['not-an-email', 'Please enter a valid email address.'],
    ['', 'Please enter a valid email address.'],
  ])('email %j', (email, message) => {
    expect(firstError(() => signUpRequestSchema.validateSync({ ...signUp, email }))).toBe(message);
  });

  it.each([
    ['010123456', undefined],
    ['123456789012345678', undefined],
    ['01012345', 'Phone number must be 9~18 digit numbers.'],
    ['1234567890123456789', 'Phone number must be 9~18 digit numbers.'],
    ['010 1234 5678', 'Phone number must be 9~18 digit numbers.'],
    ['', 'Phone number must be 9~18 digit numbers.'],
  ])('phone %j', (phone, message) => {
    expect(firstError(() => phoneRequestSchema.validateSync({ phone }))).toBe(message);
  });

  it('defaults the country calling code to +82', () => {
    expect(phoneRequestSchema.validateSync({ phone: '01012345678' }).country_code).toBe('+82');
    expect(
      firstError(() =>
        phoneRequestSchema.validateSync({ phone: '01012345678', country_code: 'KR' }),
      ),
    ).toBe(m.invalidCountryCode);
  });

  it('requires a verification code and an e-mail or a phone', () => {
    expect(
      firstError(() =>
        confirmVerificationRequestSchema.validateSync({ email: 'a@b.co', code: '' }),
      ),
    ).toBe('Verification code required.');
    expect(
      firstError(() => confirmVerificationRequestSchema.validateSync({ code: '123456' })),
    ).toBe(m.emailOrPhone);
    expect(
      firstError(() =>
        confirmVerificationRequestSchema.validateSync({
          email: 'a@b.co',
          phone: '01012345678',
          code: '123456',
        }),
      ),
    ).toBe(m.emailOrPhone);
    expect(
      firstError(() =>
        confirmVerificationRequestSchema.validateSync({
          purpose: 'password_reset',
          phone: '01012345678',
          code: '123456',
        }),
      ),
    ).toBe(m.emailOrPhone);
  });

  it('checks the confirmation in the forms and in change-password', () => {
    expect(
      firstError(() => signUpFormSchema.validateSync({ ...signUp, confirmPassword: 'other2026x' })),
    ).toBe('Password and confirmation do not match.');
    expect(
      firstError(() =>
        changePasswordRequestSchema.validateSync({
          current_password: 'old',
          password: 'gallery2026',
          confirmPassword: 'gallery2027',
        }),
      ),
    ).toBe('Password and confirmation do not match.');
  });

  it('drops confirmPassword before sending sign-up and reset-password', () => {
    const form = signUpFormSchema.validateSync({ ...signUp, confirmPassword: signUp.password });
    expect(toSignUpRequest(form)).not.toHaveProperty('confirmPassword');
    expect(toSignUpRequest(form)).toMatchObject(signUp);
    const reset = resetPasswordFormSchema.validateSync({
      email: 'a@b.co',
      code: '123456',
      password: 'gallery2026',
      confirmPassword: 'gallery2026',
    });
    expect(toResetPasswordRequest(reset)).toEqual({
      email: 'a@b.co',
      code: '123456',
      password: 'gallery2026',
    });
  });

  it('reads an address with its defaults', () => {
    expect(
      shippingAddressRequestSchema.validateSync({
        postal_code: '04524',
        street_address: '110 Sejong-daero',
        phone_number: '01012345678',
      }),
    ).toEqual({
      postal_code: '04524',
      street_address: '110 Sejong-daero',
      detail_address: '',
      phone_number: '01012345678',
      nickname: null,
      country: 'KR',
      is_default: false,
    });
  });

  it('reads a foreign address’s country in capitals and refuses a malformed one', () => {
    const base = {
      postal_code: '10001',
      street_address: '350 5th Ave',
      phone_number: '12125550100',
    };
    expect(shippingAddressRequestSchema.validateSync({ ...base, country: 'us' }).country).toBe(
      'US',
    );
    expect(() => shippingAddressRequestSchema.validateSync({ ...base, country: 'USA' })).toThrow(
      'Please choose a country (two letters, such as KR).',
    );
  });
});
