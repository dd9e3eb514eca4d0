// /forgot-password (SPEC §2): the account's e-mail, a code sent to it, then the code and a new
// password (confirmPassword checked here and dropped before sending, SPEC §5).
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { resetPassword } from '@/api/customer/reset-password';
import { sendResetCode } from '@/api/customer/send-reset-code';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/form/form-field';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import {
  resetCodeRequestSchema,
  resetPasswordFormSchema,
  type ResetCodeRequest,
  type ResetPasswordForm,
} from '@/schemas/customer';
import { errorMessage, translateAccountMessage, useFieldError } from './account-text';
import { AuthLayout } from './auth-layout';
import { withBefore } from './sign-in-page';
import { useBeforePath } from './use-account-session';
import { FormAlert } from './form-alert';
import styles from './account-form.module.scss';

export function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  const before = useBeforePath();
  const [email, setEmail] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  return (
    <AuthLayout
      title={t('forgot.title')}
      lead={done ? undefined : t('forgot.lead')}
      footer={<Link href={withBefore('/sign-in', before)}>{t('forgot.backToSignIn')}</Link>}
    >
      {done ? (
        <p className={styles.notice} role="status">
          {t('forgot.done')}
        </p>
      ) : email === null ? (
        <ResetCodeForm onSent={setEmail} />
      ) : (
        <ResetPasswordFormView email={email} onDone={() => setDone(true)} />
      )}
    </AuthLayout>
  );
}

function ResetCodeForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation('account');
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetCodeRequest>({
    resolver: yupResolver(resetCodeRequestSchema),
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await sendResetCode(email);
      onSent(email);
    } catch (error) {
      setFailure(errorMessage(t, error));
    }
  });
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <FormAlert message={failure} className={styles.alert} />
      <TextField
        label={t('forgot.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message ? translateAccountMessage(t, errors.email.message) : undefined}
        {...register('email')}
      />
      <Button type="submit" size="lg" block disabled={isSubmitting}>
        {t('forgot.sendCode')}
      </Button>
    </form>
  );
}

export function ResetPasswordFormView({ email, onDone }: { email: string; onDone: () => void }) {
  const { t } = useTranslation('account');
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordForm>({
    resolver: yupResolver(resetPasswordFormSchema),
    defaultValues: { email, code: '', password: '', confirmPassword: '' },
  });
  const fieldError = useFieldError();
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await resetPassword(values);
      onDone();
    } catch (error) {
      setFailure(errorMessage(t, error));
    }
  });
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.notice}>{t('forgot.codeSent', { email })}</p>
      <FormAlert message={failure} className={styles.alert} />
      <TextField
        label={t('forgot.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={fieldError(errors.code?.message)}
        {...register('code')}
      />
      <TextField
        label={t('forgot.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('signUp.passwordHint')}
        error={fieldError(errors.password?.message)}
        {...register('password')}
      />
      <TextField
        label={t('forgot.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={fieldError(errors.confirmPassword?.message)}
        {...register('confirmPassword')}
      />
      <Button type="submit" size="lg" block disabled={isSubmitting}>
        {t('forgot.submit')}
      </Button>
      <button
        type="button"
        className={styles.inlineLink}
        onClick={() => {
          setFailure(null);
          sendResetCode(email).catch((error: unknown) => setFailure(errorMessage(t, error)));
        }}
      >
        {t('forgot.resend')}
      </button>
    </form>
  );
}
