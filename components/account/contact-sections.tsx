// E-mail and phone on the profile (rules §4: each has verify and verified states). Verifying the
// account's own e-mail: send a code, confirm it. Changing the e-mail or the phone: the new value,
// a code sent to it, confirmed, then saved (the server refuses a value that was not confirmed).
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { object } from 'yup';
import { useConfirmEmailMutation } from '@/api/customer/change-email';
import { useConfirmPhoneMutation } from '@/api/customer/change-phone';
import { useSendEmailCodeMutation } from '@/api/customer/send-email-code';
import { useSendSmsCodeMutation } from '@/api/customer/send-sms-code';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/form/form-field';
import { useTranslation } from 'next-i18next/pages';
import { emailField } from '@/schemas/email';
import { countryCodeField, phoneField, type PhoneRequest } from '@/schemas/customer';
import type { CustomerDto } from '@/schemas/customer-dto';
import { EmailField } from './account-fields';
import { errorMessage, translateAccountMessage } from './account-text';
import { CodeEntry } from './code-entry';
import { FormAlert } from './form-alert';
import styles from './my-info-page.module.scss';

function Status({ verified }: { verified: boolean }) {
  const { t } = useTranslation('account');
  return (
    <span className={verified ? styles.verified : styles.unverified}>
      {verified ? t('info.verified') : t('info.notVerified')}
    </span>
  );
}

const emailSchema = object({ email: emailField() });

export function EmailSection({ customer }: { customer: CustomerDto }) {
  const { t } = useTranslation('account');
  const { mutateAsync: sendEmailCode } = useSendEmailCodeMutation();
  const { mutateAsync: confirmEmail } = useConfirmEmailMutation();
  const [mode, setMode] = useState<'view' | 'edit' | { code: string }>('view');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ email: string }>({
    resolver: yupResolver(emailSchema),
    defaultValues: { email: '' },
  });

  const send = async (email?: string) => {
    setFailure(null);
    try {
      await sendEmailCode(email);
      setMode({ code: email ?? customer.email });
    } catch (error) {
      setFailure(errorMessage(t, error));
    }
  };

  const confirm = async (target: string, code: string) => {
    await confirmEmail({ email: target, code, isNew: target !== customer.email });
    setMode('view');
  };

  return (
    <div className={styles.item}>
      <div className={styles.itemHead}>
        <span className={styles.itemLabel}>{t('info.email')}</span>
        <span className={styles.itemValue}>
          {customer.email} <Status verified={customer.email_verified} />
        </span>
        {mode === 'view' && (
          <span className={styles.itemActions}>
            {!customer.email_verified && (
              <Button variant="secondary" onClick={() => void send()}>
                {t('info.verify')}
              </Button>
            )}
            <Button variant="text" onClick={() => setMode('edit')}>
              {t('info.change')}
            </Button>
          </span>
        )}
      </div>
      <FormAlert message={failure} className={styles.alert} />
      {mode === 'edit' && (
        <form
          className={styles.step}
          noValidate
          onSubmit={form.handleSubmit(({ email }) => send(email))}
        >
          <div className={styles.inline}>
            <EmailField
              label={t('info.newEmail')}
              error={form.formState.errors.email?.message}
              {...form.register('email')}
            />
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {t('info.sendCode')}
            </Button>
          </div>
          <button type="button" className={styles.textButton} onClick={() => setMode('view')}>
            {t('info.cancel')}
          </button>
        </form>
      )}
      {typeof mode === 'object' && (
        <CodeEntry
          sentTo={t('info.codeSentEmail', { email: mode.code })}
          onConfirm={(code) => confirm(mode.code, code)}
          onResend={() =>
            sendEmailCode(mode.code === customer.email ? undefined : mode.code).then()
          }
          onCancel={() => setMode('view')}
        />
      )}
    </div>
  );
}

const phoneSchema = object({ country_code: countryCodeField(), phone: phoneField() });

export function PhoneSection({ customer }: { customer: CustomerDto }) {
  const { t } = useTranslation('account');
  const { mutateAsync: sendSmsCode } = useSendSmsCodeMutation();
  const { mutateAsync: confirmPhone } = useConfirmPhoneMutation();
  const [mode, setMode] = useState<'view' | 'edit' | { phone: PhoneRequest }>('view');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PhoneRequest>({
    resolver: yupResolver(phoneSchema),
    defaultValues: { country_code: customer.country_code ?? '+82', phone: '' },
  });
  const errors = form.formState.errors;

  const send = async (phone: PhoneRequest) => {
    setFailure(null);
    try {
      await sendSmsCode(phone);
      setMode({ phone });
    } catch (error) {
      setFailure(errorMessage(t, error));
    }
  };

  return (
    <div className={styles.item}>
      <div className={styles.itemHead}>
        <span className={styles.itemLabel}>{t('info.phone')}</span>
        <span className={styles.itemValue}>
          {customer.contact ?? <span className={styles.muted}>{t('info.noPhone')}</span>}
          {customer.has_phone && <Status verified />}
        </span>
        {mode === 'view' && (
          <span className={styles.itemActions}>
            <Button
              variant={customer.has_phone ? 'text' : 'secondary'}
              onClick={() => setMode('edit')}
            >
              {customer.has_phone ? t('info.change') : t('info.addPhone')}
            </Button>
          </span>
        )}
      </div>
      <FormAlert message={failure} className={styles.alert} />
      {mode === 'edit' && (
        <form className={styles.step} noValidate onSubmit={form.handleSubmit(send)}>
          <div className={styles.phoneRow}>
            <TextField
              label={t('info.countryCode')}
              inputMode="tel"
              autoComplete="tel-country-code"
              error={
                errors.country_code?.message
                  ? translateAccountMessage(t, errors.country_code.message)
                  : undefined
              }
              {...form.register('country_code')}
            />
            <TextField
              label={t('info.phone')}
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder="1012345678"
              error={
                errors.phone?.message ? translateAccountMessage(t, errors.phone.message) : undefined
              }
              {...form.register('phone')}
            />
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {t('info.sendCode')}
            </Button>
          </div>
          <button type="button" className={styles.textButton} onClick={() => setMode('view')}>
            {t('info.cancel')}
          </button>
        </form>
      )}
      {typeof mode === 'object' && (
        <CodeEntry
          sentTo={t('info.codeSentPhone', {
            phone: `${mode.phone.country_code} ${mode.phone.phone}`,
          })}
          onConfirm={async (code) => {
            await confirmPhone({ phone: mode.phone, code });
            setMode('view');
          }}
          onResend={() => sendSmsCode(mode.phone).then()}
          onCancel={() => setMode('view')}
        />
      )}
    </div>
  );
}
