// Next.js configuration: pages router with /en and /ko, self-hosted everything.
const { i18n } = require('./next-i18next.config.js');

/** @type {import('next').NextConfig} */
const nextConfig = {
  i18n,
  // NEXT_DIST_DIR lets parallel builds (a second checkout's e2e, a bench) keep apart.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  // Every page is rendered per request; hashing each HTML answer for an ETag cost about 7 % of
  // the artwork page's server time, for revalidations that would render the page anyway.
  generateEtags: false,
  // Sentry (only with SENTRY_DSN, server/lib/error-reports.ts) is the one copy server/main.ts
  // loads, which instrumentation.ts reaches too, rather than a second one bundled into Next's.
  serverExternalPackages: ['@sentry/nextjs'],
  // The store API is served by Hono in the same process (server/main.ts), never by pages/api.
  images: { unoptimized: true },
  typescript: { ignoreBuildErrors: true }, // `npm run typecheck` is the type gate, once, not per build
  sassOptions: { silenceDeprecations: ['legacy-js-api'] },
  turbopack: { root: __dirname },
  experimental: { serverMinification: process.env.SERVER_MINIFY !== '0' },
  productionBrowserSourceMaps: process.env.SOURCE_MAPS === '1',
};

module.exports = nextConfig;
