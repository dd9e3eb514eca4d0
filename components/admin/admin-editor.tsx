// The back office's editing pieces shared by its catalogue, editorial and partner screens: a
// form's text values, typed numbers and a picture through the upload pipeline (tabs and search
// are in admin-toolbar.tsx, saving and the form's buttons in admin-controls.tsx).
import { useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { useUploadImageMutation } from '@/api/admin/upload-image';
import { toast } from 'react-toastify';
import { adminErrorMessage } from './admin-messages';
import forms from './admin-forms.module.scss';
import lists from './admin-lists.module.scss';
import shell from './admin-shell.module.scss';

/** A form's text values, and for a name the props of its TextField: label, value, onChange. */
export function useFieldValues<V extends Record<string, string>>(
  initial: V,
  labelOf: (name: keyof V & string) => string,
) {
  const [values, setValues] = useState(initial);
  const field = (name: keyof V & string) => ({
    label: labelOf(name),
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues({ ...values, [name]: event.target.value }),
  });
  return { values, setValues, field };
}

/** A typed number; blank becomes null. */
export const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

/** A picture sent through the upload pipeline; `onChange` gets its image id. */
export function ImageUpload({
  label,
  imageId,
  onChange,
  onBusy,
  setText,
}: {
  label: string;
  /** What is said once a picture is set (default: 'Picture set'). */
  setText?: string;
  imageId: string | null;
  onChange: (imageId: string | null) => void;
  onBusy?: (busy: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  const [preview, setPreview] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const uploadImage = useUploadImageMutation();
  async function onFile(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    onBusy?.(true);
    try {
      const { image } = await uploadImage.mutateAsync(file);
      onChange(image.id);
      setPreview(image.variants['400px']);
    } catch (error) {
      toast.error(adminErrorMessage(t, error, t('error')));
    } finally {
      setUploading(false);
      onBusy?.(false);
    }
  }
  return (
    <div className={forms.upload}>
      <label className={forms.uploadLabel}>
        {label}
        <input
          type="file"
          accept="image/*"
          onChange={(event) => void onFile(event.target.files?.[0])}
          disabled={uploading}
        />
      </label>
      {preview && (
        // eslint-disable-next-line @next/next/no-img-element
        <img src={preview} alt="" className={lists.thumb} width={96} height={96} />
      )}
      <span className={shell.muted}>
        {uploading
          ? t('catalogue.uploading')
          : imageId
            ? (setText ?? t('catalogue.pictureSet'))
            : ''}
      </span>
    </div>
  );
}
