// The checkout page of one cart: the form while the cart is open (checkout-form.tsx), the
// completion once it is ordered — coming back to /purchase/{id} shows the completion, not the
// form again.
import Head from 'next/head';
import Link from 'next/link';
import { useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { useCart } from '@/api/checkout/get-cart';
import { pageTitle } from '@/components/seo/seo';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useCurrency } from '@/hooks/use-preferences';
import { CheckoutComplete } from './checkout-complete';
import { CheckoutForm } from './checkout-form';
import { checkoutFailure, translateCheckoutMessage } from './checkout-text';
import styles from './checkout.module.scss';

export interface CheckoutPageProps {
  cartId: string;
}

export function CheckoutPage({ cartId }: CheckoutPageProps) {
  const { t } = useTranslation('checkout');
  const { t: ta } = useTranslation('account');
  const currency = useCurrency();
  const { data: cart, error } = useCart(cartId, currency);
  const [orderId, setOrderId] = useState<string | null>(null);
  const doneOrder = orderId ?? (cart?.status === 'ordered' ? cart.order_id : null);

  return (
    <div className={styles.page}>
      <Head>
        <title>{pageTitle(t('metaTitle'), ta('brand'))}</title>
        <meta name="robots" content="noindex" />
      </Head>
      {doneOrder ? (
        <CheckoutComplete orderId={doneOrder} />
      ) : cart ? (
        <CheckoutForm cart={cart} onOrdered={setOrderId} />
      ) : error ? (
        <div className={styles.empty}>
          <p>{translateCheckoutMessage(t, checkoutFailure(error).message)}</p>
          <Link href="/works">{t('error.works')}</Link>
        </div>
      ) : (
        <div className={styles.empty} aria-busy="true">
          <Spinner label={t('loading')} />
        </div>
      )}
    </div>
  );
}
