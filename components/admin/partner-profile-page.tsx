// /admin/partner/profile: the partner's gallery as the public sees it: descriptions in both
// languages, address, contact, logo (through the store's upload). Saving is audited.
import { useState, type FormEvent } from 'react';
import { usePartnerInstitution } from '@/api/admin/partner/get-institution';
import { useSavePartnerInstitutionMutation } from '@/api/admin/partner/save-institution';
import { SelectField, TextArea, TextField } from '@/components/ui/form/form-field';
import Link from 'next/link';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useTranslation } from 'next-i18next/pages';
import type { PartnerInstitutionDto } from '@/schemas/back-office-partner';
import type { BackOfficeMeDto } from '@/schemas/back-office-dto';
import { AdminHead, AdminLayout } from './admin-layout';
import { FormActions, useAdminSave } from './admin-controls';
import { ImageUpload, useFieldValues } from './admin-editor';
import forms from './admin-forms.module.scss';
import shell from './admin-shell.module.scss';

export function PartnerProfilePage() {
  return <AdminLayout section="partnerProfile">{(me) => <PartnerProfile me={me} />}</AdminLayout>;
}

function PartnerProfile({ me }: { me: BackOfficeMeDto }) {
  const { t } = useTranslation('admin');
  const [chosen, setChosen] = useState(me.institutions[0]?.id ?? '');
  const { data, error } = usePartnerInstitution(chosen);
  return (
    <div className={shell.page}>
      <AdminHead title={t('partner.profile.title')} lead={t('partner.profile.lead')} />
      {me.institutions.length > 1 && (
        <SelectField
          label={t('partner.profile.gallery')}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
        >
          {me.institutions.map((institution) => (
            <option key={institution.id} value={institution.id}>
              {institution.name}
            </option>
          ))}
        </SelectField>
      )}
      {error ? (
        <p className={shell.failed}>{t('failed')}</p>
      ) : !data ? (
        <Spinner label="" />
      ) : (
        <ProfileForm key={`${data.id}:${data.updated_at}`} institution={data} />
      )}
    </div>
  );
}

const textFields = [
  'description_en',
  'description_ko',
  'address_en',
  'address_ko',
  'city_en',
  'city_ko',
  'contact_email',
  'phone',
  'website',
  'instagram',
] as const;
type TextFieldName = (typeof textFields)[number];

function ProfileForm({ institution }: { institution: PartnerInstitutionDto }) {
  const { t } = useTranslation('admin');
  const { values, field } = useFieldValues(
    Object.fromEntries(textFields.map((name) => [name, institution[name] ?? ''])) as Record<
      TextFieldName,
      string
    >,
    (name) => t(`partner.profile.fields.${name}`),
  );
  const [logo, setLogo] = useState<string | null>(institution.logo_image_id);
  const [uploading, setUploading] = useState(false);
  const savePartnerInstitution = useSavePartnerInstitutionMutation();
  const { save, problem, busy } = useAdminSave({ savedText: t('catalogue.saved') });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const optional = (value: string) => (value.trim() === '' ? null : value);
    void save(() =>
      savePartnerInstitution.mutateAsync({
        institutionId: institution.id,
        body: {
          description_en: values.description_en,
          description_ko: values.description_ko,
          address_en: optional(values.address_en),
          address_ko: optional(values.address_ko),
          city_en: optional(values.city_en),
          city_ko: optional(values.city_ko),
          contact_email: optional(values.contact_email),
          phone: optional(values.phone),
          website: optional(values.website),
          instagram: optional(values.instagram),
          logo_image_id: logo,
        },
      }),
    );
  };
  return (
    <form className={forms.editor} onSubmit={submit} data-testid="profile-form">
      <p className={shell.stack}>
        <span className={shell.strong}>
          {institution.name_en} · {institution.name_ko}
        </span>
        <Link href={`/gallery/${institution.handle}`} className={shell.muted}>
          /gallery/{institution.handle}
        </Link>
      </p>
      <div className={forms.formGrid}>
        <TextArea {...field('description_en')} rows={6} />
        <TextArea {...field('description_ko')} rows={6} />
        <TextField {...field('address_en')} />
        <TextField {...field('address_ko')} />
        <TextField {...field('city_en')} />
        <TextField {...field('city_ko')} />
        <TextField {...field('contact_email')} type="email" />
        <TextField {...field('phone')} type="tel" />
        <TextField {...field('website')} type="url" />
        <TextField {...field('instagram')} />
      </div>
      <ImageUpload
        label={t('partner.profile.logo')}
        setText={t('partner.profile.logoSet')}
        imageId={logo}
        onChange={setLogo}
        onBusy={setUploading}
      />
      <FormActions busy={busy || uploading} problem={problem} />
    </form>
  );
}
