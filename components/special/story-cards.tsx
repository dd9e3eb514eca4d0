// Stories (contents records) as cards: picture, kind, title and summary, leading to their link.
import { ArtworkImage } from '@/components/ui/artwork-image/artwork-image';
import Link from 'next/link';
import type { ContentDto } from '@/schemas/editorial-dto';
import styles from './special.module.scss';

/** A story leads where its record says, or to the stories carousel. */
export const storyHref = (story: Pick<ContentDto, 'link_url'>) => story.link_url ?? '/carousel';

export function StoryCards({ stories }: { stories: ContentDto[] }) {
  return (
    <ul className={styles.stories}>
      {stories.map((story) => (
        <li key={story.id}>
          <Link href={storyHref(story)} className={styles.story}>
            <span className={styles.storyImage}>
              <ArtworkImage
                image={story.image}
                alt=""
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
