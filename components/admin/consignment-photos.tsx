// What an owner sent with a consignment (issue 19), as the operator reviews it: their note on the
// work's condition, and their photos as a row of thumbnails, each opening the picture larger in a
// dialog that steps through the others.
import { PhotoViewer, usePhotoViewer } from '@/components/ui/photo-viewer/photo-viewer';
import { useTranslation } from 'next-i18next/pages';
import { imageVariantUrl } from '@/rules/image';
import styles from './consignment-photos.module.scss';

/** Our uploads have resized variants (rules/image.ts); a photo from elsewhere is used as is. */
const thumbnailOf = (url: string) =>
  url.startsWith('/media/') ? imageVariantUrl(url, '200px') : url;

export function ConsignmentPhotos({ photos, work }: { photos: string[]; work: string }) {
  const { t } = useTranslation('admin');
  const viewer = usePhotoViewer(photos.length);
  if (photos.length === 0) return <p className={styles.none}>{t('resale.noPhotos')}</p>;
  const alt = (index: number) =>
    t('resale.photoAlt', { number: index + 1, total: photos.length, work });
  return (
    <>
      <ul className={styles.thumbs} aria-label={t('resale.photos')} data-testid="consign-photos">
        {photos.map((url, index) => (
          <li key={`${url}-${index}`}>
            <button
              type="button"
              className={styles.thumb}
              onClick={() => viewer.show(index)}
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
      <PhotoViewer
        viewer={viewer}
        count={photos.length}
        title={alt}
        previous={t('resale.previousPhoto')}
        next={t('resale.nextPhoto')}
        className={styles.viewer}
      >
        {(index) => (
          <figure className={styles.figure}>
            {/* eslint-disable-next-line @next/next/no-img-element -- the owner's own picture */}
            <img src={photos[index]} alt={alt(index)} className={styles.large} />
            <figcaption>
              <a href={photos[index]} target="_blank" rel="noreferrer" className={styles.original}>
                {t('resale.originalPhoto')}
              </a>
            </figcaption>
          </figure>
        )}
      </PhotoViewer>
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
