// GET store/customer/{provider}/authorize: where social sign-in starts.
import { useMutation } from '@tanstack/react-query';
import type { SocialProvider } from '@/schemas/customer';
import type { SocialAuthorizeDto } from '@/schemas/customer-dto';
import { http, noToast } from '../http';

/** Errors are shown in the form, translated: no toast. */
const quiet = { ...noToast };

/** The provider's authorization URL with a server-issued state, back to `callbackUri`. */
export function socialAuthorize(
  provider: SocialProvider,
  callbackUri: string,
): Promise<SocialAuthorizeDto> {
  return http.v3.get<SocialAuthorizeDto>(`/store/customer/${provider}/authorize`, {
    ...quiet,
    params: { callback_uri: callbackUri },
  });
}

/** Asks where to send the visitor to sign in with `provider`. */
export function useSocialAuthorizeMutation() {
  return useMutation({
    mutationFn: ({ provider, callback }: { provider: SocialProvider; callback: string }) =>
      socialAuthorize(provider, callback),
  });
}
