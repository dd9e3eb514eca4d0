import type { GetServerSideProps } from 'next';
import { getExhibitionQueryOptions } from '@/api/exhibitions/get-exhibition';
import { RockefellerPage } from '@/components/special/rockefeller-page';
import { ROCKEFELLER_HANDLE } from '@/components/special/rockefeller-handle';
import { useExhibition } from '@/api/exhibitions/get-exhibition';
import type { ContentDto } from '@/schemas/editorial-dto';
import { getPageProps } from '@/ssr/get-page-props';
import { siteOrigin } from '@/ssr/site-origin';

/** Stories shown under the exhibition. */
const STORIES = 3;

export default function RockefellerCenterExhibition({
  stories,
  origin,
}: {
  stories: ContentDto[];
  origin: string;
}) {
  const { data } = useExhibition(ROCKEFELLER_HANDLE);
  return data ? <RockefellerPage exhibition={data} stories={stories} origin={origin} /> : null;
}

export const getServerSideProps: GetServerSideProps = async (ctx) => {
  let found = false;
  let stories: ContentDto[] = [];
  const result = await getPageProps(ctx, {
    namespaces: ['catalogue', 'works', 'onview'],
    props: { origin: siteOrigin() },
    prefetch: async ({ queryClient, services, language, currency }) => {
      const [exhibition, contents] = await Promise.all([
        services.getExhibition(ROCKEFELLER_HANDLE, language, currency),
        services.listContents({ limit: STORIES }, language),
      ]);
      found = exhibition !== null;
      if (!exhibition) return;
      queryClient.setQueryData(
        getExhibitionQueryOptions(ROCKEFELLER_HANDLE, { language, currency }).queryKey,
        exhibition,
      );
      stories = contents.contents;
    },
  });
  if (!found || !('props' in result)) return { notFound: true };
  return { props: { ...(await result.props), stories } };
};
