// The head of a conversation: the work it is about (its picture and title link to its page), who
// answers, what was asked and whether it is open. The collector and the answering side share it.
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { InquirySummaryDto } from '@/schemas/inquiry-dto';
import { useInquiryMessages } from './use-inquiry-messages';
import styles from './inquiries.module.scss';

export function InquiryWork({
  inquiry,
  byline,
  children,
}: {
  inquiry: InquirySummaryDto;
  /** Who the reader talks with (the collector: the answerer; the back office: the collector). */
  byline: string;
  children?: ReactNode;
}) {
  const { t } = useInquiryMessages();
  const href = `/work/${encodeURIComponent(inquiry.artwork.handle)}`;
  return (
    <header className={styles.work}>
      <Link href={href} tabIndex={-1} aria-hidden="true">
        {inquiry.artwork.image_url ? (
          // eslint-disable-next-line @next/next/no-img-element -- the work's 400 px variant
          <img src={inquiry.artwork.image_url} alt="" width={88} height={88} />
        ) : (
          <span className={styles.noImage} />
        )}
      </Link>
      <div className={styles.workText}>
        <h1 className={styles.workTitle}>
          <Link href={href}>{inquiry.artwork.title}</Link>
        </h1>
        <p className={styles.muted}>{inquiry.artwork.artist_name}</p>
        <p className={styles.muted}>
          {byline}{' '}
          <span className={styles.status} data-status={inquiry.status} data-testid="inquiry-status">
            {t(`status.${inquiry.status}`)}
          </span>
        </p>
        {inquiry.topics.length > 0 && (
          <ul className={styles.topicList} aria-label={t('thread.asked')}>
            {inquiry.topics.map((topic) => (
              <li key={topic}>{t(`topics.${topic}`)}</li>
            ))}
          </ul>
        )}
        {children}
      </div>
    </header>
  );
}
