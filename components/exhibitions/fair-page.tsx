// /{token} (rules §2 "{token}"): the art fair — where and when, what it is, the gallery booths,
// and the works, artists and galleries of the fair (the temporary art-fair lists).
import { ArtistGrid } from '@/components/artists/artist-card';
import { ArtworkGrid } from '@/components/catalogue/artwork-grid';
import { GalleryGrid } from '@/components/galleries/gallery-card';
import { SectionHeading } from '@/components/home/section-heading';
import { ArtworkImage } from '@/components/ui/artwork-image/artwork-image';
import { formatDateRange } from '@/rules/business-time';
import { SeoHead } from '@/components/seo/seo-head';
import { exhibitionEventJsonLd, languagePath, shareImage } from '@/components/seo/seo';
import { useLanguage } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import type { FairDetailDto } from '@/schemas/editorial-dto';
import type { ArtworkSummaryDto } from '@/schemas/artwork-dto';
import { ExhibitionGrid } from './exhibition-card';
import { ExhibitionEssay } from './exhibition-essay';
import { paragraphsOf } from './exhibition-text';
import masthead from './exhibition-masthead.module.scss';
import styles from './exhibition-pages.module.scss';

export function FairPage({
  fair,
  artworks,
  origin,
}: {
  fair: FairDetailDto;
  artworks: ArtworkSummaryDto[];
  origin: string;
}) {
  const { artists, institutions: galleries } = fair;
  const { t } = useTranslation('catalogue');
  const { t: tc } = useTranslation('common');
  const language = useLanguage();
  const paragraphs = paragraphsOf(fair.description);
  const dates = formatDateRange(fair.starts_at, fair.ends_at, language);

  return (
    <>
      <SeoHead
        title={fair.title}
        description={paragraphs[0] ?? `${fair.title}, ${fair.venue ?? ''} ${dates}`}
        origin={origin}
        path={`/${encodeURIComponent(fair.token)}`}
        image={fair.cover ? shareImage(origin, fair.cover, fair.title) : null}
        jsonLd={[
          exhibitionEventJsonLd(
            {
              name: fair.title,
              url: origin + languagePath(`/${encodeURIComponent(fair.token)}`, language),
              startDate: fair.starts_at,
              endDate: fair.ends_at,
              place: fair.venue,
              description: paragraphs[0],
              image: fair.cover ? shareImage(origin, fair.cover).url : null,
            },
            language,
          ),
        ]}
      />
      <article className={styles.page} aria-labelledby="fair-title">
        <header className={masthead.masthead}>
          <div className={masthead.text}>
            <p className={masthead.eyebrow}>
              <span className={masthead.mark} data-period="current" aria-hidden="true" />
              {tc('home.fair.eyebrow')}
            </p>
            <h1 id="fair-title" className={masthead.title}>
              {fair.title}
            </h1>
            <dl className={masthead.facts}>
              {fair.venue && (
                <div>
                  <dt>{t('exhibition.venue')}</dt>
                  <dd>{fair.venue}</dd>
                </div>
              )}
              <div>
                <dt>{t('exhibition.dates')}</dt>
                <dd>{dates}</dd>
              </div>
            </dl>
          </div>
          {fair.cover && (
            <figure className={masthead.cover}>
              <ArtworkImage
                image={fair.cover}
                alt={tc('imageAlt.exhibitionView', { title: fair.title })}
                fit="cover"
                sizes="(max-width: 879px) 100vw, 1420px"
                priority
              />
            </figure>
          )}
        </header>

        {paragraphs.length > 0 && <ExhibitionEssay paragraphs={paragraphs} />}

        {fair.exhibitions.length > 0 && (
          <section className={styles.section} aria-labelledby="fair-booths">
            <SectionHeading id="fair-booths" title={t('fair.booths')} />
            <ExhibitionGrid exhibitions={fair.exhibitions} />
          </section>
        )}

        {artworks.length > 0 && (
          <section className={styles.section} aria-labelledby="fair-works">
            <SectionHeading id="fair-works" title={t('fair.works')} />
            <ArtworkGrid artworks={artworks} />
          </section>
        )}

        {artists.length > 0 && (
          <section className={styles.section} aria-labelledby="fair-artists">
            <SectionHeading id="fair-artists" title={t('fair.artists')} />
            <ArtistGrid artists={artists} />
          </section>
        )}

        {galleries.length > 0 && (
          <section className={styles.section} aria-labelledby="fair-galleries">
            <SectionHeading id="fair-galleries" title={t('fair.galleries')} />
            <GalleryGrid galleries={galleries} />
          </section>
        )}
      </article>
    </>
  );
}
