// The views of a work in the back office (rules §4.71–4.72), for the operator's catalogue and the
// partner portal alike: add a picture through the upload pipeline, give each view its kind and a
// caption in both languages, move views up and down, remove them, then save the list in one
// write. Defect photos belong to the condition report and are not listed here.
import { useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { toast } from 'react-toastify';
import { useArtworkViews } from '@/api/admin/artwork-views/get-artwork-views';
import { useSaveArtworkViewsMutation } from '@/api/admin/artwork-views/save-artwork-views';
import type { ArtworkEditorScope } from '@/api/admin/get-edited-artwork';
import { useUploadImageMutation } from '@/api/admin/upload-image';
import { Button } from '@/components/ui/button/button';
import { Spinner } from '@/components/ui/spinner/spinner';
import {
  artworkViewRules,
  galleryViewKinds,
  isGalleryView,
  type GalleryViewKind,
} from '@/rules/artwork-views';
import { imageVariantUrl } from '@/rules/image';
import type { AdminArtworkViewDto } from '@/schemas/back-office-dto';
import { adminErrorMessage } from './admin-messages';
import forms from './admin-forms.module.scss';
import lists from './admin-lists.module.scss';
import shell from './admin-shell.module.scss';
import bar from './admin-toolbar.module.scss';

interface DraftView {
  image_id: string;
  url: string;
  kind: GalleryViewKind;
  caption_en: string;
  caption_ko: string;
}

const draftOf = (view: AdminArtworkViewDto): DraftView => ({
  image_id: view.image_id,
  url: view.image.url,
  kind: view.kind as GalleryViewKind,
  caption_en: view.caption_en,
  caption_ko: view.caption_ko,
});

export function ArtworkViewsEditor({
  scope,
  artworkId,
}: {
  scope: ArtworkEditorScope;
  artworkId: string;
}) {
  const { data } = useArtworkViews(scope, artworkId);
  if (!data) return <Spinner label="" />;
  return (
    <ViewList
      key={data.views.map((view) => view.image_id).join()}
      scope={scope}
      artworkId={artworkId}
      initial={data.views.filter(isGalleryView).map(draftOf)}
    />
  );
}

function ViewList({
  scope,
  artworkId,
  initial,
}: {
  scope: ArtworkEditorScope;
  artworkId: string;
  initial: DraftView[];
}) {
  const { t } = useTranslation('admin');
  const [views, setViews] = useState(initial);
  const [uploading, setUploading] = useState(false);
  const upload = useUploadImageMutation();
  const save = useSaveArtworkViewsMutation(scope, artworkId);

  const change = (index: number, changes: Partial<DraftView>) =>
    setViews(views.map((view, i) => (i === index ? { ...view, ...changes } : view)));
  const move = (index: number, by: number) => {
    const next = [...views];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    setViews(next);
  };
  async function add(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    try {
      const { image } = await upload.mutateAsync(file);
      setViews([
        ...views,
        { image_id: image.id, url: image.url, kind: 'detail', caption_en: '', caption_ko: '' },
      ]);
    } catch (error) {
      toast.error(adminErrorMessage(t, error, t('error')));
    } finally {
      setUploading(false);
    }
  }
  async function submit() {
    try {
      await save.mutateAsync({
        views: views.map(({ url: _url, ...view }) => view),
      });
      toast.success(t('catalogue.views.saved'));
    } catch (error) {
      toast.error(adminErrorMessage(t, error, t('error')));
    }
  }

  return (
    <section className={shell.block} aria-label={t('catalogue.views.title')}>
      <h2 className={shell.blockTitle}>{t('catalogue.views.title')}</h2>
      <p className={shell.muted}>{t('catalogue.views.lead')}</p>
      <ol className={forms.editionList} data-testid="artwork-views">
        {views.map((view, index) => {
          const name = t('catalogue.views.name', { index: index + 1 });
          return (
            <li key={view.image_id} data-testid="artwork-view" data-kind={view.kind}>
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img
                src={imageVariantUrl(view.url, '200px')}
                alt=""
                className={lists.thumb}
                width={64}
                height={64}
              />
              <select
                className={bar.searchInput}
                aria-label={t('catalogue.views.kind', { view: name })}
                value={view.kind}
                onChange={(event) => change(index, { kind: event.target.value as GalleryViewKind })}
              >
                {galleryViewKinds.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`catalogue.views.kinds.${kind}`)}
                  </option>
                ))}
              </select>
              <input
                className={bar.searchInput}
                aria-label={t('catalogue.views.captionEn', { view: name })}
                placeholder={t('catalogue.views.captionEnPlaceholder')}
                maxLength={artworkViewRules.maxCaption}
                value={view.caption_en}
                onChange={(event) => change(index, { caption_en: event.target.value })}
              />
              <input
                className={bar.searchInput}
                aria-label={t('catalogue.views.captionKo', { view: name })}
                placeholder={t('catalogue.views.captionKoPlaceholder')}
                maxLength={artworkViewRules.maxCaption}
                value={view.caption_ko}
                onChange={(event) => change(index, { caption_ko: event.target.value })}
              />
              <Button
                variant="text"
                disabled={index === 0}
                onClick={() => move(index, -1)}
                aria-label={t('catalogue.views.up', { view: name })}
              >
                ↑
              </Button>
              <Button
                variant="text"
                disabled={index === views.length - 1}
                onClick={() => move(index, 1)}
                aria-label={t('catalogue.views.down', { view: name })}
              >
                ↓
              </Button>
              <Button
                variant="text"
                disabled={views.length === 1}
                onClick={() => setViews(views.filter((_, i) => i !== index))}
                aria-label={t('catalogue.views.remove', { view: name })}
              >
                {t('catalogue.views.removeShort')}
              </Button>
            </li>
          );
        })}
      </ol>
      <div className={forms.upload}>
        {views.length < artworkViewRules.maxViews && (
          <label className={forms.uploadLabel}>
            {t('catalogue.views.add')}
            <input
              type="file"
              accept="image/*"
              onChange={(event) => void add(event.target.files?.[0])}
              disabled={uploading}
            />
          </label>
        )}
        {uploading && <span className={shell.muted}>{t('catalogue.uploading')}</span>}
        <Button onClick={() => void submit()} disabled={uploading || save.isPending}>
          {t('catalogue.views.save')}
        </Button>
      </div>
    </section>
  );
}
