// /carousel (rules §2 "fair and special pages"): the marketplace's stories (contents records), one
// large slide at a time: previous and next, dots to jump, arrow keys and swipe.
import { useRef, useState } from 'react';
import { paragraphsOf } from '@/components/exhibitions/exhibition-text';
import { ArtworkImage } from '@/components/ui/artwork-image/artwork-image';
import { ButtonLink } from '@/components/ui/button/button';
import { SeoHead } from '@/components/seo/seo-head';
import { shareImage } from '@/components/seo/seo';
import { useSiteOrigin } from '@/components/seo/site-origin-context';
import { useLanguage } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import type { ContentDto } from '@/schemas/editorial-dto';
import { storyHref, storyTypeKey } from './story-cards';
import styles from './special.module.scss';
import { formatDate } from '@/rules/business-time';

export function CarouselPage({ stories }: { stories: ContentDto[] }) {
  const { t } = useTranslation('onview');
  const language = useLanguage();
  const [index, setIndex] = useState(0);
  const swipe = useRef<number | null>(null);
  const count = stories.length;
  const go = (to: number) => setIndex(((to % count) + count) % count);
  const story = stories[index];
  const date = (iso: string) => formatDate(iso, language);
  const origin = useSiteOrigin();
  const cover = stories.find((s) => s.image);

  return (
    <>
      <SeoHead
        title={t('special.carousel.meta.title')}
        description={t('special.carousel.meta.description')}
        path="/carousel"
        image={origin && cover?.image ? shareImage(origin, cover.image, cover.title) : null}
      />
      <section
        className={styles.carousel}
        aria-roledescription="carousel"
        aria-label={t('special.carousel.label')}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') go(index + 1);
          else if (event.key === 'ArrowLeft') go(index - 1);
        }}
        onPointerDown={(event) => {
          if (event.pointerType !== 'mouse') swipe.current = event.clientX;
        }}
        onPointerUp={(event) => {
          if (swipe.current === null) return;
          const dx = event.clientX - swipe.current;
          swipe.current = null;
          if (Math.abs(dx) > 50) go(index + (dx < 0 ? 1 : -1));
        }}
      >
        <h1 className={styles.carouselHeading}>{t('special.carousel.title')}</h1>
        {story && (
          <article
            key={story.id}
            className={styles.slide}
            aria-roledescription="slide"
            aria-label={`${index + 1} / ${count}`}
          >
            <div className={styles.slideImage}>
              <ArtworkImage
                image={story.image}
                alt={t('special.stories.coverAlt', { title: story.title })}
                fit="cover"
                sizes="(max-width: 879px) 100vw, 60vw"
                priority
              />
            </div>
            <div className={styles.slideText}>
              <p className={styles.slideKind}>
                {t(storyTypeKey(story.type))} · {date(story.published_at)}
              </p>
              <h2 className={styles.slideTitle}>{story.title}</h2>
              <p className={styles.slideSummary}>{story.summary}</p>
              {paragraphsOf(story.body)
                .slice(0, 1)
                .map((p) => (
                  <p key={p} className={styles.slideBody}>
                    {p}
                  </p>
                ))}
              <ButtonLink href={storyHref(story)} variant="secondary">
                {t('special.carousel.read')}
              </ButtonLink>
            </div>
          </article>
        )}
        {count > 1 && (
          <div className={styles.carouselControls}>
            <button
              type="button"
              className={styles.arrow}
              onClick={() => go(index - 1)}
              aria-label={t('special.carousel.previous')}
            >
              <span aria-hidden="true">←</span>
            </button>
            <ol className={styles.dots}>
              {stories.map((s, i) => (
                <li key={s.id}>
                  <button
                    type="button"
                    className={styles.dot}
                    aria-current={i === index || undefined}
                    aria-label={t('special.carousel.goTo', { n: i + 1 })}
                    onClick={() => go(i)}
                  />
                </li>
              ))}
            </ol>
            <button
              type="button"
              className={styles.arrow}
              onClick={() => go(index + 1)}
              aria-label={t('special.carousel.next')}
            >
              <span aria-hidden="true">→</span>
            </button>
          </div>
        )}
      </section>
    </>
  );
}
