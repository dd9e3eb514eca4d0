// /admin/catalogue: artworks (with their editions and a picture through the upload pipeline)
// and artists, created and edited in both languages.
import { useState, type FormEvent } from 'react';
import { useAdminArtists } from '@/api/admin/catalogue/get-artists';
import { useAdminArtworks } from '@/api/admin/catalogue/get-artworks';
import { useSaveArtistMutation } from '@/api/admin/catalogue/save-artist';
import { useSaveArtworkMutation } from '@/api/admin/catalogue/save-artwork';
import { useUpdateEditionMutation } from '@/api/admin/catalogue/update-edition';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/form/form-field';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useLanguage } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import type { AdminArtistDto } from '@/schemas/back-office-dto';
import { AdminHead, AdminLayout } from './admin-layout';
import { FormActions, useAdminSave, useQueryChoice } from './admin-controls';
import { AdminArtworkList } from './admin-artwork-list';
import { AdminToolbar } from './admin-toolbar';
import { numberOrNull, useFieldValues } from './admin-editor';
import { ArtworkEditor } from './artwork-editor';
import forms from './admin-forms.module.scss';
import lists from './admin-lists.module.scss';
import shell from './admin-shell.module.scss';
import bar from './admin-toolbar.module.scss';

const tabs = ['artworks', 'artists'] as const;

export function CataloguePage() {
  return <AdminLayout section="catalogue">{() => <Catalogue />}</AdminLayout>;
}

function Catalogue() {
  const { t } = useTranslation('admin');
  const [tab, chooseTab] = useQueryChoice('tab', tabs, 'artworks');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [artist, setArtist] = useState<AdminArtistDto | null>(null);
  return (
    <div className={shell.page}>
      <AdminHead title={t('catalogue.title')} lead={t('catalogue.lead')} />
      <AdminToolbar
        tabs={{
          label: t('catalogue.title'),
          tabs,
          current: tab,
          labelOf: (name) => t(`catalogue.tabs.${name}`),
          onSelect: (name) => {
            setEditing(null);
            chooseTab(name);
          },
        }}
        search={{ placeholder: t('catalogue.search'), onSearch: setSearch }}
      />
      {editing === null ? (
        <Button className={bar.newButton} onClick={() => setEditing('new')}>
          {t(tab === 'artists' ? 'catalogue.newArtist' : 'catalogue.newArtwork')}
        </Button>
      ) : tab === 'artists' ? (
        <ArtistFields
          key={editing}
          artist={editing === 'new' ? null : artist}
          done={() => setEditing(null)}
        />
      ) : (
        <OperatorArtworkEditor
          key={editing}
          id={editing === 'new' ? null : editing}
          done={() => setEditing(null)}
        />
      )}
      {tab === 'artists' ? (
        <ArtistList
          q={search}
          onEdit={(chosen) => {
            setArtist(chosen);
            setEditing(chosen.id);
          }}
        />
      ) : (
        <ArtworkList q={search} onEdit={setEditing} />
      )}
    </div>
  );
}

function ArtworkList({ q, onEdit }: { q: string; onEdit: (id: string) => void }) {
  const query = useAdminArtworks({ q: q || undefined, limit: 50 });
  return <AdminArtworkList query={query} testId="admin-artwork" onEdit={onEdit} />;
}

function ArtistList({ q, onEdit }: { q: string; onEdit: (artist: AdminArtistDto) => void }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { data, error } = useAdminArtists({ q: q || undefined, limit: 50 });
  if (error) return <p className={shell.failed}>{t('failed')}</p>;
  if (!data) return <Spinner label="" />;
  if (!data.artists.length) return <p className={shell.empty}>{t('catalogue.empty')}</p>;
  return (
    <ul className={shell.rows}>
      {data.artists.map((artist) => (
        <li key={artist.id} className={lists.catalogueRow} data-testid="admin-artist">
          <span className={shell.stack}>
            <span className={shell.strong}>
              {language === 'ko' ? artist.name_ko : artist.name_en}
            </span>
            <span className={shell.muted}>{artist.handle}</span>
          </span>
          <span className={shell.muted}>{artist.birth_year ?? ''}</span>
          <span className={shell.muted}>
            {(language === 'ko' ? artist.nationality_ko : artist.nationality_en) ?? ''}
          </span>
          <Button variant="text" onClick={() => onEdit(artist)}>
            {t('catalogue.edit')}
          </Button>
        </li>
      ))}
    </ul>
  );
}

function ArtistFields({ artist, done }: { artist: AdminArtistDto | null; done: () => void }) {
  const { t } = useTranslation('admin');
  const { values, field } = useFieldValues(
    {
      handle: artist?.handle ?? '',
      name_en: artist?.name_en ?? '',
      name_ko: artist?.name_ko ?? '',
      bio_en: artist?.bio_en ?? '',
      bio_ko: artist?.bio_ko ?? '',
      birth_year: artist?.birth_year?.toString() ?? '',
      nationality_en: artist?.nationality_en ?? '',
      nationality_ko: artist?.nationality_ko ?? '',
    },
    (name) => t(`catalogue.fields.${name}`),
  );
  const saveArtist = useSaveArtistMutation();
  const { save, problem, busy } = useAdminSave({ savedText: t('catalogue.saved'), done });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(() =>
      saveArtist.mutateAsync({
        artistId: artist?.id ?? null,
        body: {
          ...values,
          birth_year: numberOrNull(values.birth_year),
          nationality_en: values.nationality_en || null,
          nationality_ko: values.nationality_ko || null,
        },
      }),
    );
  };
  return (
    <form className={forms.editor} onSubmit={submit} data-testid="artist-form">
      <div className={forms.formGrid}>
        <TextField {...field('handle')} required />
        <TextField {...field('birth_year')} inputMode="numeric" />
        <TextField {...field('name_en')} required />
        <TextField {...field('name_ko')} required />
        <TextField {...field('nationality_en')} />
        <TextField {...field('nationality_ko')} />
        <TextField {...field('bio_en')} />
        <TextField {...field('bio_ko')} />
      </div>
      <FormActions busy={busy} problem={problem} done={done} />
    </form>
  );
}

/** The operator's editor: any artist (the first 100 by name), ids typed for category and gallery. */
function OperatorArtworkEditor({ id, done }: { id: string | null; done: () => void }) {
  const artists = useAdminArtists({ limit: 100 });
  const saveArtwork = useSaveArtworkMutation();
  const updateEdition = useUpdateEditionMutation();
  return (
    <ArtworkEditor
      id={id}
      done={done}
      api={{
        scope: 'catalogue',
        save: (artworkId, body) => saveArtwork.mutateAsync({ artworkId, body }),
        updateEdition: (editionId, body) => updateEdition.mutateAsync({ editionId, body }),
        artists: (artists.data?.artists ?? []).map((artist) => ({
          id: artist.id,
          name: `${artist.name_en} · ${artist.name_ko}`,
        })),
      }}
    />
  );
}
