// One artwork in a catalogue grid (home, artist, gallery and exhibition pages): the picture at
// its true proportions, then artist, title and year, and the price or status set quietly.
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { ArtworkImage } from '@/components/ui/artwork-image/artwork-image';
import { useLanguage } from '@/hooks/use-preferences';
import type { ArtworkSummaryDto } from '@/schemas/artwork-dto';
import { formatMoney } from '@/schemas/money';
import styles from './artwork-tile.module.scss';

export const artworkHref = (handle: string) => `/work/${encodeURIComponent(handle)}`;

/** What the tile says under the title: the price on sale, else the state of the work. */
export function artworkTileStatus(
  artwork: Pick<ArtworkSummaryDto, 'purchase_status' | 'price'>,
  language: string,
): { kind: 'price' | 'status'; text: string } | { kind: 'key'; key: string } {
  if (artwork.purchase_status === 'on_sale' && artwork.price) {
    return { kind: 'price', text: formatMoney(artwork.price.display, language) };
  }
  return { kind: 'key', key: `works.status.${artwork.purchase_status}` };
}

export function ArtworkTile({
  artwork,
  sizes,
  showArtist = true,
}: {
  artwork: ArtworkSummaryDto;
  sizes: string;
  showArtist?: boolean;
}) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  const status = artworkTileStatus(artwork, language);
  return (
    <Link href={artworkHref(artwork.handle)} className={styles.tile}>
      <ArtworkImage
        image={artwork.image}
        alt={t('works.imageAlt', { title: artwork.title, artist: artwork.artist.name })}
        sizes={sizes}
        className={styles.image}
      />
      <span className={styles.caption}>
        {showArtist && <span className={styles.artist}>{artwork.artist.name}</span>}
        <span className={styles.title}>
          <cite>{artwork.title}</cite>
          {artwork.year ? `, ${artwork.year}` : null}
        </span>
        <span className={styles.meta}>{artwork.size}</span>
        <span className={status.kind === 'price' ? styles.price : styles.status}>
          {status.kind === 'key' ? t(status.key) : status.text}
        </span>
      </span>
    </Link>
  );
}

/** Works in columns at their natural heights, a gallery wall rather than a grid of crops. */
export function ArtworkWall({
  artworks,
  showArtist = true,
  columns = 4,
}: {
  artworks: ArtworkSummaryDto[];
  showArtist?: boolean;
  columns?: 3 | 4;
}) {
  const sizes = columns === 3 ? '(max-width: 879px) 50vw, 30vw' : '(max-width: 879px) 50vw, 22vw';
  return (
    <ul className={styles.wall} data-columns={columns}>
      {artworks.map((artwork) => (
        <li key={artwork.id}>
          <ArtworkTile artwork={artwork} sizes={sizes} showArtist={showArtist} />
        </li>
      ))}
    </ul>
  );
}
