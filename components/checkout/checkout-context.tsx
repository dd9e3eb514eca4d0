// What every section of the checkout shares besides the form (checkout-form.tsx): the cart as the
// server last priced it, its money, and the one way to save a change of it.
import { createContext, useContext, type ReactNode } from 'react';
import type { CartDto } from '@/schemas/checkout-dto';
import styles from './checkout.module.scss';

export interface CheckoutContextValue {
  cart: CartDto;
  /** An amount in the cart's currency, formatted for the visitor's language. */
  money: (amount: number) => string;
  /** A change of the cart is being saved: the choices wait for it. */
  saving: boolean;
  /**
   * Saves one change of the cart (a mutation's call) and answers the cart priced again, or null
   * when it failed and the failure is shown in the summary.
   */
  save: (change: () => Promise<CartDto>) => Promise<CartDto | null>;
  /** Shows a failed call in the summary, translated. */
  showFailure: (error: unknown) => void;
}

const CheckoutContext = createContext<CheckoutContextValue | null>(null);

export const CheckoutProvider = CheckoutContext.Provider;

export function useCheckout(): CheckoutContextValue {
  const value = useContext(CheckoutContext);
  if (!value) throw new Error('useCheckout is used inside the checkout form only.');
  return value;
}

/** One titled step of the checkout. */
export function Section({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-label={title}>
      <header className={styles.sectionHead}>
        <h2 className={styles.sectionTitle}>{title}</h2>
        {lead && <p className={styles.muted}>{lead}</p>}
      </header>
      {children}
    </section>
  );
}
