// /my-page/offer (rules §2 "Offers: suggested and received"): the bids the customer made, which
// they may cancel while pending or pay once accepted, with who answers them and why they closed;
// and for owners the bids received on the works they sell, in won with the bidder's currency
// beside against the price when the offer was made, to accept or decline after a confirmation
// that says what the answer does.
import clsx from 'clsx';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { useAcceptBidMutation, useDeclineBidMutation } from '@/api/bids/answer-bid';
import { useCancelBidMutation } from '@/api/bids/cancel-bid';
import { useBids } from '@/api/bids/get-bids';
import { apiErrorMessage } from '@/api/api-error';
import { MyPageLayout } from '@/components/account/my-page-layout';
import { formatDateTime } from '@/rules/business-time';
import { Button, ButtonLink } from '@/components/ui/button/button';
import Link from 'next/link';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useLanguage } from '@/hooks/use-preferences';
import type { BidDto } from '@/schemas/bid-dto';
import { formatMoney } from '@/rules/money';
import { formatIndicative } from '@/rules/price-display';
import { toast } from 'react-toastify';
import { OfferAnswerDialog } from './offer-answer-dialog';
import { byAnswerer, offerAmountForSeller, offerStatusWords, priceAtOffer } from './offer-words';
import { bidMessage, useBidMessages } from './use-bid-messages';
import listStyles from '@/components/orders/order-lists.module.scss';
import styles from './offer-page.module.scss';
import { useEditionLabel } from '@/hooks/use-edition-label';

const boxes = ['suggested', 'received'] as const;
type Box = (typeof boxes)[number];
const apiBox = (box: Box) => (box === 'suggested' ? 'offered' : 'received');
const PAGE = 20;

export function OfferPage() {
  const { t, ready } = useBidMessages();
  // An owner's notice links to ?tab=received.
  const { query } = useRouter();
  const [box, setBox] = useState<Box>(query.tab === 'received' ? 'received' : 'suggested');
  const [limit, setLimit] = useState(PAGE);
  const { data, isPending } = useBids(apiBox(box), { limit });
  return (
    <MyPageLayout section="offer" title={ready ? t('offer.title') : ''}>
      {!ready ? (
        <Spinner label="" />
      ) : (
        <div className={listStyles.page}>
          <header className={listStyles.head}>
            <h1 className={listStyles.title}>{t('offer.title')}</h1>
            <p className={listStyles.lead}>{t('offer.lead')}</p>
          </header>
          <div role="tablist" aria-label={t('offer.title')} className={listStyles.tabs}>
            {boxes.map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                id={`offer-tab-${name}`}
                aria-selected={box === name}
                className={clsx(listStyles.tab, box === name && listStyles.tabActive)}
                onClick={() => {
                  setBox(name);
                  setLimit(PAGE);
                }}
              >
                {t(`offer.tabs.${name}`)}
              </button>
            ))}
          </div>
          <div role="tabpanel" aria-labelledby={`offer-tab-${box}`}>
            {isPending || !data ? (
              <Spinner label="" />
            ) : data.bids.length === 0 ? (
              <p className={listStyles.empty}>
                {t(box === 'suggested' ? 'offer.emptySuggested' : 'offer.emptyReceived')}
              </p>
            ) : (
              <>
                <ul className={styles.list}>
                  {data.bids.map((bid) => (
                    <OfferRow key={bid.id} bid={bid} box={box} />
                  ))}
                </ul>
                {data.count > data.bids.length && (
                  <Button variant="secondary" onClick={() => setLimit((n) => n + PAGE)}>
                    {t('offer.more')}
                  </Button>
                )}
              </>
            )}
          </div>
        </div>
      )}
    </MyPageLayout>
  );
}

function OfferRow({ bid, box }: { bid: BidDto; box: Box }) {
  const { t } = useBidMessages();
  const editionName = useEditionLabel();
  const language = useLanguage();
  const acceptBid = useAcceptBidMutation();
  const declineBid = useDeclineBidMutation();
  const cancelBid = useCancelBidMutation();
  const [busy, setBusy] = useState(false);
  const [asked, setAsked] = useState<'accept' | 'decline' | null>(null);
  const date = (iso: string) => formatDateTime(iso, language);
  const received = box === 'received';
  const priceThen = priceAtOffer(bid);

  async function run(call: () => Promise<unknown>, done: string, rethrow = false) {
    setBusy(true);
    try {
      await call();
      toast.success(done);
    } catch (error) {
      const message = apiErrorMessage(error);
      toast.error(message ? bidMessage(t, message) : t('offer.failed'));
      if (rethrow) throw error;
    } finally {
      setBusy(false);
    }
  }
  const answer = (kind: 'accept' | 'decline') =>
    kind === 'accept'
      ? run(() => acceptBid.mutateAsync(bid.id), t('offer.accepted'), true)
      : run(() => declineBid.mutateAsync(bid.id), t('offer.declined'), true);

  return (
    <li className={styles.row} data-testid="offer" data-status={bid.status}>
      {bid.artwork.image && (
        // eslint-disable-next-line @next/next/no-img-element
        <img className={styles.thumb} src={bid.artwork.image.url} alt="" width={80} height={80} />
      )}
      <div className={styles.text}>
        <p className={styles.title}>
          <Link href={`/work/${bid.artwork.handle}`}>{bid.artwork.title}</Link>
        </p>
        <p className={styles.muted}>
          {bid.artwork.artist_name} · {editionName(bid)}
        </p>
        {received ? (
          // Whoever answers reads it in won, the bidder's currency beside, against the price then.
          <p className={styles.amount} data-testid="offer-amount">
            {t('offer.offered', { amount: offerAmountForSeller(bid, language) })}
          </p>
        ) : (
          <p className={styles.amount} data-testid="offer-amount">
            {t('offer.offered', { amount: formatMoney(bid.amount, language) })}
            {bid.amount.currency !== 'krw' && (
              <span className={styles.muted}>
                {' '}
                {t('offer.krw', {
                  amount: formatMoney({ amount: bid.amount_krw, currency: 'krw' }, language),
                })}
              </span>
            )}
          </p>
        )}
        {!received && bid.status === 'pending' && (
          <p className={styles.muted} data-testid="offer-answerer">
            {byAnswerer(t, 'offer.answers', bid.answerer)}
          </p>
        )}
        <p className={styles.muted}>
          {received
            ? priceThen !== null &&
              `${t('offer.priceThen', { amount: formatMoney({ amount: priceThen, currency: 'krw' }, language) })} · `
            : bid.artwork.price &&
              `${t('offer.price', { amount: formatIndicative(bid.artwork.price.display, language) })} · `}
          {bid.bidder_name && `${t('offer.by', { name: bid.bidder_name })} · `}
          {bid.status === 'accepted' && bid.payment_deadline
            ? t('offer.payBy', { date: date(bid.payment_deadline) })
            : bid.status === 'pending'
              ? t('offer.expires', { date: date(bid.expires_at) })
              : t('offer.placedOn', { date: date(bid.created_at) })}
        </p>
      </div>
      <div className={styles.side}>
        <span
          className={styles.status}
          data-status={bid.status}
          data-close-reason={bid.close_reason ?? undefined}
          data-testid="offer-status"
        >
          {offerStatusWords(t, bid)}
        </span>
        <div className={styles.actions}>
          {box === 'received' && bid.can_accept && (
            <>
              <Button size="md" disabled={busy} onClick={() => setAsked('accept')}>
                {t('offer.accept')}
              </Button>
              <Button
                size="md"
                variant="secondary"
                disabled={busy}
                onClick={() => setAsked('decline')}
              >
                {t('offer.decline')}
              </Button>
              <OfferAnswerDialog
                answer={asked}
                bid={bid}
                onConfirm={answer}
                onClose={() => setAsked(null)}
              />
            </>
          )}
          {box === 'suggested' && bid.status === 'pending' && (
            <Button
              size="md"
              variant="secondary"
              disabled={busy}
              onClick={() => void run(() => cancelBid.mutateAsync(bid.id), t('canceled'))}
            >
              {t('offer.cancel')}
            </Button>
          )}
          {box === 'suggested' && bid.status === 'accepted' && bid.cart_id && (
            <ButtonLink size="md" href={`/purchase/${encodeURIComponent(bid.cart_id)}`}>
              {t('offer.pay')}
            </ButtonLink>
          )}
          {box === 'suggested' && bid.status === 'ordered' && bid.order_id && (
            <ButtonLink
              size="md"
              variant="secondary"
              href={`/order-detail/${encodeURIComponent(bid.order_id)}`}
            >
              {t('offer.order')}
            </ButtonLink>
          )}
        </div>
      </div>
    </li>
  );
}
