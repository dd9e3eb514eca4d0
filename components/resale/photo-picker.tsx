// The consign form's photos: the owner picks pictures from their device; each one is uploaded
// at once (the upload call checks it, strips its metadata and makes the variants) and shown as
// a thumbnail that can be taken out again. What the form sends is the list of uploaded URLs.
import { useId } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { useUploadWorkPhotoMutation } from '@/api/resale/upload-work-photo';
import { usePhotoUploads } from '@/hooks/use-photo-uploads';
import type { UploadedImageDto } from '@/rules/image';
import { resaleError } from './resale-text';
import styles from './resale.module.scss';

export const MAX_CONSIGN_PHOTOS = 10;

export function PhotoPicker({
  photos,
  onChange,
  onBusy,
}: {
  photos: UploadedImageDto[];
  onChange: (photos: UploadedImageDto[]) => void;
  onBusy?: (busy: boolean) => void;
}) {
  const { t } = useTranslation('resale');
  const inputId = useId();
  const hintId = useId();
  const { mutateAsync: uploadWorkPhoto } = useUploadWorkPhotoMutation();
  const { pick, uploading, error } = usePhotoUploads({
    photos,
    onChange,
    onBusy,
    max: MAX_CONSIGN_PHOTOS,
    upload: uploadWorkPhoto,
    tooMany: () => t('consign.photosTooMany', { max: MAX_CONSIGN_PHOTOS }),
    failed: (caught) => resaleError(t, caught),
  });

  return (
    <div className={styles.photos}>
      <label htmlFor={inputId} className={styles.photosLabel}>
        {t('consign.photosLabel')}
      </label>
      <p id={hintId} className={styles.photosHint}>
        {t('consign.photosHint')}
      </p>
      {photos.length > 0 && (
        <ul className={styles.photoList} data-testid="consign-photos">
          {photos.map((photo, index) => (
            <li key={photo.id} className={styles.photo}>
              {/* eslint-disable-next-line @next/next/no-img-element -- an uploaded variant */}
              <img
                src={photo.variants['200px'] ?? photo.url}
                alt={t('consign.photoAlt', { number: index + 1 })}
                width={96}
                height={96}
              />
              <button
                type="button"
                className={styles.photoRemove}
                aria-label={t('consign.photoRemove', { number: index + 1 })}
                onClick={() => onChange(photos.filter((p) => p.id !== photo.id))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {/* The browser's own file button speaks the browser's language: a label in the page's
          language stands in for it, and the input stays focusable behind it. */}
      {photos.length < MAX_CONSIGN_PHOTOS && (
        <>
          <label htmlFor={inputId} className={styles.photoAdd}>
            {t('consign.photosAdd')}
          </label>
          <input
            id={inputId}
            className={styles.photoInput}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/heic,image/heif,image/avif,image/gif,image/tiff"
            multiple
            aria-describedby={hintId}
            onChange={(event) => void pick(event)}
          />
        </>
      )}
      {uploading > 0 && (
        <p className={styles.photosHint} role="status">
          {t('consign.photosUploading', { count: uploading })}
        </p>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
