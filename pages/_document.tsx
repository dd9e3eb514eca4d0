import {
  Head,
  Html,
  Main,
  NextScript,
  type DocumentContext,
  type DocumentInitialProps,
  type DocumentProps,
} from 'next/document';
import { REQUEST_ID_META } from '@/api/monitoring/error-report';
import { firstPaintScript } from '@/components/layout/first-paint-script';
import { requestIdOf } from '@/server/lib/request-id';

interface Props {
  /** The document request's id (server/main.ts), for the browser's error reports. */
  requestId: string | null;
}

export default function AppDocument({ locale, requestId }: DocumentProps & Props) {
  return (
    <Html lang={locale === 'ko' ? 'ko' : 'en'}>
      <Head>
        <meta name="theme-color" content="#ffffff" />
        {requestId && <meta name={REQUEST_ID_META} content={requestId} />}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <script dangerouslySetInnerHTML={{ __html: firstPaintScript }} />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}

AppDocument.getInitialProps = async (
  ctx: DocumentContext,
): Promise<DocumentInitialProps & Props> => ({
  ...(await ctx.defaultGetInitialProps(ctx)),
  requestId: ctx.req ? requestIdOf(ctx.req.headers) : null,
});
