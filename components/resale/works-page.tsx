// /my-page/works (rules §2 "My Artworks: consigned or on sale, with prompts when empty"): the
// editions the customer owns, each with its resale or consignment request in play (request
// resale at a desired price, confirm the proposed price, withdraw), and the requests themselves.
import clsx from 'clsx';
import { useState, type FormEvent } from 'react';
import { useConfirmResaleMutation } from '@/api/resale/confirm-resale';
import { useMyWork } from '@/api/resale/get-my-work';
import { useResaleRequests } from '@/api/resale/get-resale-requests';
import { useRegisterResaleMutation } from '@/api/resale/register-resale';
import { useWithdrawResaleMutation } from '@/api/resale/withdraw-resale';
import { MyPageLayout } from '@/components/account/my-page-layout';
import { formatDateTime } from '@/rules/business-time';
import { siteLinks } from '@/components/layout/site-links';
import { Button, ButtonLink } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/form/form-field';
import Link from 'next/link';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useLanguage } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import { formatMoney } from '@/rules/money';
import type { MyWorkDto, ResaleRateDto, ResaleRequestDto } from '@/schemas/resale-dto';
import { toast } from 'react-toastify';
import { KrwConversion } from './krw-conversion';
import { resaleError } from './resale-text';
import listStyles from '@/components/orders/order-lists.module.scss';
import rowStyles from '@/components/bids/offer-page.module.scss';
import styles from './resale.module.scss';
import { useEditionLabel } from '@/hooks/use-edition-label';

const tabs = ['owned', 'requests'] as const;
type Tab = (typeof tabs)[number];
const PAGE = 20;

export function WorksPage() {
  const { t } = useTranslation('resale');
  const [tab, setTab] = useState<Tab>('owned');
  const [limit, setLimit] = useState(PAGE);
  return (
    <MyPageLayout section="works" title={t('works.title')}>
      <div className={listStyles.page}>
        <header className={listStyles.head}>
          <h1 className={listStyles.title}>{t('works.title')}</h1>
          <p className={listStyles.lead}>{t('works.lead')}</p>
        </header>
        <div role="tablist" aria-label={t('works.title')} className={listStyles.tabs}>
          {tabs.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`works-tab-${name}`}
              aria-selected={tab === name}
              className={clsx(listStyles.tab, tab === name && listStyles.tabActive)}
              onClick={() => {
                setTab(name);
                setLimit(PAGE);
              }}
            >
              {t(`works.tabs.${name}`)}
            </button>
          ))}
        </div>
        <div role="tabpanel" aria-labelledby={`works-tab-${tab}`}>
          {tab === 'owned' ? (
            <OwnedWorks limit={limit} more={() => setLimit((n) => n + PAGE)} />
          ) : (
            <Requests limit={limit} more={() => setLimit((n) => n + PAGE)} />
          )}
        </div>
      </div>
    </MyPageLayout>
  );
}

function OwnedWorks({ limit, more }: { limit: number; more: () => void }) {
  const { t } = useTranslation('resale');
  const { data, isPending, isError } = useMyWork({ limit });
  if (isPending && !data) return <Spinner label={t('works.loading')} />;
  if (isError || !data) return <p className={listStyles.empty}>{t('works.failed')}</p>;
  if (data.works.length === 0) {
    return (
      <div className={listStyles.empty} data-testid="works-empty">
        <p>{t('works.emptyOwned')}</p>
        <Link href={siteLinks.works} className={listStyles.browse}>
          {t('works.browse')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <ul className={rowStyles.list}>
        {data.works.map((work) => (
          <WorkRow key={work.edition_id} work={work} rate={data.exchange_rate} />
        ))}
      </ul>
      {data.count > data.works.length && (
        <Button variant="secondary" onClick={more}>
          {t('works.more')}
        </Button>
      )}
    </>
  );
}

function Requests({ limit, more }: { limit: number; more: () => void }) {
  const { t } = useTranslation('resale');
  const { data, isPending, isError } = useResaleRequests(limit);
  if (isPending && !data) return <Spinner label={t('works.loading')} />;
  if (isError || !data) return <p className={listStyles.empty}>{t('works.failed')}</p>;
  if (data.resell.length === 0) {
    return (
      <div className={listStyles.empty} data-testid="requests-empty">
        <p>{t('works.emptyRequests')}</p>
      </div>
    );
  }
  return (
    <>
      <ul className={rowStyles.list}>
        {data.resell.map((request) => (
          <RequestRow key={request.id} request={request} />
        ))}
      </ul>
      {data.count > data.resell.length && (
        <Button variant="secondary" onClick={more}>
          {t('works.more')}
        </Button>
      )}
    </>
  );
}

const krw = (amount: number, language: string) =>
  formatMoney({ amount, currency: 'krw' }, language);

function useResaleAction() {
  const { t } = useTranslation('resale');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run(call: () => Promise<unknown>, done: string): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      await call();
      toast.success(done);
      return true;
    } catch (caught) {
      setError(resaleError(t, caught));
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, run };
}

function WorkRow({ work, rate }: { work: MyWorkDto; rate: ResaleRateDto | null }) {
  const { t } = useTranslation('resale');
  const editionName = useEditionLabel();
  const language = useLanguage();
  const [asking, setAsking] = useState(false);
  const [price, setPrice] = useState('');
  const { busy, error, run } = useResaleAction();
  const registerResale = useRegisterResaleMutation();
  const request = work.resale;
  const artwork = work.artwork;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const desired = Number(price.replaceAll(',', ''));
    const ok = await run(
      () => registerResale.mutateAsync({ edition_id: work.edition_id, desired_price: desired }),
      t('works.sent'),
    );
    if (ok) setAsking(false);
  }

  return (
    <li
      className={clsx(rowStyles.row, styles.row)}
      data-testid="work"
      data-status={request?.status ?? 'owned'}
    >
      {artwork?.image ? (
        // eslint-disable-next-line @next/next/no-img-element
        <img className={rowStyles.thumb} src={artwork.image.url} alt="" width={80} height={80} />
      ) : (
        <span className={rowStyles.thumb} />
      )}
      <div className={rowStyles.text}>
        <p className={rowStyles.title}>
          {artwork ? <Link href={`/work/${artwork.handle}`}>{artwork.title}</Link> : null}
        </p>
        <p className={rowStyles.muted}>
          {[artwork?.artist_name, artwork && editionName(artwork)].filter(Boolean).join(' · ')}
        </p>
        <p className={rowStyles.muted}>
          {t('works.bought', {
            date: formatDateTime(work.purchased_at, language),
            amount: formatMoney(work.purchase_price, language),
          })}
        </p>
        {request && <RequestFacts request={request} />}
        {asking && (
          <form className={styles.inlineForm} onSubmit={(event) => void submit(event)}>
            <TextField
              label={t('works.priceLabel')}
              hint={t('works.priceHint')}
              inputMode="numeric"
              name="desired_price"
              required
              value={price}
              onChange={(event) => setPrice(event.target.value)}
            />
            <KrwConversion price={price} rate={rate} />
            <div className={rowStyles.actions}>
              <Button type="submit" size="md" disabled={busy}>
                {t('works.submit')}
              </Button>
              <Button type="button" size="md" variant="secondary" onClick={() => setAsking(false)}>
                {t('works.cancel')}
              </Button>
            </div>
          </form>
        )}
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
      <div className={rowStyles.side}>
        {request && (
          <span className={rowStyles.status} data-status={request.status}>
            {t(`works.kind.${request.kind}`)} · {t(`works.status.${request.status}`)}
          </span>
        )}
        <div className={rowStyles.actions}>
          {artwork && (
            <ButtonLink
              size="md"
              variant="secondary"
              href={`/coa/${encodeURIComponent(artwork.handle)}?edition=${work.edition_number}`}
            >
              {t('works.certificate')}
            </ButtonLink>
          )}
          {work.can_resell && !asking && (
            <>
              <Button size="md" onClick={() => setAsking(true)}>
                {t('works.resell')}
              </Button>
              <ButtonLink
                size="md"
                variant="secondary"
                href={`/consign/${encodeURIComponent(work.edition_id)}`}
              >
                {t('works.consign')}
              </ButtonLink>
            </>
          )}
          {request && <RequestActions request={request} run={run} busy={busy} />}
        </div>
      </div>
    </li>
  );
}

function RequestFacts({ request }: { request: ResaleRequestDto }) {
  const { t } = useTranslation('resale');
  const language = useLanguage();
  return (
    <>
      <p className={rowStyles.muted}>
        {t('works.desired', { amount: krw(request.desired_price, language) })}
      </p>
      {request.listing_price !== null && request.status === 'waiting_for_confirmation' && (
        <p className={rowStyles.amount} data-testid="proposed-price">
          {t('works.proposed', { amount: krw(request.listing_price, language) })}
        </p>
      )}
      {request.listing_price !== null && request.status === 'on_sale' && (
        <p className={rowStyles.amount}>
          {t('works.listed', { amount: krw(request.listing_price, language) })}
        </p>
      )}
      {request.operator_note && request.status === 'waiting_for_confirmation' && (
        <p className={rowStyles.muted}>{t('works.note', { note: request.operator_note })}</p>
      )}
      {request.rejection_reason && (
        <p className={rowStyles.muted}>{t('works.reason', { reason: request.rejection_reason })}</p>
      )}
    </>
  );
}

function RequestActions({
  request,
  run,
  busy,
}: {
  request: ResaleRequestDto;
  run: (call: () => Promise<unknown>, done: string) => Promise<boolean>;
  busy: boolean;
}) {
  const { t } = useTranslation('resale');
  const confirmResale = useConfirmResaleMutation();
  const withdrawResale = useWithdrawResaleMutation();
  return (
    <>
      {request.can_confirm && (
        <Button
          size="md"
          disabled={busy}
          onClick={() =>
            void run(() => confirmResale.mutateAsync(request.id), t('works.confirmed'))
          }
        >
          {t('works.confirm')}
        </Button>
      )}
      {request.can_withdraw && (
        <Button
          size="md"
          variant="secondary"
          disabled={busy}
          onClick={() => {
            if (window.confirm(t('works.confirmWithdraw'))) {
              void run(() => withdrawResale.mutateAsync(request.id), t('works.withdrawn'));
            }
          }}
        >
          {t('works.withdraw')}
        </Button>
      )}
      {request.status === 'sold' && request.order_id && (
        <ButtonLink
          size="md"
          variant="secondary"
          href={`/sale-slip/${encodeURIComponent(request.order_id)}`}
        >
          {t('works.slip')}
        </ButtonLink>
      )}
    </>
  );
}

function RequestRow({ request }: { request: ResaleRequestDto }) {
  const { t } = useTranslation('resale');
  const editionName = useEditionLabel();
  const language = useLanguage();
  const { busy, error, run } = useResaleAction();
  const artwork = request.artwork;
  return (
    <li
      className={clsx(rowStyles.row, styles.row)}
      data-testid="resale-request"
      data-status={request.status}
    >
      {artwork?.image ? (
        // eslint-disable-next-line @next/next/no-img-element
        <img className={rowStyles.thumb} src={artwork.image.url} alt="" width={80} height={80} />
      ) : (
        <span className={rowStyles.thumb} />
      )}
      <div className={rowStyles.text}>
        <p className={rowStyles.title}>
          {artwork ? <Link href={`/work/${artwork.handle}`}>{artwork.title}</Link> : null}
        </p>
        <p className={rowStyles.muted}>
          {[artwork?.artist_name, artwork && editionName(artwork)].filter(Boolean).join(' · ')}
        </p>
        <p className={rowStyles.muted}>
          {t('works.requested', { date: formatDateTime(request.created_at, language) })}
        </p>
        <RequestFacts request={request} />
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
      <div className={rowStyles.side}>
        <span className={rowStyles.status} data-status={request.status}>
          {t(`works.kind.${request.kind}`)} · {t(`works.status.${request.status}`)}
        </span>
        <div className={rowStyles.actions}>
          <RequestActions request={request} run={run} busy={busy} />
        </div>
      </div>
    </li>
  );
}
