// /admin/partner/artworks: the partner's galleries' artworks, searched and filtered by status;
// created and edited with the operator's editor (their galleries only), editions put on or off
// sale and priced. Pictures go through the store's upload.
import { useRouter } from 'next/router';
import { useState } from 'react';
import { usePartnerArtworks } from '@/api/admin/partner/get-artworks';
import { usePartnerChoices } from '@/api/admin/partner/get-choices';
import { useSavePartnerArtworkMutation } from '@/api/admin/partner/save-artwork';
import { useUpdatePartnerEditionMutation } from '@/api/admin/partner/update-edition';
import { Button } from '@/components/ui/button/button';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useTranslation } from 'next-i18next/pages';
import { partnerArtworkStatuses } from '@/schemas/back-office-partner';
import { AdminArtworkList } from './admin-artwork-list';
import { AdminHead, AdminLayout } from './admin-layout';
import { AdminToolbar } from './admin-toolbar';
import { ArtworkEditor } from './artwork-editor';
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
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const saveArtwork = useSavePartnerArtworkMutation();
  const updateEdition = useUpdatePartnerEditionMutation();
  const choices = usePartnerChoices();
  return (
    <div className={shell.page}>
      <AdminHead title={t('partner.artworks.title')} lead={t('partner.artworks.lead')} />
      <AdminToolbar
        tabs={{
          label: t('partner.artworks.filter'),
          tabs: ['all', ...partnerArtworkStatuses] as const,
          current: status,
          labelOf: (name) =>
            name === 'all' ? t('orders.tabs.all') : t(`catalogue.statuses.${name}`),
          onSelect: (name) =>
            void router.replace(
              {
                pathname: '/admin/partner/artworks',
                query: name === 'all' ? {} : { status: name },
              },
              undefined,
              { shallow: true },
            ),
        }}
        search={{ placeholder: t('catalogue.search'), onSearch: setSearch }}
      />
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
  const query = usePartnerArtworks({ q: q || undefined, status, limit: 100 });
  return <AdminArtworkList query={query} testId="partner-artwork" markStatus onEdit={onEdit} />;
}
