// A titled row of artwork cards (more from the artist, related works). While its works are on
// their way it shows its title, its link and quiet placeholders the size of cards, so the page
// does not jump when they arrive.
import Link from 'next/link';
import type { ArtworkSummaryDto } from '@/schemas/artwork-dto';
import { ArrowRightIcon } from '@/components/ui/icons/arrow-right-icon';
import { ArtworkCard } from './artwork-card';
import styles from './artwork-rail.module.scss';

/** As many as a desktop row shows. */
const PLACEHOLDERS = [0, 1, 2, 3];

export function ArtworkRail({
  id,
  title,
  artworks,
  link,
  loading = false,
}: {
  id: string;
  title: string;
  artworks: ArtworkSummaryDto[];
  link?: { href: string; label: string };
  /** The works are being fetched: placeholders stand in for the cards. */
  loading?: boolean;
}) {
  if (artworks.length === 0 && !loading) return null;
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
      {artworks.length === 0 ? (
        <ul className={styles.list} aria-busy="true">
          {PLACEHOLDERS.map((n) => (
            <li key={n} className={styles.placeholder} />
          ))}
        </ul>
      ) : (
        <ul className={styles.list}>
          {artworks.map((artwork) => (
            <li key={artwork.id}>
              <ArtworkCard
                artwork={artwork}
                sizes="(max-width: 879px) 56vw, (max-width: 1439px) 22vw, 320px"
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
