// The buy-button area: the price in the visitor's currency and the buttons that
// buyButtonState decides. Signed-out visitors are sent to sign in and back (rules §2); "Buy now"
// creates the cart and opens its checkout, with code loaded on the press (buy-now.ts). For a
// signed-in customer the server's answer of the same rule with their bids and what they own
// (bid/status) replaces the page's own once the page is interactive: an owner sees the work as
// theirs. The bid dialog and calls load on demand, so the first load carries none of them.
import { useRouter } from 'next/router';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { useBuyState } from '@/api/bids/get-bid-status';
import { useAddArtworkToCartMutation } from '@/api/checkout/add-artwork-to-cart';
import { Button, ButtonLink } from '@/components/ui/button/button';
import { siteLinks } from '@/components/layout/site-links';
import { useLanguage } from '@/hooks/use-preferences';
import { useLoginState } from '@/hooks/use-session';
import type { ArtworkDetailDto } from '@/schemas/artwork-dto';
import { describePrice, formatIndicative } from '@/rules/price-display';
import { formatDateTime } from '@/rules/business-time';
import { buyButtonState, isActionable, type BuyAction } from '@/rules/buy-state';
import { releasePending } from '@/rules/merchandising';
import { WishButton } from '@/components/wish/wish-button';
import { BuyerProtection } from './buyer-protection';
import { NotifyMe } from './notify-me';
import { shownPrice } from './shown-price';
import { StickyBuyBar } from './sticky-buy-bar';
import styles from './buy-panel.module.scss';

const BidLayer = lazy(() =>
  import('@/components/bids/bid-layer').then((module) => ({ default: module.BidLayer })),
);

export function BuyPanel({ artwork }: { artwork: ArtworkDetailDto }) {
  const { t } = useTranslation('works');
  const [buying, setBuying] = useState(false);
  const language = useLanguage();
  const router = useRouter();
  const signedIn = useLoginState() === true;
  const { mutateAsync: addToCart } = useAddArtworkToCartMutation();
  const { data: live = null } = useBuyState(artwork.id, { enabled: signedIn });
  // What the customer pressed that the bid layer carries out: 'place', 'cancel', with a count.
  const [ask, setAsk] = useState<[string, number]>(['', 0]);
  const state = live?.state ?? buyButtonState({ artwork, editions: artwork.editions });
  const signInHref = `${siteLinks.signIn}?before=${encodeURIComponent(router.asPath)}`;
  const actionsRef = useRef<HTMLDivElement>(null);
  // A work not yet released shows its price and its release date and time (KST), as its card
  // does (rules §4.13), "Notify me", and no edition as available.
  const pending = releasePending(artwork);

  const action = (kind: BuyAction, variant: 'primary' | 'secondary', inPanel = false) => {
    const label = t(`artwork.buy.${kind}`);
    // A work not yet released: "Notify me" (rules §4.63), a toggle for a signed-in customer.
    if (kind === 'release_soon' && pending) {
      return (
        <NotifyMe
          artworkId={artwork.id}
          signedIn={signedIn}
          signInHref={signInHref}
          variant={variant}
          withStatus={inPanel}
          statusClassName={styles.note}
        />
      );
    }
    if (!isActionable(kind)) {
      return (
        <Button variant={variant} size="lg" block disabled data-action={kind}>
          {label}
        </Button>
      );
    }
    if (!signedIn) {
      return (
        <ButtonLink href={signInHref} variant={variant} size="lg" block data-action={kind}>
          {label}
        </ButtonLink>
      );
    }
    // The owner's own listing: managed in My Artworks, a quiet link rather than a black button.
    if (kind === 'manage_listing') {
      return (
        <ButtonLink
          href={siteLinks.myPage.works}
          variant="secondary"
          size="lg"
          block
          data-action={kind}
        >
          {label}
        </ButtonLink>
      );
    }
    if (kind === 'buy_now') {
      return (
        <Button
          variant={variant}
          size="lg"
          block
          data-action={kind}
          disabled={buying}
          aria-busy={buying || undefined}
          onClick={() => {
            setBuying(true);
            void import('./buy-now')
              .then(({ buyNow }) =>
                buyNow({
                  artworkId: artwork.id,
                  editionId: artwork.editions.next_edition?.edition_id ?? null,
                  router,
                  t,
                  addToCart,
                }),
              )
              .finally(() => setBuying(false));
          }}
        >
          {label}
        </Button>
      );
    }
    const onClick = () => {
      // The owner's resale starts on My Artworks (ADR 0025).
      if (kind === 'request_for_sale') return void router.push(siteLinks.myPage.works);
      setAsk(([, n]) => [kind, n + 1]);
    };
    return (
      <Button variant={variant} size="lg" block data-action={kind} onClick={onClick}>
        {label}
      </Button>
    );
  };

  // The edition on offer's own price (a resale's), the one the page's JSON-LD states too; a work
  // not yet released shows its price as well (rules 4.13).
  const price = shownPrice(artwork, state);
  // A converted price is indicative ("≈ $12,743") with the work's KRW price beside it.
  const listed = price ? describePrice(price, language) : null;
  const releaseText = artwork.release_at
    ? t('artwork.buy.releaseOn', { date: formatDateTime(artwork.release_at, language) })
    : t('status.release_soon');
  const priceText = listed
    ? listed.amount
    : pending
      ? releaseText
      : artwork.purchase_status === 'not_for_sale'
        ? t('artwork.buy.priceOnRequest')
        : t(`status.${artwork.purchase_status === 'sold' ? 'sold' : 'not_for_sale'}`);
  // What can still be bought (now or at release) carries the delivery promise and the buyer
  // protection; a sold or not-for-sale work promises nothing and points elsewhere (rules §4.66).
  const buyable =
    pending ||
    state.primary === 'buy_now' ||
    state.primary === 'place_a_bid' ||
    state.primary === 'go_to_bid' ||
    state.note === 'reserved';
  const closed = !buyable && (state.primary === 'sold' || state.primary === 'not_for_sale');
  return (
    <div className={styles.panel}>
      <p className={styles.price} data-status={artwork.purchase_status} data-testid="buy-price">
        {priceText}
        {listed?.reference && <span className={styles.reference}> · {listed.reference}</span>}
      </p>
      {artwork.edition_type === 'edition' && artwork.editions.total > 1 && !pending && (
        <p className={styles.availability}>
          {t('artwork.editions.summary', {
            available: artwork.editions.available,
            total: artwork.editions.total,
          })}
        </p>
      )}
      {listed && pending && (
        <p className={styles.when} data-testid="buy-release">
          {releaseText}
        </p>
      )}
      {state.secondary && artwork.bid_expires_at && (
        <p className={styles.when}>
          {t('artwork.buy.bidEnds', { date: formatDateTime(artwork.bid_expires_at, language) })}
          {artwork.last_bid_price && (
            <>
              {' · '}
              {t('artwork.buy.lastBid', {
                price: formatIndicative(artwork.last_bid_price.display, language),
              })}
            </>
          )}
        </p>
      )}
      <div ref={actionsRef} className={styles.actions}>
        {action(state.primary, 'primary', true)}
        {state.secondary && action(state.secondary, 'secondary')}
      </div>
      <StickyBuyBar
        title={artwork.title}
        price={priceText}
        primary={state.primary}
        action={action(state.primary, 'primary')}
        watch={actionsRef}
      />
      {state.note && (
        <p className={styles.note} data-testid="buy-note">
          {t(`artwork.buy.${state.note}`)}
        </p>
      )}
      {signedIn && artwork.bid_enabled && (
        <Suspense fallback={null}>
          <BidLayer artwork={artwork} ask={ask} status={live} />
        </Suspense>
      )}
      {!signedIn && isActionable(state.primary) && (
        <p className={styles.note}>{t('artwork.buy.signInNote')}</p>
      )}
      {closed && (
        <div className={styles.after} data-testid="buy-after">
          <p>
            {t(
              artwork.purchase_status === 'sold' || state.primary === 'sold'
                ? 'artwork.after.sold'
                : 'artwork.after.notForSale',
            )}
          </p>
          <div className={styles.afterLinks}>
            <a href="#artwork-related" className={styles.afterLink}>
              {t('artwork.after.similar')}
            </a>
            <WishButton
              kind="artist"
              id={artwork.artist.id}
              name={artwork.artist.name}
              variant="follow"
            />
          </div>
        </div>
      )}
      <ul className={styles.assurance}>
        <li>{t('artwork.buy.assurance.certificate')}</li>
        {buyable && <li>{t('artwork.buy.assurance.delivery')}</li>}
        {buyable && <li>{t('artwork.buy.assurance.storage')}</li>}
      </ul>
      {buyable && <BuyerProtection />}
    </div>
  );
}
