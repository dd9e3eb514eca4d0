// GET /robots.txt, written by the server (the sitemap's address depends on the origin).
import type { GetServerSideProps } from 'next';
import { robotsTxt } from '@/ssr/robots';
import { siteOrigin } from '@/ssr/site-origin';

export default function Robots() {
  return null;
}

export const getServerSideProps: GetServerSideProps = async ({ req, res }) => {
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.end(robotsTxt(siteOrigin(req)));
  return { props: {} };
};
