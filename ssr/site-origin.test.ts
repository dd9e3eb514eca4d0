// @vitest-environment node
// One public origin (ADR 0066): what the server writes for robots.txt, the sitemap, every page's
// head and a certificate's QR code names PUBLIC_URL, whatever Host and X-Forwarded-* say. The
// served pages behind a trusted proxy are checked by e2e/seo.spec.ts.
import type { GetServerSidePropsContext } from 'next';
import { describe, expect, it } from 'vitest';
import { getServerSideProps as robots } from '@/pages/robots.txt';
import { getServerSideProps as sitemap } from '@/pages/sitemap.xml';
import { appInitFixture } from '@/components/testing/app-init-fixture';
import type { CertificateDto } from '@/schemas/artwork-dto';
import type { InternalHandlesDto } from '@/schemas/editorial-dto';
import { config } from '@/server/config';
import { registerServerServices, type ServerServices } from '@/server/runtime';
import { getCertificatePageProps } from './certificate-page-props';
import { getPageProps } from './get-page-props';
import { siteOrigin } from './site-origin';

const forged = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
  forwarded: 'host=evil.example;proto=https',
};

const at = '2026-11-20T09:00:00.000Z';
registerServerServices({
  appInit: async () => appInitFixture(),
  listHandles: async (): Promise<InternalHandlesDto> => ({
    artworks: [{ id: 'aw_1', handle: 'moon-jar', updated_at: at }],
    artists: [],
    institutions: [],
    exhibitions: [],
    fairs: [],
  }),
  getArtworkCertificate: async () =>
    ({ verification: { path: '/coa/verify/CA-1-abc' } }) as unknown as CertificateDto,
} as Pick<ServerServices, 'appInit' | 'listHandles' | 'getArtworkCertificate'> as ServerServices);

/** A page request that names another host every way a client can. */
function forgedRequest(
  params: Record<string, string> = {},
  query: Record<string, string> = {},
): {
  ctx: GetServerSidePropsContext;
  written: () => { body: string; headers: Record<string, string> };
} {
  let body = '';
  const headers: Record<string, string> = {};
  const ctx = {
    locale: 'ko',
    params,
    query,
    req: { headers: forged, cookies: {} },
    res: {
      setHeader: (name: string, value: string) => {
        headers[name.toLowerCase()] = value;
      },
      end: (text: string) => {
        body = text;
      },
    },
    resolvedUrl: '/',
  } as unknown as GetServerSidePropsContext;
  return { ctx, written: () => ({ body, headers }) };
}

describe('the public origin of absolute links', () => {
  const origin = config().PUBLIC_URL;

  it('is PUBLIC_URL, read once through the configuration', () => {
    expect(siteOrigin()).toBe(origin);
    expect(origin).toMatch(/^https?:\/\/[^/]+$/);
  });

  it('names the sitemap of PUBLIC_URL in robots.txt, whatever the request says its host is', async () => {
    const { ctx, written } = forgedRequest();
    await robots(ctx);
    const { body, headers } = written();
    expect(body).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(body).not.toContain('evil.example');
    // Nothing the request chose: a shared cache may keep it for every visitor.
    expect(headers['cache-control']).toBe('public, max-age=3600');
  });

  it('lists the pages of PUBLIC_URL in the sitemap, whatever the request says its host is', async () => {
    const { ctx, written } = forgedRequest();
    await sitemap(ctx);
    const { body, headers } = written();
    expect(body).toContain(`<loc>${origin}/work/moon-jar</loc>`);
    expect(body).toContain(`hreflang="ko" href="${origin}/ko/work/moon-jar"`);
    expect(body).not.toContain('evil.example');
    expect(headers['cache-control']).toBe('public, max-age=3600');
  });

  it('gives every page PUBLIC_URL for its canonical, og:url and hreflang links', async () => {
    const result = await getPageProps(forgedRequest().ctx);
    if (!('props' in result)) throw new Error('expected props');
    expect((await result.props).origin).toBe(origin);
  });

  it("draws a certificate's QR code to the verification page on PUBLIC_URL", async () => {
    const { ctx } = forgedRequest({ handle: 'moon-jar' });
    const result = await getCertificatePageProps(ctx);
    if (!('props' in result)) throw new Error('expected props');
    expect((await result.props).verifyUrl).toBe(`${origin}/ko/coa/verify/CA-1-abc`);
  });
});
