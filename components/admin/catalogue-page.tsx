// /admin/catalogue: artworks (with their editions and a picture through the upload pipeline)
// and artists, created and edited in both languages.
import clsx from 'clsx';
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import {
  catalogueAdminQueries,
  saveArtist,
  saveArtwork,
  updateEdition,
  uploadImage,
} from '@/api/admin';
import { useQueryClient } from '@/api/query/query-client-provider';
import { useQuery } from '@/api/query/use-query';
import { Button } from '@/components/ui/button/button';
import { CheckboxField, SelectField, TextField } from '@/components/ui/form/form-field';
import { Link } from '@/components/ui/link/link';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useLanguage } from '@/hooks/use-preferences';
import { useTranslation } from '@/hooks/use-translation';
import { adminPurchaseStatuses } from '@/schemas/back-office-catalogue';
import type { AdminArtistDto, AdminArtworkDto } from '@/schemas/back-office-dto';
import { formatMoney } from '@/schemas/money';
import { toast } from '@/store/toast';
import { FormActions, useAdminSave } from './admin-controls';
import { AdminHead, AdminLayout } from './admin-layout';
import { adminErrorMessage } from './admin-messages';
import styles from './admin.module.scss';

const tabs = ['artworks', 'artists'] as const;
type Tab = (typeof tabs)[number];

export function CataloguePage() {
  return <AdminLayout section="catalogue">{() => <Catalogue />}</AdminLayout>;
}

function Catalogue() {
  const { t } = useTranslation('admin');
  const router = useRouter();
  const tab: Tab = router.query.tab === 'artists' ? 'artists' : 'artworks';
  const [q, setQ] = useState('');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [artist, setArtist] = useState<AdminArtistDto | null>(null);
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(q.trim());
  };
  return (
    <div className={styles.page}>
      <AdminHead title={t('catalogue.title')} lead={t('catalogue.lead')} />
      <div className={styles.toolbar}>
        <div role="tablist" aria-label={t('catalogue.title')} className={styles.tabs}>
          {tabs.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={tab === name}
              className={clsx(styles.tab, tab === name && styles.tabActive)}
              onClick={() => {
                setEditing(null);
                void router.replace(
                  { pathname: '/admin/catalogue', query: { tab: name } },
                  undefined,
                  {
                    shallow: true,
                  },
                );
              }}
            >
              {t(`catalogue.tabs.${name}`)}
            </button>
          ))}
        </div>
        <form className={styles.search} onSubmit={onSearch} role="search">
          <input
            type="search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            placeholder={t('catalogue.search')}
            aria-label={t('catalogue.search')}
            className={styles.searchInput}
          />
          <Button type="submit" variant="secondary">
            {t('orders.searchButton')}
          </Button>
        </form>
      </div>
      {editing === null ? (
        <Button className={styles.newButton} onClick={() => setEditing('new')}>
          {t(tab === 'artists' ? 'catalogue.newArtist' : 'catalogue.newArtwork')}
        </Button>
      ) : tab === 'artists' ? (
        <ArtistFields
          key={editing}
          artist={editing === 'new' ? null : artist}
          done={() => setEditing(null)}
        />
      ) : (
        <ArtworkForm
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
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { data, error } = useQuery(
    catalogueAdminQueries.artworks({ q: q || undefined, limit: 50 }),
  );
  if (error) return <p className={styles.failed}>{t('failed')}</p>;
  if (!data) return <Spinner label="" />;
  if (!data.artworks.length) return <p className={styles.empty}>{t('catalogue.empty')}</p>;
  return (
    <ul className={styles.rows}>
      {data.artworks.map((artwork) => (
        <li key={artwork.id} className={styles.catalogueRow} data-testid="admin-artwork">
          <span className={styles.stack}>
            <span className={styles.strong}>
              {language === 'ko' ? artwork.title_ko : artwork.title_en}
            </span>
            <Link href={`/work/${artwork.handle}`} className={styles.muted}>
              /work/{artwork.handle}
            </Link>
          </span>
          <span>
            {artwork.price === null
              ? '—'
              : formatMoney({ amount: artwork.price, currency: 'krw' }, language)}
          </span>
          <span className={styles.badge}>{t(`catalogue.statuses.${artwork.purchase_status}`)}</span>
          <Button variant="text" onClick={() => onEdit(artwork.id)}>
            {t('catalogue.edit')}
          </Button>
        </li>
      ))}
    </ul>
  );
}

function ArtistList({ q, onEdit }: { q: string; onEdit: (artist: AdminArtistDto) => void }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { data, error } = useQuery(catalogueAdminQueries.artists({ q: q || undefined, limit: 50 }));
  if (error) return <p className={styles.failed}>{t('failed')}</p>;
  if (!data) return <Spinner label="" />;
  if (!data.artists.length) return <p className={styles.empty}>{t('catalogue.empty')}</p>;
  return (
    <ul className={styles.rows}>
      {data.artists.map((artist) => (
        <li key={artist.id} className={styles.catalogueRow} data-testid="admin-artist">
          <span className={styles.stack}>
            <span className={styles.strong}>
              {language === 'ko' ? artist.name_ko : artist.name_en}
            </span>
            <span className={styles.muted}>{artist.handle}</span>
          </span>
          <span className={styles.muted}>{artist.birth_year ?? ''}</span>
          <span className={styles.muted}>
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

/** Fields of a form as typed; blank optional numbers become null. */
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

function useSave(done: () => void) {
  const { t } = useTranslation('admin');
  return useAdminSave({
    invalidate: catalogueAdminQueries.all(),
    savedText: t('catalogue.saved'),
    done,
  });
}

function ArtistFields({ artist, done }: { artist: AdminArtistDto | null; done: () => void }) {
  const { t } = useTranslation('admin');
  const [values, setValues] = useState({
    handle: artist?.handle ?? '',
    name_en: artist?.name_en ?? '',
    name_ko: artist?.name_ko ?? '',
    bio_en: artist?.bio_en ?? '',
    bio_ko: artist?.bio_ko ?? '',
    birth_year: artist?.birth_year?.toString() ?? '',
    nationality_en: artist?.nationality_en ?? '',
    nationality_ko: artist?.nationality_ko ?? '',
  });
  const { save, problem, busy } = useSave(done);
  const field = (name: keyof typeof values) => ({
    label: t(`catalogue.fields.${name}`),
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues({ ...values, [name]: event.target.value }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(() =>
      saveArtist(artist?.id ?? null, {
        ...values,
        birth_year: numberOrNull(values.birth_year),
        nationality_en: values.nationality_en || null,
        nationality_ko: values.nationality_ko || null,
      }),
    );
  };
  return (
    <form className={styles.editor} onSubmit={submit} data-testid="artist-form">
      <div className={styles.formGrid}>
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

function ArtworkForm({ id, done }: { id: string | null; done: () => void }) {
  const { data } = useQuery({ ...catalogueAdminQueries.artwork(id ?? ''), enabled: id !== null });
  if (id && !data) return <Spinner label="" />;
  return <ArtworkFields artwork={data ?? null} done={done} />;
}

function ArtworkFields({ artwork, done }: { artwork: AdminArtworkDto | null; done: () => void }) {
  const { t } = useTranslation('admin');
  const artists = useQuery(catalogueAdminQueries.artists({ limit: 100 }));
  const [values, setValues] = useState({
    handle: artwork?.handle ?? '',
    title_en: artwork?.title_en ?? '',
    title_ko: artwork?.title_ko ?? '',
    artist_id: artwork?.artist_id ?? '',
    category_id: artwork?.category_id ?? '',
    institution_id: artwork?.institution_id ?? '',
    year: artwork?.year?.toString() ?? '',
    medium_en: artwork?.medium_en ?? '',
    medium_ko: artwork?.medium_ko ?? '',
    width_cm: artwork?.width_cm.toString() ?? '',
    height_cm: artwork?.height_cm.toString() ?? '',
    price: artwork?.price?.toString() ?? '',
    purchase_status:
      artwork?.purchase_status === 'sold' ? 'on_sale' : (artwork?.purchase_status ?? 'on_sale'),
    edition_size: artwork?.edition_size.toString() ?? '1',
  });
  const [bidEnabled, setBidEnabled] = useState(artwork?.bid_enabled ?? false);
  const [imageId, setImageId] = useState<string | null>(artwork?.image_id ?? null);
  const [preview, setPreview] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const { save, problem, busy } = useSave(done);
  const field = (name: keyof typeof values) => ({
    label: t(`catalogue.fields.${name}`),
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues({ ...values, [name]: event.target.value }),
  });
  async function onFile(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    try {
      const { image } = await uploadImage(file);
      setImageId(image.id);
      setPreview(image.variants['400px']);
    } catch (error) {
      toast.error(adminErrorMessage(t, error, t('error')));
    } finally {
      setUploading(false);
    }
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const size = Number(values.edition_size) || 1;
    void save(() =>
      saveArtwork(artwork?.id ?? null, {
        handle: values.handle,
        title_en: values.title_en,
        title_ko: values.title_ko,
        artist_id: values.artist_id,
        category_id: values.category_id,
        institution_id: values.institution_id || null,
        year: numberOrNull(values.year),
        medium_en: values.medium_en,
        medium_ko: values.medium_ko,
        width_cm: Number(values.width_cm),
        height_cm: Number(values.height_cm),
        price: numberOrNull(values.price),
        purchase_status: values.purchase_status,
        bid_enabled: bidEnabled,
        image_id: imageId,
        ...(artwork ? {} : { edition_type: size > 1 ? 'edition' : 'unique', edition_size: size }),
      }),
    );
  };
  return (
    <form className={styles.editor} onSubmit={submit} data-testid="artwork-form">
      <div className={styles.formGrid}>
        <TextField {...field('handle')} required />
        <SelectField {...field('artist_id')} required>
          <option value="">—</option>
          {artists.data?.artists.map((artist) => (
            <option key={artist.id} value={artist.id}>
              {artist.name_en} · {artist.name_ko}
            </option>
          ))}
        </SelectField>
        <TextField {...field('title_en')} required />
        <TextField {...field('title_ko')} required />
        <TextField {...field('category_id')} required hint={t('catalogue.idHint')} />
        <TextField {...field('institution_id')} hint={t('catalogue.idHint')} />
        <TextField {...field('medium_en')} />
        <TextField {...field('medium_ko')} />
        <TextField {...field('width_cm')} inputMode="decimal" required />
        <TextField {...field('height_cm')} inputMode="decimal" required />
        <TextField {...field('year')} inputMode="numeric" />
        <TextField {...field('price')} inputMode="numeric" />
        <SelectField {...field('purchase_status')}>
          {adminPurchaseStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`catalogue.statuses.${status}`)}
            </option>
          ))}
        </SelectField>
        {!artwork && <TextField {...field('edition_size')} inputMode="numeric" />}
      </div>
      <CheckboxField
        label={t('catalogue.fields.bid_enabled')}
        checked={bidEnabled}
        onChange={(event) => setBidEnabled(event.target.checked)}
      />
      <div className={styles.upload}>
        <label className={styles.uploadLabel}>
          {t('catalogue.picture')}
          <input
            type="file"
            accept="image/*"
            onChange={(event) => void onFile(event.target.files?.[0])}
            disabled={uploading}
          />
        </label>
        {preview && (
          // eslint-disable-next-line @next/next/no-img-element
          <img src={preview} alt="" className={styles.thumb} width={96} height={96} />
        )}
        <span className={styles.muted}>
          {uploading ? t('catalogue.uploading') : imageId ? t('catalogue.pictureSet') : ''}
        </span>
      </div>
      {artwork?.editions && <EditionTable artwork={artwork} />}
      <FormActions busy={busy || uploading} problem={problem} done={done} />
    </form>
  );
}

function EditionTable({ artwork }: { artwork: AdminArtworkDto }) {
  const { t } = useTranslation('admin');
  const { t: tb } = useTranslation('bids');
  const queryClient = useQueryClient();
  async function toggle(editionId: string, status: 'available' | 'not_for_sale') {
    try {
      await updateEdition(editionId, { status });
      await queryClient.invalidateQueries({ queryKey: catalogueAdminQueries.all() });
    } catch (error) {
      toast.error(adminErrorMessage(t, error, t('error')));
    }
  }
  return (
    <section className={styles.block} aria-label={t('catalogue.editions')}>
      <h2 className={styles.blockTitle}>{t('catalogue.editions')}</h2>
      <ul className={styles.editionList}>
        {artwork.editions!.map((edition) => (
          <li key={edition.id} data-testid="admin-edition" data-status={edition.status}>
            <span>{tb('offer.edition', { number: edition.edition_number })}</span>
            <span className={styles.badge}>{t(`catalogue.editionStatuses.${edition.status}`)}</span>
            {(edition.status === 'available' || edition.status === 'not_for_sale') && (
              <Button
                variant="text"
                onClick={() =>
                  void toggle(
                    edition.id,
                    edition.status === 'available' ? 'not_for_sale' : 'available',
                  )
                }
              >
                {t(edition.status === 'available' ? 'catalogue.takeOff' : 'catalogue.putOn')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
