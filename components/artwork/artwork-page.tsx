// The artwork page (SPEC §2 /work/[handle]): the picture is the hero; beside it the wall label,
// the price and what the visitor can do; below, details, the story, editions, more from the
// artist and related works.
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { siteLinks } from '@/components/layout/site-links';
import { useArtistArtworks, useArtwork, useRecommendedArtworks } from '@/hooks/use-artworks';
import { ArtworkDetails } from './artwork-details';
import { ArtworkEditions } from './artwork-editions';
import { ArtworkGallery } from './artwork-gallery';
import { ArtworkHead } from './artwork-head';
import { ArtworkRail } from './artwork-rail';
import { BuyPanel } from './buy-panel';
import styles from './artwork-page.module.scss';

export interface ArtworkPageProps {
  handle: string;
  /** The public origin, for canonical, hreflang and Open Graph URLs. */
  origin: string;
}

export function ArtworkPage({ handle, origin }: ArtworkPageProps) {
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
  const lifespan = [
    artwork.artist.nationality,
    artwork.artist.birth_year ? t('artwork.about.born', { year: artwork.artist.birth_year }) : null,
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <>
      <ArtworkHead artwork={artwork} origin={origin} />
      <div className={styles.page}>
        <nav className={styles.crumbs} aria-label={t('artwork.breadcrumb')}>
          <Link href={siteLinks.works}>{t('artwork.backToMarketplace')}</Link>
          <span aria-hidden="true">/</span>
          <Link href={siteLinks.worksByCategory(artwork.category.handle)}>
            {artwork.category.title}
          </Link>
        </nav>

        <div className={styles.top}>
          <div className={styles.media}>
            <ArtworkGallery
              images={artwork.images.length ? artwork.images : artwork.image ? [artwork.image] : []}
              alt={t('card.by', names)}
              title={t('card.by', names)}
            />
          </div>

          <div className={styles.aside}>
            <div className={styles.label}>
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
            <ArtworkDetails artwork={artwork} />
          </div>
        </div>

        <div className={styles.about}>
          <section aria-labelledby="artwork-about" className={styles.aboutWork}>
            <h2 id="artwork-about" className={styles.sectionTitle}>
              {t('artwork.about.title')}
            </h2>
            {artwork.description && <p className={styles.description}>{artwork.description}</p>}
            {artwork.exhibitions.length > 0 && (
              <div className={styles.exhibited}>
                <h3 className={styles.subTitle}>{t('artwork.about.exhibited')}</h3>
                <ul>
                  {artwork.exhibitions.map((exhibition) => (
                    <li key={exhibition.id}>
                      <Link href={siteLinks.exhibition(exhibition.handle)}>{exhibition.title}</Link>
                      {exhibition.institution_name ? `, ${exhibition.institution_name}` : ''}
                      {`, ${exhibition.starts_at.slice(0, 4)}`}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </section>
          <section aria-labelledby="artwork-artist" className={styles.aboutArtist}>
            <h2 id="artwork-artist" className={styles.sectionTitle}>
              {t('artwork.about.artist')}
            </h2>
            <p className={styles.artistName}>
              {artwork.artist.name}
              {lifespan && <span className={styles.lifespan}> · {lifespan}</span>}
            </p>
            {artwork.artist.bio && <p className={styles.bio}>{artwork.artist.bio}</p>}
            <Link href={artistHref} className={styles.more}>
              {t('artwork.about.viewArtist')}
            </Link>
          </section>
        </div>

        <ArtworkEditions artwork={artwork} />

        <ArtworkRail
          id="artwork-more-from-artist"
          title={t('artwork.moreFromArtist', { artist: artwork.artist.name })}
          artworks={fromArtist.data?.artworks ?? []}
          link={{
            href: artistHref,
            label: t('artwork.viewAllByArtist', { artist: artwork.artist.name }),
          }}
        />
        <ArtworkRail id="artwork-related" title={t('artwork.related')} artworks={relatedWorks} />
      </div>
    </>
  );
}
