// /my-page/wish-list (rules §2 "Wishlist: artworks, galleries, artists"): the customer's wishes by
// kind, newest first, 12 a page, as the catalogue's own cards with their hearts (a heart undone
// here takes the card off the list once the server has it).
import clsx from 'clsx';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { useWishlist, WISHLIST_PAGE_SIZE } from '@/api/wishes/get-wishlist';
import { ArtistGrid } from '@/components/artists/artist-card';
import { ArtworkGrid } from '@/components/catalogue/artwork-grid';
import { GalleryGrid } from '@/components/galleries/gallery-card';
import { siteLinks } from '@/components/layout/site-links';
import Link from 'next/link';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useTranslation } from 'next-i18next/pages';
import type { WishKind } from '@/schemas/wish-dto';
import { MyPageLayout } from './my-page-layout';
import { ReleaseAlertsSection } from './release-alerts-section';
import styles from './wish-list-page.module.scss';

export const wishListTabs = [
  { id: 'artworks', kind: 'artwork', browse: siteLinks.works },
  { id: 'galleries', kind: 'institution', browse: siteLinks.galleries },
  { id: 'artists', kind: 'artist', browse: siteLinks.artists },
] as const satisfies readonly { id: string; kind: WishKind; browse: string }[];
type TabId = (typeof wishListTabs)[number]['id'];

export function WishListPage() {
  const { t } = useTranslation('account');
  const router = useRouter();
  const asked = wishListTabs.find((tab) => tab.id === router.query.tab)?.id;
  const [tab, setTab] = useState<TabId>(asked ?? 'artworks');
  const choose = (id: TabId) => {
    setTab(id);
    void router.replace(`${siteLinks.myPage.wishList}?tab=${id}`, undefined, {
      shallow: true,
      scroll: false,
    });
  };
  return (
    <MyPageLayout section="wish-list" title={t('wishList.metaTitle')}>
      <div className={styles.page}>
        <header className={styles.head}>
          <h1 className={styles.title}>{t('wishList.title')}</h1>
          <p className={styles.lead}>{t('wishList.lead')}</p>
        </header>
        <div role="tablist" aria-label={t('wishList.title')} className={styles.tabs}>
          {wishListTabs.map(({ id }) => (
            <button
              key={id}
              type="button"
              role="tab"
              id={`wish-tab-${id}`}
              aria-selected={tab === id}
              aria-controls={`wish-panel-${id}`}
              className={clsx(styles.tab, tab === id && styles.tabActive)}
              onClick={() => choose(id)}
            >
              {t(`wishList.tabs.${id}`)}
            </button>
          ))}
        </div>
        {wishListTabs
          .filter(({ id }) => id === tab)
          .map(({ id, kind, browse }) => (
            <div
              key={id}
              role="tabpanel"
              id={`wish-panel-${id}`}
              aria-labelledby={`wish-tab-${id}`}
              className={styles.panel}
            >
              <WishlistPanel kind={kind} tab={id} browse={browse} />
            </div>
          ))}
        <ReleaseAlertsSection />
      </div>
    </MyPageLayout>
  );
}

/** One kind's wishes, a page at a time, with the empty state pointing to where to find more. */
export function WishlistPanel({
  kind,
  tab,
  browse,
}: {
  kind: WishKind;
  tab: string;
  browse: string;
}) {
  const { t } = useTranslation('account');
  const [page, setPage] = useState(0);
  const { data, isPending, isError } = useWishlist(
    kind,
    { limit: WISHLIST_PAGE_SIZE, offset: page * WISHLIST_PAGE_SIZE },
    { keepPrevious: true },
  );
  if (isPending && !data) return <Spinner label={t('wishList.loading')} />;
  if (isError && !data) return <p className={styles.empty}>{t('wishList.failed')}</p>;
  if (!data) return null;
  const pages = Math.max(1, Math.ceil(data.count / WISHLIST_PAGE_SIZE));
  if (data.count === 0) {
    return (
      <div className={styles.empty}>
        <p>{t(`wishList.empty.${tab}`)}</p>
        <Link href={browse} className={styles.browse}>
          {t(`wishList.browse.${tab}`)}
        </Link>
      </div>
    );
  }
  return (
    <>
      <p className={styles.count}>{t('wishList.count', { count: data.count })}</p>
      {'artworks' in data && <ArtworkGrid artworks={data.artworks} columns={3} />}
      {'institutions' in data && <GalleryGrid galleries={data.institutions} />}
      {'artists' in data && <ArtistGrid artists={data.artists} />}
      {pages > 1 && (
        <nav className={styles.pager} aria-label={t('wishList.pages')}>
          <button type="button" disabled={page === 0} onClick={() => setPage(page - 1)}>
            {t('wishList.previous')}
          </button>
          <span>{t('wishList.pageOf', { page: page + 1, pages })}</span>
          <button type="button" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
            {t('wishList.next')}
          </button>
        </nav>
      )}
    </>
  );
}
