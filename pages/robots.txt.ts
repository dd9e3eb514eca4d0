// GET /robots.txt, written by the server from the configured origin (the sitemap's address):
// nothing in it comes from the request, so a shared cache may keep it for an hour (ADR 0066).
import type { GetServerSideProps } from 'next';
import { robotsTxt } from '@/ssr/robots';
import { siteOrigin } from '@/ssr/site-origin';

export default function Robots() {
  return null;
}

export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.end(robotsTxt(siteOrigin()));
  return { props: {} };
};
