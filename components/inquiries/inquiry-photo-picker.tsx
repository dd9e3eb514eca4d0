// A message's photos (at most four, INQUIRY_MAX_PHOTOS): each picked picture is uploaded at once through
// the store's upload pipeline (checked, stripped of metadata, its variants made) and shown as a
// thumbnail that can be taken out again. The message sends the uploaded pictures' URLs.
import { useId } from 'react';
import { useUploadInquiryPhotoMutation } from '@/api/inquiries/upload-inquiry-photo';
import { usePhotoUploads } from '@/hooks/use-photo-uploads';
import type { UploadedImageDto } from '@/rules/image';
import { INQUIRY_MAX_PHOTOS } from '@/schemas/inquiry';
import { inquiryError, useInquiryMessages } from './use-inquiry-messages';
import styles from './inquiries.module.scss';

export function InquiryPhotoPicker({
  photos,
  onChange,
  onBusy,
  compact = false,
}: {
  photos: UploadedImageDto[];
  onChange: (photos: UploadedImageDto[]) => void;
  onBusy?: (busy: boolean) => void;
  /** In a reply box: the add button only, without the label and hint. */
  compact?: boolean;
}) {
  const { t, language } = useInquiryMessages();
  const inputId = useId();
  const hintId = useId();
  const { mutateAsync: upload } = useUploadInquiryPhotoMutation();
  const { pick, uploading, error } = usePhotoUploads({
    photos,
    onChange,
    onBusy,
    max: INQUIRY_MAX_PHOTOS,
    upload,
    tooMany: () => t('photos.tooMany', { max: INQUIRY_MAX_PHOTOS }),
    failed: (caught) => inquiryError(t, language, caught, t('photos.failed')),
  });

  return (
    <div className={styles.picker} data-compact={compact || undefined}>
      {!compact && (
        <>
          <span className={styles.pickerLabel}>{t('photos.label')}</span>
          <p id={hintId} className={styles.hint}>
            {t('photos.hint', { max: INQUIRY_MAX_PHOTOS })}
          </p>
        </>
      )}
      {photos.length > 0 && (
        <ul className={styles.pickedList} data-testid="inquiry-picked-photos">
          {photos.map((photo, index) => (
            <li key={photo.id} className={styles.picked}>
              {/* eslint-disable-next-line @next/next/no-img-element -- an uploaded variant */}
              <img
                src={photo.variants['200px'] ?? photo.url}
                alt={t('photos.alt', { number: index + 1 })}
                width={72}
                height={72}
              />
              <button
                type="button"
                className={styles.pickedRemove}
                aria-label={t('photos.remove', { number: index + 1 })}
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
      {photos.length < INQUIRY_MAX_PHOTOS && (
        <>
          <label htmlFor={inputId} className={styles.pickerAdd}>
            {t('photos.add')}
          </label>
          <input
            id={inputId}
            className={styles.pickerInput}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/heic,image/heif,image/avif,image/gif,image/tiff"
            multiple
            aria-describedby={compact ? undefined : hintId}
            data-testid="inquiry-photo-input"
            onChange={(event) => void pick(event)}
          />
        </>
      )}
      {uploading > 0 && (
        <p className={styles.hint} role="status">
          {t('photos.uploading', { count: uploading })}
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
