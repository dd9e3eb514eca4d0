// The artwork page's head (SeoHead): title, description, the work's picture for link previews,
// canonical and hreflang links for /en and /ko, and the Product JSON-LD made on the server (the
// breadcrumb writes its own BreadcrumbList).
import { useTranslation } from 'next-i18next/pages';
import { absoluteUrl } from '@/components/catalogue/absolute-url';
import { SeoHead } from '@/components/seo/seo-head';
import type { ArtworkDetailDto } from '@/schemas/artwork-dto';
import { artworkHref } from './artwork-links';

export function ArtworkHead({
  artwork,
  origin,
  jsonLd,
}: {
  artwork: ArtworkDetailDto;
  origin: string;
  /** The schema.org Product + VisualArtwork, made on the server (artwork-seo.ts), escaped. */
  jsonLd: string;
}) {
  const { t } = useTranslation('works');
  const names = { title: artwork.title, artist: artwork.artist.name };
  const description =
    artwork.description ||
    t('artwork.metaFallback', { ...names, medium: artwork.medium, size: artwork.size });
  const image = artwork.image
    ? {
        url: absoluteUrl(origin, artwork.image.url),
        width: artwork.image.width,
        height: artwork.image.height,
        alt: t('card.by', names),
      }
    : null;

  return (
    <SeoHead
      title={t('artwork.metaTitle', names)}
      description={description}
      origin={origin}
      path={artworkHref(artwork.handle)}
      type="product"
      image={image}
      jsonLd={[jsonLd]}
    />
  );
}
