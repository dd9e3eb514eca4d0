// /admin/offers: one offers screen for both roles (rules §4.26, §4.33). A partner reads its
// galleries' offers and answers them; an operator reads every offer, by status, who answers and
// gallery, and answers those of galleries without a partner account (Artmarket answers for
// them) — the others are answered by the gallery or the owner and are shown read-only. Amounts
// are in won with the bidder's currency beside, against the price when the offer was made; an
// answer is confirmed first, saying what it will do.
import { useRouter } from 'next/router';
import { useState } from 'react';
import Link from 'next/link';
import { toast } from 'react-toastify';
import { useTranslation } from 'next-i18next/pages';
import { useAcceptOfferMutation, useDeclineOfferMutation } from '@/api/admin/offers/answer-offer';
import { useOffer, useOffers, type OfferQueueQuery } from '@/api/admin/offers/get-offers';
import { apiErrorStatus } from '@/api/api-error';
import { useEditorialList } from '@/api/admin/editorial/get-editorial-list';
import { Spinner } from '@/components/ui/spinner/spinner';
import {
  answerConfirmation,
  byAnswerer,
  offerAmountForSeller,
  offerStatusWords,
  priceAtOffer,
} from '@/components/bids/offer-words';
import { useEditionLabel } from '@/hooks/use-edition-label';
import { useLanguage } from '@/hooks/use-preferences';
import { formatDateTime } from '@/rules/business-time';
import { formatMoney } from '@/rules/money';
import { offerStatuses, type Answerer, type OfferStatus } from '@/rules/negotiation';
import type { BackOfficeMeDto } from '@/schemas/back-office-dto';
import type { BidDto } from '@/schemas/bid-dto';
import { AdminHead, AdminLayout } from './admin-layout';
import { adminErrorMessage } from './admin-messages';
import { AdminFilter, AdminMore, AdminToolbar } from './admin-toolbar';
import { ConfirmButton } from './confirm-action';
import lists from './admin-lists.module.scss';
import shell from './admin-shell.module.scss';

const PAGE = 20;
const tabs = ['all', ...offerStatuses] as const;
type Tab = (typeof tabs)[number];
const answerers = ['all', 'gallery', 'owner', 'store'] as const;
type AnswererFilter = (typeof answerers)[number];

export function OffersPage() {
  return <AdminLayout section="offers">{(me) => <Offers me={me} />}</AdminLayout>;
}

/** /admin/offers/<id>: one offer, as a notice's link opens it, with the way back to the queue. */
export function OfferDetailPage() {
  const { query } = useRouter();
  const id = Array.isArray(query.path) ? (query.path[1] ?? '') : '';
  return <AdminLayout section="offers">{(me) => <OneOffer id={id} me={me} />}</AdminLayout>;
}

function OneOffer({ id, me }: { id: string; me: BackOfficeMeDto }) {
  const { t } = useTranslation('admin');
  const { data, error } = useOffer(id);
  const operator = me.roles.includes('operator') || me.roles.includes('admin');
  return (
    <div className={shell.page}>
      <p>
        <Link href="/admin/offers">{t('offers.back')}</Link>
      </p>
      <AdminHead title={t('offers.one')} />
      {error ? (
        <p className={shell.failed}>
          {apiErrorStatus(error) === 404 ? t('offers.notFound') : t('failed')}
        </p>
      ) : !data ? (
        <Spinner label="" />
      ) : (
        <ul className={shell.rows}>
          <OfferRow bid={data} operator={operator} />
        </ul>
      )}
    </div>
  );
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function Offers({ me }: { me: BackOfficeMeDto }) {
  const { t } = useTranslation('admin');
  const { t: tb } = useTranslation('bids');
  const router = useRouter();
  const operator = me.roles.includes('operator') || me.roles.includes('admin');
  const status = tabs.find((tab) => tab === router.query.status) ?? 'all';
  const answerer = answerers.find((a) => a === router.query.answerer) ?? 'all';
  const gallery = text(router.query.gallery);
  const q = text(router.query.q);
  const [limit, setLimit] = useState(PAGE);
  const query: OfferQueueQuery = {
    status: status === 'all' ? undefined : (status as OfferStatus),
    answerer: operator && answerer !== 'all' ? (answerer as Answerer) : undefined,
    gallery: operator && gallery ? gallery : undefined,
    q: q || undefined,
    limit,
  };
  const { data, error } = useOffers(query);
  const galleries = useEditorialList('institutions', { limit: 200 }, { enabled: operator });
  const galleryIds = ['all', ...(galleries.data?.institutions.map((i) => i.id) ?? [])];
  const galleryName = (id: string) => {
    const found = galleries.data?.institutions.find((i) => i.id === id);
    if (!found) return t('offers.filters.allGalleries');
    return router.locale === 'ko' ? found.name_ko || found.name_en : found.name_en;
  };

  const go = (next: { status?: string; answerer?: string; gallery?: string; q?: string }) => {
    const wanted = { status, answerer, gallery, q, ...next };
    setLimit(PAGE);
    void router.replace(
      {
        pathname: '/admin/offers',
        query: Object.fromEntries(
          Object.entries(wanted).filter(([, v]) => v && v !== 'all') as [string, string][],
        ),
      },
      undefined,
      { shallow: true },
    );
  };

  const lead = operator
    ? t('offers.leadOperator')
    : `${t('offers.gallery', { names: me.institutions.map((i) => i.name).join(', ') })} — ${t('offers.lead')}`;
  return (
    <div className={shell.page}>
      <AdminHead title={t('offers.title')} lead={lead} />
      <AdminToolbar
        tabs={{
          label: t('offers.filters.status'),
          tabs,
          current: status,
          labelOf: (tab: Tab) =>
            tab === 'all' ? t('offers.filters.all') : tb(`offer.status.${tab}`),
          onSelect: (tab) => go({ status: tab }),
        }}
        search={{
          placeholder: t('offers.search'),
          initial: q,
          onSearch: (next) => go({ q: next }),
        }}
      >
        {operator && (
          <>
            <AdminFilter
              label={t('offers.filters.answerer')}
              options={answerers}
              value={answerer}
              onChange={(next: AnswererFilter) => go({ answerer: next })}
              labelOf={(option) =>
                option === 'all' ? t('offers.filters.all') : t(`offers.answerers.${option}`)
              }
            />
            <AdminFilter
              label={t('offers.filters.gallery')}
              options={galleryIds}
              value={galleryIds.includes(gallery) ? gallery || 'all' : 'all'}
              onChange={(next) => go({ gallery: next })}
              labelOf={galleryName}
            />
          </>
        )}
      </AdminToolbar>
      {error ? (
        <p className={shell.failed}>{t('failed')}</p>
      ) : !data ? (
        <Spinner label="" />
      ) : data.bids.length === 0 ? (
        <p className={shell.empty}>{t('offers.empty')}</p>
      ) : (
        <>
          <p className={shell.muted}>{t('offers.count', { count: data.count })}</p>
          <ul className={shell.rows}>
            {data.bids.map((bid) => (
              <OfferRow key={bid.id} bid={bid} operator={operator} />
            ))}
          </ul>
          <AdminMore
            shown={data.bids.length}
            count={data.count}
            onMore={() => setLimit((n) => n + PAGE)}
          />
        </>
      )}
    </div>
  );
}

function OfferRow({ bid, operator }: { bid: BidDto; operator: boolean }) {
  const { t } = useTranslation('admin');
  const { t: tb } = useTranslation('bids');
  const editionName = useEditionLabel();
  const language = useLanguage();
  const acceptOffer = useAcceptOfferMutation();
  const declineOffer = useDeclineOfferMutation();
  const priceThen = priceAtOffer(bid);
  const date = (iso: string) => formatDateTime(iso, language);

  // The confirmation stays open when the answer fails (ConfirmAction): the toast says why.
  async function answer(kind: 'accept' | 'decline') {
    try {
      if (kind === 'accept') await acceptOffer.mutateAsync(bid.id);
      else await declineOffer.mutateAsync(bid.id);
      toast.success(t(kind === 'accept' ? 'offers.accepted' : 'offers.declined'));
    } catch (error) {
      toast.error(adminErrorMessage(t, error, t('error')));
      throw error;
    }
  }
  const confirm = (kind: 'accept' | 'decline') => answerConfirmation(tb, kind, bid, language);

  return (
    <li
      className={lists.offerRow}
      data-testid="partner-offer"
      data-status={bid.status}
      data-answerer={bid.answerer.kind}
    >
      {bid.artwork.image ? (
        // eslint-disable-next-line @next/next/no-img-element
        <img className={lists.thumb} src={bid.artwork.image.url} alt="" width={96} height={96} />
      ) : (
        <span className={lists.thumb} />
      )}
      <div className={shell.stack}>
        <span className={shell.strong}>
          <Link href={`/work/${bid.artwork.handle}`}>{bid.artwork.title}</Link>
        </span>
        <span className={shell.muted}>
          {bid.artwork.artist_name} · {editionName(bid)}
        </span>
        <span data-testid="offer-amount">
          {tb('offer.offered', { amount: offerAmountForSeller(bid, language) })}
        </span>
        {priceThen !== null && (
          <span className={shell.muted}>
            {tb('offer.priceThen', {
              amount: formatMoney({ amount: priceThen, currency: 'krw' }, language),
            })}
          </span>
        )}
        <span className={shell.muted}>
          {bid.bidder_name && `${tb('offer.by', { name: bid.bidder_name })} · `}
          {bid.status === 'pending'
            ? tb('offer.expires', { date: date(bid.expires_at) })
            : tb('offer.placedOn', { date: date(bid.created_at) })}
        </span>
        {operator && (
          <span className={shell.muted} data-testid="offer-answerer">
            {byAnswerer(tb, 'offer.answers', bid.answerer)}
          </span>
        )}
      </div>
      <div className={lists.offerSide}>
        <span className={shell.badge} data-status={bid.status}>
          {offerStatusWords(tb, bid)}
        </span>
        {bid.can_accept ? (
          <div className={shell.buttons}>
            <ConfirmButton
              {...confirm('accept')}
              onConfirm={() => answer('accept')}
              testId="offer-accept"
            >
              {t('offers.accept')}
            </ConfirmButton>
            <ConfirmButton
              {...confirm('decline')}
              variant="secondary"
              tone="danger"
              onConfirm={() => answer('decline')}
              testId="offer-decline"
            >
              {t('offers.decline')}
            </ConfirmButton>
          </div>
        ) : (
          operator &&
          bid.status === 'pending' && (
            <span className={shell.muted} data-testid="offer-read-only">
              {t('offers.readOnly')}
            </span>
          )
        )}
      </div>
    </li>
  );
}
