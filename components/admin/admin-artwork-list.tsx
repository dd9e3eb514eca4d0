// The artworks list the operator's catalogue and a partner's artworks share: title and public
// address, price, purchase status, and the button that opens the editor.
import Link from 'next/link';
import { Button } from '@/components/ui/button/button';
import { useLanguage } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import { formatMoney } from '@/rules/money';
import type { AdminArtworkDto } from '@/schemas/back-office-dto';
import { AdminListState } from './admin-controls';
import lists from './admin-lists.module.scss';
import shell from './admin-shell.module.scss';

type ArtworkPick = Pick<
  AdminArtworkDto,
  'id' | 'handle' | 'title_en' | 'title_ko' | 'price' | 'purchase_status'
>;

/** One fetch of artworks in its states; `markStatus` puts the purchase status on each row. */
export function AdminArtworkList({
  query,
  testId,
  markStatus = false,
  onEdit,
}: {
  query: { data?: { artworks: ArtworkPick[] }; error: unknown };
  testId: string;
  markStatus?: boolean;
  onEdit: (id: string) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <AdminListState
      error={query.error}
      data={query.data}
      isEmpty={(found) => found.artworks.length === 0}
      emptyText={t('catalogue.empty')}
    >
      {(found) => (
        <ul className={shell.rows}>
          {found.artworks.map((artwork) => (
            <AdminArtworkRow
              key={artwork.id}
              artwork={artwork}
              testId={testId}
              markStatus={markStatus}
              onEdit={onEdit}
            />
          ))}
        </ul>
      )}
    </AdminListState>
  );
}

function AdminArtworkRow({
  artwork,
  testId,
  markStatus,
  onEdit,
}: {
  artwork: ArtworkPick;
  testId: string;
  markStatus: boolean;
  onEdit: (id: string) => void;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <li
      className={lists.catalogueRow}
      data-testid={testId}
      data-status={markStatus ? artwork.purchase_status : undefined}
    >
      <span className={shell.stack}>
        <span className={shell.strong}>
          {language === 'ko' ? artwork.title_ko : artwork.title_en}
        </span>
        <Link href={`/work/${artwork.handle}`} className={shell.muted}>
          /work/{artwork.handle}
        </Link>
      </span>
      <span>
        {artwork.price === null
          ? '—'
          : formatMoney({ amount: artwork.price, currency: 'krw' }, language)}
      </span>
      <span className={shell.badge}>{t(`catalogue.statuses.${artwork.purchase_status}`)}</span>
      <Button variant="text" onClick={() => onEdit(artwork.id)}>
        {t('catalogue.edit')}
      </Button>
    </li>
  );
}
