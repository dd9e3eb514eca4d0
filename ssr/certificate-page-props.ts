// The certificate pages: /coa/[handle]?edition=N (the certificate, read in-process, with its QR
// code) and /coa/verify/[code] (the public check). Both are server-rendered whole: a
// certificate is read once and printed, so it skips the client's query cache.
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { CertificateCheckDto, CertificateDto } from '@/schemas/artwork-dto';
import { serverServices } from '@/server/runtime';
import { languageFromLocale } from '@/store/app-store';
import { qrPath, type QrPath } from './certificate-qr';
import { getPageProps } from './get-page-props';
import type { AppPageProps } from './page-props';
import { isUsableParam } from './page-params';
import { siteOrigin } from './site-origin';

export interface CertificatePageProps {
  certificate: CertificateDto;
  /** The absolute address of the public verification page, in the visitor's language. */
  verifyUrl: string | null;
  qr: QrPath | null;
}

export interface CertificateCheckPageProps {
  check: CertificateCheckDto;
}

const notFound = { notFound: true } as const;

/** Edition numbers are whole and from 1; `?edition` defaults to the first. */
function editionOf(value: unknown): number | null {
  if (value === undefined) return 1;
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === 'string' && /^[1-9]\d{0,5}$/.test(text) ? Number(text) : null;
}

export async function getCertificatePageProps(
  ctx: GetServerSidePropsContext,
): Promise<GetServerSidePropsResult<AppPageProps & CertificatePageProps>> {
  const handle = String(ctx.params?.handle ?? '');
  const edition = editionOf(ctx.query.edition);
  if (!/^[a-z0-9-]{1,200}$/.test(handle) || edition === null) return notFound;
  const language = languageFromLocale(ctx.locale);
  const certificate = await serverServices().getArtworkCertificate(handle, edition, language);
  if (!certificate) return notFound;
  const { path } = certificate.verification;
  const verifyUrl = path
    ? `${siteOrigin()}${language === 'en' ? '' : `/${language}`}${path}`
    : null;
  return getPageProps(ctx, {
    namespaces: ['coa'],
    props: { certificate, verifyUrl, qr: verifyUrl ? qrPath(verifyUrl) : null },
  });
}

export async function getCertificateCheckPageProps(
  ctx: GetServerSidePropsContext,
): Promise<GetServerSidePropsResult<AppPageProps & CertificateCheckPageProps>> {
  const token = String(ctx.params?.code ?? '');
  if (token.length > 64 || !isUsableParam(token)) return notFound;
  const check = await serverServices().checkArtworkCertificate(
    token,
    languageFromLocale(ctx.locale),
  );
  if (!check) return notFound;
  ctx.res.setHeader('Cache-Control', 'no-store');
  return getPageProps(ctx, { namespaces: ['coa'], props: { check } });
}
