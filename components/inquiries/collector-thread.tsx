// One conversation as the collector reads it: the work, the messages with their photos, the offers
// made from here (with "Make an offer", the bid dialog for this work carrying the thread's id),
// and the reply box while the conversation is open.
import { lazy, Suspense, useState } from 'react';
import Link from 'next/link';
import { apiErrorStatus } from '@/api/api-error';
import { useArtwork } from '@/api/artworks/get-artwork';
import { useInquiry } from '@/api/inquiries/get-inquiry';
import { useSendInquiryMessageMutation } from '@/api/inquiries/send-inquiry-message';
import { siteLinks } from '@/components/layout/site-links';
import { useBidMessages } from '@/components/bids/use-bid-messages';
import { Button, ButtonLink } from '@/components/ui/button/button';
import { Spinner } from '@/components/ui/spinner/spinner';
import { formatDateTime } from '@/rules/business-time';
import { formatMoney } from '@/rules/money';
import type { BidDto } from '@/schemas/bid-dto';
import type { InquiryThreadDto } from '@/schemas/inquiry-dto';
import { InquiryMessages } from './inquiry-messages';
import { InquiryReply } from './inquiry-reply';
import { InquiryWork } from './inquiry-work';
import { useInquiryMessages } from './use-inquiry-messages';
import styles from './inquiries.module.scss';

const BidDialog = lazy(() =>
  import('@/components/bids/bid-dialog').then((module) => ({ default: module.BidDialog })),
);

export function CollectorThread({ inquiryId }: { inquiryId: string }) {
  const { t } = useInquiryMessages();
  const { data, error } = useInquiry(inquiryId);
  return (
    <div className={styles.thread}>
      <Link href={siteLinks.myPage.inquiries} className={styles.back}>
        ← {t('thread.back')}
      </Link>
      {apiErrorStatus(error) === 404 ? (
        <p className={styles.note}>{t('thread.notFound')}</p>
      ) : error ? (
        <p className={styles.note} role="alert">
          {t('thread.loadFailed')}
        </p>
      ) : !data ? (
        <Spinner label="" />
      ) : (
        <ThreadBody thread={data} />
      )}
    </div>
  );
}

function ThreadBody({ thread }: { thread: InquiryThreadDto }) {
  const { t } = useInquiryMessages();
  const { mutateAsync: sendMessage } = useSendInquiryMessageMutation(thread.id);
  return (
    <>
      <InquiryWork inquiry={thread} byline={t('thread.with', { name: thread.answerer_name })} />
      <InquiryMessages messages={thread.messages} />
      <ThreadOffers thread={thread} />
      {thread.status === 'open' ? (
        <InquiryReply send={sendMessage} />
      ) : (
        <p className={styles.note} data-testid="inquiry-closed">
          {t('thread.closed')}
        </p>
      )}
    </>
  );
}

function ThreadOffers({ thread }: { thread: InquiryThreadDto }) {
  const { t } = useInquiryMessages();
  const [offering, setOffering] = useState(false);
  const { data: artwork } = useArtwork(thread.artwork.handle, { enabled: offering });
  if (thread.offers.length === 0 && !thread.can_offer) return null;
  return (
    <section
      className={styles.offers}
      aria-labelledby="inquiry-offers"
      data-testid="inquiry-offers"
    >
      <h2 className={styles.offersTitle} id="inquiry-offers">
        {t('thread.offers')}
      </h2>
      {thread.offers.length > 0 && (
        <ul className={styles.offerList}>
          {thread.offers.map((bid) => (
            <OfferLine key={bid.id} bid={bid} />
          ))}
        </ul>
      )}
      {thread.can_offer && (
        <>
          <p className={styles.muted}>{t('thread.offerLead')}</p>
          <div>
            <Button
              variant="secondary"
              onClick={() => setOffering(true)}
              aria-haspopup="dialog"
              data-action="inquiry_offer"
            >
              {t('thread.makeOffer')}
            </Button>
          </div>
        </>
      )}
      {offering && artwork && (
        <Suspense fallback={null}>
          <BidDialog
            artwork={artwork}
            editionId={thread.edition_id ?? artwork.editions.next_edition?.edition_id ?? null}
            inquiryId={thread.id}
            onClose={() => setOffering(false)}
            onPlaced={() => setOffering(false)}
          />
        </Suspense>
      )}
    </section>
  );
}

function OfferLine({ bid }: { bid: BidDto }) {
  const { t, language } = useInquiryMessages();
  const { t: tb, ready } = useBidMessages();
  if (!ready) return null;
  const amount =
    formatMoney(bid.amount, language) +
    (bid.amount.currency === 'krw'
      ? ''
      : ` (${formatMoney({ amount: bid.amount_krw, currency: 'krw' }, language)})`);
  return (
    <li data-testid="inquiry-offer" data-status={bid.status}>
      <span className={styles.offerAmount}>
        {t('thread.offer', { amount, status: tb(`offer.status.${bid.status}`) })}
      </span>
      {bid.status === 'accepted' && bid.cart_id && (
        <span className={styles.muted}>
          {bid.payment_deadline &&
            `${t('thread.payBy', { date: formatDateTime(bid.payment_deadline, language) })} `}
          <ButtonLink size="md" href={`/purchase/${encodeURIComponent(bid.cart_id)}`}>
            {t('thread.pay')}
          </ButtonLink>
        </span>
      )}
    </li>
  );
}
