// @vitest-environment node
import type { GetServerSidePropsContext } from 'next';
import { describe, expect, it } from 'vitest';
import { appInitFixture } from '@/components/testing/app-init-fixture';
import { config } from '@/server/config';
import { registerServerServices, type ServerServices } from '@/server/runtime';
import { getDetailPageProps } from './detail-page-props';

registerServerServices({
  appInit: async () => appInitFixture(),
} as Pick<ServerServices, 'appInit'> as ServerServices);

const ctx = {
  locale: 'ko',
  req: { cookies: {}, headers: { host: 'gallery.test' } },
  res: {},
  query: {},
  resolvedUrl: '/gallery/onda',
} as unknown as GetServerSidePropsContext;

describe('getDetailPageProps (artist, gallery and exhibition pages)', () => {
  it('answers 404 when the handle names nothing', async () => {
    const result = await getDetailPageProps(ctx, 'nobody', {
      read: async () => null,
      queryKey: () => ['detail', 'nobody'],
    });
    expect(result).toEqual({ notFound: true });
  });

  it('reads the record in the visitor language and currency and hands it over under its query key', async () => {
    const asked: string[] = [];
    const result = await getDetailPageProps(ctx, 'onda', {
      read: async (_services, language, currency) => {
        asked.push(`${language}/${currency}`);
        return { handle: 'onda' };
      },
      queryKey: ({ language, currency }) => ['detail', 'onda', language, currency],
    });
    if (!('props' in result)) throw new Error('expected props');
    const props = await result.props;
    expect(asked).toEqual(['ko/krw']);
    // The page's links name the site's one origin, not the host the request came in on (ADR 0066).
    expect(props).toMatchObject({ handle: 'onda', origin: config().PUBLIC_URL });
    const query = props.dehydratedState?.queries.find(
      (q) => JSON.stringify(q.queryKey) === JSON.stringify(['detail', 'onda', 'ko', 'krw']),
    );
    expect(query?.state.data).toEqual({ handle: 'onda' });
  });
});
