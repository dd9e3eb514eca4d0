// The account screens' calls (SPEC §7 "Customer"): sign-up and sign-in, verification, e-mail,
// phone and password changes, shipping addresses, social sign-in and the dev outbox. Loaded only
// by the account screens; the shell's calls (info, refresh, sign-out) are in api/customer.ts.
// Errors are shown in the forms, translated, so these calls carry the no-toast header.
import {
  toResetPasswordRequest,
  toSignUpRequest,
  type ChangePasswordRequest,
  type ConfirmVerificationRequest,
  type PhoneRequest,
  type ResetPasswordForm,
  type ShippingAddressRequest,
  type SignInRequest,
  type SignUpForm,
  type SocialProvider,
  type UpdateCustomerRequest,
} from '@/schemas/customer';
import type {
  AccessTokenDto,
  CustomerDto,
  EmailOverlapDto,
  MessageDto,
  ShippingAddressDto,
  SocialAuthorizeDto,
  SocialSignInDto,
} from '@/schemas/customer-dto';
import { http, noToast } from './http';

const quiet = { ...noToast };
const customer = '/store/customer';

/** SPEC §5: sign-up sends everything but confirmPassword. */
export function signUp(form: SignUpForm): Promise<AccessTokenDto> {
  return http.v3.post<AccessTokenDto>(`${customer}/sign-up`, toSignUpRequest(form), quiet);
}

export function signIn(body: SignInRequest): Promise<AccessTokenDto> {
  return http.v3.post<AccessTokenDto>(`${customer}/sign-in`, body, quiet);
}

export function emailOverlap(email: string): Promise<EmailOverlapDto> {
  return http.v3.get<EmailOverlapDto>(`${customer}/exist/email/overlapping`, {
    ...quiet,
    params: { email },
  });
}

export function updateCustomer(body: UpdateCustomerRequest): Promise<CustomerDto> {
  return http.v3.put<CustomerDto>(customer, body, quiet);
}

/** The account's own e-mail, or `email` to change to it. */
export function sendEmailCode(email?: string): Promise<MessageDto> {
  return http.v3.post<MessageDto>(
    `${customer}/send-email-verification-code`,
    email ? { email } : {},
    quiet,
  );
}

export function sendSmsCode(body: PhoneRequest): Promise<MessageDto> {
  return http.v3.post<MessageDto>(`${customer}/send-sms-verification-code`, body, quiet);
}

export function confirmCode(
  body: Partial<ConfirmVerificationRequest> & { code: string },
): Promise<MessageDto> {
  return http.v3.post<MessageDto>(`${customer}/confirm-verification-code`, body, quiet);
}

export function changeEmail(email: string): Promise<CustomerDto> {
  return http.v3.put<CustomerDto>(`${customer}/email`, { email }, quiet);
}

export function changePhone(body: PhoneRequest): Promise<CustomerDto> {
  return http.v3.put<CustomerDto>(`${customer}/phone`, body, quiet);
}

export function changePassword(body: ChangePasswordRequest): Promise<MessageDto> {
  return http.v3.put<MessageDto>(`${customer}/change-password`, body, quiet);
}

export function sendResetCode(email: string): Promise<MessageDto> {
  return http.v3.post<MessageDto>(`${customer}/send-reset-verification-code`, { email }, quiet);
}

/** SPEC §5: reset-password sends everything but confirmPassword. */
export function resetPassword(form: ResetPasswordForm): Promise<MessageDto> {
  return http.v3.put<MessageDto>(`${customer}/reset-password`, toResetPasswordRequest(form), quiet);
}

// Shipping addresses (SPEC §3 "Address") --------------------------------------------------

const addresses = `${customer}/shipping-address`;

export function listShippingAddresses(): Promise<{ shipping_addresses: ShippingAddressDto[] }> {
  return http.v3.get(addresses, quiet);
}

export function addShippingAddress(body: ShippingAddressRequest): Promise<ShippingAddressDto> {
  return http.v3.post<ShippingAddressDto>(addresses, body, quiet);
}

export function editShippingAddress(
  id: string,
  body: ShippingAddressRequest,
): Promise<ShippingAddressDto> {
  return http.v3.put<ShippingAddressDto>(`${addresses}/${encodeURIComponent(id)}`, body, quiet);
}

export function setDefaultShippingAddress(id: string): Promise<unknown> {
  return http.v3.put(`${addresses}/${encodeURIComponent(id)}/default`, undefined, quiet);
}

export function deleteShippingAddress(id: string): Promise<unknown> {
  return http.v3.delete(`${addresses}/${encodeURIComponent(id)}`, quiet);
}

// Social sign-in ----------------------------------------------------------------------------

/** The provider's authorization URL with a server-issued state, back to `callbackUri`. */
export function socialAuthorize(
  provider: SocialProvider,
  callbackUri: string,
): Promise<SocialAuthorizeDto> {
  return http.v3.get<SocialAuthorizeDto>(`${customer}/${provider}/authorize`, {
    ...quiet,
    params: { callback_uri: callbackUri },
  });
}

export function completeSocialSignIn(
  provider: SocialProvider,
  params: { code: string; state: string; callback_uri?: string },
): Promise<SocialSignInDto> {
  if (provider === 'google') {
    return http.v3.post<SocialSignInDto>(
      `${customer}/google`,
      { code: params.code, state: params.state },
      quiet,
    );
  }
  return http.v3.get<SocialSignInDto>(`${customer}/${provider}/callback`, { ...quiet, params });
}

// Development ------------------------------------------------------------------------------

export interface OutboxMessage {
  id: string;
  channel: 'email' | 'sms';
  recipient: string;
  template: string;
  locale: string;
  status: string;
  created_at: string;
  subject?: string | null;
  text: string;
  payload: Record<string, unknown>;
}

/** GET /v3/dev/outbox (development only): the notifications that would have been sent. */
export function listOutbox(
  recipient?: string,
): Promise<{ messages: OutboxMessage[]; count: number }> {
  return http.v3.get(`/dev/outbox`, { ...quiet, params: { recipient, limit: 50 } });
}
