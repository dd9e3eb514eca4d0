// Contact, VIP contact, artist and gallery enrolment and the request for sale of an artwork
// (rules §2 footer; §3 contact types): a real form posted to /v3/store/contact. Failures toast
// through the HTTP client and keep the form open.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'next-i18next/pages';
import type { ContactType } from '@/schemas/contact';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button/button';
import { TextArea, TextField } from '@/components/ui/form/form-field';
import { Modal } from '@/components/ui/modal/modal';
import { useContactMutation } from '@/api/contact/send-contact';
import styles from './contact-modal.module.scss';

export type ContactModalType = ContactType;

/** The artwork a request for sale is about. */
export interface ContactArtwork {
  id: string;
  title: string;
}

const copyKey: Record<ContactModalType, string> = {
  enroll_gallery: 'contact.enrollGallery',
  enroll_artist: 'contact.enrollArtist',
  common_contact: 'contact.common',
  vip_contact: 'contact.vip',
  request_for_sale: 'contact.requestForSale',
};

interface Values {
  name: string;
  email: string;
  phone: string;
  organization: string;
  website: string;
  message: string;
}

const empty: Values = {
  name: '',
  email: '',
  phone: '',
  organization: '',
  website: '',
  message: '',
};
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Field errors as translation keys; empty when the form may be sent. */
export function contactErrors(
  type: ContactModalType,
  values: Values,
): Partial<Record<keyof Values, string>> {
  const errors: Partial<Record<keyof Values, string>> = {};
  if (!values.name.trim()) errors.name = 'contact.errors.name';
  if (!EMAIL.test(values.email.trim())) errors.email = 'contact.errors.email';
  if (type === 'enroll_gallery' && !values.organization.trim())
    errors.organization = 'contact.errors.organization';
  if (!values.message.trim()) errors.message = 'contact.errors.message';
  return errors;
}

export function ContactModal({
  type,
  artwork,
  onClose,
}: {
  type: ContactModalType | null;
  artwork?: ContactArtwork;
  onClose: () => void;
}) {
  const { t } = useTranslation('common');
  const key = type ? copyKey[type] : 'contact.common';
  return (
    <Modal
      open={type !== null}
      onClose={onClose}
      title={t(`${key}.title`)}
      description={t(`${key}.description`, { title: artwork?.title ?? '' })}
    >
      {type && <ContactForm type={type} artwork={artwork} onDone={onClose} />}
    </Modal>
  );
}

function ContactForm({
  type,
  artwork,
  onDone,
}: {
  type: ContactModalType;
  artwork?: ContactArtwork;
  onDone: () => void;
}) {
  const { t } = useTranslation('common');
  const mutation = useContactMutation();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});

  const field = (name: keyof Values) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: event.target.value })),
    error: errors[name] ? t(errors[name]) : undefined,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = contactErrors(type, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    mutation.mutate(
      {
        type,
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim() || undefined,
        organization: values.organization.trim() || undefined,
        website: values.website.trim() || undefined,
        message: values.message.trim(),
        artwork_id: type === 'request_for_sale' ? artwork?.id : undefined,
      },
      {
        onSuccess: () => {
          toast.success(t('contact.sent'));
          onDone();
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {type === 'enroll_artist' && (
        <TextField
          label={t('contact.fields.website')}
          type="url"
          autoComplete="url"
          inputMode="url"
          {...field('website')}
        />
      )}
      {type === 'enroll_gallery' && (
        <>
          <TextField
            label={t('contact.fields.organization')}
            required
            autoComplete="organization"
            {...field('organization')}
          />
          <TextField
            label={t('contact.fields.website')}
            type="url"
            autoComplete="url"
            inputMode="url"
            {...field('website')}
          />
        </>
      )}
      <TextField label={t('contact.fields.name')} required autoComplete="name" {...field('name')} />
      <div className={styles.row}>
        <TextField
          label={t('contact.fields.email')}
          type="email"
          required
          autoComplete="email"
          {...field('email')}
        />
        <TextField
          label={t('contact.fields.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          {...field('phone')}
        />
      </div>
      <TextArea label={t('contact.fields.message')} required rows={5} {...field('message')} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button
          type="submit"
          disabled={mutation.isPending}
          aria-busy={mutation.isPending || undefined}
        >
          {mutation.isPending ? t('contact.sending') : t('contact.send')}
        </Button>
      </div>
    </form>
  );
}
