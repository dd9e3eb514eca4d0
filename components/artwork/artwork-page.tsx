// The artwork page (rules §2 /work/[handle]): the picture is the hero; beside it the wall label,
// the price and what the visitor can do; below, details, the story, editions, more from the
// artist and related works.
//
// The picture, the label and the buy panel hydrate first. The details, the story, the editions
// and the rails are rendered on the server with the rest but hydrate when their code arrives
// (ADR 0016).
import Link from 'next/link';
import { siteLinks } from '@/components/layout/site-links';
import { lazyHydrated } from '@/components/ui/lazy/lazy-part';
import { useTranslation } from 'next-i18next/pages';
import { useArtwork } from '@/api/artworks/get-artwork';
import { useArtistArtworks } from '@/api/artworks/get-artworks';
import { useRecommendedArtworks } from '@/api/artworks/get-recommended-artworks';
import { Breadcrumbs } from '@/components/ui/breadcrumbs/breadcrumbs';
import { WishButton } from '@/components/wish/wish-button';
import { ArtworkGallery } from './artwork-gallery';
import { ArtworkHead } from './artwork-head';
import { artworkHref } from './artwork-links';
import { BuyPanel } from './buy-panel';
import styles from './artwork-page.module.scss';
// The later parts' styles come with the page: they are on screen from the first paint.
import './artwork-about.module.scss';
import './artwork-card.module.scss';
import './artwork-condition-history.module.scss';
import './artwork-details.module.scss';
import './artwork-editions.module.scss';
import './artwork-rail.module.scss';
import './view-in-room/view-in-room-button.module.scss';
import './ask-about-work.module.scss';
import './ask-for-sale.module.scss';
import './delivered-cost.module.scss';
import type { DestinationCode } from '@/rules/delivered-cost';
import { showsPrice } from '@/rules/merchandising';

// The request for sale (when the work is not on sale) and the details.
const ArtworkAsideMore = lazyHydrated(() =>
  import('./artwork-aside-more').then((module) => module.ArtworkAsideMore),
);
// "Delivery to" and the delivered cost under the buy panel (rules §4.77).
const DeliveredCost = lazyHydrated(() =>
  import('./delivered-cost').then((module) => module.DeliveredCost),
);
const ArtworkAbout = lazyHydrated(() =>
  import('./artwork-about').then((module) => module.ArtworkAbout),
);
const ArtworkEditions = lazyHydrated(() =>
  import('./artwork-editions').then((module) => module.ArtworkEditions),
);
// View in my room (rules §4.81): the button's code too stays out of the first load (ADR 0082).
const ViewInRoomButton = lazyHydrated(() =>
  import('./view-in-room/view-in-room-button').then((module) => module.ViewInRoomButton),
);
// Condition, provenance, certificate, exhibitions and literature: its data loads near the screen.
const ArtworkConditionHistory = lazyHydrated(() =>
  import('./artwork-condition-history').then((module) => module.ArtworkConditionHistory),
);
const ArtworkRail = lazyHydrated(() =>
  import('./artwork-rail').then((module) => module.ArtworkRail),
);

export interface ArtworkPageProps {
  handle: string;
  /** The public origin, for canonical, hreflang and Open Graph URLs. */
  origin: string;
  /** The artwork's Product JSON-LD as the server made it (search engines read the first paint). */
  jsonLd: string;
  /** The "Delivery to" country remembered in the visitor's cookie (rules §4.77); null: none. */
  deliveryTo: DestinationCode | null;
}

export function ArtworkPage({ handle, origin, jsonLd, deliveryTo }: ArtworkPageProps) {
  const { t } = useTranslation('works');
  const { data: artwork } = useArtwork(handle);
  const fromArtist = useArtistArtworks(artwork?.artist.id, artwork?.id);
  const related = useRecommendedArtworks(artwork?.id);
  if (!artwork) return null;

  const names = { title: artwork.title, artist: artwork.artist.name };
  const artistHref = siteLinks.artist(artwork.artist.handle);
  const relatedWorks = (related.data?.artworks ?? [])
    .filter((a) => a.artist.id !== artwork.artist.id)
    .slice(0, 8);

  return (
    <>
      <ArtworkHead artwork={artwork} origin={origin} jsonLd={jsonLd} />
      <div className={styles.page}>
        <Breadcrumbs
          className={styles.crumbs}
          label={t('artwork.breadcrumb')}
          crumbs={[
            { name: t('artwork.backToMarketplace'), href: siteLinks.works },
            {
              name: artwork.category.title,
              href: siteLinks.worksByCategory(artwork.category.handle),
            },
            { name: artwork.title, href: artworkHref(artwork.handle) },
          ]}
        />

        <div className={styles.top}>
          <div className={styles.media}>
            <ArtworkGallery
              images={artwork.images}
              alt={t('card.by', names)}
              title={t('card.by', names)}
            />
            <ViewInRoomButton artwork={artwork} />
          </div>

          <div className={styles.aside}>
            <div className={styles.label}>
              <WishButton kind="artwork" id={artwork.id} name={artwork.title} variant="inline" />
              <Link href={artistHref} className={styles.artist}>
                {artwork.artist.name}
              </Link>
              <h1 className={styles.title}>
                <cite>{artwork.title}</cite>
                {artwork.year ? <span className={styles.year}>, {artwork.year}</span> : null}
              </h1>
              <p className={styles.summary}>
                {artwork.medium}
                <br />
                {artwork.size}
              </p>
            </div>
            <BuyPanel artwork={artwork} />
            {/* A work that can be bought, now or at its release, says what it costs delivered. */}
            {showsPrice(artwork) && <DeliveredCost artwork={artwork} remembered={deliveryTo} />}
            <ArtworkAsideMore artwork={artwork} />
          </div>
        </div>

        <ArtworkAbout artwork={artwork} />

        <ArtworkEditions artwork={artwork} />

        <ArtworkConditionHistory artwork={artwork} />

        <ArtworkRail
          id="artwork-more-from-artist"
          title={t('artwork.moreFromArtist', { artist: artwork.artist.name })}
          artworks={fromArtist.data?.artworks ?? []}
          loading={fromArtist.isPending}
          link={{
            href: artistHref,
            label: t('artwork.viewAllByArtist', { artist: artwork.artist.name }),
          }}
        />
        {/* A sold or not-for-sale work offers similar works by that name (rules §4.66). */}
        <ArtworkRail
          id="artwork-related"
          title={t(
            artwork.purchase_status === 'sold' || artwork.purchase_status === 'not_for_sale'
              ? 'artwork.similarWorks'
              : 'artwork.related',
          )}
          artworks={relatedWorks}
          loading={related.isPending}
        />
      </div>
    </>
  );
}
