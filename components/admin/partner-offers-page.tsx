// /admin/offers: a partner's received offers on their gallery's works, accepted or declined
// through the store's own accept (the bids workflow).
import { useState } from 'react';
import { useAcceptOfferMutation, useDeclineOfferMutation } from '@/api/admin/offers/answer-offer';
import { usePartnerOffers } from '@/api/admin/offers/get-offers';
import { formatDateTime } from '@/rules/business-time';
import { Button } from '@/components/ui/button/button';
import Link from 'next/link';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useLanguage } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import type { BackOfficeMeDto } from '@/schemas/back-office-dto';
import type { BidDto } from '@/schemas/bid-dto';
import { formatMoney } from '@/rules/money';
import { formatIndicative } from '@/rules/price-display';
import { toast } from 'react-toastify';
import { AdminHead, AdminLayout } from './admin-layout';
import { adminErrorMessage } from './admin-messages';
import lists from './admin-lists.module.scss';
import shell from './admin-shell.module.scss';
import { useEditionLabel } from '@/hooks/use-edition-label';

const PAGE = 20;

export function PartnerOffersPage() {
  return <AdminLayout section="offers">{(me) => <Offers me={me} />}</AdminLayout>;
}

function Offers({ me }: { me: BackOfficeMeDto }) {
  const { t } = useTranslation('admin');
  const [limit, setLimit] = useState(PAGE);
  const { data, error } = usePartnerOffers({ limit });
  return (
    <div className={shell.page}>
      <AdminHead
        title={t('offers.title')}
        lead={`${t('offers.gallery', { names: me.institutions.map((i) => i.name).join(', ') })} — ${t('offers.lead')}`}
      />
      {error ? (
        <p className={shell.failed}>{t('failed')}</p>
      ) : !data ? (
        <Spinner label="" />
      ) : data.bids.length === 0 ? (
        <p className={shell.empty}>{t('offers.empty')}</p>
      ) : (
        <>
          <ul className={shell.rows}>
            {data.bids.map((bid) => (
              <OfferRow key={bid.id} bid={bid} />
            ))}
          </ul>
          {data.count > data.bids.length && (
            <Button variant="secondary" onClick={() => setLimit((n) => n + PAGE)}>
              {t('more')}
            </Button>
          )}
        </>
      )}
    </div>
  );
}

function OfferRow({ bid }: { bid: BidDto }) {
  const { t } = useTranslation('admin');
  const { t: tb } = useTranslation('bids');
  const editionName = useEditionLabel();
  const language = useLanguage();
  const acceptOffer = useAcceptOfferMutation();
  const declineOffer = useDeclineOfferMutation();
  const [busy, setBusy] = useState(false);
  async function run(call: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await call();
      toast.success(done);
    } catch (error) {
      toast.error(adminErrorMessage(t, error, t('error')));
    } finally {
      setBusy(false);
    }
  }
  return (
    <li className={lists.offerRow} data-testid="partner-offer" data-status={bid.status}>
      {bid.artwork.image && (
        // eslint-disable-next-line @next/next/no-img-element
        <img className={lists.thumb} src={bid.artwork.image.url} alt="" width={96} height={96} />
      )}
      <div className={shell.stack}>
        <span className={shell.strong}>
          <Link href={`/work/${bid.artwork.handle}`}>{bid.artwork.title}</Link>
        </span>
        <span className={shell.muted}>
          {bid.artwork.artist_name} · {editionName(bid)}
        </span>
        <span>
          {tb('offer.offered', { amount: formatMoney(bid.amount, language) })}
          {bid.artwork.price &&
            ` · ${tb('offer.price', { amount: formatIndicative(bid.artwork.price.display, language) })}`}
        </span>
        <span className={shell.muted}>
          {bid.bidder_name && `${tb('offer.by', { name: bid.bidder_name })} · `}
          {tb('offer.expires', { date: formatDateTime(bid.expires_at, language) })}
        </span>
      </div>
      <div className={lists.offerSide}>
        <span className={shell.badge} data-status={bid.status}>
          {tb(`offer.status.${bid.status}`)}
        </span>
        {bid.can_accept && (
          <div className={shell.buttons}>
            <Button
              disabled={busy}
              onClick={() => run(() => acceptOffer.mutateAsync(bid.id), t('offers.accepted'))}
            >
              {t('offers.accept')}
            </Button>
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => run(() => declineOffer.mutateAsync(bid.id), t('offers.declined'))}
            >
              {t('offers.decline')}
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
