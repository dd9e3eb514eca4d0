// The works of an artist or a gallery beyond the first twelve the page arrived with: each press
// of "Show more" pages through GET store/artwork with the artist or gallery filter.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { artworkQueries } from '@/api/artwork';
import { Button } from '@/components/ui/button/button';
import { useCatalogueContext } from '@/hooks/use-catalogue-context';
import type { ArtworkSummaryDto } from '@/schemas/artwork-dto';
import { ArtworkGrid } from './artwork-grid';
import styles from './more-artworks.module.scss';

export const MORE_ARTWORKS_PAGE = 12;

type Owner = { artist_id: string } | { institution_id: string };

function MorePage({
  owner,
  offset,
  shown,
}: {
  owner: Owner;
  offset: number;
  shown: ReadonlySet<string>;
}) {
  const context = useCatalogueContext();
  const { data } = useQuery(
    artworkQueries.list(
      { ...owner, view_status: 'all', order: 'newest', limit: MORE_ARTWORKS_PAGE, offset },
      context,
    ),
  );
  const artworks = (data?.artworks ?? []).filter((artwork) => !shown.has(artwork.id));
  return artworks.length > 0 ? <ArtworkGrid artworks={artworks} /> : null;
}

export function MoreArtworks({
  owner,
  initial,
  total,
}: {
  owner: Owner;
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
