// Works on the catalogue pages (home, artist, gallery, exhibitions), with the marketplace's own
// card so a work looks the same wherever it appears.
import { ArtworkCard } from '@/components/artwork/artwork-card';
import type { ArtworkSummaryDto } from '@/schemas/artwork-dto';
import styles from './artwork-grid.module.scss';

export function ArtworkGrid({
  artworks,
  columns = 4,
}: {
  artworks: ArtworkSummaryDto[];
  columns?: 3 | 4;
}) {
  const sizes =
    columns === 3
      ? '(max-width: 879px) calc(50vw - 28px), 24vw'
      : '(max-width: 879px) calc(50vw - 28px), (max-width: 1439px) 22vw, 320px';
  return (
    <ul className={styles.grid} data-columns={columns}>
      {artworks.map((artwork) => (
        <li key={artwork.id}>
          <ArtworkCard artwork={artwork} sizes={sizes} />
        </li>
      ))}
    </ul>
  );
}
