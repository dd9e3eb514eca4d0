// The second step of every verification: the 6-digit code that was sent, confirmed or resent.
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { object } from 'yup';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/form/form-field';
import { useTranslation } from 'next-i18next/pages';
import { verificationCodeField } from '@/schemas/customer';
import { errorMessage, translateAccountMessage } from './account-text';
import { FormAlert } from './form-alert';
import styles from './my-info-page.module.scss';

const codeSchema = object({ code: verificationCodeField() });

export function CodeEntry({
  sentTo,
  onConfirm,
  onResend,
  onCancel,
}: {
  sentTo: string;
  onConfirm: (code: string) => Promise<void>;
  onResend: () => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('account');
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ code: string }>({
    resolver: yupResolver(codeSchema),
    defaultValues: { code: '' },
  });

  const onSubmit = handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      await onConfirm(code);
    } catch (error) {
      setFailure(errorMessage(t, error));
    }
  });

  return (
    <form className={styles.step} onSubmit={onSubmit} noValidate>
      <p className={styles.sent}>{sentTo}</p>
      <FormAlert message={failure} className={styles.alert} />
      <div className={styles.inline}>
        <TextField
          label={t('info.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={errors.code?.message ? translateAccountMessage(t, errors.code.message) : undefined}
          {...register('code')}
        />
        <Button type="submit" disabled={isSubmitting}>
          {t('info.confirm')}
        </Button>
      </div>
      <div className={styles.links}>
        <button
          type="button"
          className={styles.textButton}
          onClick={() => {
            setFailure(null);
            onResend().catch((error: unknown) => setFailure(errorMessage(t, error)));
          }}
        >
          {t('forgot.resend')}
        </button>
        <button type="button" className={styles.textButton} onClick={onCancel}>
          {t('info.cancel')}
        </button>
      </div>
    </form>
  );
}
