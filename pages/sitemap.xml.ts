// GET /sitemap.xml: the fixed pages, then every artwork, artist, gallery and exhibition (from the
// catalogue's handles list), each in English and Korean with hreflang alternates. Past 50,000
// URLs it becomes an index of parts (/sitemap.xml?page=N).
import type { GetServerSideProps } from 'next';
import { serverServices } from '@/server/runtime';
import { siteOrigin } from '@/ssr/site-origin';
import {
  STATIC_SITEMAP_PATHS,
  sitemapIndexXml,
  sitemapPageSize,
  sitemapXml,
  type SitemapEntry,
} from '@/ssr/sitemap';

export default function Sitemap() {
  return null;
}

const enc = encodeURIComponent;

export const getServerSideProps: GetServerSideProps = async ({ req, res, query }) => {
  const handles = await serverServices().listHandles();
  const entries: SitemapEntry[] = [
    ...STATIC_SITEMAP_PATHS,
    ...handles.exhibitions.map((e) => ({
      path: `/${e.type === 'solo' ? 'solo-exhibition' : 'exhibitions'}/${enc(e.handle)}`,
      lastmod: e.updated_at,
      changefreq: 'weekly' as const,
      priority: 0.7,
    })),
    ...handles.artists.map((a) => ({
      path: `/artist?handle=${enc(a.handle)}`,
      lastmod: a.updated_at,
      changefreq: 'weekly' as const,
      priority: 0.7,
    })),
    ...handles.institutions.map((i) => ({
      path: `/gallery/${enc(i.handle)}`,
      lastmod: i.updated_at,
      changefreq: 'weekly' as const,
      priority: 0.6,
    })),
    ...handles.artworks.map((a) => ({
      path: `/work/${enc(a.handle)}`,
      lastmod: a.updated_at,
      changefreq: 'weekly' as const,
      priority: 0.8,
    })),
  ];
  const origin = siteOrigin(req);
  const size = sitemapPageSize();
  const parts = Math.ceil(entries.length / size);
  const page = Number.parseInt(String(query.page ?? ''), 10);
  let body: string;
  if (parts <= 1) body = sitemapXml(origin, entries);
  else if (page >= 1 && page <= parts) {
    body = sitemapXml(origin, entries.slice((page - 1) * size, page * size));
  } else body = sitemapIndexXml(origin, parts);
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.end(body);
  return { props: {} };
};
