import { formatDateRange } from '@/rules/business-time';
import { useLanguage } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import type { ExhibitionDetailDto } from '@/schemas/exhibition-dto';
import { SeoHead } from '@/components/seo/seo-head';
import { exhibitionEventJsonLd, languagePath, shareImage } from '@/components/seo/seo';
import { paragraphsOf } from './exhibition-text';

/** Title, description, share image and schema.org ExhibitionEvent of an exhibition page. */
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
  const language = useLanguage();
  const venue = exhibition.institution?.name ?? exhibition.location ?? '';
  const description =
    paragraphsOf(exhibition.description)[0] ??
    t('exhibition.metaDescription', {
      title: exhibition.title,
      venue,
      dates: formatDateRange(exhibition.starts_at, exhibition.ends_at, language),
    });
  const image = exhibition.cover ? shareImage(origin, exhibition.cover, exhibition.title) : null;
  const event = exhibitionEventJsonLd(
    {
      name: exhibition.title,
      url: origin + languagePath(path, language),
      startDate: exhibition.starts_at,
      endDate: exhibition.ends_at,
      image: image?.url,
      description,
      place: exhibition.location ?? exhibition.institution?.name,
      organizer: exhibition.institution?.name ?? exhibition.institution_name,
      online: exhibition.has_on_view,
    },
    language,
  );
  return (
    <SeoHead
      title={[exhibition.title, suffix].filter(Boolean).join(': ')}
      description={description}
      origin={origin}
      path={path}
      image={image}
      jsonLd={[event]}
    />
  );
}
