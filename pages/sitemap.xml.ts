// GET /sitemap.xml: the fixed pages, then every exhibition (with its 3D room and slideshow when it
// has one), fair, artist, gallery and artwork (from the catalogue's handles list), each in English
// and Korean with hreflang alternates. Past 50,000 URLs it becomes an index of parts
// (/sitemap.xml?page=N). Built from the catalogue and the configured origin only, never from the
// request's headers, so a shared cache may keep it for an hour (ADR 0066).
import type { GetServerSideProps } from 'next';
import { serverServices } from '@/server/runtime';
import { siteOrigin } from '@/ssr/site-origin';
import { sitemapEntries, sitemapIndexXml, sitemapPageSize, sitemapXml } from '@/ssr/sitemap';

export default function Sitemap() {
  return null;
}

export const getServerSideProps: GetServerSideProps = async ({ res, query }) => {
  const entries = sitemapEntries(await serverServices().listHandles());
  const origin = siteOrigin();
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
