// The browser security headers of every answer (ADR 0045): pages and Next's files get a content
// security policy with a per-request script nonce (server/main.ts), the store API and media a
// policy that allows nothing (server/http/app.ts); all get nosniff, the referrer and permissions
// policies, framing refused, and HSTS when the request came over https.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { TLSSocket } from 'node:tls';
import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config';
import { CSP_REQUEST_HEADER, newCspNonce } from '../lib/csp-nonce';
import { firstPaintScript } from '@/schemas/first-paint-script';

declare module 'hono' {
  interface ContextVariableMap {
    /** Set by the security headers: whether cookies of this answer are marked Secure. */
    secureCookies: boolean;
  }
}

type SecurityConfig = Pick<
  Config,
  | 'TRUST_PROXY'
  | 'PUBLIC_URL'
  | 'MEDIA_BASE_URL'
  | 'AMPLITUDE_API_KEY'
  | 'AMPLITUDE_SERVER_URL'
  | 'SENTRY_DSN'
  | 'FRAME_ANCESTORS'
>;

/** The Amplitude SDK's own endpoint when AMPLITUDE_SERVER_URL does not replace it. */
const AMPLITUDE_DEFAULT_ENDPOINT = 'https://api2.amplitude.com';

const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'fullscreen=(self)', // the viewer's slideshow
].join(', ');

const HSTS = 'max-age=31536000';

/** The origin of an absolute URL (a DSN's user part dropped), or null for a path or nothing. */
function originOf(url: string): string | null {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

const sha256 = (source: string) => createHash('sha256').update(source).digest('base64');

/** The hashes of a document's inline scripts that run (data blocks and external ones aside). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, source] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (
      /\bsrc\s*=/i.test(attributes!) ||
      /\btype\s*=\s*"application\/(ld\+)?json"/i.test(attributes!)
    ) {
      continue;
    }
    if (source) hashes.push(sha256(source));
  }
  return hashes;
}

/**
 * The inline scripts of the pages Next prerendered at build time (the 500 page): served as built,
 * with no nonce, so the policy names them by hash. Read once at start from the build folder.
 */
export function prerenderedScriptHashes(distDir: string): string[] {
  const pagesDir = path.join(distDir, 'server', 'pages');
  if (!fs.existsSync(pagesDir)) return [];
  const hashes = new Set<string>();
  for (const file of fs.readdirSync(pagesDir, { recursive: true }).map(String)) {
    if (!file.endsWith('.html')) continue;
    for (const hash of inlineScriptHashes(fs.readFileSync(path.join(pagesDir, file), 'utf8'))) {
      hashes.add(hash);
    }
  }
  return [...hashes].sort();
}

/**
 * Whether the request reached us over https: its own socket, or behind `trustProxy` proxies the
 * X-Forwarded-Proto entry of the nearest trusted one (as clientIp reads X-Forwarded-For).
 */
export function isHttpsRequest(
  socketHttps: boolean,
  forwardedProto: string | undefined,
  trustProxy: number,
): boolean {
  if (socketHttps) return true;
  if (trustProxy <= 0 || !forwardedProto) return false;
  const hops = forwardedProto
    .split(',')
    .map((hop) => hop.trim().toLowerCase())
    .filter(Boolean);
  if (!hops.length) return false;
  return hops[Math.max(0, hops.length - trustProxy)] === 'https';
}

export interface SecurityHeaders {
  /** Next's development server is behind these headers. */
  readonly dev: boolean;
  /** The page policy with this nonce (Next's scripts and the document's carry it). */
  pagePolicy(nonce: string): string;
  /** Headers of a page, a Next file or a public file; `https` as isHttpsRequest says. */
  pageHeaders(nonce: string, https: boolean): Record<string, string>;
  /** Headers of a store API answer or a media file. */
  apiHeaders(https: boolean): Record<string, string>;
  /** Whether cookies set on this request are Secure: https, or a site whose address is https. */
  secureCookies(https: boolean): boolean;
}

export interface SecurityHeaderOptions {
  /** Next's development server: it evaluates its modules. */
  dev?: boolean;
  /** Hashes of inline scripts served without a nonce (prerenderedScriptHashes). */
  scriptHashes?: string[];
}

export function createSecurityHeaders(
  cfg: SecurityConfig,
  options: SecurityHeaderOptions = {},
): SecurityHeaders {
  const media = originOf(cfg.MEDIA_BASE_URL);
  const amplitude = cfg.AMPLITUDE_API_KEY
    ? (originOf(cfg.AMPLITUDE_SERVER_URL) ?? AMPLITUDE_DEFAULT_ENDPOINT)
    : null;
  const sentry = cfg.SENTRY_DSN ? originOf(cfg.SENTRY_DSN) : null;
  const sources = (...list: (string | null | false | undefined)[]) =>
    [...new Set(list.filter(Boolean))].join(' ');
  const frameAncestors = cfg.FRAME_ANCESTORS.trim() || "'none'";
  const publicHttps = cfg.PUBLIC_URL.startsWith('https:');

  // Styles keep 'unsafe-inline': React renders style="" attributes into the HTML, which no nonce
  // can cover, and a nonce in style-src would switch 'unsafe-inline' off for them.
  const pageDirectives = (nonce: string) => [
    "default-src 'self'",
    `script-src ${sources(
      "'self'",
      `'nonce-${nonce}'`,
      // The inline scripts of pages served without a nonce: prerendered ones (the 500 page), and
      // the first-paint script of a page Next's development server renders without a request.
      ...[sha256(firstPaintScript), ...(options.scriptHashes ?? [])].map((h) => `'sha256-${h}'`),
      options.dev && "'unsafe-eval'", // Next's development build evaluates its modules
    )}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${sources("'self'", 'data:', 'blob:', media)}`,
    "font-src 'self' data:",
    `connect-src ${sources("'self'", media, amplitude, sentry)}`,
    `media-src ${sources("'self'", 'blob:', media)}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ];
  const apiPolicy = [
    "default-src 'none'",
    `frame-ancestors ${frameAncestors}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');

  const common = (https: boolean): Record<string, string> => ({
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    ...(frameAncestors === "'none'" ? { 'X-Frame-Options': 'DENY' } : {}),
    ...(https ? { 'Strict-Transport-Security': HSTS } : {}),
  });

  const pagePolicy = (nonce: string) => pageDirectives(nonce).join('; ');
  return {
    dev: Boolean(options.dev),
    pagePolicy,
    pageHeaders: (nonce, https) => ({
      'Content-Security-Policy': pagePolicy(nonce),
      ...common(https),
    }),
    apiHeaders: (https) => ({ 'Content-Security-Policy': apiPolicy, ...common(https) }),
    secureCookies: (https) => https || publicHttps,
  };
}

/**
 * For a request Next.js answers: a fresh nonce, the policy put on the request (where Next and
 * pages/_document.tsx read the nonce) and every header on the answer.
 */
export function applyPageSecurityHeaders(
  headers: SecurityHeaders,
  trustProxy: number,
  req: IncomingMessage,
  res: ServerResponse,
): void {
  const nonce = newCspNonce();
  const https = isHttpsRequest(
    Boolean((req.socket as TLSSocket).encrypted),
    req.headers['x-forwarded-proto']?.toString(),
    trustProxy,
  );
  const answer = headers.pageHeaders(nonce, https);
  // A client's own content-security-policy request header is never believed.
  req.headers[CSP_REQUEST_HEADER] = answer['Content-Security-Policy'];
  // Next's development server answers its middleware manifest "script" as JSON, which nosniff
  // would refuse to run (an error in every page's console; a production build serves it as JS).
  if (headers.dev && req.url?.startsWith('/_next/static/development/')) {
    delete answer['X-Content-Type-Options'];
  }
  for (const [name, value] of Object.entries(answer)) res.setHeader(name, value);
}

/** The store API's and media's headers; a route's own policy (an SVG's) is kept. */
export function securityHeadersMiddleware(
  headers: SecurityHeaders,
  trustProxy: number,
): MiddlewareHandler {
  return async (c, next) => {
    const https = isHttpsRequest(
      new URL(c.req.url).protocol === 'https:',
      c.req.header('x-forwarded-proto'),
      trustProxy,
    );
    c.set('secureCookies', headers.secureCookies(https));
    await next();
    for (const [name, value] of Object.entries(headers.apiHeaders(https))) {
      if (!c.res.headers.has(name)) c.header(name, value);
    }
  };
}
