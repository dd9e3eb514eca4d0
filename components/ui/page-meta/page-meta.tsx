import Head from 'next/head';

/** SPEC §9: the Open Graph description is cut at 80 characters with an ellipsis. */
export const OG_DESCRIPTION_MAX = 80;

export function truncateDescription(text: string, max = OG_DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : flat;
}

export function PageMeta({
  title,
  description,
  image,
}: {
  title: string;
  description: string;
  image?: string;
}) {
  const og = truncateDescription(description);
  return (
    <Head>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={og} />
      <meta property="og:type" content="website" />
      {image && <meta property="og:image" content={image} />}
    </Head>
  );
}
