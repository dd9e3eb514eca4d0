// The artwork page's bid part for a signed-in customer, loaded once the page is interactive
// (ADR 0016, ADR 0021): given the server's buy-button state with the customer's bids (the same
// rule the page ran), carries out what the buttons ask (place: the dialog; cancel; go to bid:
// the bid checkout) and says where the customer's bid stands. After a bid or its cancellation
// every artwork read is refetched (ADR 0039), the buy button with it.
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { useCancelBidMutation } from '@/api/bids/cancel-bid';
import { useLanguage } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import type { ArtworkDetailDto } from '@/schemas/artwork-dto';
import type { BidStatusDto } from '@/schemas/bid-dto';
import { formatMoney } from '@/rules/money';
import { toast } from 'react-toastify';
import { BidDialog } from './bid-dialog';
import { byAnswerer } from './offer-words';
import { useBidMessages } from './use-bid-messages';
import styles from './bids.module.scss';

export function BidLayer({
  artwork,
  ask,
  status,
}: {
  artwork: ArtworkDetailDto;
  /** The action pressed and a count, so the same action pressed again is seen. */
  ask: [string, number];
  /** The server's buy-button state for the customer (null until it arrives). */
  status: BidStatusDto | null;
}) {
  const { t: tw } = useTranslation('works');
  const { t, ready } = useBidMessages();
  const language = useLanguage();
  const router = useRouter();
  const { mutateAsync: cancelBid } = useCancelBidMutation();
  // The dialog is open from a press of 'place a bid' until closed.
  const [closedAt, setClosedAt] = useState(0);

  const [action, count] = ask;
  useEffect(() => {
    if (!count) return;
    const bid = status?.bid;
    if (action === 'go_to_bid' && bid?.cart_id) {
      void router.push(`/purchase/${encodeURIComponent(bid.cart_id)}`);
    }
    if (action === 'cancel_a_bid' && bid) {
      cancelBid(bid.id)
        .then(() => toast.success(t('canceled')))
        .catch(() => toast.error(t('cancelFailed')));
    }
    // Only a new press acts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [count]);

  const bid = status?.bid;
  const dialog = action === 'place_a_bid' && count > closedAt;
  return (
    <>
      {bid && (bid.status === 'pending' || bid.status === 'accepted') && (
        <p className={styles.note} data-testid="your-bid">
          {tw('artwork.buy.yourBid', {
            amount: formatMoney(bid.amount, language),
            // Awaiting whoever answers it (a gallery by name, the owner, Artmarket).
            status:
              bid.status === 'pending' && ready
                ? byAnswerer(t, 'awaiting', bid.answerer)
                : tw(`artwork.buy.bidStatus.${bid.status}`),
          })}
        </p>
      )}
      {dialog && (
        <BidDialog
          artwork={artwork}
          editionId={status?.edition_id ?? artwork.editions.next_edition?.edition_id ?? null}
          answerer={status?.answerer ?? null}
          onClose={() => setClosedAt(count)}
          onPlaced={() => {
            setClosedAt(count);
          }}
        />
      )}
    </>
  );
}
