// /sign-up (rules §2, §5): the shared rules, confirmPassword checked here and dropped before
// sending; the new account is signed in and asked to verify its e-mail on its profile.
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSignUpMutation } from '@/api/customer/sign-up';
import { Button } from '@/components/ui/button/button';
import { CheckboxField, TextField } from '@/components/ui/form/form-field';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { signUpFormSchema, type SignUpForm } from '@/schemas/customer';
import { toast } from 'react-toastify';
import { EmailField, PasswordField } from './account-fields';
import { errorMessage, useFieldError } from './account-text';
import { AuthLayout } from './auth-layout';
import { withBefore } from './sign-in-page';
import { useBeforePath, useFinishSignIn } from './use-account-session';
import { FormAlert } from './form-alert';
import styles from './account-form.module.scss';

export function SignUpForm({ onSignedUp }: { onSignedUp: (accessToken: string) => Promise<void> }) {
  const { t, i18n } = useTranslation('account');
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignUpForm>({
    resolver: yupResolver(signUpFormSchema),
    defaultValues: {
      first_name: '',
      last_name: '',
      email: '',
      password: '',
      confirmPassword: '',
      promotional_consent: false,
    },
  });
  const fieldError = useFieldError();

  const { mutateAsync: signUp } = useSignUpMutation();
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const language = i18n.language === 'ko' ? 'ko' : 'en';
      const { accessToken } = await signUp({ ...values, language });
      await onSignedUp(accessToken);
    } catch (error) {
      setFailure(errorMessage(t, error));
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <FormAlert message={failure} className={styles.alert} />
      <div className={styles.row}>
        <TextField
          label={t('signUp.firstName')}
          autoComplete="given-name"
          error={fieldError(errors.first_name?.message)}
          {...register('first_name')}
        />
        <TextField
          label={t('signUp.lastName')}
          autoComplete="family-name"
          error={fieldError(errors.last_name?.message)}
          {...register('last_name')}
        />
      </div>
      <EmailField
        label={t('signUp.email')}
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label={t('signUp.password')}
        purpose="new"
        hint={t('signUp.passwordHint')}
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label={t('signUp.confirmPassword')}
        purpose="new"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <CheckboxField label={t('signUp.promotional')} {...register('promotional_consent')} />
      <Button type="submit" size="lg" block disabled={isSubmitting}>
        {t('signUp.submit')}
      </Button>
    </form>
  );
}

export function SignUpPage() {
  const { t } = useTranslation('account');
  const before = useBeforePath();
  const finish = useFinishSignIn();
  return (
    <AuthLayout
      title={t('signUp.title')}
      lead={t('signUp.lead')}
      footer={
        <>
          {t('signUp.haveAccount')}
          <Link href={withBefore('/sign-in', before)}>{t('signUp.signIn')}</Link>
        </>
      }
    >
      <SignUpForm
        onSignedUp={async (accessToken) => {
          toast.success(t('signUp.welcome'));
          await finish(accessToken, before ?? '/my-page/info');
        }}
      />
    </AuthLayout>
  );
}
