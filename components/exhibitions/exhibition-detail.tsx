// /exhibition-detail/[handle] (the header's highlight links lead here): the full exhibition
// text, each highlight as a chapter, and every work in the show.
import Link from 'next/link';
import { MoreArtworks } from '@/components/catalogue/more-artworks';
import { SectionHeading } from '@/components/home/section-heading';
import { siteLinks } from '@/components/layout/site-links';
import { ArtworkImage } from '@/components/ui/artwork-image/artwork-image';
import { useTranslation } from 'next-i18next/pages';
import type { ExhibitionDetailDto } from '@/schemas/exhibition-dto';
import { ExhibitionMasthead } from './exhibition-masthead';
import { ExhibitionMeta } from './exhibition-meta';
import { ExhibitionEssay } from './exhibition-essay';
import { paragraphsOf } from './exhibition-text';
import styles from './exhibition-pages.module.scss';

export function ExhibitionDetail({
  exhibition,
  origin,
}: {
  exhibition: ExhibitionDetailDto;
  origin: string;
}) {
  const { t } = useTranslation('catalogue');
  const paragraphs = paragraphsOf(exhibition.description);

  return (
    <>
      <ExhibitionMeta
        exhibition={exhibition}
        suffix={t('exhibition.works')}
        origin={origin}
        path={`/exhibition-detail/${encodeURIComponent(exhibition.handle)}`}
      />
      <article className={styles.page} aria-label={exhibition.title}>
        <ExhibitionMasthead
          exhibition={exhibition}
          compact
          actions={
            <Link href={siteLinks.exhibition(exhibition.handle)} className={styles.more}>
              {t('exhibition.backToOverview')}
            </Link>
          }
        />

        <ExhibitionEssay paragraphs={paragraphs} />

        {exhibition.highlights.length > 0 && (
          <section className={styles.section} aria-labelledby="exhibition-highlights">
            <SectionHeading id="exhibition-highlights" title={t('exhibition.highlights')} />
            <ol className={styles.chapters}>
              {exhibition.highlights.map((highlight, index) => (
                <li key={highlight.id} id={`highlight-${index + 1}`} className={styles.chapter}>
                  <div className={styles.chapterText}>
                    <span className={styles.highlightNumber}>
                      {String(index + 1).padStart(2, '0')}
                    </span>
                    <h3 className={styles.chapterTitle}>{highlight.title}</h3>
                    {highlight.subtitle && (
                      <p className={styles.highlightSubtitle}>{highlight.subtitle}</p>
                    )}
                    {paragraphsOf(highlight.body).map((p) => (
                      <p key={p} className={styles.chapterBody}>
                        {p}
                      </p>
                    ))}
                  </div>
                  {highlight.image && (
                    <div className={styles.chapterImage}>
                      <ArtworkImage
                        image={highlight.image}
                        alt=""
                        sizes="(max-width: 879px) 100vw, 45vw"
                      />
                    </div>
                  )}
                </li>
              ))}
            </ol>
          </section>
        )}

        <section id="works" className={styles.section} aria-labelledby="exhibition-works">
          <SectionHeading
            id="exhibition-works"
            eyebrow={t('artist.worksCount', { count: exhibition.artworks_count })}
            title={t('exhibition.works')}
          />
          {exhibition.artworks.length > 0 ? (
            <MoreArtworks
              owner={{ exhibition: exhibition.handle }}
              initial={exhibition.artworks}
              total={exhibition.artworks_count}
            />
          ) : (
            <p className={styles.empty}>{t('exhibition.noWorks')}</p>
          )}
        </section>
      </article>
    </>
  );
}
