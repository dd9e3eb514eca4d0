// /my-page/history (rules §2 "Transaction history: purchased, sold, canceled, awaiting
// deposit"): the API's history filters as tabs with their counts, 10 orders a page, each a row
// to its order detail.
import clsx from 'clsx';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { useOrderHistory } from '@/api/orders/get-order-history';
import { MyPageLayout } from '@/components/account/my-page-layout';
import { siteLinks } from '@/components/layout/site-links';
import { ArtworkImage } from '@/components/ui/artwork-image/artwork-image';
import Link from 'next/link';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useLanguage } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import type { OrderDto } from '@/schemas/checkout-dto';
import { historyFilters, type HistoryFilter } from '@/rules/checkout-rules';
import { orderLinks } from './order-links';
import { formatDate } from '@/rules/business-time';
import { money } from './order-text';
import styles from './order-lists.module.scss';

export const HISTORY_PAGE_SIZE = 10;

function isHistoryFilter(value: unknown): value is HistoryFilter {
  return typeof value === 'string' && (historyFilters as readonly string[]).includes(value);
}

export function OrderHistoryPage() {
  const { t } = useTranslation('orders');
  const router = useRouter();
  const asked = isHistoryFilter(router.query.status) ? router.query.status : 'purchased';
  const [status, setStatus] = useState<HistoryFilter>(asked);
  const [page, setPage] = useState(0);
  const { data, isPending, isError } = useOrderHistory(status, {
    limit: HISTORY_PAGE_SIZE,
    offset: page * HISTORY_PAGE_SIZE,
  });
  const choose = (next: HistoryFilter) => {
    setStatus(next);
    setPage(0);
    void router.replace(`${siteLinks.myPage.history}?status=${next}`, undefined, {
      shallow: true,
      scroll: false,
    });
  };

  return (
    <MyPageLayout section="history" title={t('history.metaTitle')}>
      <div className={styles.page}>
        <header className={styles.head}>
          <h1 className={styles.title}>{t('history.title')}</h1>
          <p className={styles.lead}>{t('history.lead')}</p>
        </header>
        <div role="tablist" aria-label={t('history.title')} className={styles.tabs}>
          {historyFilters.map((filter) => (
            <button
              key={filter}
              type="button"
              role="tab"
              id={`history-tab-${filter}`}
              aria-selected={status === filter}
              aria-controls="history-panel"
              className={clsx(styles.tab, status === filter && styles.tabActive)}
              onClick={() => choose(filter)}
            >
              {t(`history.tabs.${filter}`)}
              {data?.counts && (
                <span className={styles.tabCount} data-testid={`history-count-${filter}`}>
                  {data.counts[filter]}
                </span>
              )}
            </button>
          ))}
        </div>
        <div
          role="tabpanel"
          id="history-panel"
          aria-labelledby={`history-tab-${status}`}
          className={styles.panel}
        >
          {isPending && !data ? (
            <Spinner label={t('history.loading')} />
          ) : isError && !data ? (
            <p className={styles.empty}>{t('history.failed')}</p>
          ) : !data || data.count === 0 ? (
            <div className={styles.empty}>
              <p>{t('history.empty')}</p>
              <Link href={siteLinks.works} className={styles.browse}>
                {t('history.browse')}
              </Link>
            </div>
          ) : (
            <>
              <p className={styles.count}>{t('history.count', { count: data.count })}</p>
              <ul className={styles.list}>
                {data.orders.map((order) => (
                  <HistoryRow key={order.id} order={order} />
                ))}
              </ul>
              <Pager
                page={page}
                pages={Math.max(1, Math.ceil(data.count / HISTORY_PAGE_SIZE))}
                onPage={setPage}
              />
            </>
          )}
        </div>
      </div>
    </MyPageLayout>
  );
}

export function HistoryRow({ order }: { order: OrderDto }) {
  const { t } = useTranslation('orders');
  const { t: tr } = useTranslation('resale');
  const language = useLanguage();
  const artwork = order.artwork;
  const stopped = order.status === 'canceled' || order.status === 'refunded';
  // A resale the customer sold: its sale slip shows the settlement; the row shows the proceeds,
  // in won whatever the buyer paid in (rules §4.36).
  const sold = order.viewer === 'seller' ? order.resale_settlement : null;
  return (
    <li className={styles.row} data-testid={sold ? 'sold-order' : undefined}>
      <Link
        href={sold ? orderLinks.saleSlip(order.id) : orderLinks.detail(order.id)}
        className={styles.rowLink}
        aria-label={`${t('history.view')}: ${order.order_number}`}
      >
        <span className={styles.thumb}>
          <ArtworkImage image={artwork?.image ?? null} alt="" sizes="88px" fit="cover" />
        </span>
        <span className={styles.rowText}>
          <span className={styles.rowMeta}>
            {formatDate(order.created_at, language)} · {order.order_number}
          </span>
          <span className={styles.rowTitle}>{artwork ? artwork.title : order.item_name}</span>
          {artwork && <span className={styles.rowArtist}>{artwork.artist_name}</span>}
          {!sold && !stopped && order.status !== 'awaiting_deposit' && (
            <span className={styles.rowMeta}>
              {t(`shipping.methods.${order.shipping_method}`)} ·{' '}
              {t(`shipping.statuses.${order.shipping_status}`)}
            </span>
          )}
        </span>
        <span className={styles.rowSide}>
          <span className={styles.badge} data-status={sold ? 'sold' : order.status}>
            {sold ? t('history.tabs.sold') : t(`status.${order.status}`)}
          </span>
          {sold ? (
            <span className={styles.rowTotal} data-testid="sold-proceeds">
              {tr('sold.proceeds')} {money(sold.seller_proceeds, 'krw', language)}
            </span>
          ) : (
            <span className={styles.rowTotal}>
              {money(order.total, order.currency_code, language)}
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}

export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('orders');
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('history.page', { page: page + 1, pages })}>
      <button type="button" disabled={page === 0} onClick={() => onPage(page - 1)}>
        {t('history.previous')}
      </button>
      <span>{t('history.page', { page: page + 1, pages })}</span>
      <button type="button" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
        {t('history.next')}
      </button>
    </nav>
  );
}
