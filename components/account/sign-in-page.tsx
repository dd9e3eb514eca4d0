// /sign-in (rules §2): e-mail and password, or a social account; then the `before` page.
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSignInMutation } from '@/api/customer/sign-in';
import { Button } from '@/components/ui/button/button';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { signInRequestSchema, type SignInRequest } from '@/schemas/customer';
import { EmailField, PasswordField } from './account-fields';
import { errorMessage } from './account-text';
import { AuthLayout } from './auth-layout';
import { SocialButtons } from './social-buttons';
import { useBeforePath, useFinishSignIn } from './use-account-session';
import { FormAlert } from './form-alert';
import styles from './account-form.module.scss';

/** Keeps `before` on links between the sign-in pages. */
export function withBefore(path: string, before: string | null): string {
  return before ? `${path}?before=${encodeURIComponent(before)}` : path;
}

export function SignInPage() {
  const { t } = useTranslation('account');
  const before = useBeforePath();
  const finish = useFinishSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInRequest>({
    resolver: yupResolver(signInRequestSchema),
    defaultValues: { email: '', password: '' },
  });

  const { mutateAsync: signIn } = useSignInMutation();
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { accessToken } = await signIn(values);
      await finish(accessToken);
    } catch (error) {
      setFailure(errorMessage(t, error));
    }
  });

  return (
    <AuthLayout
      title={t('signIn.title')}
      lead={t('signIn.lead')}
      footer={
        <>
          {t('signIn.noAccount')}
          <Link href={withBefore('/sign-up', before)}>{t('signIn.join')}</Link>
        </>
      }
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <FormAlert message={failure} className={styles.alert} />
        <EmailField
          label={t('signIn.email')}
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={t('signIn.password')}
          purpose="current"
          error={errors.password?.message}
          {...register('password')}
        />
        <Link href={withBefore('/forgot-password', before)} className={styles.inlineLink}>
          {t('signIn.forgot')}
        </Link>
        <Button type="submit" size="lg" block disabled={isSubmitting}>
          {t('signIn.submit')}
        </Button>
      </form>
      <p className={styles.divider}>{t('signIn.or')}</p>
      <SocialButtons before={before} onError={setFailure} />
    </AuthLayout>
  );
}
