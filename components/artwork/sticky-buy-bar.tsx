// Phones: the artwork's price (or status) and its main action at the foot of the screen while the
// buy panel's own buttons are out of view, so the first screen of a work offers to buy it. The
// buy panel hands over what it shows (the same price text, the same button from buyButtonState):
// the bar decides nothing itself. Shown while there is something to do or to wait for (a
// release); a sold or unpriced work says so in the panel alone.
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { BottomBar } from '@/components/ui/bottom-bar/bottom-bar';
import { isActionable, type BuyAction } from '@/rules/buy-state';
import styles from './buy-panel.module.scss';

export function showsStickyBuyBar(primary: BuyAction): boolean {
  return isActionable(primary) || primary === 'release_soon';
}

export function StickyBuyBar({
  title,
  price,
  primary,
  action,
  watch,
}: {
  title: string;
  /** The panel's price or status text. */
  price: ReactNode;
  primary: BuyAction;
  /** The panel's primary button. */
  action: ReactNode;
  /** The panel's buttons: the bar steps aside while they are in view. */
  watch: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation('works');
  if (!showsStickyBuyBar(primary)) return null;
  return (
    <BottomBar
      label={t('artwork.buy.barLabel')}
      watch={watch}
      testId="sticky-buy-bar"
      summary={
        <>
          <span className={styles.dockTitle}>{title}</span>
          <span className={styles.dockPrice}>{price}</span>
        </>
      }
      action={action}
    />
  );
}
