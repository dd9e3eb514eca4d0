// /admin/galleries (galleries and artwork categories), /admin/exhibitions (exhibitions with
// their works and highlights, and art fairs) and /admin/editorial (the home page's rolling
// banners, the FAQ and contents): each kind described once for the shared editorial screen.
import { useState } from 'react';
import { useAddHighlightMutation } from '@/api/admin/editorial/add-highlight';
import { useDeleteEditorialMutation } from '@/api/admin/editorial/delete-editorial';
import { useSaveEditorialMutation } from '@/api/admin/editorial/save-editorial';
import { Button } from '@/components/ui/button/button';
import { useTranslation } from 'next-i18next/pages';
import {
  adminExhibitionTypes,
  contentTypes,
  exhibitionPeriods,
  faqCategories,
  institutionTypes,
} from '@/schemas/back-office-editorial';
import type { Language } from '@/schemas/dto';
import { toast } from 'react-toastify';
import { AdminLayout } from './admin-layout';
import { adminErrorMessage } from './admin-messages';
import {
  EditorialScreen,
  FieldsForm,
  type FieldSpec,
  type Item,
  type KindSpec,
} from './editorial-editor';
import forms from './admin-forms.module.scss';
import shell from './admin-shell.module.scss';
import { formatDate, formatDateRange } from '@/rules/business-time';

const both = (item: Item, language: Language, en: string, ko: string) =>
  String((language === 'ko' ? item[ko] : item[en]) ?? '');
const when = (value: unknown) => (typeof value === 'string' && value ? value : null);
const day = (value: unknown, language: Language) =>
  when(value) ? formatDate(when(value), language) : '';
const period = (item: Item, language: Language) =>
  formatDateRange(when(item.starts_at), when(item.ends_at), language) ||
  day(item.starts_at, language);

const galleries: KindSpec = {
  kind: 'institutions',
  listKey: 'institutions',
  fields: [
    { name: 'handle', required: true },
    { name: 'type', kind: 'select', options: institutionTypes },
    { name: 'name_en', required: true },
    { name: 'name_ko', required: true },
    { name: 'city_en', nullable: true },
    { name: 'city_ko', nullable: true },
    { name: 'address_en', nullable: true },
    { name: 'address_ko', nullable: true },
    { name: 'country_code' },
    { name: 'founded_year', kind: 'number', nullable: true },
    { name: 'website', nullable: true },
    { name: 'instagram', nullable: true },
    { name: 'description_en', kind: 'long' },
    { name: 'description_ko', kind: 'long' },
    { name: 'is_partner', kind: 'checkbox' },
    { name: 'logo_image_id', kind: 'image' },
    { name: 'cover_image_id', kind: 'image' },
  ],
  row: (item, language, t) => ({
    title: both(item, language, 'name_en', 'name_ko'),
    sub: `/gallery/${String(item.handle)}`,
    href: `/gallery/${String(item.handle)}`,
    detail: both(item, language, 'city_en', 'city_ko'),
    badge: t(`editorial.options.type.${String(item.type)}`),
  }),
};

const categories: KindSpec = {
  kind: 'categories',
  listKey: 'categories',
  fields: [
    { name: 'handle', required: true },
    { name: 'rank', kind: 'number' },
    { name: 'title_en', required: true },
    { name: 'title_ko', required: true },
  ],
  row: (item, language, t) => ({
    title: both(item, language, 'title_en', 'title_ko'),
    sub: `/works?group_handle=${String(item.handle)}`,
    href: `/works?group_handle=${String(item.handle)}`,
    detail: `#${String(item.rank)}`,
    badge: t('editorial.worksCount', { count: item.artworks_count }),
  }),
};

const highlightFields: FieldSpec[] = [
  { name: 'title_en', required: true },
  { name: 'title_ko', required: true },
  { name: 'subtitle_en' },
  { name: 'subtitle_ko' },
  { name: 'body_en', kind: 'long' },
  { name: 'body_ko', kind: 'long' },
  { name: 'artwork_ids', kind: 'ids' },
  { name: 'rank', kind: 'number' },
  { name: 'image_id', kind: 'image' },
];

const exhibitions: KindSpec = {
  kind: 'exhibitions',
  listKey: 'exhibitions',
  fields: [
    { name: 'handle', required: true },
    { name: 'type', kind: 'select', options: adminExhibitionTypes },
    { name: 'title_en', required: true },
    { name: 'title_ko', required: true },
    { name: 'short_title_en', required: true },
    { name: 'short_title_ko', required: true },
    { name: 'starts_at', kind: 'date', required: true },
    { name: 'ends_at', kind: 'date', required: true },
    { name: 'institution_id', kind: 'ref', source: 'institutions' },
    { name: 'fair_id', kind: 'ref', source: 'fairs' },
    { name: 'artist_id', kind: 'ref', source: 'artists' },
    { name: 'menu_rank', kind: 'number', nullable: true },
    { name: 'location_en', nullable: true },
    { name: 'location_ko', nullable: true },
    { name: 'description_en', kind: 'long' },
    { name: 'description_ko', kind: 'long' },
    { name: 'artwork_ids', kind: 'ids' },
    { name: 'has_on_view', kind: 'checkbox' },
    { name: 'cover_image_id', kind: 'image' },
  ],
  filter: { name: 'period', values: exhibitionPeriods },
  detail: 'exhibition',
  extra: (item) => <Highlights exhibition={item} />,
  row: (item, language, t) => ({
    title: both(item, language, 'title_en', 'title_ko'),
    sub: `/exhibitions/${String(item.handle)}`,
    href: `/exhibitions/${String(item.handle)}`,
    detail: period(item, language),
    badge: t(`editorial.options.period.${String(item.period)}`),
  }),
};

const fairs: KindSpec = {
  kind: 'fairs',
  listKey: 'fairs',
  fields: [
    { name: 'handle', required: true },
    { name: 'token', required: true },
    { name: 'title_en', required: true },
    { name: 'title_ko', required: true },
    { name: 'starts_at', kind: 'date', required: true },
    { name: 'ends_at', kind: 'date', required: true },
    { name: 'venue_en', nullable: true },
    { name: 'venue_ko', nullable: true },
    { name: 'description_en', kind: 'long' },
    { name: 'description_ko', kind: 'long' },
    { name: 'cover_image_id', kind: 'image' },
  ],
  row: (item, language, t) => ({
    title: both(item, language, 'title_en', 'title_ko'),
    sub: `/${String(item.token)}`,
    href: `/${String(item.token)}`,
    detail: period(item, language),
    badge: t('editorial.exhibitionsCount', { count: (item.exhibition_ids as string[]).length }),
  }),
};

const banners: KindSpec = {
  kind: 'rolling-banners',
  listKey: 'rolling_banners',
  deletable: true,
  fields: [
    { name: 'title_en', required: true },
    { name: 'title_ko', required: true },
    { name: 'subtitle_en' },
    { name: 'subtitle_ko' },
    { name: 'link_url', required: true },
    { name: 'rank', kind: 'number' },
    { name: 'starts_at', kind: 'date', nullable: true },
    { name: 'ends_at', kind: 'date', nullable: true },
    { name: 'image_id', kind: 'image' },
  ],
  row: (item, language) => ({
    title: both(item, language, 'title_en', 'title_ko'),
    sub: String(item.link_url),
    detail: period(item, language),
    badge: `#${String(item.rank)}`,
  }),
};

const faqs: KindSpec = {
  kind: 'faqs',
  listKey: 'faqs',
  deletable: true,
  fields: [
    { name: 'category', kind: 'select', options: faqCategories },
    { name: 'rank', kind: 'number' },
    { name: 'question_en', required: true },
    { name: 'question_ko', required: true },
    { name: 'answer_en', kind: 'long', required: true },
    { name: 'answer_ko', kind: 'long', required: true },
  ],
  row: (item, language, t) => ({
    title: both(item, language, 'question_en', 'question_ko'),
    sub: both(item, language, 'answer_en', 'answer_ko').slice(0, 90),
    detail: `#${String(item.rank)}`,
    badge: t(`editorial.options.category.${String(item.category)}`),
  }),
};

const contents: KindSpec = {
  kind: 'contents',
  listKey: 'contents',
  deletable: true,
  fields: [
    { name: 'handle', required: true },
    { name: 'type', kind: 'select', options: contentTypes },
    { name: 'title_en', required: true },
    { name: 'title_ko', required: true },
    { name: 'published_at', kind: 'date' },
    { name: 'link_url', nullable: true },
    { name: 'summary_en', kind: 'long' },
    { name: 'summary_ko', kind: 'long' },
    { name: 'body_en', kind: 'long' },
    { name: 'body_ko', kind: 'long' },
    { name: 'artwork_ids', kind: 'ids' },
    { name: 'image_id', kind: 'image' },
  ],
  row: (item, language, t) => ({
    title: both(item, language, 'title_en', 'title_ko'),
    sub: `/stories/${String(item.handle)}`,
    href: `/stories/${String(item.handle)}`,
    detail: day(item.published_at, language),
    badge: t(`editorial.options.type.${String(item.type)}`),
  }),
};

/** An exhibition's highlights: added, edited and deleted below its form. */
function Highlights({ exhibition }: { exhibition: Item }) {
  const { t } = useTranslation('admin');
  const deleteEditorial = useDeleteEditorialMutation();
  const addHighlight = useAddHighlightMutation();
  const saveEditorial = useSaveEditorialMutation();
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const list = (exhibition.highlights as Item[] | undefined) ?? [];
  async function remove(highlight: Item) {
    if (!window.confirm(t('editorial.confirmDelete'))) return;
    try {
      await deleteEditorial.mutateAsync({ kind: 'exhibition-highlights', itemId: highlight.id });
      toast.success(t('editorial.deleted'));
    } catch (error) {
      toast.error(adminErrorMessage(t, error, t('error')));
    }
  }
  return (
    <section className={shell.block} aria-label={t('editorial.highlights')}>
      <h2 className={shell.blockTitle}>{t('editorial.highlights')}</h2>
      <ul className={forms.editionList}>
        {list.map((highlight) => (
          <li key={highlight.id} data-testid="admin-highlight">
            <span>
              {String(highlight.title_en)} · {String(highlight.title_ko)}
            </span>
            <Button variant="text" onClick={() => setEditing(highlight)}>
              {t('catalogue.edit')}
            </Button>
            <Button variant="text" onClick={() => void remove(highlight)}>
              {t('editorial.delete')}
            </Button>
          </li>
        ))}
      </ul>
      {editing === null ? (
        <Button variant="secondary" onClick={() => setEditing('new')}>
          {t('editorial.new.highlight')}
        </Button>
      ) : (
        <FieldsForm
          key={editing === 'new' ? 'new' : editing.id}
          fields={highlightFields}
          item={editing === 'new' ? null : editing}
          testId="highlight-form"
          done={() => setEditing(null)}
          save={(body) =>
            editing === 'new'
              ? addHighlight.mutateAsync({ exhibitionId: exhibition.id, body })
              : saveEditorial.mutateAsync({
                  kind: 'exhibition-highlights',
                  itemId: editing.id,
                  body,
                })
          }
        />
      )}
    </section>
  );
}

function Screen({
  section,
  kinds,
}: {
  section: 'galleries' | 'exhibitions' | 'editorial';
  kinds: readonly KindSpec[];
}) {
  const { t } = useTranslation('admin');
  return (
    <AdminLayout section={section}>
      {() => (
        <EditorialScreen
          title={t(`editorial.${section}.title`)}
          lead={t(`editorial.${section}.lead`)}
          kinds={kinds}
        />
      )}
    </AdminLayout>
  );
}

export const GalleriesPage = () => <Screen section="galleries" kinds={[galleries, categories]} />;
export const ExhibitionsPage = () => <Screen section="exhibitions" kinds={[exhibitions, fairs]} />;
export const EditorialPage = () => <Screen section="editorial" kinds={[banners, faqs, contents]} />;
