import Head from 'next/head';
import { truncateDescription } from './truncate-description';

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
