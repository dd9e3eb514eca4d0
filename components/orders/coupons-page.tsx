// /my-page/coupons (rules §2 "coupons in my page"): the customer's coupons from
// GET store/coupon/my-coupons with their discount, validity and status, and the artworks each
// applies to (GET store/coupon/{id}/artworks) on request. Coupon amounts are in KRW; another
// currency's amounts (sent by the server at today's rate) are shown as approximate, KRW beside.
import clsx from 'clsx';
import { useState } from 'react';
import { useCouponArtworks } from '@/api/coupons/get-coupon-artworks';
import { useMyCoupons } from '@/api/coupons/get-my-coupons';
import { MyPageLayout } from '@/components/account/my-page-layout';
import Link from 'next/link';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useLanguage } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import type { CouponDto } from '@/schemas/checkout-dto';
import { formatDate } from '@/rules/business-time';
import { useCouponValue } from './coupon-value';
import styles from './order-lists.module.scss';

export function CouponsPage() {
  const { t } = useTranslation('orders');
  const { data, isPending, isError } = useMyCoupons();
  return (
    <MyPageLayout section="coupons" title={t('coupons.metaTitle')}>
      <div className={styles.page}>
        <header className={styles.head}>
          <h1 className={styles.title}>{t('coupons.title')}</h1>
          <p className={styles.lead}>{t('coupons.lead')}</p>
          {data?.coupons.some((coupon) => coupon.display) && (
            <p className={styles.lead} data-testid="coupons-approximate">
              {t('coupons.approximate')}
            </p>
          )}
        </header>
        {isPending ? (
          <Spinner label={t('coupons.loading')} />
        ) : isError || !data ? (
          <p className={styles.empty}>{t('coupons.failed')}</p>
        ) : data.coupons.length === 0 ? (
          <p className={styles.empty}>{t('coupons.empty')}</p>
        ) : (
          <ul className={styles.coupons}>
            {data.coupons.map((coupon) => (
              <CouponCard key={coupon.id} coupon={coupon} />
            ))}
          </ul>
        )}
      </div>
    </MyPageLayout>
  );
}

export function CouponCard({ coupon }: { coupon: CouponDto }) {
  const { t } = useTranslation('orders');
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  // In the visitor's currency with the KRW amount as the reference; KRW alone for KRW visitors.
  const { discount, cap } = useCouponValue()(coupon);
  return (
    <li
      className={clsx(styles.coupon, coupon.status !== 'available' && styles.couponDim)}
      data-testid="coupon"
    >
      <div className={styles.couponValue}>
        <span className={styles.couponDiscount}>{discount}</span>
        {cap && <span className={styles.couponCap}>{cap}</span>}
      </div>
      <div className={styles.couponText}>
        <p className={styles.couponKind}>
          {t(`coupons.kinds.${coupon.kind}`)}
          <span className={styles.badge} data-status={coupon.status}>
            {t(`coupons.statuses.${coupon.status}`)}
          </span>
        </p>
        <p className={styles.couponTitle}>{coupon.title}</p>
        <p className={styles.rowMeta}>
          {coupon.status === 'used' && coupon.used_at
            ? t('coupons.usedOn', { date: formatDate(coupon.used_at, language) })
            : t('coupons.valid', {
                from: formatDate(coupon.starts_at, language),
                to: formatDate(coupon.ends_at, language),
              })}
        </p>
        <p className={clsx(styles.rowMeta, styles.mono)}>{coupon.code}</p>
        {coupon.all_artworks ? (
          <p className={styles.rowMeta}>{t('coupons.allArtworks')}</p>
        ) : (
          <>
            <button
              type="button"
              className={styles.textButton}
              aria-expanded={open}
              onClick={() => setOpen(!open)}
            >
              {open ? t('coupons.hideArtworks') : t('coupons.showArtworks')}
            </button>
            {open && <CouponArtworks couponId={coupon.id} />}
          </>
        )}
      </div>
    </li>
  );
}

function CouponArtworks({ couponId }: { couponId: string }) {
  const { t } = useTranslation('orders');
  const { data, isPending } = useCouponArtworks(couponId);
  if (isPending) return <Spinner label={t('coupons.loading')} />;
  if (!data || data.artworks.length === 0) {
    return <p className={styles.rowMeta}>{t('coupons.noArtworks')}</p>;
  }
  return (
    <ul className={styles.couponArtworks}>
      {data.artworks.map((artwork) => (
        <li key={artwork.id}>
          <Link href={`/work/${encodeURIComponent(artwork.handle)}`}>
            {artwork.artist_name}, <em>{artwork.title}</em>
          </Link>
        </li>
      ))}
    </ul>
  );
}
