// Password change (rules §5: current password required, new password and confirmation match).
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useChangePasswordMutation } from '@/api/customer/change-password';
import { Button } from '@/components/ui/button/button';
import { useTranslation } from 'next-i18next/pages';
import { changePasswordRequestSchema, type ChangePasswordRequest } from '@/schemas/customer';
import { PasswordField } from './account-fields';
import { errorMessage, translateAccountMessage } from './account-text';
import styles from './my-info-page.module.scss';

export function PasswordSection({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('account');
  const { mutateAsync: changePassword } = useChangePasswordMutation();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordRequest>({
    resolver: yupResolver(changePasswordRequestSchema),
    defaultValues: { current_password: '', password: '', confirmPassword: '' },
  });

  if (!hasPassword) return <p className={styles.note}>{t('info.noPassword')}</p>;

  const onSubmit = handleSubmit(async (values) => {
    setResult(null);
    try {
      const { message } = await changePassword(values);
      reset();
      setResult({ ok: true, message: translateAccountMessage(t, message) });
    } catch (error) {
      setResult({ ok: false, message: errorMessage(t, error) });
    }
  });

  return (
    <form className={styles.stack} onSubmit={onSubmit} noValidate>
      {result && (
        <p
          className={result.ok ? styles.success : styles.alert}
          role={result.ok ? 'status' : 'alert'}
        >
          {result.message}
        </p>
      )}
      <PasswordField
        label={t('info.currentPassword')}
        purpose="current"
        error={errors.current_password?.message}
        {...register('current_password')}
      />
      <div className={styles.pair}>
        <PasswordField
          label={t('info.newPassword')}
          purpose="new"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label={t('info.confirmPassword')}
          purpose="new"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      </div>
      <div>
        <Button type="submit" variant="secondary" disabled={isSubmitting}>
          {t('info.changePassword')}
        </Button>
      </div>
    </form>
  );
}
