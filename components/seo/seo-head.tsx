// The one head of every public page: "{name} — {brand}" title, description, canonical and
// hreflang (en, ko, x-default), Open Graph and Twitter cards with the subject's picture, and its
// schema.org data as JSON-LD (a data block: never executed, so the page's script policy of
// ADR 0045 neither needs nor checks a nonce for it).
import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { truncateDescription } from '@/components/ui/page-meta/truncate-description';
import { useLanguage } from '@/hooks/use-preferences';
import {
  jsonForScript,
  openGraphLocale,
  pageAlternates,
  pageTitle,
  type PagePath,
  type ShareImage,
} from './seo';
import { useSiteOrigin } from './site-origin-context';

export interface SeoHeadProps {
  /** The page's own name; the brand is added after it. */
  title: string;
  description: string;
  /** The page's path without a language prefix, or its localized path per language. */
  path?: PagePath;
  image?: ShareImage | null;
  /** Open Graph type: 'website' by default, 'product' for a work, 'profile' for a person. */
  type?: 'website' | 'product' | 'profile' | 'article';
  /** schema.org objects, or JSON already escaped for a script (jsonForScript). */
  jsonLd?: (Record<string, unknown> | string)[];
  /** Pages that are not for search results (a search's results, a sign-in form). */
  noindex?: boolean;
  /** The origin, when the page has it from its own props. */
  origin?: string;
}

export function SeoHead({
  title,
  description,
  path,
  image,
  type = 'website',
  jsonLd = [],
  noindex = false,
  origin: givenOrigin,
}: SeoHeadProps) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const contextOrigin = useSiteOrigin();
  const origin = givenOrigin ?? contextOrigin;
  const fullTitle = pageTitle(title, t('brand.name'));
  const short = truncateDescription(description);
  const links = origin && path !== undefined ? pageAlternates(origin, path, language) : null;

  return (
    <Head>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex && <meta name="robots" content="noindex" />}
      {links && <link rel="canonical" href={links.canonical} />}
      {links?.alternates.map(({ hrefLang, href }) => (
        <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
      ))}
      <meta property="og:site_name" content={t('brand.name')} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={short} />
      <meta property="og:locale" content={openGraphLocale(language)} />
      {links && <meta property="og:url" content={links.canonical} />}
      {image && <meta property="og:image" content={image.url} />}
      {image?.width && <meta property="og:image:width" content={String(image.width)} />}
      {image?.height && <meta property="og:image:height" content={String(image.height)} />}
      {image?.alt && <meta property="og:image:alt" content={image.alt} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={short} />
      {image && <meta name="twitter:image" content={image.url} />}
      {jsonLd.map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          // Structured data, escaped by jsonForScript: `<` can never close the script.
          dangerouslySetInnerHTML={{
            __html: typeof data === 'string' ? data : jsonForScript(data),
          }}
        />
      ))}
    </Head>
  );
}
