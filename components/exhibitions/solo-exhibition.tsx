// /solo-exhibition/[handle]: a single artist's show — the artist beside the exhibition text,
// then the works hung as a wall, without the noise of other shows.
import Link from 'next/link';
import { artistLifeLine } from '@/components/artists/artist-card';
import { ArtworkGrid } from '@/components/catalogue/artwork-grid';
import { SectionHeading } from '@/components/home/section-heading';
import { siteLinks } from '@/components/layout/site-links';
import { onViewHref } from '@/components/onview/onview-links';
import { ArtworkImage } from '@/components/ui/artwork-image/artwork-image';
import { ButtonLink } from '@/components/ui/button/button';
import { useTranslation } from 'next-i18next/pages';
import type { ExhibitionDetailDto } from '@/schemas/exhibition-dto';
import { ExhibitionMasthead } from './exhibition-masthead';
import { ExhibitionMeta } from './exhibition-meta';
import { ExhibitionEssay } from './exhibition-essay';
import { paragraphsOf } from './exhibition-text';
import styles from './exhibition-pages.module.scss';

export function SoloExhibition({
  exhibition,
  origin,
}: {
  exhibition: ExhibitionDetailDto;
  origin: string;
}) {
  const { t } = useTranslation('catalogue');
  const artist = exhibition.artist ?? exhibition.artists[0] ?? null;
  const paragraphs = paragraphsOf(exhibition.description);
  const bio = paragraphsOf(exhibition.artist?.bio);

  return (
    <>
      <ExhibitionMeta
        exhibition={exhibition}
        origin={origin}
        path={`/solo-exhibition/${encodeURIComponent(exhibition.handle)}`}
      />
      <article className={styles.page} aria-label={exhibition.title}>
        <ExhibitionMasthead
          exhibition={exhibition}
          compact
          actions={
            exhibition.has_on_view ? (
              <ButtonLink href={onViewHref(exhibition.handle)} variant="secondary">
                {t('exhibition.onView')}
              </ButtonLink>
            ) : null
          }
        />

        <div className={styles.solo}>
          <ExhibitionEssay paragraphs={paragraphs} />
          {artist && (
            <aside className={styles.artistCard} aria-labelledby="solo-artist">
              <p className={styles.asideTitle}>{t('exhibition.aboutArtist')}</p>
              <div className={styles.artistHead}>
                <span className={styles.artistPortrait}>
                  <ArtworkImage
                    image={artist.image}
                    alt={t('artists.portraitAlt', { name: artist.name })}
                    fit="cover"
                    sizes="96px"
                  />
                </span>
                <span>
                  <h2 id="solo-artist" className={styles.artistName}>
                    {artist.name}
                  </h2>
                  <span className={styles.artistLine}>{artistLifeLine(artist, t)}</span>
                </span>
              </div>
              {bio.slice(0, 2).map((p) => (
                <p key={p} className={styles.artistBio}>
                  {p}
                </p>
              ))}
              <Link href={siteLinks.artist(artist.handle)} className={styles.more}>
                {t('exhibition.artistPage', { name: artist.name })}
              </Link>
            </aside>
          )}
        </div>

        <section className={styles.section} aria-labelledby="solo-works">
          <SectionHeading
            id="solo-works"
            eyebrow={t('artist.worksCount', { count: exhibition.artworks_count })}
            title={t('exhibition.works')}
          />
          {exhibition.artworks.length > 0 ? (
            <ArtworkGrid artworks={exhibition.artworks} columns={3} />
          ) : (
            <p className={styles.empty}>{t('exhibition.noWorks')}</p>
          )}
        </section>
      </article>
    </>
  );
}
