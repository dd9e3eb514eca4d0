import { useTranslation } from 'next-i18next/pages';
import { formatDateRange } from '@/components/ui/format/date-range';
import { PageMeta } from '@/components/ui/page-meta/page-meta';
import { useLanguage } from '@/hooks/use-preferences';
import type { ExhibitionDetailDto } from '@/schemas/exhibition-dto';
import { imageVariantUrl } from '@/schemas/image';
import { paragraphsOf } from './exhibition-text';

/** Title, description and share image of an exhibition page. */
export function ExhibitionMeta({
  exhibition,
  suffix,
}: {
  exhibition: ExhibitionDetailDto;
  suffix?: string;
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
    <PageMeta
      title={[exhibition.title, suffix, tc('brand.name')].filter(Boolean).join(' — ')}
      description={description}
      image={exhibition.cover ? imageVariantUrl(exhibition.cover.url, '750px') : undefined}
    />
  );
}
