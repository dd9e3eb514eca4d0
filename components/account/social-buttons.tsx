// Sign-in with Google, Naver or Kakao: the server issues the state and the authorization URL
// (GET store/customer/{provider}/authorize, PKCE verifier in its own cookie), the browser goes
// there, and the provider sends it back to /google-auth, /sign-in/naver or /sign-in/kakao.
import { useRouter } from 'next/router';
import { useState } from 'react';
import { useSocialAuthorizeMutation } from '@/api/customer/social-authorize';
import { localizedHref } from '@/components/ui/format/localized-href';
import { useTranslation } from 'next-i18next/pages';
import type { SocialProvider } from '@/schemas/customer';
import { errorMessage } from './account-text';
import styles from './account-form.module.scss';

export const socialCallbackPath: Record<SocialProvider, string> = {
  google: '/google-auth',
  naver: '/sign-in/naver',
  kakao: '/sign-in/kakao',
};

/** Where the sign-in returns to after the provider, kept for the callback page. */
export const SOCIAL_BEFORE_KEY = 'social-sign-in-before';

const marks: Record<SocialProvider, string> = { google: 'G', naver: 'N', kakao: 'K' };

export function SocialButtons({
  before,
  onError,
}: {
  before: string | null;
  onError: (message: string) => void;
}) {
  const { t } = useTranslation('account');
  const router = useRouter();
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const { mutateAsync: socialAuthorize } = useSocialAuthorizeMutation();

  const start = async (provider: SocialProvider) => {
    setBusy(provider);
    try {
      const callback = new URL(
        localizedHref(socialCallbackPath[provider], router.locale),
        window.location.origin,
      ).toString();
      const { authorize_url } = await socialAuthorize({ provider, callback });
      try {
        if (before) window.sessionStorage.setItem(SOCIAL_BEFORE_KEY, before);
        else window.sessionStorage.removeItem(SOCIAL_BEFORE_KEY);
      } catch {
        // Without storage the sign-in ends on the home page.
      }
      window.location.assign(authorize_url);
    } catch (error) {
      setBusy(null);
      onError(errorMessage(t, error));
    }
  };

  return (
    <div className={styles.providers}>
      {(['google', 'naver', 'kakao'] as const).map((provider) => (
        <button
          key={provider}
          type="button"
          className={styles.provider}
          disabled={busy !== null}
          onClick={() => void start(provider)}
        >
          <span className={`${styles.mark} ${styles[provider]}`} aria-hidden="true">
            {marks[provider]}
          </span>
          {t(`signIn.${provider}`)}
        </button>
      ))}
    </div>
  );
}
