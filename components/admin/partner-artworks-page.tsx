// /admin/partner/artworks: the partner's galleries' artworks, searched and filtered by status;
// created and edited with the operator's editor (their galleries only), editions put on or off
// sale and priced. Pictures go through the store's upload.
import clsx from 'clsx';
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { usePartnerArtworks } from '@/api/admin/partner/get-artworks';
import { usePartnerChoices } from '@/api/admin/partner/get-choices';
import { useSavePartnerArtworkMutation } from '@/api/admin/partner/save-artwork';
import { useUpdatePartnerEditionMutation } from '@/api/admin/partner/update-edition';
import { Button } from '@/components/ui/button/button';
import Link from 'next/link';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useLanguage } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import { partnerArtworkStatuses } from '@/schemas/back-office-partner';
import { formatMoney } from '@/rules/money';
import { AdminHead, AdminLayout } from './admin-layout';
import { ArtworkEditor } from './artwork-editor';
import lists from './admin-lists.module.scss';
import shell from './admin-shell.module.scss';
import bar from './admin-toolbar.module.scss';

type StatusFilter = (typeof partnerArtworkStatuses)[number] | 'all';

export function PartnerArtworksPage() {
  return <AdminLayout section="partnerArtworks">{() => <PartnerArtworks />}</AdminLayout>;
}

function PartnerArtworks() {
  const { t } = useTranslation('admin');
  const router = useRouter();
  const status = (
    partnerArtworkStatuses.includes(router.query.status as never) ? router.query.status : 'all'
  ) as StatusFilter;
  const [q, setQ] = useState('');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const saveArtwork = useSavePartnerArtworkMutation();
  const updateEdition = useUpdatePartnerEditionMutation();
  const choices = usePartnerChoices();
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(q.trim());
  };
  return (
    <div className={shell.page}>
      <AdminHead title={t('partner.artworks.title')} lead={t('partner.artworks.lead')} />
      <div className={bar.toolbar}>
        <div role="tablist" aria-label={t('partner.artworks.filter')} className={bar.tabs}>
          {(['all', ...partnerArtworkStatuses] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={status === name}
              className={clsx(bar.tab, status === name && bar.tabActive)}
              onClick={() =>
                void router.replace(
                  {
                    pathname: '/admin/partner/artworks',
                    query: name === 'all' ? {} : { status: name },
                  },
                  undefined,
                  { shallow: true },
                )
              }
            >
              {name === 'all' ? t('orders.tabs.all') : t(`catalogue.statuses.${name}`)}
            </button>
          ))}
        </div>
        <form className={bar.search} onSubmit={onSearch} role="search">
          <input
            type="search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            placeholder={t('catalogue.search')}
            aria-label={t('catalogue.search')}
            className={bar.searchInput}
          />
          <Button type="submit" variant="secondary">
            {t('orders.searchButton')}
          </Button>
        </form>
      </div>
      {editing === null ? (
        <Button className={bar.newButton} onClick={() => setEditing('new')}>
          {t('catalogue.newArtwork')}
        </Button>
      ) : !choices.data ? (
        <Spinner label="" />
      ) : (
        <ArtworkEditor
          key={editing}
          id={editing === 'new' ? null : editing}
          done={() => setEditing(null)}
          api={{
            scope: 'partner',
            save: (artworkId, body) => saveArtwork.mutateAsync({ artworkId, body }),
            updateEdition: (editionId, body) => updateEdition.mutateAsync({ editionId, body }),
            artists: choices.data.artists,
            categories: choices.data.categories,
            institutions: choices.data.institutions,
          }}
        />
      )}
      <ArtworkList q={search} status={status === 'all' ? undefined : status} onEdit={setEditing} />
    </div>
  );
}

function ArtworkList({
  q,
  status,
  onEdit,
}: {
  q: string;
  status?: string;
  onEdit: (id: string) => void;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { data, error } = usePartnerArtworks({ q: q || undefined, status, limit: 100 });
  if (error) return <p className={shell.failed}>{t('failed')}</p>;
  if (!data) return <Spinner label="" />;
  if (!data.artworks.length) return <p className={shell.empty}>{t('catalogue.empty')}</p>;
  return (
    <ul className={shell.rows}>
      {data.artworks.map((artwork) => (
        <li
          key={artwork.id}
          className={lists.catalogueRow}
          data-testid="partner-artwork"
          data-status={artwork.purchase_status}
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
      ))}
    </ul>
  );
}
