// /sign-up/detail: a new account made with a social sign-in confirms its name and chooses
// promotional e-mails, then goes on to where sign-in started.
import { yupResolver } from '@hookform/resolvers/yup';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { boolean, object } from 'yup';
import { useUpdateCustomerMutation } from '@/api/customer/update-customer';
import { useCustomerInfo } from '@/api/customer/get-customer-info';
import { Button } from '@/components/ui/button/button';
import { CheckboxField, TextField } from '@/components/ui/form/form-field';
import { useTranslation } from 'next-i18next/pages';
import { firstNameField, lastNameField } from '@/schemas/customer';
import type { CustomerDto } from '@/schemas/customer-dto';
import { errorMessage, useFieldError } from './account-text';
import { AuthLayout } from './auth-layout';
import { SIGN_UP_DETAIL_PENDING_KEY } from './social-callback-page';
import { useBeforePath } from './use-account-session';
import { FormAlert } from './form-alert';
import styles from './account-form.module.scss';

const detailSchema = object({
  first_name: firstNameField(),
  last_name: lastNameField(),
  promotional_consent: boolean().default(false),
});

function pending(): boolean {
  try {
    return (
      typeof window !== 'undefined' &&
      window.sessionStorage.getItem(SIGN_UP_DETAIL_PENDING_KEY) === '1'
    );
  } catch {
    return false;
  }
}

export function SignUpDetailPage() {
  const { t } = useTranslation('account');
  const { data: customer } = useCustomerInfo();
  const [inFlow] = useState(pending);
  return (
    <AuthLayout title={t('signUpDetail.title')} lead={t('signUpDetail.lead')} guard={!inFlow}>
      {customer && <DetailForm customer={customer} />}
    </AuthLayout>
  );
}

function DetailForm({ customer }: { customer: CustomerDto }) {
  const { t } = useTranslation('account');
  const router = useRouter();
  const before = useBeforePath();
  const { mutateAsync: updateCustomer } = useUpdateCustomerMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: yupResolver(detailSchema),
    defaultValues: {
      first_name: customer.first_name,
      last_name: customer.last_name,
      promotional_consent: customer.promotional_consent,
    },
  });
  const fieldError = useFieldError();
  const leave = async () => {
    try {
      window.sessionStorage.removeItem(SIGN_UP_DETAIL_PENDING_KEY);
    } catch {
      // Nothing to clear.
    }
    await router.replace(before ?? '/');
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await updateCustomer(values);
      await leave();
    } catch (error) {
      setFailure(errorMessage(t, error));
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <FormAlert message={failure} className={styles.alert} />
      <p className={styles.notice}>{customer.email}</p>
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
      <CheckboxField label={t('signUp.promotional')} {...register('promotional_consent')} />
      <Button type="submit" size="lg" block disabled={isSubmitting}>
        {t('signUpDetail.submit')}
      </Button>
      <Button variant="text" onClick={() => void leave()}>
        {t('signUpDetail.skip')}
      </Button>
    </form>
  );
}
