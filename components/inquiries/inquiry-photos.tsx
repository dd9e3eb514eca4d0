// A message's photos: thumbnails (their 200 px variants), each opening the picture larger in a
// dialog that steps through the others.
import { PhotoViewer, usePhotoViewer } from '@/components/ui/photo-viewer/photo-viewer';
import type { InquiryPhotoDto } from '@/schemas/inquiry-dto';
import { useInquiryMessages } from './use-inquiry-messages';
import styles from './inquiries.module.scss';

export function InquiryPhotos({ photos, author }: { photos: InquiryPhotoDto[]; author: string }) {
  const { t } = useInquiryMessages();
  const viewer = usePhotoViewer(photos.length);
  if (photos.length === 0) return null;
  const alt = (index: number) =>
    t('photos.messageAlt', { number: index + 1, total: photos.length, name: author });
  return (
    <>
      <ul className={styles.photoRow} data-testid="inquiry-photos">
        {photos.map((photo, index) => (
          <li key={`${photo.url}-${index}`}>
            <button
              type="button"
              onClick={() => viewer.show(index)}
              aria-label={t('photos.open', { name: alt(index) })}
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- an uploaded variant */}
              <img src={photo.thumb_url} alt={alt(index)} width={120} height={120} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      <PhotoViewer
        viewer={viewer}
        count={photos.length}
        title={alt}
        previous={t('photos.previous')}
        next={t('photos.next')}
        className={styles.viewer}
      >
        {(index) => (
          // eslint-disable-next-line @next/next/no-img-element -- the uploaded original
          <img src={photos[index]!.url} alt={alt(index)} />
        )}
      </PhotoViewer>
    </>
  );
}
