// A titled row of artwork cards (more from the artist, related works).
import { Link } from '@/components/ui/link/link';
import type { ArtworkSummaryDto } from '@/schemas/artwork-dto';
import { ArrowRightIcon } from '@/components/ui/icons/arrow-right-icon';
import { ArtworkCard } from './artwork-card';
import styles from './artwork-rail.module.scss';

export function ArtworkRail({
  id,
  title,
  artworks,
  link,
}: {
  id: string;
  title: string;
  artworks: ArtworkSummaryDto[];
  link?: { href: string; label: string };
}) {
  if (artworks.length === 0) return null;
  return (
    <section className={styles.rail} aria-labelledby={id}>
      <div className={styles.head}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {link && (
          <Link href={link.href} className={styles.link}>
            {link.label}
            <ArrowRightIcon size={16} />
          </Link>
        )}
      </div>
      <ul className={styles.list}>
        {artworks.map((artwork) => (
          <li key={artwork.id}>
            <ArtworkCard
              artwork={artwork}
              sizes="(max-width: 879px) 60vw, (max-width: 1439px) 22vw, 300px"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
