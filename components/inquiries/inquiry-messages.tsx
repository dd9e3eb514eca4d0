// The messages of a conversation, oldest first: the reader's own on the right, the other side's
// on the left, each with its writer, its time (KST, architecture §4 "Time") and its photos. The collector and
// the answering side read the same list; `mine` says whose is whose. The collector reads their own
// as "You"; the answering side, where a gallery and the operators may both write, reads names.
import { formatDateTime } from '@/rules/business-time';
import type { InquiryMessageDto } from '@/schemas/inquiry-dto';
import { InquiryPhotos } from './inquiry-photos';
import { useInquiryMessages } from './use-inquiry-messages';
import styles from './inquiries.module.scss';

export function InquiryMessages({
  messages,
  namesOnly = false,
}: {
  messages: InquiryMessageDto[];
  /** The back office: every message under its writer's name, none as "You". */
  namesOnly?: boolean;
}) {
  const { t, language } = useInquiryMessages();
  return (
    <ol className={styles.messages} aria-label={t('thread.messagesLabel')}>
      {messages.map((message) => (
        <li
          key={message.id}
          className={styles.message}
          data-mine={message.mine || undefined}
          data-author={message.author_kind}
          data-testid="inquiry-message"
        >
          <p className={styles.byline}>
            <strong>{message.mine && !namesOnly ? t('thread.you') : message.author_name}</strong>
            <time dateTime={message.created_at}>
              {formatDateTime(message.created_at, language)}
            </time>
          </p>
          {message.bid_id && <span className={styles.offerTag}>{t('thread.offerMade')}</span>}
          {message.body && <p className={styles.bubble}>{message.body}</p>}
          <InquiryPhotos
            photos={message.photos}
            author={message.mine && !namesOnly ? t('thread.you') : message.author_name}
          />
        </li>
      ))}
    </ol>
  );
}
