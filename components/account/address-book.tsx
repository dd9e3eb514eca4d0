// Shipping addresses (rules §3 "Address"): postal code, street (road-name) address, detail
// address, phone, optional nickname, one default. Add, edit, delete, make default.
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAddShippingAddressMutation } from '@/api/shipping-addresses/add-shipping-address';
import { useDeleteShippingAddressMutation } from '@/api/shipping-addresses/delete-shipping-address';
import { useEditShippingAddressMutation } from '@/api/shipping-addresses/edit-shipping-address';
import { useSetDefaultShippingAddressMutation } from '@/api/shipping-addresses/set-default-shipping-address';
import { Button } from '@/components/ui/button/button';
import { CheckboxField, SelectField, TextField } from '@/components/ui/form/form-field';
import { useTranslation } from 'next-i18next/pages';
import { useLanguage } from '@/hooks/use-preferences';
import { shippingAddressRequestSchema, type ShippingAddressRequest } from '@/schemas/customer';
import type { ShippingAddressDto } from '@/schemas/customer-dto';
import { errorMessage, useFieldError } from './account-text';
import { FormAlert } from './form-alert';
import styles from './my-info-page.module.scss';

type Editing = null | 'new' | ShippingAddressDto;

export function AddressBook({ addresses }: { addresses: ShippingAddressDto[] }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const [editing, setEditing] = useState<Editing>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { mutateAsync: addShippingAddress } = useAddShippingAddressMutation();
  const { mutateAsync: editShippingAddress } = useEditShippingAddressMutation();
  const { mutateAsync: deleteShippingAddress } = useDeleteShippingAddressMutation();
  const { mutateAsync: setDefaultShippingAddress } = useSetDefaultShippingAddressMutation();

  /** Each call reads the addresses again before it resolves. */
  const run = async (action: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(errorMessage(t, error));
    }
  };

  return (
    <div className={styles.stack}>
      <FormAlert message={failure} className={styles.alert} />
      {addresses.length === 0 && editing === null && (
        <p className={styles.muted}>{t('address.empty')}</p>
      )}
      <ul className={styles.addresses} aria-label={t('info.addresses')}>
        {addresses.map((address) =>
          editing !== null && editing !== 'new' && editing.id === address.id ? (
            <li key={address.id} className={styles.addressCard}>
              <AddressForm
                title={t('address.editTitle')}
                initial={address}
                onCancel={() => setEditing(null)}
                onSave={(values) =>
                  run(async () => {
                    await editShippingAddress({ id: address.id, body: values });
                    setEditing(null);
                  })
                }
              />
            </li>
          ) : (
            <li
              key={address.id}
              className={styles.addressCard}
              aria-label={address.nickname ?? address.street_address}
            >
              <div className={styles.addressText}>
                <p className={styles.addressName}>
                  {address.nickname ?? t('address.newTitle')}
                  {address.is_default && (
                    <span className={styles.defaultBadge}>{t('address.default')}</span>
                  )}
                </p>
                <p>
                  ({address.postal_code}) {address.street_address}
                  {address.detail_address ? `, ${address.detail_address}` : ''}
                </p>
                <p>{countryName(address.country, language)}</p>
                <p className={styles.muted}>{address.phone_number}</p>
              </div>
              <div className={styles.addressActions}>
                {!address.is_default && (
                  <Button
                    variant="text"
                    onClick={() => void run(() => setDefaultShippingAddress(address.id))}
                  >
                    {t('address.setDefault')}
                  </Button>
                )}
                <Button variant="text" onClick={() => setEditing(address)}>
                  {t('address.edit')}
                </Button>
                <Button
                  variant="text"
                  onClick={() => {
                    if (window.confirm(t('address.confirmDelete')))
                      void run(() => deleteShippingAddress(address.id));
                  }}
                >
                  {t('address.delete')}
                </Button>
              </div>
            </li>
          ),
        )}
      </ul>
      {editing === 'new' ? (
        <div className={styles.addressCard}>
          <AddressForm
            title={t('address.newTitle')}
            onCancel={() => setEditing(null)}
            onSave={(values) =>
              run(async () => {
                await addShippingAddress(values);
                setEditing(null);
              })
            }
          />
        </div>
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setEditing('new')}>
            {t('address.add')}
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * Countries offered for an address: Korea first (normal delivery, rules §9), then where the
 * store's international buyers live; pick-up and storage serve every one of them.
 */
const addressCountries = [
  'KR',
  'US',
  'JP',
  'CN',
  'HK',
  'TW',
  'SG',
  'TH',
  'VN',
  'ID',
  'PH',
  'MY',
  'AU',
  'NZ',
  'CA',
  'GB',
  'FR',
  'DE',
  'IT',
  'ES',
  'NL',
  'CH',
  'AE',
] as const;

const countryNames = new Map<string, Intl.DisplayNames>();
/** The country's name in the visitor's language (its code where the runtime has none). */
export function countryName(code: string, language: string): string {
  let names = countryNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region' });
    countryNames.set(language, names);
  }
  return names.of(code) ?? code;
}

export function AddressForm({
  title,
  initial,
  onSave,
  onCancel,
}: {
  title: string;
  initial?: ShippingAddressDto;
  onSave: (values: ShippingAddressRequest) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ShippingAddressRequest>({
    resolver: yupResolver(shippingAddressRequestSchema),
    defaultValues: {
      postal_code: initial?.postal_code ?? '',
      street_address: initial?.street_address ?? '',
      detail_address: initial?.detail_address ?? '',
      phone_number: initial?.phone_number ?? '',
      nickname: initial?.nickname ?? '',
      country: initial?.country ?? 'KR',
      is_default: initial?.is_default ?? false,
    },
  });
  const fieldError = useFieldError();

  return (
    <form
      className={styles.stack}
      noValidate
      aria-label={title}
      onSubmit={handleSubmit((values) => onSave({ ...values, nickname: values.nickname || null }))}
    >
      <p className={styles.formTitle}>{title}</p>
      <div className={styles.pair}>
        <TextField
          label={t('address.nickname')}
          placeholder={t('address.nicknameHint')}
          error={fieldError(errors.nickname?.message)}
          {...register('nickname')}
        />
        <TextField
          label={t('address.postalCode')}
          hint={t('address.postalHint')}
          autoComplete="postal-code"
          error={fieldError(errors.postal_code?.message)}
          {...register('postal_code')}
        />
      </div>
      <SelectField
        label={t('address.country')}
        hint={t('address.countryHint')}
        autoComplete="country"
        error={fieldError(errors.country?.message)}
        {...register('country')}
      >
        {addressCountries.map((code) => (
          <option key={code} value={code}>
            {countryName(code, language)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('address.street')}
        placeholder={t('address.streetHint')}
        autoComplete="address-line1"
        error={fieldError(errors.street_address?.message)}
        {...register('street_address')}
      />
      <div className={styles.pair}>
        <TextField
          label={t('address.detail')}
          placeholder={t('address.detailHint')}
          autoComplete="address-line2"
          error={fieldError(errors.detail_address?.message)}
          {...register('detail_address')}
        />
        <TextField
          label={t('address.phone')}
          inputMode="numeric"
          autoComplete="tel-national"
          error={fieldError(errors.phone_number?.message)}
          {...register('phone_number')}
        />
      </div>
      {!initial?.is_default && (
        <CheckboxField label={t('address.makeDefault')} {...register('is_default')} />
      )}
      <div className={styles.formActions}>
        <Button type="submit" disabled={isSubmitting}>
          {t('address.save')}
        </Button>
        <Button variant="text" onClick={onCancel}>
          {t('address.cancel')}
        </Button>
      </div>
    </form>
  );
}
