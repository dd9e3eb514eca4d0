// The customer calls' input rules (rules §5) and messages (rules §5, §8): one yup schema per
// request, used by the server to validate and by the forms (which add `confirmPassword`, dropped
// before sending). Messages are the spec's exact English strings; the client translates them.
import { boolean, mixed, object, ref, string, type InferType } from 'yup';
import { profileRules, verificationCodeRules } from '@/rules/account-limits';
import { emailField, INVALID_EMAIL_MESSAGE } from './email';
import { trimmedString } from './text';

/** rules §5 and §8 word for word, plus our own where the spec has none. */
export const customerMessages = {
  // rules §5
  firstNameRequired: 'First name required.',
  invalidEmail: INVALID_EMAIL_MESSAGE,
  passwordTooShort: 'Password must be at least 8 characters.',
  passwordMismatch: 'Password and confirmation do not match.',
  invalidPhone: 'Phone number must be 9~18 digit numbers.',
  codeRequired: 'Verification code required.',
  // rules §8
  incorrectCredentials: 'Incorrect ID or password. Please try again.',
  emailInUse: 'This e-mail is already in use',
  accountExists: 'Account with this email already exists.',
  accountNotFound: 'Account with this email address does not exist.',
  incorrectCode: 'Incorrect verification code.',
  incorrectPassword: 'Incorrect password.',
  phoneInUse: 'This phone number is already associated with another account.',
  checkEmail: 'Please check your email.',
  checkPhone: 'Please check your phone.',
  passwordUpdated: 'Password has been successfully updated',
  // Ours
  lastNameRequired: 'Last name required.',
  nameLetters: 'Names use English or Korean letters only, without spaces.',
  nameTooLong: 'Names must be under 30 characters.',
  passwordRequired: 'Password required.',
  passwordTooLong: 'Password must be under 40 characters.',
  passwordLettersAndNumbers: 'Password must contain letters and numbers, without spaces.',
  currentPasswordRequired: 'Current password required.',
  confirmPasswordRequired: 'Please confirm the password.',
  invalidCountryCode: 'Please choose a country calling code, such as +82.',
  emailOrPhone: 'Give either an email or a phone number.',
  postalCodeRequired: 'Postal code required.',
  invalidPostalCode: 'Please enter a valid postal code.',
  streetAddressRequired: 'Street address required.',
  addressTooLong: 'Address lines must be under 200 characters.',
  nicknameTooLong: 'Nicknames must be under 30 characters.',
  signInRequired: 'Please sign in.',
  sessionExpired: 'Your session has ended. Please sign in again.',
  tooManySignIns: 'Too many failed sign-in attempts. Please try again in an hour.',
  tooManySignInsHere:
    'Too many failed sign-in attempts from here. Please try again in 15 minutes, or reset your password.',
  tooManyRequests: 'Too many requests. Please try again later.',
  resendTooSoon: 'Please wait a minute before requesting another code.',
  tooManyCodes: 'Too many verification codes requested. Please try again in an hour.',
  tooManyAttempts: 'Too many incorrect attempts. Please request a new code.',
  noPasswordYet:
    'This account signs in with a social account and has no password yet. Use "Forgot password" to set one.',
  addressNotFound: 'Shipping address not found.',
  invalidCountry: 'Please choose a country (two letters, such as KR).',
  emailAlreadyVerified: 'Your email address is already verified.',
  codeSent: 'Verification code sent.',
  /** The reset call's answer for every address (ADR 0065): whether one has an account stays unsaid. */
  resetCodeSent: 'If an account uses this email address, a verification code was sent to it.',
  verified: 'Verification completed.',
  codeValid: 'Verification code confirmed.',
  tooManyAddresses: 'You can keep up to 20 shipping addresses.',
  socialUnavailable: 'This sign-in method is not available.',
  socialStateInvalid: 'The sign-in request has expired or was not started here. Please try again.',
  socialFailed: 'Sign-in with this account failed. Please try again.',
  socialNoEmail:
    'Your social account did not share an email address. Please allow it and try again.',
  invalidCallbackUri: 'callback_uri must be a page of this site.',
  accountBlocked:
    'This account has been suspended. Please contact us if you think this is a mistake.',
} as const;

const m = customerMessages;
const { nameMaxLength, passwordMinLength, passwordMaxLength } = profileRules;

/** English or Korean letters (complete Hangul syllables), no spaces. */
export const NAME_PATTERN = /^[A-Za-z\u3131-\u318E\uAC00-\uD7A3]+$/;
/** At least one Latin letter and one digit; any other character but whitespace. */
const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)\S+$/;
const PHONE_PATTERN = new RegExp(
  `^\\d{${profileRules.phoneMinDigits},${profileRules.phoneMaxDigits}}$`,
);
const COUNTRY_CODE_PATTERN = /^\+[1-9]\d{0,3}$/;
const CODE_PATTERN = new RegExp(`^\\d{${verificationCodeRules.length}}$`);
/** Korean five-digit codes and the world's other formats (letters, digits, a space or dash). */
const POSTAL_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{1,10}[A-Za-z0-9]$/;

const name = (requiredMessage: string) =>
  trimmedString(m.nameLetters)
    .required(requiredMessage)
    .max(nameMaxLength, m.nameTooLong)
    .matches(NAME_PATTERN, m.nameLetters);

export const firstNameField = () => name(m.firstNameRequired);
export const lastNameField = () => name(m.lastNameRequired);

/** A new password (rules §5): no spaces, letters and numbers, 8 to under 40 characters. */
export const newPasswordField = () =>
  string()
    .required(m.passwordRequired)
    .min(passwordMinLength, m.passwordTooShort)
    .max(passwordMaxLength, m.passwordTooLong)
    .matches(PASSWORD_PATTERN, m.passwordLettersAndNumbers);

/** A password being checked rather than chosen: only bounded, so old passwords still work. */
const givenPassword = (requiredMessage: string) =>
  string().required(requiredMessage).max(200, m.passwordTooLong);

/** The forms' confirmation of `password` (rules §5). */
const confirmPasswordField = () =>
  string()
    .required(m.confirmPasswordRequired)
    .oneOf([ref('password')], m.passwordMismatch);

export const phoneField = () =>
  trimmedString(m.invalidPhone).required(m.invalidPhone).matches(PHONE_PATTERN, m.invalidPhone);

/** Country calling code of a phone number, `+82` unless given. */
export const countryCodeField = () =>
  trimmedString(m.invalidCountryCode)
    .default('+82')
    .matches(COUNTRY_CODE_PATTERN, m.invalidCountryCode);

export const verificationCodeField = () =>
  trimmedString(m.incorrectCode).required(m.codeRequired).matches(CODE_PATTERN, m.incorrectCode);

const languageField = () => mixed<'en' | 'ko'>().oneOf(['en', 'ko']);

// ---------------------------------------------------------------------------------------------
// Sign-up, sign-in, profile

/** POST store/customer/sign-up (the form's confirmPassword is not sent). */
export const signUpRequestSchema = object({
  first_name: firstNameField(),
  last_name: lastNameField(),
  email: emailField(),
  password: newPasswordField(),
  promotional_consent: boolean().default(false),
  /** The customer's language for e-mails; the request's language when absent. */
  language: languageField().optional(),
});
export type SignUpRequest = InferType<typeof signUpRequestSchema>;

export const signUpFormSchema = signUpRequestSchema.shape({
  confirmPassword: confirmPasswordField(),
});
export type SignUpForm = InferType<typeof signUpFormSchema>;

/** rules §5: sign-up drops confirmPassword before sending. */
export function toSignUpRequest({
  confirmPassword: _confirm,
  ...request
}: SignUpForm): SignUpRequest {
  return request;
}

/** POST store/customer/sign-in */
export const signInRequestSchema = object({
  email: emailField(),
  password: givenPassword(m.passwordRequired),
});
export type SignInRequest = InferType<typeof signInRequestSchema>;

/** PUT store/customer: the profile fields; e-mail and phone change through their own calls. */
export const updateCustomerRequestSchema = object({
  first_name: firstNameField().optional().default(undefined),
  last_name: lastNameField().optional().default(undefined),
  promotional_consent: boolean().optional(),
  language: languageField().optional(),
});
export type UpdateCustomerRequest = InferType<typeof updateCustomerRequestSchema>;

/** GET store/customer/exist/email/overlapping, POST store/customer/staging/check-email */
export const emailRequestSchema = object({ email: emailField() });
export type EmailRequest = InferType<typeof emailRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Verification, e-mail and phone changes

/** POST store/customer/send-email-verification-code: the account's e-mail unless another is given. */
export const emailVerificationRequestSchema = object({
  email: trimmedString(INVALID_EMAIL_MESSAGE)
    .email(INVALID_EMAIL_MESSAGE)
    .max(254, INVALID_EMAIL_MESSAGE)
    .optional(),
});
export type EmailVerificationRequest = InferType<typeof emailVerificationRequestSchema>;

/** POST store/customer/send-sms-verification-code, PUT store/customer/phone */
export const phoneRequestSchema = object({
  country_code: countryCodeField(),
  phone: phoneField(),
});
export type PhoneRequest = InferType<typeof phoneRequestSchema>;

/**
 * POST store/customer/confirm-verification-code: the code sent to `email` or to `phone`.
 * purpose `verify` (default, signed in) confirms the address; `password_reset` checks a reset
 * code without using it up (the forgot-password screen may check before asking for a password).
 */
export const confirmVerificationRequestSchema = object({
  purpose: mixed<'verify' | 'password_reset'>()
    .oneOf(['verify', 'password_reset'])
    .default('verify'),
  email: trimmedString(INVALID_EMAIL_MESSAGE)
    .email(INVALID_EMAIL_MESSAGE)
    .max(254, INVALID_EMAIL_MESSAGE)
    .optional(),
  country_code: countryCodeField(),
  phone: trimmedString(m.invalidPhone).matches(PHONE_PATTERN, m.invalidPhone).optional(),
  code: verificationCodeField(),
}).test('email-or-phone', m.emailOrPhone, (value, context) => {
  const given = Number(Boolean(value.email)) + Number(Boolean(value.phone));
  if (given === 1 && !(value.purpose === 'password_reset' && value.phone)) return true;
  return context.createError({ path: value.email ? 'phone' : 'email', message: m.emailOrPhone });
});
export type ConfirmVerificationRequest = InferType<typeof confirmVerificationRequestSchema>;

/** PUT store/customer/email */
export const changeEmailRequestSchema = object({ email: emailField() });
export type ChangeEmailRequest = InferType<typeof changeEmailRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Passwords

/** PUT store/customer/change-password: the confirmation is checked here too (rules §5). */
export const changePasswordRequestSchema = object({
  current_password: givenPassword(m.currentPasswordRequired),
  password: newPasswordField(),
  confirmPassword: confirmPasswordField(),
});
export type ChangePasswordRequest = InferType<typeof changePasswordRequestSchema>;

/** POST store/customer/send-reset-verification-code */
export const resetCodeRequestSchema = object({ email: emailField() });
export type ResetCodeRequest = InferType<typeof resetCodeRequestSchema>;

/** PUT store/customer/reset-password (the form's confirmPassword is not sent). */
export const resetPasswordRequestSchema = object({
  email: emailField(),
  code: verificationCodeField(),
  password: newPasswordField(),
});
export type ResetPasswordRequest = InferType<typeof resetPasswordRequestSchema>;

export const resetPasswordFormSchema = resetPasswordRequestSchema.shape({
  confirmPassword: confirmPasswordField(),
});
export type ResetPasswordForm = InferType<typeof resetPasswordFormSchema>;

/** rules §5: reset-password drops confirmPassword before sending. */
export function toResetPasswordRequest({
  confirmPassword: _confirm,
  ...request
}: ResetPasswordForm): ResetPasswordRequest {
  return request;
}

// ---------------------------------------------------------------------------------------------
// Shipping addresses (rules §3 "Address")

const addressLine = (requiredMessage?: string) => {
  const line = trimmedString(requiredMessage ?? m.addressTooLong).max(199, m.addressTooLong);
  return requiredMessage ? line.required(requiredMessage) : line.default('');
};

/** POST store/customer/shipping-address, PUT store/customer/shipping-address/{id} */
export const shippingAddressRequestSchema = object({
  postal_code: trimmedString(m.invalidPostalCode)
    .required(m.postalCodeRequired)
    .matches(POSTAL_CODE_PATTERN, m.invalidPostalCode),
  street_address: addressLine(m.streetAddressRequired),
  detail_address: addressLine(),
  phone_number: phoneField(),
  nickname: trimmedString(m.nicknameTooLong).max(29, m.nicknameTooLong).nullable().default(null),
  /** ISO 3166 alpha-2 country of the address; normal delivery needs KR (rules §9). */
  country: trimmedString(m.invalidCountry)
    .uppercase()
    .matches(/^[A-Z]{2}$/, m.invalidCountry)
    .default('KR'),
  /** Make this the default address (the first address always is). */
  is_default: boolean().default(false),
});
export type ShippingAddressRequest = InferType<typeof shippingAddressRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Social sign-in

export const socialProviders = ['google', 'naver', 'kakao'] as const;
export type SocialProvider = (typeof socialProviders)[number];

const codeParam = () =>
  trimmedString('code is required').required('code is required').max(2048, 'code is too long');
const stateParam = () =>
  trimmedString('state is required').required('state is required').max(4096, 'state is too long');
/** An absolute http(s) URL (yup's url() refuses localhost, where development runs). */
const isHttpUrl = (value: string | undefined) => {
  if (value === undefined) return true;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};
const callbackUriParam = () =>
  trimmedString(m.invalidCallbackUri)
    .max(2048, m.invalidCallbackUri)
    .test('url', m.invalidCallbackUri, isHttpUrl);

/** GET store/customer/{provider}/authorize: where the provider sends the visitor back. */
export const socialStartQuerySchema = object({ callback_uri: callbackUriParam().optional() });
export type SocialStartQuery = InferType<typeof socialStartQuerySchema>;

/** POST store/customer/google */
export const googleSignInRequestSchema = object({ code: codeParam(), state: stateParam() });

/** GET store/customer/naver/callback */
export const naverCallbackQuerySchema = object({ code: codeParam(), state: stateParam() });

/** GET store/customer/kakao/callback */
export const kakaoCallbackQuerySchema = object({
  code: codeParam(),
  state: stateParam(),
  callback_uri: callbackUriParam().optional(),
});
export type SocialCallbackInput = { code: string; state: string; callback_uri?: string };
