// The provider's callback: POST store/customer/google, or GET store/customer/{provider}/callback.
import { useMutation } from '@tanstack/react-query';
import type { SocialProvider } from '@/schemas/customer';
import type { SocialSignInDto } from '@/schemas/customer-dto';
import { http, noToast } from '../http';

/** Errors are shown in the form, translated: no toast. */
const quiet = { ...noToast };

export function completeSocialSignIn(
  provider: SocialProvider,
  params: { code: string; state: string; callback_uri?: string },
): Promise<SocialSignInDto> {
  if (provider === 'google') {
    return http.v3.post<SocialSignInDto>(
      '/store/customer/google',
      { code: params.code, state: params.state },
      quiet,
    );
  }
  return http.v3.get<SocialSignInDto>(`/store/customer/${provider}/callback`, {
    ...quiet,
    params,
  });
}

/** Finishes a social sign-in with the provider's answer; the form then starts the session. */
export function useCompleteSocialSignInMutation() {
  return useMutation({
    mutationFn: ({
      provider,
      params,
    }: {
      provider: SocialProvider;
      params: { code: string; state: string; callback_uri?: string };
    }) => completeSocialSignIn(provider, params),
  });
}
