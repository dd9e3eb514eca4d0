// What an owner sent with a consignment (issue 19), as the operator reviews it: their note on the
// work's condition, and their photos as a row of thumbnails, each opening the picture larger in a
// dialog that steps through the others.
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { Modal } from '@/components/ui/modal/modal';
import { useTranslation } from 'next-i18next/pages';
import { imageVariantUrl } from '@/rules/image';
import styles from './consignment-photos.module.scss';

/** Our uploads have resized variants (rules/image.ts); a photo from elsewhere is used as is. */
const thumbnailOf = (url: string) =>
  url.startsWith('/media/') ? imageVariantUrl(url, '200px') : url;

export function ConsignmentPhotos({ photos, work }: { photos: string[]; work: string }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return <p className={styles.none}>{t('resale.noPhotos')}</p>;
  const alt = (index: number) =>
    t('resale.photoAlt', { number: index + 1, total: photos.length, work });
  const step = (by: number) =>
    setOpen((index) => (index === null ? null : (index + by + photos.length) % photos.length));
  return (
    <>
      <ul className={styles.thumbs} aria-label={t('resale.photos')} data-testid="consign-photos">
        {photos.map((url, index) => (
          <li key={`${url}-${index}`}>
            <button
              type="button"
              className={styles.thumb}
              onClick={() => setOpen(index)}
              aria-label={t('resale.openPhoto', { name: alt(index) })}
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- an uploaded variant */}
              <img
                src={thumbnailOf(url)}
                alt={alt(index)}
                width={88}
                height={88}
                loading="lazy"
                onError={(event) => {
                  if (event.currentTarget.src !== new URL(url, location.href).href) {
                    event.currentTarget.src = url;
                  }
                }}
              />
            </button>
          </li>
        ))}
      </ul>
      <Modal
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open === null ? '' : alt(open)}
        className={styles.viewer}
        footer={
          photos.length > 1 && (
            <>
              <Button variant="secondary" onClick={() => step(-1)}>
                {t('resale.previousPhoto')}
              </Button>
              <Button variant="secondary" onClick={() => step(1)}>
                {t('resale.nextPhoto')}
              </Button>
            </>
          )
        }
      >
        {open !== null && (
          <figure className={styles.figure}>
            {/* eslint-disable-next-line @next/next/no-img-element -- the owner's own picture */}
            <img src={photos[open]} alt={alt(open)} className={styles.large} />
            <figcaption>
              <a href={photos[open]} target="_blank" rel="noreferrer" className={styles.original}>
                {t('resale.originalPhoto')}
              </a>
            </figcaption>
          </figure>
        )}
      </Modal>
    </>
  );
}

export function OwnerNote({ note }: { note: string }) {
  const { t } = useTranslation('admin');
  return (
    <figure className={styles.note} data-testid="consign-note">
      <figcaption>{t('resale.ownerNote')}</figcaption>
      <blockquote>{note}</blockquote>
    </figure>
  );
}
