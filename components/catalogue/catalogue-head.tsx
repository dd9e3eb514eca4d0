// Canonical and language alternates of a catalogue page, with absolute Open Graph URL and image:
// search engines show the visitor's language, and shared links carry the right picture.
import Head from 'next/head';
import type { ImageDto } from '@/schemas/dto';
import { languages, type Language } from '@/schemas/dto';
import { imageVariantUrl } from '@/schemas/image';
import { useLanguage } from '@/hooks/use-preferences';
import { absoluteUrl } from './absolute-url';

/** '/gallery/ieum' in Korean → '/ko/gallery/ieum'; English has no prefix; home is '/ko'. */
export function languagePath(path: string, language: Language): string {
  if (language === 'en') return path;
  return path === '/' ? '/ko' : `/ko${path}`;
}

export function CatalogueHead({
  origin,
  path,
  image,
}: {
  origin: string;
  /** The page's path without a language prefix, e.g. '/artist?handle=han-seoyeon'. */
  path: string;
  image?: ImageDto | null;
}) {
  const language = useLanguage();
  const url = origin + languagePath(path, language);
  return (
    <Head>
      <link rel="canonical" href={url} />
      {languages.map((lang) => (
        <link key={lang} rel="alternate" hrefLang={lang} href={origin + languagePath(path, lang)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={origin + path} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={language === 'ko' ? 'ko_KR' : 'en_US'} />
      {image && (
        <meta
          property="og:image"
          content={absoluteUrl(origin, imageVariantUrl(image.url, '750px'))}
        />
      )}
      {image && <meta name="twitter:card" content="summary_large_image" />}
    </Head>
  );
}
