// One back-office screen of editorial objects (galleries, categories, exhibitions, fairs,
// banners, FAQ, contents): tabs of kinds, a search, a list and a form built from the kind's
// field list, in both languages. Each kind is described once (editorial-pages.tsx).
import { useState, type FormEvent, type ReactNode } from 'react';
import {
  useDeleteEditorialMutation,
  type DeletableEditorialKind,
} from '@/api/admin/editorial/delete-editorial';
import type { EditorialKind } from '@/api/admin/editorial/editorial-kinds';
import { useEditorialChoices } from '@/api/admin/editorial/get-editorial-choices';
import { useEditorialList } from '@/api/admin/editorial/get-editorial-list';
import { useAdminExhibition } from '@/api/admin/editorial/get-exhibition';
import { useSaveEditorialMutation } from '@/api/admin/editorial/save-editorial';
import { Button } from '@/components/ui/button/button';
import { CheckboxField, SelectField, TextArea, TextField } from '@/components/ui/form/form-field';
import Link from 'next/link';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useLanguage } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import { fromKoreanTimeInput, toKoreanTimeInput } from '@/rules/business-time';
import type { Language } from '@/schemas/dto';
import { toast } from 'react-toastify';
import { FormActions, useAdminSave, useQueryChoice } from './admin-controls';
import { AdminSearch, AdminTabs } from './admin-toolbar';
import { ImageUpload } from './admin-editor';
import { AdminHead } from './admin-layout';
import { adminErrorMessage } from './admin-messages';
import forms from './admin-forms.module.scss';
import lists from './admin-lists.module.scss';
import shell from './admin-shell.module.scss';
import bar from './admin-toolbar.module.scss';

export type Item = { id: string } & Record<string, unknown>;

export interface FieldSpec {
  name: string;
  /** text (default), long text, number, one of `options`, yes/no, date and time, picture, a
   *  reference chosen from `source`, or a list of ids. */
  kind?: 'text' | 'long' | 'number' | 'select' | 'checkbox' | 'date' | 'image' | 'ref' | 'ids';
  required?: boolean;
  /** Blank is sent as null. */
  nullable?: boolean;
  options?: readonly string[];
  source?: 'institutions' | 'fairs' | 'artists';
}

export interface KindSpec {
  kind: EditorialKind;
  /** The list answer's key. */
  listKey: string;
  fields: FieldSpec[];
  deletable?: boolean;
  /** A row's title, a muted line, a detail and a badge. */
  row: (
    item: Item,
    language: Language,
    t: (key: string, options?: Record<string, unknown>) => string,
  ) => {
    title: string;
    sub?: string;
    detail?: string;
    badge?: string;
    href?: string;
  };
  /** Filters of the list (exhibitions by period): the query parameter and its values. */
  filter?: { name: string; values: readonly string[] };
  /** Loads the whole exhibition before editing (its works and highlights). */
  detail?: 'exhibition';
  /** More to edit below the form of a saved object (an exhibition's highlights). */
  extra?: (item: Item) => ReactNode;
}

type Values = Record<string, string | boolean>;

export function initialValues(fields: FieldSpec[], item: Item | null): Values {
  return Object.fromEntries(
    fields.map((field) => {
      const value = item?.[field.name];
      if (field.kind === 'checkbox') return [field.name, value === true];
      if (field.kind === 'date') {
        return [field.name, typeof value === 'string' ? toKoreanTimeInput(value) : ''];
      }
      if (field.kind === 'ids') return [field.name, Array.isArray(value) ? value.join(', ') : ''];
      if (field.kind === 'select' && value == null) return [field.name, field.options?.[0] ?? ''];
      return [field.name, value == null ? '' : String(value)];
    }),
  );
}

/** The form's values as the API takes them: a blank field is null when it may be. */
export function requestBody(fields: FieldSpec[], values: Values): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name]!;
    if (typeof value === 'boolean') {
      body[field.name] = value;
    } else if (field.kind === 'ids') {
      body[field.name] = value.split(/[\s,]+/).filter(Boolean);
    } else if (value.trim() === '') {
      if (field.nullable || field.kind === 'image' || field.kind === 'ref') body[field.name] = null;
      // Blank text clears it; a blank number or date that cannot be null is left as stored.
      else if (field.kind !== 'number' && field.kind !== 'date') body[field.name] = '';
    } else if (field.kind === 'number') {
      body[field.name] = Number(value);
    } else if (field.kind === 'date') {
      // Typed in Korea time; an unreadable value goes as typed, for the API to refuse.
      body[field.name] = fromKoreanTimeInput(value) ?? value;
    } else {
      body[field.name] = value;
    }
  }
  return body;
}

export function EditorialScreen({
  title,
  lead,
  kinds,
}: {
  title: string;
  lead: string;
  kinds: readonly KindSpec[];
}) {
  const { t } = useTranslation('admin');
  const kindNames = kinds.map((k) => k.kind);
  const [kind, chooseKind] = useQueryChoice('tab', kindNames, kindNames[0]!);
  const spec = kinds.find((k) => k.kind === kind)!;
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState('');
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const done = () => setEditing(null);
  return (
    <div className={shell.page}>
      <AdminHead title={title} lead={lead} />
      <div className={bar.toolbar}>
        {kinds.length > 1 ? (
          <AdminTabs
            tabs={kindNames}
            current={kind}
            label={title}
            labelOf={(name) => t(`editorial.kinds.${name}`)}
            onSelect={(name) => {
              setEditing(null);
              setFilter('');
              chooseKind(name);
            }}
          />
        ) : (
          <span />
        )}
        <div className={shell.buttons}>
          {spec.filter && (
            <select
              className={bar.select}
              value={filter}
              aria-label={t(`editorial.fields.${spec.filter.name}`)}
              onChange={(event) => setFilter(event.target.value)}
            >
              <option value="">{t('editorial.all')}</option>
              {spec.filter.values.map((value) => (
                <option key={value} value={value}>
                  {t(`editorial.options.${spec.filter!.name}.${value}`)}
                </option>
              ))}
            </select>
          )}
          <AdminSearch placeholder={t('editorial.search')} onSearch={setSearch} />
        </div>
      </div>
      {editing === null ? (
        <Button className={bar.newButton} onClick={() => setEditing('new')}>
          {t(`editorial.new.${kind}`)}
        </Button>
      ) : (
        <EditorialForm
          key={editing === 'new' ? 'new' : editing.id}
          spec={spec}
          item={editing === 'new' ? null : editing}
          done={done}
        />
      )}
      <EditorialList
        spec={spec}
        query={{
          q: search || undefined,
          ...(spec.filter && filter ? { [spec.filter.name]: filter } : {}),
        }}
        onEdit={setEditing}
      />
    </div>
  );
}

function EditorialList({
  spec,
  query,
  onEdit,
}: {
  spec: KindSpec;
  query: Record<string, string | undefined>;
  onEdit: (item: Item) => void;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const deleteEditorial = useDeleteEditorialMutation();
  const { data, error } = useEditorialList(spec.kind, { ...query, limit: 100 });
  if (error) return <p className={shell.failed}>{t('failed')}</p>;
  if (!data) return <Spinner label="" />;
  const items = (data as unknown as Record<string, Item[]>)[spec.listKey] ?? [];
  if (!items.length) return <p className={shell.empty}>{t('catalogue.empty')}</p>;
  async function remove(item: Item) {
    if (!window.confirm(t('editorial.confirmDelete'))) return;
    try {
      await deleteEditorial.mutateAsync({
        kind: spec.kind as DeletableEditorialKind,
        itemId: item.id,
      });
      toast.success(t('editorial.deleted'));
    } catch (problem) {
      toast.error(adminErrorMessage(t, problem, t('error')));
    }
  }
  return (
    <ul className={shell.rows}>
      {items.map((item) => {
        const row = spec.row(item, language, t);
        return (
          <li key={item.id} className={lists.catalogueRow} data-testid={`admin-${spec.kind}`}>
            <span className={shell.stack}>
              <span className={shell.strong}>{row.title}</span>
              {row.href ? (
                <Link href={row.href} className={shell.muted}>
                  {row.sub ?? row.href}
                </Link>
              ) : (
                <span className={shell.muted}>{row.sub}</span>
              )}
            </span>
            <span className={shell.muted}>{row.detail}</span>
            <span>{row.badge && <span className={shell.badge}>{row.badge}</span>}</span>
            <span className={shell.buttons}>
              <Button variant="text" onClick={() => onEdit(item)}>
                {t('catalogue.edit')}
              </Button>
              {spec.deletable && (
                <Button variant="text" onClick={() => void remove(item)}>
                  {t('editorial.delete')}
                </Button>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function EditorialForm({
  spec,
  item,
  done,
}: {
  spec: KindSpec;
  item: Item | null;
  done: () => void;
}) {
  const detail = useAdminExhibition(item?.id ?? '', { enabled: Boolean(spec.detail && item) });
  const saveEditorial = useSaveEditorialMutation();
  if (spec.detail && item && !detail.data) return <Spinner label="" />;
  const whole = spec.detail && item ? (detail.data as unknown as Item) : item;
  return (
    <>
      <FieldsForm
        fields={spec.fields}
        item={whole}
        testId={`${spec.kind}-form`}
        done={done}
        save={(body) =>
          saveEditorial.mutateAsync({ kind: spec.kind, itemId: item?.id ?? null, body })
        }
      />
      {whole && spec.extra?.(whole)}
    </>
  );
}

/** A form of `fields` over `item` (null: a new one), saved by `save`. */
export function FieldsForm({
  fields,
  item,
  testId,
  done,
  save: send,
}: {
  fields: FieldSpec[];
  item: Item | null;
  testId: string;
  done: () => void;
  save: (body: Record<string, unknown>) => Promise<unknown>;
}) {
  const { t } = useTranslation('admin');
  const [values, setValues] = useState(() => initialValues(fields, item));
  const [uploading, setUploading] = useState(false);
  const { save, problem, busy } = useAdminSave({
    savedText: t('catalogue.saved'),
    done,
  });
  const set = (name: string, value: string | boolean) => setValues({ ...values, [name]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(() => send(requestBody(fields, values)));
  };
  const label = (name: string) => t(`editorial.fields.${name}`);
  const inGrid = fields.filter((f) => f.kind !== 'checkbox' && f.kind !== 'image');
  return (
    <form className={forms.editor} onSubmit={submit} data-testid={testId}>
      <div className={forms.formGrid}>
        {inGrid.map((field) => {
          const common = {
            name: field.name,
            label: label(field.name),
            required: field.required,
            value: values[field.name] as string,
            onChange: (event: { target: { value: string } }) => set(field.name, event.target.value),
          };
          switch (field.kind) {
            case 'long':
              return <TextArea key={field.name} {...common} rows={4} />;
            case 'number':
              return <TextField key={field.name} {...common} inputMode="numeric" />;
            case 'date':
              return (
                <TextField
                  key={field.name}
                  {...common}
                  type="datetime-local"
                  hint={t('editorial.timeHint')}
                />
              );
            case 'ids':
              return <TextField key={field.name} {...common} hint={t('editorial.idsHint')} />;
            case 'select':
              return (
                <SelectField key={field.name} {...common}>
                  {field.options!.map((option) => (
                    <option key={option} value={option}>
                      {t(`editorial.options.${field.name}.${option}`)}
                    </option>
                  ))}
                </SelectField>
              );
            case 'ref':
              return <ReferenceField key={field.name} field={field} {...common} />;
            default:
              return <TextField key={field.name} {...common} />;
          }
        })}
      </div>
      {fields
        .filter((f) => f.kind === 'checkbox')
        .map((field) => (
          <CheckboxField
            key={field.name}
            label={label(field.name)}
            checked={values[field.name] as boolean}
            onChange={(event) => set(field.name, event.target.checked)}
          />
        ))}
      {fields
        .filter((f) => f.kind === 'image')
        .map((field) => (
          <ImageUpload
            key={field.name}
            label={label(field.name)}
            imageId={(values[field.name] as string) || null}
            onChange={(imageId) => set(field.name, imageId ?? '')}
            onBusy={setUploading}
          />
        ))}
      <FormActions busy={busy || uploading} problem={problem} done={done} />
    </form>
  );
}

/** A gallery, fair or artist chosen by name (blank: none). */
function ReferenceField({
  field,
  ...select
}: {
  field: FieldSpec;
  name: string;
  label: string;
  required?: boolean;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
}) {
  const language = useLanguage();
  const source = field.source!;
  // Both lists are pages of `{ <source>: [...] }`; the select reads them alike.
  const data = useEditorialChoices(source) as Record<string, Item[]> | undefined;
  const options = data?.[source] ?? [];
  const name = (option: Item) =>
    String(
      (language === 'ko'
        ? (option.name_ko ?? option.title_ko)
        : (option.name_en ?? option.title_en)) ?? option.id,
    );
  return (
    <SelectField {...select}>
      <option value="">—</option>
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {name(option)}
        </option>
      ))}
    </SelectField>
  );
}
