// A payment that did not go through (a declined card, insufficient funds…): why, in the
// visitor's language, and the way back to the same cart's checkout.
import Head from 'next/head';
import { useRouter } from 'next/router';
import { ButtonLink } from '@/components/ui/button/button';
import { useTranslation } from 'next-i18next/pages';
import { pageTitle } from '@/components/seo/seo';
import { declineMessage } from './checkout-text';
import styles from './checkout.module.scss';

const CART_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function PurchaseErrorPage() {
  const { t } = useTranslation('checkout');
  const { t: tc } = useTranslation('common');
  const { query } = useRouter();
  const cartId = typeof query.cart === 'string' && CART_ID.test(query.cart) ? query.cart : null;
  return (
    <div className={styles.page}>
      <Head>
        <title>{pageTitle(`${t('error.metaTitle')}: ${t('title')}`, tc('brand.name'))}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <section className={styles.complete} aria-labelledby="purchase-error-title">
        <h1 id="purchase-error-title" className={styles.title}>
          {t('error.title')}
        </h1>
        <p className={styles.notice} role="alert">
          {declineMessage(t, query.code)}
        </p>
        <p className={styles.muted}>{t('error.lead')}</p>
        <div className={styles.completeActions}>
          {cartId && (
            <ButtonLink href={`/purchase/${encodeURIComponent(cartId)}`}>
              {t('error.retry')}
            </ButtonLink>
          )}
          <ButtonLink href="/works" variant="text">
            {t('error.works')}
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
