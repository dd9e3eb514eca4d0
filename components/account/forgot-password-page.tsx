// /forgot-password (rules §2): the account's e-mail, a code sent to it, then the code and a new
// password (confirmPassword checked here and dropped before sending, rules §5). A code already
// received can be entered without sending another (after a 429 above all), and "send again"
// waits out the resend interval or the 429's Retry-After with a countdown.
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { apiErrorRetryAfterSeconds, apiErrorStatus } from '@/api/api-error';
import { useResetPasswordMutation } from '@/api/customer/reset-password';
import { useSendResetCodeMutation } from '@/api/customer/send-reset-code';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/form/form-field';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { verificationCodeRules } from '@/rules/account-limits';
import {
  resetCodeRequestSchema,
  resetPasswordFormSchema,
  type ResetCodeRequest,
  type ResetPasswordForm,
} from '@/schemas/customer';
import { EmailField, PasswordField } from './account-fields';
import { errorMessage, useFieldError } from './account-text';
import { AuthLayout } from './auth-layout';
import { withBefore } from './sign-in-page';
import { useBeforePath } from './use-account-session';
import { FormAlert } from './form-alert';
import styles from './account-form.module.scss';

/** The code step: for which e-mail, whether a code was just sent, when "send again" may be used. */
interface CodeStep {
  email: string;
  sentNow: boolean;
  /** Epoch ms; null: at once. */
  resendAt: number | null;
}

const afterResendInterval = () => Date.now() + verificationCodeRules.resendIntervalSeconds * 1000;

/** When a failed send may be tried again: the 429's Retry-After; null for other failures. */
function retryAtOf(error: unknown): number | null {
  if (apiErrorStatus(error) !== 429) return null;
  const seconds = apiErrorRetryAfterSeconds(error) ?? verificationCodeRules.resendIntervalSeconds;
  return Date.now() + seconds * 1000;
}

export function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  const before = useBeforePath();
  const [step, setStep] = useState<CodeStep | null>(null);
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
      ) : step === null ? (
        <ResetCodeForm onCodeStep={setStep} />
      ) : (
        <ResetPasswordFormView
          key={step.email}
          email={step.email}
          codeSentNow={step.sentNow}
          resendAt={step.resendAt}
          onChangeEmail={() => setStep(null)}
          onDone={() => setDone(true)}
        />
      )}
    </AuthLayout>
  );
}

function ResetCodeForm({ onCodeStep }: { onCodeStep: (step: CodeStep) => void }) {
  const { t } = useTranslation('account');
  const { mutateAsync: sendResetCode } = useSendResetCodeMutation();
  const [failure, setFailure] = useState<string | null>(null);
  // A 429 for an e-mail: the code step's "send again" waits until then.
  const [limited, setLimited] = useState<{ email: string; until: number } | null>(null);
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
      onCodeStep({ email, sentNow: true, resendAt: afterResendInterval() });
    } catch (error) {
      setFailure(errorMessage(t, error));
      const until = retryAtOf(error);
      setLimited(until === null ? null : { email, until });
    }
  });
  // The code already received: no new one is sent (the e-mail is checked like the form's).
  const onHaveCode = handleSubmit(({ email }) =>
    onCodeStep({
      email,
      sentNow: false,
      resendAt: limited?.email === email ? limited.until : null,
    }),
  );
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <FormAlert message={failure} className={styles.alert} />
      <EmailField label={t('forgot.email')} error={errors.email?.message} {...register('email')} />
      <Button type="submit" size="lg" block disabled={isSubmitting}>
        {t('forgot.sendCode')}
      </Button>
      <button type="button" className={styles.inlineLink} onClick={() => void onHaveCode()}>
        {t('forgot.haveCode')}
      </button>
    </form>
  );
}

/**
 * A countdown to `at` (epoch ms): the whole seconds left, ticking each second (0 once passed),
 * and a setter for a new `at`.
 */
function useCountdown(initialAt: number | null): [number, (at: number) => void] {
  const [clock, setClock] = useState(() => ({ at: initialAt, now: Date.now() }));
  const { at } = clock;
  useEffect(() => {
    if (at === null) return;
    const timer = setInterval(() => {
      const now = Date.now();
      setClock((current) => ({ ...current, now }));
      if (now >= at) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [at]);
  const left = at === null ? 0 : Math.max(0, Math.ceil((at - clock.now) / 1000));
  return [left, (next) => setClock({ at: next, now: Date.now() })];
}

const minutesAndSeconds = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export function ResetPasswordFormView({
  email,
  onDone,
  codeSentNow = true,
  resendAt = null,
  onChangeEmail,
}: {
  email: string;
  onDone: () => void;
  /** False: the customer brings a code sent earlier. */
  codeSentNow?: boolean;
  /** When "send again" may be used (epoch ms); null: at once. */
  resendAt?: number | null;
  onChangeEmail?: () => void;
}) {
  const { t } = useTranslation('account');
  const { mutateAsync: resetPassword } = useResetPasswordMutation();
  const { mutateAsync: sendResetCode } = useSendResetCodeMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [sentNow, setSentNow] = useState(codeSentNow);
  const [wait, setNextResendAt] = useCountdown(resendAt);
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
  const resend = async () => {
    setFailure(null);
    try {
      await sendResetCode(email);
      setSentNow(true);
      setNextResendAt(afterResendInterval());
    } catch (error) {
      setFailure(errorMessage(t, error));
      const until = retryAtOf(error);
      if (until !== null) setNextResendAt(until);
    }
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.notice} role="status">
        {t(sentNow ? 'forgot.codeSent' : 'forgot.codeEarlier', { email })}
      </p>
      <FormAlert message={failure} className={styles.alert} />
      <TextField
        label={t('forgot.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={fieldError(errors.code?.message)}
        {...register('code')}
      />
      <PasswordField
        label={t('forgot.newPassword')}
        purpose="new"
        hint={t('signUp.passwordHint')}
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label={t('forgot.confirmPassword')}
        purpose="new"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" size="lg" block disabled={isSubmitting}>
        {t('forgot.submit')}
      </Button>
      <div className={styles.links}>
        {onChangeEmail ? (
          <button type="button" className={styles.inlineLink} onClick={onChangeEmail}>
            {t('forgot.changeEmail')}
          </button>
        ) : null}
        <button
          type="button"
          className={styles.inlineLink}
          disabled={wait > 0}
          onClick={() => void resend()}
        >
          {wait > 0 ? t('forgot.resendIn', { time: minutesAndSeconds(wait) }) : t('forgot.resend')}
        </button>
      </div>
    </form>
  );
}
