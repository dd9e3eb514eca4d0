import {
  Head,
  Html,
  Main,
  NextScript,
  type DocumentContext,
  type DocumentInitialProps,
  type DocumentProps,
} from 'next/document';
import { REQUEST_ID_META } from '@/analytics/error-report';
import { firstPaintScript } from '@/schemas/first-paint-script';
import { cspNonceOf } from '@/server/lib/csp-nonce';
import { requestIdOf } from '@/server/lib/request-id';

interface Props {
  /** The document request's id (server/main.ts), for the browser's error reports. */
  requestId: string | null;
  /** The request's script nonce (server/main.ts, ADR 0045); none on a prerendered page. */
  nonce: string | undefined;
}

export default function AppDocument({ locale, requestId, nonce }: DocumentProps & Props) {
  return (
    <Html lang={locale === 'ko' ? 'ko' : 'en'}>
      <Head nonce={nonce}>
        <meta name="theme-color" content="#ffffff" />
        {requestId && <meta name={REQUEST_ID_META} content={requestId} />}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Allowed by its nonce, or on a prerendered page by its hash in the policy. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: firstPaintScript }} />
      </Head>
      <body>
        <Main />
        <NextScript nonce={nonce} />
      </body>
    </Html>
  );
}

AppDocument.getInitialProps = async (
  ctx: DocumentContext,
): Promise<DocumentInitialProps & Props> => ({
  ...(await ctx.defaultGetInitialProps(ctx)),
  requestId: ctx.req ? requestIdOf(ctx.req.headers) : null,
  nonce: (ctx.req && cspNonceOf(ctx.req.headers)) || undefined,
});
