import { CatalogueHead } from '@/components/catalogue/catalogue-head';
import { formatDateRange } from '@/schemas/business-time';
import { PageMeta } from '@/components/ui/page-meta/page-meta';
import { useLanguage } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import type { ExhibitionDetailDto } from '@/schemas/exhibition-dto';
import { paragraphsOf } from './exhibition-text';

/** Title, description and share image of an exhibition page. */
export function ExhibitionMeta({
  exhibition,
  suffix,
  origin,
  path,
}: {
  exhibition: ExhibitionDetailDto;
  suffix?: string;
  origin: string;
  /** This view's path without a language prefix. */
  path: string;
}) {
  const { t } = useTranslation('catalogue');
  const { t: tc } = useTranslation('common');
  const language = useLanguage();
  const description =
    paragraphsOf(exhibition.description)[0] ??
    t('exhibition.metaDescription', {
      title: exhibition.title,
      venue: exhibition.institution?.name ?? exhibition.location ?? '',
      dates: formatDateRange(exhibition.starts_at, exhibition.ends_at, language),
    });
  return (
    <>
      <PageMeta
        title={[exhibition.title, suffix, tc('brand.name')].filter(Boolean).join(' — ')}
        description={description}
      />
      <CatalogueHead origin={origin} path={path} image={exhibition.cover} />
    </>
  );
}
