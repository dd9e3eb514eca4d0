// The back office's artwork editor, shared by the operator's catalogue and the partner portal:
// the work in both languages, a picture through the upload pipeline, and its editions put on or
// off sale and priced. Which calls it makes (operator's or partner's) and what may be chosen
// (artists, categories, galleries) come from its caller.
import { useState, type FormEvent } from 'react';
import { useEditedArtwork, type ArtworkEditorScope } from '@/api/admin/get-edited-artwork';
import { Button } from '@/components/ui/button/button';
import { CheckboxField, SelectField, TextField } from '@/components/ui/form/form-field';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useLanguage } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import { adminPurchaseStatuses } from '@/schemas/back-office-catalogue';
import type { AdminArtworkDto, AdminEditionDto } from '@/schemas/back-office-dto';
import { formatMoney } from '@/rules/money';
import { toast } from 'react-toastify';
import { FormActions, useAdminSave } from './admin-controls';
import { ImageUpload, numberOrNull, useFieldValues } from './admin-editor';
import { adminErrorMessage } from './admin-messages';
import { ArtworkConditionEditor } from './artwork-condition-editor';
import { ArtworkViewsEditor } from './artwork-views-editor';
import forms from './admin-forms.module.scss';
import shell from './admin-shell.module.scss';
import bar from './admin-toolbar.module.scss';
import { useEditionLabel } from '@/hooks/use-edition-label';

/** The calls the editor makes and the choices it offers. */
export interface ArtworkEditorApi {
  /** Whose artwork it is: the catalogue's (any) or a partner's (their own). */
  scope: ArtworkEditorScope;
  /** Mutation hooks' `mutateAsync`: each reads the changed screens again. */
  save: (id: string | null, body: Record<string, unknown>) => Promise<unknown>;
  updateEdition: (
    id: string,
    body: { status?: string; price?: number | null },
  ) => Promise<AdminEditionDto>;
  artists: { id: string; name: string }[];
  /** Categories to choose from; without them the id is typed. */
  categories?: { id: string; title: string }[];
  /** Galleries to choose from (a partner's); without them the id is typed. */
  institutions?: { id: string; name: string }[];
}

export function ArtworkEditor({
  id,
  api,
  done,
}: {
  id: string | null;
  api: ArtworkEditorApi;
  done: () => void;
}) {
  const { data } = useEditedArtwork(api.scope, id);
  if (id && !data) return <Spinner label="" />;
  return (
    <>
      <ArtworkFields artwork={data ?? null} api={api} done={done} />
      {id && <ArtworkViewsEditor scope={api.scope} artworkId={id} />}
      {/* The condition report and history save on their own (rules §4.74–4.76). */}
      {id && <ArtworkConditionEditor scope={api.scope} artworkId={id} />}
    </>
  );
}

function ArtworkFields({
  artwork,
  api,
  done,
}: {
  artwork: AdminArtworkDto | null;
  api: ArtworkEditorApi;
  done: () => void;
}) {
  const { t } = useTranslation('admin');
  const { values, field } = useFieldValues(
    {
      handle: artwork?.handle ?? '',
      title_en: artwork?.title_en ?? '',
      title_ko: artwork?.title_ko ?? '',
      artist_id: artwork?.artist_id ?? '',
      category_id: artwork?.category_id ?? '',
      institution_id: artwork?.institution_id ?? api.institutions?.[0]?.id ?? '',
      year: artwork?.year?.toString() ?? '',
      medium_en: artwork?.medium_en ?? '',
      medium_ko: artwork?.medium_ko ?? '',
      width_cm: artwork?.width_cm.toString() ?? '',
      height_cm: artwork?.height_cm.toString() ?? '',
      price: artwork?.price?.toString() ?? '',
      purchase_status:
        artwork?.purchase_status === 'sold' ? 'on_sale' : (artwork?.purchase_status ?? 'on_sale'),
      edition_size: artwork?.edition_size.toString() ?? '1',
    },
    (name) => t(`catalogue.fields.${name}`),
  );
  const [bidEnabled, setBidEnabled] = useState(artwork?.bid_enabled ?? false);
  const [imageId, setImageId] = useState<string | null>(artwork?.image_id ?? null);
  const [uploading, setUploading] = useState(false);
  const { save, problem, busy } = useAdminSave({ savedText: t('catalogue.saved'), done });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const size = Number(values.edition_size) || 1;
    void save(() =>
      api.save(artwork?.id ?? null, {
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
    <form className={forms.editor} onSubmit={submit} data-testid="artwork-form">
      <div className={forms.formGrid}>
        <TextField {...field('handle')} required />
        <SelectField {...field('artist_id')} required>
          <option value="">—</option>
          {api.artists.map((artist) => (
            <option key={artist.id} value={artist.id}>
              {artist.name}
            </option>
          ))}
        </SelectField>
        <TextField {...field('title_en')} required />
        <TextField {...field('title_ko')} required />
        {api.categories ? (
          <SelectField {...field('category_id')} label={t('catalogue.fields.category')} required>
            <option value="">—</option>
            {api.categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.title}
              </option>
            ))}
          </SelectField>
        ) : (
          <TextField {...field('category_id')} required hint={t('catalogue.idHint')} />
        )}
        {!api.institutions ? (
          <TextField {...field('institution_id')} hint={t('catalogue.idHint')} />
        ) : (
          api.institutions.length > 1 && (
            <SelectField {...field('institution_id')} label={t('catalogue.fields.institution')}>
              {api.institutions.map((institution) => (
                <option key={institution.id} value={institution.id}>
                  {institution.name}
                </option>
              ))}
            </SelectField>
          )
        )}
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
      <ImageUpload
        label={t('catalogue.picture')}
        imageId={imageId}
        onChange={setImageId}
        onBusy={setUploading}
      />
      {artwork?.editions && <EditionTable artwork={artwork} api={api} />}
      <FormActions busy={busy || uploading} problem={problem} done={done} />
    </form>
  );
}

function EditionTable({ artwork, api }: { artwork: AdminArtworkDto; api: ArtworkEditorApi }) {
  const { t } = useTranslation('admin');
  const editionName = useEditionLabel();
  const language = useLanguage();
  const [prices, setPrices] = useState<Record<string, string>>({});
  async function change(editionId: string, body: { status?: string; price?: number | null }) {
    try {
      await api.updateEdition(editionId, body);
    } catch (error) {
      toast.error(adminErrorMessage(t, error, t('error')));
    }
  }
  return (
    <section className={shell.block} aria-label={t('catalogue.editions')}>
      <h2 className={shell.blockTitle}>{t('catalogue.editions')}</h2>
      <ul className={forms.editionList}>
        {artwork.editions!.map((edition) => {
          const open = edition.status === 'available' || edition.status === 'not_for_sale';
          const label = editionName({
            edition_type: artwork.edition_type,
            edition_number: edition.edition_number,
            edition_size: artwork.edition_size,
          });
          return (
            <li key={edition.id} data-testid="admin-edition" data-status={edition.status}>
              <span>{label}</span>
              <span className={shell.badge}>
                {t(`catalogue.editionStatuses.${edition.status}`)}
              </span>
              <span className={shell.muted}>
                {formatMoney(
                  { amount: edition.price ?? artwork.price ?? 0, currency: 'krw' },
                  language,
                )}
              </span>
              {open && (
                <>
                  <Button
                    variant="text"
                    onClick={() =>
                      void change(edition.id, {
                        status: edition.status === 'available' ? 'not_for_sale' : 'available',
                      })
                    }
                  >
                    {t(edition.status === 'available' ? 'catalogue.takeOff' : 'catalogue.putOn')}
                  </Button>
                  <span className={forms.inlineField}>
                    <input
                      inputMode="numeric"
                      className={bar.searchInput}
                      aria-label={t('catalogue.editionPrice', { edition: label })}
                      placeholder={t('catalogue.fields.price')}
                      value={prices[edition.id] ?? ''}
                      onChange={(event) =>
                        setPrices({ ...prices, [edition.id]: event.target.value })
                      }
                    />
                    <Button
                      variant="text"
                      onClick={() =>
                        void change(edition.id, { price: numberOrNull(prices[edition.id] ?? '') })
                      }
                    >
                      {t('catalogue.setPrice')}
                    </Button>
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
