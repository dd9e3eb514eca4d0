// /my-page/info (rules §2 "Profile"): name, e-mail and phone with their verify and verified
// states, password change, promotional opt-in, the default shipping address and the address book.
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { object } from 'yup';
import { useUpdateCustomerMutation } from '@/api/customer/update-customer';
import { useCustomerInfo } from '@/api/customer/get-customer-info';
import { Button } from '@/components/ui/button/button';
import { CheckboxField, TextField } from '@/components/ui/form/form-field';
import { useTranslation } from 'next-i18next/pages';
import { firstNameField, lastNameField } from '@/schemas/customer';
import type { CustomerDto } from '@/schemas/customer-dto';
import { errorMessage, useFieldError } from './account-text';
import { AddressBook } from './address-book';
import { EmailSection, PhoneSection } from './contact-sections';
import { MyPageLayout } from './my-page-layout';
import { PasswordSection } from './password-section';
import { FormAlert } from './form-alert';
import styles from './my-info-page.module.scss';

function Section({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children: React.ReactNode;
}) {
  return (
    <section className={styles.section}>
      <header className={styles.sectionHead}>
        <h2 className={styles.sectionTitle}>{title}</h2>
        {lead && <p className={styles.muted}>{lead}</p>}
      </header>
      <div className={styles.sectionBody}>{children}</div>
    </section>
  );
}

export function MyInfoPage() {
  const { t } = useTranslation('account');
  return (
    <MyPageLayout section="info" title={t('info.metaTitle')}>
      <MyInfo />
    </MyPageLayout>
  );
}

function MyInfo() {
  const { t } = useTranslation('account');
  const { data: customer } = useCustomerInfo();

  if (!customer) return null;
  return (
    <div className={styles.page}>
      <header className={styles.pageHead}>
        <h1 className={styles.pageTitle}>{t('info.title')}</h1>
        <p className={styles.muted}>{t('info.lead')}</p>
      </header>
      <Section title={t('info.profile')}>
        <ProfileForm key={customer.id} customer={customer} />
        <EmailSection customer={customer} />
        <PhoneSection customer={customer} />
      </Section>
      <Section title={t('info.password')} lead={t('info.passwordLead')}>
        <PasswordSection hasPassword={customer.has_password} />
      </Section>
      <Section title={t('info.promotional')}>
        <PromotionalConsent customer={customer} />
      </Section>
      <Section title={t('info.addresses')}>
        <div className={styles.defaultAddress}>
          <p className={styles.itemLabel}>{t('info.defaultAddress')}</p>
          {customer.default_address ? (
            <p data-testid="default-address">
              {customer.default_address.nickname && (
                <strong>{customer.default_address.nickname} · </strong>
              )}
              ({customer.default_address.postal_code}) {customer.default_address.street_address}{' '}
              {customer.default_address.detail_address}
            </p>
          ) : (
            <p className={styles.muted}>{t('info.noDefault')}</p>
          )}
        </div>
        <AddressBook addresses={customer.shipping_addresses} />
      </Section>
    </div>
  );
}

const profileSchema = object({ first_name: firstNameField(), last_name: lastNameField() });

function ProfileForm({ customer }: { customer: CustomerDto }) {
  const { t } = useTranslation('account');
  const { mutateAsync: updateCustomer } = useUpdateCustomerMutation();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
    reset,
  } = useForm<{ first_name: string; last_name: string }>({
    resolver: yupResolver(profileSchema),
    defaultValues: { first_name: customer.first_name, last_name: customer.last_name },
  });
  const fieldError = useFieldError();

  const onSubmit = handleSubmit(async (values) => {
    setResult(null);
    try {
      const saved = await updateCustomer(values);
      reset({ first_name: saved.first_name, last_name: saved.last_name });
      setResult({ ok: true, message: t('info.saved') });
    } catch (error) {
      setResult({ ok: false, message: errorMessage(t, error) });
    }
  });

  return (
    <form className={styles.stack} onSubmit={onSubmit} noValidate aria-label={t('info.profile')}>
      {result && (
        <p
          className={result.ok ? styles.success : styles.alert}
          role={result.ok ? 'status' : 'alert'}
        >
          {result.message}
        </p>
      )}
      <div className={styles.nameRow}>
        <TextField
          label={t('info.firstName')}
          autoComplete="given-name"
          error={fieldError(errors.first_name?.message)}
          {...register('first_name')}
        />
        <TextField
          label={t('info.lastName')}
          autoComplete="family-name"
          error={fieldError(errors.last_name?.message)}
          {...register('last_name')}
        />
        <Button type="submit" variant="secondary" disabled={isSubmitting || !isDirty}>
          {t('info.saveProfile')}
        </Button>
      </div>
    </form>
  );
}

function PromotionalConsent({ customer }: { customer: CustomerDto }) {
  const { t } = useTranslation('account');
  const { mutateAsync: updateCustomer } = useUpdateCustomerMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <div className={styles.stack}>
      <FormAlert message={failure} className={styles.alert} />
      <CheckboxField
        label={t('info.promotionalLabel')}
        checked={customer.promotional_consent}
        disabled={busy}
        onChange={async (event) => {
          setFailure(null);
          setBusy(true);
          try {
            await updateCustomer({ promotional_consent: event.currentTarget.checked });
          } catch (error) {
            setFailure(errorMessage(t, error));
          } finally {
            setBusy(false);
          }
        }}
      />
    </div>
  );
}
