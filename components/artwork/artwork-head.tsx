// The artwork page's head: title, description, Open Graph and Twitter cards (description cut at
// 80 characters, SPEC §9), canonical and hreflang links for /en and /ko, and the JSON-LD.
import Head from 'next/head';
import { truncateDescription } from '@/components/ui/page-meta/truncate-description';
import { useLanguage } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import type { ArtworkDetailDto } from '@/schemas/artwork-dto';
import { languages } from '@/schemas/language';
import { absoluteUrl } from '@/components/catalogue/absolute-url';
import { artworkUrl } from './artwork-links';

export function ArtworkHead({
  artwork,
  origin,
  jsonLd,
}: {
  artwork: ArtworkDetailDto;
  origin: string;
  /** The schema.org VisualArtwork, made on the server (artwork-seo.ts) and escaped for a script. */
  jsonLd: string;
}) {
  const { t } = useTranslation('works');
  const language = useLanguage();
  const names = { title: artwork.title, artist: artwork.artist.name };
  const title = t('artwork.metaTitle', names);
  const description =
    artwork.description ||
    t('artwork.metaFallback', { ...names, medium: artwork.medium, size: artwork.size });
  const short = truncateDescription(description);
  const url = artworkUrl(origin, artwork.handle, language);
  const image = artwork.image ? absoluteUrl(origin, artwork.image.url) : null;

  return (
    <Head>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {languages.map((lang) => (
        <link
          key={lang}
          rel="alternate"
          hrefLang={lang}
          href={artworkUrl(origin, artwork.handle, lang)}
        />
      ))}
      <link rel="alternate" hrefLang="x-default" href={artworkUrl(origin, artwork.handle, 'en')} />
      <meta property="og:type" content="product" />
      <meta property="og:url" content={url} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={short} />
      <meta property="og:locale" content={language === 'ko' ? 'ko_KR' : 'en_US'} />
      {image && <meta property="og:image" content={image} />}
      {image && artwork.image && (
        <meta property="og:image:width" content={String(artwork.image.width)} />
      )}
      {image && artwork.image && (
        <meta property="og:image:height" content={String(artwork.image.height)} />
      )}
      {image && <meta property="og:image:alt" content={t('card.by', names)} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={short} />
      {image && <meta name="twitter:image" content={image} />}
      <script
        type="application/ld+json"
        // Structured data, escaped by jsonForScript on the server.
        dangerouslySetInnerHTML={{ __html: jsonLd }}
      />
    </Head>
  );
}
