// /my-page/inquiries (issue 31, rules §4 "Questions about a work"): the collector's conversations
// about works — each with the work's picture, who answers, the last message and what is unread —
// and, with `?id=`, one conversation in full (the address the e-mails link).
import { useRouter } from 'next/router';
import { useState } from 'react';
import Link from 'next/link';
import { useInquiries } from '@/api/inquiries/get-inquiries';
import { siteLinks } from '@/components/layout/site-links';
import { MyPageLayout } from '@/components/account/my-page-layout';
import { Button } from '@/components/ui/button/button';
import { Spinner } from '@/components/ui/spinner/spinner';
import { formatDateTime } from '@/rules/business-time';
import type { InquirySummaryDto } from '@/schemas/inquiry-dto';
import { CollectorThread } from './collector-thread';
import { useInquiryMessages } from './use-inquiry-messages';
import listStyles from '@/components/orders/order-lists.module.scss';
import styles from './inquiries.module.scss';

const PAGE = 20;

export function MyInquiriesPage() {
  const { t, ready } = useInquiryMessages();
  const { query } = useRouter();
  const inquiryId = typeof query.id === 'string' ? query.id : '';
  return (
    <MyPageLayout section="inquiries" title={ready ? t('list.title') : ''}>
      {!ready ? (
        <Spinner label="" />
      ) : inquiryId ? (
        <CollectorThread key={inquiryId} inquiryId={inquiryId} />
      ) : (
        <InquiryList />
      )}
    </MyPageLayout>
  );
}

function InquiryList() {
  const { t } = useInquiryMessages();
  const [limit, setLimit] = useState(PAGE);
  const { data, error } = useInquiries({ limit });
  return (
    <div className={listStyles.page}>
      <header className={listStyles.head}>
        <h1 className={listStyles.title}>{t('list.title')}</h1>
        <p className={listStyles.lead}>{t('list.lead')}</p>
      </header>
      {error ? (
        <p className={listStyles.empty} role="alert">
          {t('list.failed')}
        </p>
      ) : !data ? (
        <Spinner label="" />
      ) : data.inquiries.length === 0 ? (
        <p className={listStyles.empty}>{t('list.empty')}</p>
      ) : (
        <>
          <ul className={styles.list} data-testid="inquiry-list">
            {data.inquiries.map((inquiry) => (
              <InquiryRow key={inquiry.id} inquiry={inquiry} />
            ))}
          </ul>
          {data.count > data.inquiries.length && (
            <div>
              <Button variant="secondary" onClick={() => setLimit((n) => n + PAGE)}>
                {t('list.more')}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}

function InquiryRow({ inquiry }: { inquiry: InquirySummaryDto }) {
  const { t, language } = useInquiryMessages();
  const last = inquiry.last_message;
  const excerpt = last ? last.excerpt || t('list.photoOnly') : '';
  return (
    <li
      className={styles.row}
      data-unread={inquiry.unread > 0 || undefined}
      data-status={inquiry.status}
      data-testid="inquiry-row"
    >
      <Link href={siteLinks.inquiry(inquiry.id)}>
        {inquiry.artwork.image_url ? (
          // eslint-disable-next-line @next/next/no-img-element -- the work's 400 px variant
          <img src={inquiry.artwork.image_url} alt="" width={72} height={72} loading="lazy" />
        ) : (
          <span className={styles.noImage} aria-hidden="true" />
        )}
        <span className={styles.rowText}>
          <span className={styles.rowTitle}>
            {inquiry.artwork.title}
            <span className={styles.muted}> · {inquiry.artwork.artist_name}</span>
          </span>
          <span className={styles.muted}>{t('list.with', { name: inquiry.answerer_name })}</span>
          {last && (
            <span className={styles.excerpt}>
              {last.author_kind === 'customer' ? t('list.you', { text: excerpt }) : excerpt}
            </span>
          )}
        </span>
        <span className={styles.rowSide}>
          <time dateTime={inquiry.last_message_at}>
            {formatDateTime(inquiry.last_message_at, language)}
          </time>
          {inquiry.unread > 0 ? (
            <span
              className={styles.unread}
              aria-label={t('list.unread', { count: inquiry.unread })}
              data-testid="inquiry-unread"
            >
              {inquiry.unread}
            </span>
          ) : (
            inquiry.status === 'closed' && (
              <span className={styles.status} data-status="closed">
                {t('status.closed')}
              </span>
            )
          )}
        </span>
      </Link>
    </li>
  );
}
