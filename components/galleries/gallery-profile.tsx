// /gallery/[handle] (rules §2): the gallery's space and story, how to visit, then its
// exhibitions, artists and works.
import { ArtistGrid } from '@/components/artists/artist-card';
import { MoreArtworks } from '@/components/catalogue/more-artworks';
import { ExhibitionGrid } from '@/components/exhibitions/exhibition-card';
import { SectionHeading } from '@/components/home/section-heading';
import { siteLinks } from '@/components/layout/site-links';
import { ArtworkImage } from '@/components/ui/artwork-image/artwork-image';
import { ExternalIcon } from '@/components/ui/icons/external-icon';
import { SeoHead } from '@/components/seo/seo-head';
import { artGalleryJsonLd, languagePath, shareImage } from '@/components/seo/seo';
import { useLanguage } from '@/hooks/use-preferences';
import { WishButton } from '@/components/wish/wish-button';
import { useTranslation } from 'next-i18next/pages';
import type { InstitutionDetailDto } from '@/schemas/institution-dto';
import styles from './gallery-profile.module.scss';

/** 'https://www.ieum.example/' → 'ieum.example' for display. */
export function displayUrl(url: string): string {
  return url
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/$/, '');
}

export function GalleryProfile({
  gallery,
  origin,
}: {
  gallery: InstitutionDetailDto;
  origin: string;
}) {
  const { t } = useTranslation('catalogue');
  const { t: tc, i18n } = useTranslation('common');
  const typeKey = `galleries.kind.${gallery.type}`;
  const kindLabel = i18n.exists(typeKey, { ns: 'catalogue' }) ? t(typeKey) : null;
  const kind = [kindLabel, gallery.city].filter(Boolean);
  const paragraphs = gallery.description.split(/\n{2,}/).filter((p) => p.trim());
  const cover = gallery.cover ?? gallery.logo;
  const language = useLanguage();
  const description = paragraphs[0] ?? t('gallery.metaDescription', { name: gallery.name });
  const coverAlt = tc(gallery.cover ? 'imageAlt.galleryCover' : 'imageAlt.galleryLogo', {
    name: gallery.name,
  });
  const image = cover ? shareImage(origin, cover, coverAlt) : null;

  return (
    <>
      <SeoHead
        title={gallery.name}
        description={description}
        origin={origin}
        path={siteLinks.gallery(gallery.handle)}
        image={image}
        jsonLd={[
          artGalleryJsonLd({
            name: gallery.name,
            url: origin + languagePath(siteLinks.gallery(gallery.handle), language),
            image: image?.url,
            description,
            address: gallery.address,
            website: gallery.website,
          }),
        ]}
      />
      <article className={styles.page} aria-labelledby="gallery-name">
        {cover && (
          <div className={styles.cover}>
            <ArtworkImage
              image={cover}
              alt={coverAlt}
              fit="cover"
              sizes="(max-width: 879px) 100vw, 1420px"
              priority
            />
          </div>
        )}
        <header className={styles.head}>
          <div className={styles.title}>
            <p className={styles.eyebrow}>{kind.join(' · ') || t('gallery.eyebrow')}</p>
            <h1 id="gallery-name" className={styles.name}>
              {gallery.name}
            </h1>
            <WishButton kind="institution" id={gallery.id} name={gallery.name} variant="follow" />
          </div>
          <div className={styles.about}>
            {paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <aside className={styles.visit} aria-labelledby="gallery-visit">
            <h2 id="gallery-visit" className={styles.visitTitle}>
              {t('gallery.visit')}
            </h2>
            <dl>
              {gallery.address && (
                <div>
                  <dt>{t('gallery.address')}</dt>
                  <dd>
                    <address>{gallery.address}</address>
                  </dd>
                </div>
              )}
              {gallery.website && (
                <div>
                  <dt>{t('gallery.website')}</dt>
                  <dd>
                    <a href={gallery.website} target="_blank" rel="noopener noreferrer">
                      {displayUrl(gallery.website)}
                      <ExternalIcon size={12} />
                    </a>
                  </dd>
                </div>
              )}
              {gallery.instagram && (
                <div>
                  <dt>{t('gallery.instagram')}</dt>
                  <dd>
                    <a
                      href={`https://www.instagram.com/${gallery.instagram.replace(/^@/, '')}/`}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      @{gallery.instagram.replace(/^@/, '')}
                      <ExternalIcon size={12} />
                    </a>
                  </dd>
                </div>
              )}
              {gallery.founded_year && (
                <div>
                  <dt>{t('gallery.founded')}</dt>
                  <dd>{t('gallery.foundedIn', { year: gallery.founded_year })}</dd>
                </div>
              )}
            </dl>
          </aside>
        </header>

        {gallery.exhibitions.length > 0 && (
          <section className={styles.section} aria-labelledby="gallery-exhibitions">
            <SectionHeading id="gallery-exhibitions" title={t('gallery.exhibitions')} />
            <ExhibitionGrid exhibitions={gallery.exhibitions} />
          </section>
        )}

        {gallery.artists.length > 0 && (
          <section className={styles.section} aria-labelledby="gallery-artists">
            <SectionHeading
              id="gallery-artists"
              title={t('gallery.artists')}
              link={{ href: siteLinks.artists, label: tc('home.artists.all') }}
            />
            <ArtistGrid artists={gallery.artists} />
          </section>
        )}

        <section className={styles.section} aria-labelledby="gallery-works">
          <SectionHeading
            id="gallery-works"
            eyebrow={t('artist.worksCount', { count: gallery.artworks_count })}
            title={t('gallery.works')}
          />
          {gallery.artworks.length > 0 ? (
            <MoreArtworks
              owner={{ institution_id: gallery.id }}
              initial={gallery.artworks}
              total={gallery.artworks_count}
            />
          ) : (
            <p className={styles.empty}>{t('gallery.noWorks', { name: gallery.name })}</p>
          )}
        </section>
      </article>
    </>
  );
}
