// Stories (contents records) as cards: picture, kind, title and summary, leading to the story.
import { ArtworkImage } from '@/components/ui/artwork-image/artwork-image';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import type { ContentDto } from '@/schemas/editorial-dto';
import styles from './special.module.scss';

/** A story opens its own page (/stories/[handle]); its link_url is where the story leads on. */
export const storyHref = (story: Pick<ContentDto, 'handle'>) =>
  `/stories/${encodeURIComponent(story.handle)}`;

/** The translation key of a story's kind (article, interview, news, video). */
export const storyTypeKey = (type: string) =>
  ['article', 'interview', 'news', 'video'].includes(type)
    ? `special.stories.type.${type}`
    : 'special.stories.type.article';

export function StoryCards({ stories }: { stories: ContentDto[] }) {
  const { t } = useTranslation('onview');
  return (
    <ul className={styles.stories}>
      {stories.map((story) => (
        <li key={story.id}>
          <Link href={storyHref(story)} className={styles.story}>
            <span className={styles.storyImage}>
              <ArtworkImage
                image={story.image}
                alt={t('special.stories.coverAlt', { title: story.title })}
                fit="cover"
                sizes="(max-width: 879px) 100vw, 30vw"
              />
            </span>
            <span className={styles.storyTitle}>{story.title}</span>
            <span className={styles.storySummary}>{story.summary}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
