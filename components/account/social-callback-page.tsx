// /google-auth, /sign-in/naver, /sign-in/kakao: where the provider sends the visitor back with
// `code` and `state`. The server checks the state against this browser and signs in; a new
// account is asked for its details (/sign-up/detail), others go on to where sign-in started.
import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { useCompleteSocialSignInMutation } from '@/api/customer/complete-social-sign-in';
import { ButtonLink } from '@/components/ui/button/button';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useTranslation } from 'next-i18next/pages';
import type { SocialProvider } from '@/schemas/customer';
import { safeReturnPath } from '@/store/navigation-history';
import { errorMessage } from './account-text';
import { AuthLayout } from './auth-layout';
import { SOCIAL_BEFORE_KEY } from './social-buttons';
import { useFinishSignIn } from './use-account-session';
import styles from './account-form.module.scss';

/** Set while a new social account fills in its details, so the sign-in guard lets it stay. */
export const SIGN_UP_DETAIL_PENDING_KEY = 'sign-up-detail-pending';

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function takeStoredBefore(): string | null {
  try {
    const value = window.sessionStorage.getItem(SOCIAL_BEFORE_KEY);
    window.sessionStorage.removeItem(SOCIAL_BEFORE_KEY);
    return safeReturnPath(value);
  } catch {
    return null;
  }
}

export function SocialCallbackPage({ provider }: { provider: SocialProvider }) {
  const { t } = useTranslation('account');
  const router = useRouter();
  const finish = useFinishSignIn();
  const { mutateAsync: completeSocialSignIn } = useCompleteSocialSignInMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);
  const providerName = t(`signIn.${provider}`);
  const code = one(router.query.code);
  const state = one(router.query.state);
  // A provider that refused (the visitor cancelled, `error=access_denied`) sends no code.
  const shown =
    failure ?? (router.isReady && (!code || !state) ? t('messages.socialFailed') : null);

  useEffect(() => {
    if (!router.isReady || started.current || !code || !state) return;
    started.current = true;
    const callbackUri = `${window.location.origin}${window.location.pathname}`;
    completeSocialSignIn({
      provider,
      params: { code, state, ...(provider === 'kakao' ? { callback_uri: callbackUri } : {}) },
    })
      .then(async ({ accessToken, is_new_customer }) => {
        const before = takeStoredBefore();
        if (is_new_customer) {
          try {
            window.sessionStorage.setItem(SIGN_UP_DETAIL_PENDING_KEY, '1');
          } catch {
            // The detail page then sends the visitor on; the profile page asks the same.
          }
          const detail = before
            ? `/sign-up/detail?before=${encodeURIComponent(before)}`
            : '/sign-up/detail';
          await finish(accessToken, detail);
        } else {
          await finish(accessToken, before ?? '/');
        }
      })
      .catch((error: unknown) => setFailure(errorMessage(t, error)));
  }, [router.isReady, code, state, provider, finish, t, completeSocialSignIn]);

  return (
    <AuthLayout title={t('social.metaTitle')} guard={false}>
      {shown ? (
        <div className={styles.form}>
          <p className={styles.alert} role="alert">
            {t('social.failed', { provider: providerName })} {shown}
          </p>
          <ButtonLink href="/sign-in" variant="secondary">
            {t('social.retry')}
          </ButtonLink>
        </div>
      ) : (
        <div className={styles.center}>
          <Spinner label={t('social.working', { provider: providerName })} />
          <p>{t('social.working', { provider: providerName })}</p>
        </div>
      )}
    </AuthLayout>
  );
}
