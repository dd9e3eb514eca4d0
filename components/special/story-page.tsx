// /stories/[handle]: one editorial story (a contents record) read in full: its kind and date, title
// and summary, the picture, the body with the works it speaks of set between its paragraphs, a
// link onward (the exhibition, artist or fair it is about) and every work it shows.
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { ArtworkGrid } from '@/components/catalogue/artwork-grid';
import { paragraphsOf } from '@/components/exhibitions/exhibition-text';
import { ArtworkImage } from '@/components/ui/artwork-image/artwork-image';
import { ButtonLink } from '@/components/ui/button/button';
import { SeoHead } from '@/components/seo/seo-head';
import { shareImage } from '@/components/seo/seo';
import { useLanguage } from '@/hooks/use-preferences';
import { formatDate } from '@/rules/business-time';
import type { ArtworkSummaryDto } from '@/schemas/artwork-dto';
import type { ContentDetailDto } from '@/schemas/editorial-dto';
import { storyTypeKey } from './story-cards';
import styles from './story-page.module.scss';

/** Works shown large between the paragraphs; every work is also in the grid below. */
const INLINE_WORKS = 3;

/** What the story's onward link opens, for its label. */
function onwardKey(link: string): string {
  if (link.startsWith('/exhibitions/') || link.startsWith('/solo-exhibition/')) return 'exhibition';
  if (link.startsWith('/artist')) return 'artist';
  if (link.startsWith('/works')) return 'works';
  return 'more';
}

function WorkFigure({ work }: { work: ArtworkSummaryDto }) {
  const { t } = useTranslation('onview');
  const alt = t('special.stories.workAlt', { title: work.title, artist: work.artist.name });
  return (
    <figure className={styles.figure}>
      <Link href={`/work/${encodeURIComponent(work.handle)}`} className={styles.figureLink}>
        <ArtworkImage image={work.image} alt={alt} sizes="(max-width: 879px) 100vw, 720px" />
      </Link>
      <figcaption className={styles.caption}>
        <Link href={`/work/${encodeURIComponent(work.handle)}`} className={styles.captionTitle}>
          {work.title}
        </Link>
        {[work.artist.name, work.year, work.medium, work.size].filter(Boolean).join(', ')}
      </figcaption>
    </figure>
  );
}

export function StoryPage({ story, origin }: { story: ContentDetailDto; origin: string }) {
  const { t } = useTranslation('onview');
  const language = useLanguage();
  const paragraphs = paragraphsOf(story.body);
  const inline = story.artworks.slice(0, Math.min(INLINE_WORKS, paragraphs.length - 1));
  const path = `/stories/${encodeURIComponent(story.handle)}`;
  const onward = story.link_url && story.link_url !== '/carousel' ? story.link_url : null;

  return (
    <>
      <SeoHead
        title={story.title}
        description={story.summary || paragraphs[0] || story.title}
        origin={origin}
        path={path}
        type="article"
        image={story.image ? shareImage(origin, story.image, story.title) : null}
      />
      <article className={styles.story}>
        <header className={styles.header}>
          <p className={styles.kind}>
            <Link href="/carousel">{t('special.carousel.title')}</Link>
            <span aria-hidden="true"> · </span>
            {t(storyTypeKey(story.type))}
            <span aria-hidden="true"> · </span>
            <time dateTime={story.published_at}>{formatDate(story.published_at, language)}</time>
          </p>
          <h1 className={styles.title}>{story.title}</h1>
          {story.summary && <p className={styles.summary}>{story.summary}</p>}
        </header>
        {story.image && (
          <div className={styles.cover}>
            <ArtworkImage
              image={story.image}
              alt={t('special.stories.coverAlt', { title: story.title })}
              fit="cover"
              sizes="(max-width: 879px) 100vw, 1200px"
              priority
            />
          </div>
        )}
        <div className={styles.body}>
          {paragraphs.map((paragraph, index) => (
            <div key={index}>
              <p className={styles.paragraph}>{paragraph}</p>
              {inline[index] && <WorkFigure work={inline[index]} />}
            </div>
          ))}
          {onward && (
            <p className={styles.onward}>
              <ButtonLink href={onward} variant="secondary">
                {t(`special.stories.onward.${onwardKey(onward)}`)}
              </ButtonLink>
            </p>
          )}
        </div>
      </article>
      {story.artworks.length > 0 && (
        <section className={styles.works} aria-labelledby="story-works">
          <h2 id="story-works" className={styles.worksTitle}>
            {t('special.stories.works', { count: story.artworks.length })}
          </h2>
          <ArtworkGrid artworks={story.artworks} />
        </section>
      )}
      <p className={styles.back}>
        <Link href="/carousel">{t('special.stories.all')}</Link>
      </p>
    </>
  );
}
