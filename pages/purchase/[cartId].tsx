import type { GetServerSideProps } from 'next';
import { CheckoutPage, type CheckoutPageProps } from '@/components/checkout/checkout-page';
import { getPageProps } from '@/ssr/get-page-props';

export default CheckoutPage;

const CART_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Signed-in only (middleware.ts); the cart is read in the browser with the visitor's session. */
export const getServerSideProps: GetServerSideProps<CheckoutPageProps> = (ctx) => {
  const cartId = String(ctx.params?.cartId ?? '');
  if (!CART_ID.test(cartId)) return Promise.resolve({ notFound: true });
  return getPageProps(ctx, { namespaces: ['checkout', 'orders', 'account'], props: { cartId } });
};
