// The works of an artist, a gallery or an exhibition beyond those the page arrived with: each
// press of "Show more" fetches the next page (store/artwork with the artist or gallery filter,
// or store/exhibition/{handle}/artworks).
import { useState } from 'react';
import { useArtworkList } from '@/api/artworks/get-artworks';
import { useExhibitionArtworks } from '@/api/exhibitions/get-exhibition-artworks';
import { Button } from '@/components/ui/button/button';
import { useTranslation } from 'next-i18next/pages';
import type { ArtworkSummaryDto } from '@/schemas/artwork-dto';
import { ArtworkGrid } from './artwork-grid';
import styles from './more-artworks.module.scss';

export const MORE_ARTWORKS_PAGE = 12;

export type ArtworkOwner =
  { artist_id: string } | { institution_id: string } | { exhibition: string };

function usePage(owner: ArtworkOwner, offset: number): ArtworkSummaryDto[] | undefined {
  const page = { limit: MORE_ARTWORKS_PAGE, offset };
  const exhibition = 'exhibition' in owner ? owner.exhibition : null;
  const filters = 'exhibition' in owner ? {} : owner;
  const listed = useArtworkList(
    { ...filters, view_status: 'all', order: 'newest', ...page },
    { enabled: exhibition === null, keepPrevious: false },
  );
  const inShow = useExhibitionArtworks(exhibition ?? '', page, { enabled: exhibition !== null });
  return (exhibition === null ? listed.data : inShow.data)?.artworks;
}

function MorePage({
  owner,
  offset,
  shown,
}: {
  owner: ArtworkOwner;
  offset: number;
  shown: ReadonlySet<string>;
}) {
  const artworks = (usePage(owner, offset) ?? []).filter((artwork) => !shown.has(artwork.id));
  return artworks.length > 0 ? <ArtworkGrid artworks={artworks} /> : null;
}

export function MoreArtworks({
  owner,
  initial,
  total,
}: {
  owner: ArtworkOwner;
  /** The works the page already shows (the first page). */
  initial: ArtworkSummaryDto[];
  total: number;
}) {
  const { t } = useTranslation('catalogue');
  const [pages, setPages] = useState(0);
  const shown = new Set(initial.map((artwork) => artwork.id));
  const loaded = initial.length + pages * MORE_ARTWORKS_PAGE;
  return (
    <div className={styles.more}>
      <ArtworkGrid artworks={initial} />
      {Array.from({ length: pages }, (_, index) => (
        <MorePage
          key={index}
          owner={owner}
          offset={initial.length + index * MORE_ARTWORKS_PAGE}
          shown={shown}
        />
      ))}
      {loaded < total && (
        <Button
          variant="secondary"
          className={styles.button}
          onClick={() => setPages((p) => p + 1)}
        >
          {t('works.more', { count: total - loaded })}
        </Button>
      )}
    </div>
  );
}
