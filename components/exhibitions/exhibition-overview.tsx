// /exhibitions/[handle]: the overview — what the show is in a paragraph, its highlights, a
// selection of works and the artists, leading on to the full text and every work.
import Link from 'next/link';
import { ArtistGrid } from '@/components/artists/artist-card';
import { ArtworkGrid } from '@/components/catalogue/artwork-grid';
import { SectionHeading } from '@/components/home/section-heading';
import { siteLinks } from '@/components/layout/site-links';
import { onViewHref } from '@/components/onview/onview-links';
import { ArtworkImage } from '@/components/ui/artwork-image/artwork-image';
import { Breadcrumbs } from '@/components/ui/breadcrumbs/breadcrumbs';
import { ButtonLink } from '@/components/ui/button/button';
import { useTranslation } from 'next-i18next/pages';
import type { ExhibitionDetailDto } from '@/schemas/exhibition-dto';
import { ExhibitionMasthead } from './exhibition-masthead';
import { ExhibitionMeta } from './exhibition-meta';
import { OVERVIEW_WORKS, paragraphsOf } from './exhibition-text';
import styles from './exhibition-pages.module.scss';

export const exhibitionDetailHref = (handle: string) =>
  `/exhibition-detail/${encodeURIComponent(handle)}`;

export function ExhibitionOverview({
  exhibition,
  origin,
}: {
  exhibition: ExhibitionDetailDto;
  origin: string;
}) {
  const { t } = useTranslation('catalogue');
  const { t: tc } = useTranslation('common');
  const paragraphs = paragraphsOf(exhibition.description);
  const detailHref = exhibitionDetailHref(exhibition.handle);
  const works = exhibition.artworks.slice(0, OVERVIEW_WORKS);

  return (
    <>
      <ExhibitionMeta
        exhibition={exhibition}
        origin={origin}
        path={siteLinks.exhibition(exhibition.handle)}
      />
      <article className={styles.page} aria-label={exhibition.title}>
        <Breadcrumbs
          className={styles.crumbs}
          label={tc('nav.breadcrumb')}
          crumbs={[
            { name: tc('nav.exhibitions'), href: siteLinks.exhibitionList },
            { name: exhibition.title, href: siteLinks.exhibition(exhibition.handle) },
          ]}
        />
        <ExhibitionMasthead
          exhibition={exhibition}
          actions={
            exhibition.has_on_view ? (
              <ButtonLink href={onViewHref(exhibition.handle)} variant="secondary">
                {t('exhibition.onView')}
              </ButtonLink>
            ) : null
          }
        />

        <section className={styles.intro} aria-label={t('exhibition.overview')}>
          <p className={styles.lead}>{paragraphs[0]}</p>
          <div className={styles.introSide}>
            {paragraphs.slice(1, 2).map((p) => (
              <p key={p}>{p}</p>
            ))}
            <Link href={detailHref} className={styles.more}>
              {t('exhibition.readMore')}
            </Link>
          </div>
        </section>

        {exhibition.highlights.length > 0 && (
          <section className={styles.section} aria-labelledby="exhibition-highlights">
            <SectionHeading id="exhibition-highlights" title={t('exhibition.highlights')} />
            <ol className={styles.highlights}>
              {exhibition.highlights.map((highlight, index) => (
                <li key={highlight.id}>
                  <Link href={`${detailHref}#highlight-${index + 1}`} className={styles.highlight}>
                    {highlight.image && (
                      <span className={styles.highlightImage}>
                        <ArtworkImage
                          image={highlight.image}
                          alt=""
                          fit="cover"
                          sizes="(max-width: 879px) 100vw, 30vw"
                        />
                      </span>
                    )}
                    <span className={styles.highlightNumber}>
                      {String(index + 1).padStart(2, '0')}
                    </span>
                    <span className={styles.highlightTitle}>{highlight.title}</span>
                    {highlight.subtitle && (
                      <span className={styles.highlightSubtitle}>{highlight.subtitle}</span>
                    )}
                  </Link>
                </li>
              ))}
            </ol>
          </section>
        )}

        <section className={styles.section} aria-labelledby="exhibition-works">
          <SectionHeading
            id="exhibition-works"
            title={t('exhibition.selectedWorks')}
            link={
              exhibition.artworks_count > works.length
                ? {
                    href: `${detailHref}#works`,
                    label: t('exhibition.allWorks', { count: exhibition.artworks_count }),
                  }
                : undefined
            }
          />
          {works.length > 0 ? (
            <ArtworkGrid artworks={works} />
          ) : (
            <p className={styles.empty}>{t('exhibition.noWorks')}</p>
          )}
        </section>

        {exhibition.artists.length > 1 && (
          <section className={styles.section} aria-labelledby="exhibition-artists">
            <SectionHeading
              id="exhibition-artists"
              title={t('exhibition.artists')}
              link={{ href: siteLinks.artists, label: tc('home.artists.all') }}
            />
            <ArtistGrid artists={exhibition.artists} />
          </section>
        )}
      </article>
    </>
  );
}
