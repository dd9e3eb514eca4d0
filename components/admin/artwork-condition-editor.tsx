// The back office's condition report, defect photos and exhibitions and literature of one work
// (rules §4.74–4.76), under the artwork editor for the operator's catalogue and the partner portal
// (their own works only). Each part saves on its own; defect photos go through the upload pipeline.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { toast } from 'react-toastify';
import {
  useChangeConditionHistoryMutation,
  useConditionHistory,
  type HistoryEntryBody,
} from '@/api/admin/condition-history';
import type { ArtworkEditorScope } from '@/api/admin/get-edited-artwork';
import { Button } from '@/components/ui/button/button';
import { SelectField, TextArea, TextField } from '@/components/ui/form/form-field';
import { Spinner } from '@/components/ui/spinner/spinner';
import { CONDITION_GRADES, HISTORY_ENTRY_KINDS } from '@/rules/artwork-condition';
import { fromKoreanTimeInput, toKoreanTimeInput } from '@/rules/business-time';
import type { AdminConditionHistoryDto } from '@/schemas/artwork-condition';
import { FormActions, useAdminSave } from './admin-controls';
import { ImageUpload, numberOrNull, useFieldValues } from './admin-editor';
import { adminErrorMessage } from './admin-messages';
import forms from './admin-forms.module.scss';
import shell from './admin-shell.module.scss';

export function ArtworkConditionEditor({
  scope,
  artworkId,
}: {
  scope: ArtworkEditorScope;
  artworkId: string;
}) {
  const { t } = useTranslation('admin');
  const { data } = useConditionHistory(scope, artworkId);
  if (!data) return <Spinner label="" />;
  return (
    <section
      className={shell.block}
      aria-labelledby="condition-editor"
      data-testid="condition-editor"
    >
      <h2 id="condition-editor" className={shell.blockTitle}>
        {t('condition.title')}
      </h2>
      <p className={shell.muted}>{t('condition.lead')}</p>
      <ConditionForm scope={scope} record={data} />
      <DefectPhotos scope={scope} record={data} />
      <HistoryForm scope={scope} record={data} />
    </section>
  );
}

interface PartProps {
  scope: ArtworkEditorScope;
  record: AdminConditionHistoryDto;
}

function ConditionForm({ scope, record }: PartProps) {
  const { t } = useTranslation('admin');
  const change = useChangeConditionHistoryMutation(scope, record.artwork_id);
  const { values, field } = useFieldValues(
    {
      grade: record.condition?.grade ?? 'excellent',
      notes_en: record.condition?.notes_en ?? '',
      notes_ko: record.condition?.notes_ko ?? '',
      checked_by: record.condition?.checked_by ?? '',
      checked_at: toKoreanTimeInput(record.condition?.checked_at ?? new Date()),
    },
    (name) => t(`condition.${name}`),
  );
  const { save, problem, busy } = useAdminSave({ savedText: t('condition.saved') });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(() =>
      change.mutateAsync({
        type: 'condition',
        body: {
          grade: values.grade,
          notes_en: values.notes_en,
          notes_ko: values.notes_ko,
          checked_by: values.checked_by,
          checked_at: fromKoreanTimeInput(values.checked_at) ?? values.checked_at,
        },
      }),
    );
  };
  return (
    <form className={forms.editor} onSubmit={submit} data-testid="condition-form">
      <div className={forms.formGrid}>
        <SelectField {...field('grade')}>
          {CONDITION_GRADES.map((grade) => (
            <option key={grade} value={grade}>
              {t(`condition.grades.${grade}`)}
            </option>
          ))}
        </SelectField>
        <TextField {...field('checked_by')} required />
        <TextField {...field('checked_at')} type="datetime-local" required />
        <TextArea {...field('notes_en')} hint={t('condition.notesHint')} rows={3} />
        <TextArea {...field('notes_ko')} rows={3} />
      </div>
      <FormActions busy={busy} problem={problem} saveText={t('condition.saveReport')} />
    </form>
  );
}

function DefectPhotos({ scope, record }: PartProps) {
  const { t } = useTranslation('admin');
  const change = useChangeConditionHistoryMutation(scope, record.artwork_id);
  const [imageId, setImageId] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const { values, setValues, field } = useFieldValues({ caption_en: '', caption_ko: '' }, (name) =>
    t(`condition.${name}`),
  );
  const { save, problem, busy } = useAdminSave({ savedText: t('condition.saved') });
  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!imageId) return;
    void save(async () => {
      await change.mutateAsync({ type: 'add-photo', body: { image_id: imageId, ...values } });
      setImageId(null);
      setValues({ caption_en: '', caption_ko: '' });
    });
  };
  const remove = async (id: string) => {
    try {
      await change.mutateAsync({ type: 'remove-photo', imageId: id });
    } catch (error) {
      toast.error(adminErrorMessage(t, error, t('error')));
    }
  };
  return (
    <form className={forms.editor} onSubmit={add} data-testid="defect-photos-form">
      <h3 className={shell.blockTitle}>{t('condition.photos')}</h3>
      {record.photos.length === 0 ? (
        <p className={shell.muted}>{t('condition.noPhotos')}</p>
      ) : (
        <ul className={forms.editionList}>
          {record.photos.map((photo) => (
            <li key={photo.image_id} data-testid="admin-defect-photo">
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img
                src={photo.image.url}
                alt=""
                width={64}
                height={64}
                style={{ objectFit: 'cover' }}
              />
              <span>{photo.caption_en || photo.caption_ko}</span>
              <Button variant="text" onClick={() => void remove(photo.image_id)}>
                {t('condition.removePhoto')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {record.condition ? (
        <>
          <ImageUpload
            label={t('condition.photo')}
            imageId={imageId}
            onChange={setImageId}
            onBusy={setUploading}
          />
          <div className={forms.formGrid}>
            <TextField {...field('caption_en')} />
            <TextField {...field('caption_ko')} />
          </div>
          <FormActions
            busy={busy || uploading || !imageId}
            problem={problem}
            saveText={t('condition.addPhoto')}
          />
        </>
      ) : (
        <p className={shell.muted}>{t('condition.needsReport')}</p>
      )}
    </form>
  );
}

interface EntryDraft {
  kind: string;
  year: string;
  text_en: string;
  text_ko: string;
}

function HistoryForm({ scope, record }: PartProps) {
  const { t } = useTranslation('admin');
  const change = useChangeConditionHistoryMutation(scope, record.artwork_id);
  const [entries, setEntries] = useState<EntryDraft[]>(
    record.history.map((entry) => ({
      kind: entry.kind,
      year: entry.year?.toString() ?? '',
      text_en: entry.text_en,
      text_ko: entry.text_ko,
    })),
  );
  const { save, problem, busy } = useAdminSave({ savedText: t('condition.saved') });
  const edit = (index: number, changes: Partial<EntryDraft>) =>
    setEntries(entries.map((entry, i) => (i === index ? { ...entry, ...changes } : entry)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: HistoryEntryBody[] = entries.map((entry) => ({
      kind: entry.kind,
      year: numberOrNull(entry.year),
      text_en: entry.text_en,
      text_ko: entry.text_ko,
    }));
    void save(() => change.mutateAsync({ type: 'history', body: { entries: body } }));
  };
  return (
    <form className={forms.editor} onSubmit={submit} data-testid="history-form">
      <h3 className={shell.blockTitle}>{t('condition.history')}</h3>
      {entries.length === 0 && <p className={shell.muted}>{t('condition.noEntries')}</p>}
      {entries.map((entry, index) => (
        <div key={index} className={forms.formGrid} data-testid="history-entry">
          <SelectField
            label={t('condition.kind')}
            value={entry.kind}
            onChange={(event) => edit(index, { kind: event.target.value })}
          >
            {HISTORY_ENTRY_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`condition.kinds.${kind}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('condition.year')}
            inputMode="numeric"
            value={entry.year}
            onChange={(event) => edit(index, { year: event.target.value })}
          />
          <TextField
            label={t('condition.text_en')}
            value={entry.text_en}
            required
            onChange={(event) => edit(index, { text_en: event.target.value })}
          />
          <TextField
            label={t('condition.text_ko')}
            value={entry.text_ko}
            required
            onChange={(event) => edit(index, { text_ko: event.target.value })}
          />
          <Button variant="text" onClick={() => setEntries(entries.filter((_, i) => i !== index))}>
            {t('condition.removeEntry')}
          </Button>
        </div>
      ))}
      <Button
        variant="secondary"
        onClick={() =>
          setEntries([...entries, { kind: 'exhibition', year: '', text_en: '', text_ko: '' }])
        }
      >
        {t('condition.addEntry')}
      </Button>
      <FormActions busy={busy} problem={problem} saveText={t('condition.saveHistory')} />
    </form>
  );
}
