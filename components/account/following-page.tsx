// /my-page/following (rules §2 "Following"): the artists and galleries the customer follows (a
// follow is a wish of an artist or a gallery, ADR 0018), each with its follow button.
import { useWishlist } from '@/api/wishes/get-wishlist';
import { artistLifeLine } from '@/components/artists/artist-card';
import { siteLinks } from '@/components/layout/site-links';
import { ArtworkImage } from '@/components/ui/artwork-image/artwork-image';
import Link from 'next/link';
import { Spinner } from '@/components/ui/spinner/spinner';
import { WishButton } from '@/components/wish/wish-button';
import { useTranslation } from 'next-i18next/pages';
import type { ImageDto } from '@/schemas/dto';
import type { WishKind } from '@/schemas/wish-dto';
import { MyPageLayout } from './my-page-layout';
import styles from './wish-list-page.module.scss';

/** Everyone followed fits one page here; the wishlist tabs page through longer lists. */
const FOLLOWING_LIMIT = 60;

interface FollowRow {
  id: string;
  name: string;
  href: string;
  image: ImageDto | null;
  line: string;
}

export function FollowingPage() {
  const { t } = useTranslation('account');
  return (
    <MyPageLayout section="following" title={t('following.metaTitle')}>
      <div className={styles.page}>
        <header className={styles.head}>
          <h1 className={styles.title}>{t('following.title')}</h1>
          <p className={styles.lead}>{t('following.lead')}</p>
        </header>
        <FollowedArtists />
        <FollowedGalleries />
      </div>
    </MyPageLayout>
  );
}

function FollowedArtists() {
  const { t } = useTranslation('catalogue');
  const { data, isPending } = useWishlist('artist', { limit: FOLLOWING_LIMIT, offset: 0 });
  const rows = data?.artists.map((artist) => ({
    id: artist.id,
    name: artist.name,
    href: siteLinks.artist(artist.handle),
    image: artist.image,
    line: artistLifeLine(artist, t),
  }));
  return <FollowSection kind="artist" section="artists" rows={rows} loading={isPending} />;
}

function FollowedGalleries() {
  const { t, i18n } = useTranslation('catalogue');
  const { data, isPending } = useWishlist('institution', { limit: FOLLOWING_LIMIT, offset: 0 });
  const rows = data?.institutions.map((gallery) => {
    const typeKey = `galleries.kind.${gallery.type}`;
    return {
      id: gallery.id,
      name: gallery.name,
      href: siteLinks.gallery(gallery.handle),
      image: gallery.cover ?? gallery.logo,
      line: [gallery.city, i18n.exists(typeKey, { ns: 'catalogue' }) ? t(typeKey) : null]
        .filter(Boolean)
        .join(' · '),
    };
  });
  return <FollowSection kind="institution" section="galleries" rows={rows} loading={isPending} />;
}

function FollowSection({
  kind,
  section,
  rows,
  loading,
}: {
  kind: WishKind;
  section: 'artists' | 'galleries';
  rows: FollowRow[] | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation('account');
  const headingId = `following-${section}`;
  return (
    <section className={styles.followSection} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t(`following.${section}`)}
        {rows && rows.length > 0 && <span className={styles.sectionCount}>{rows.length}</span>}
      </h2>
      {loading && !rows ? (
        <Spinner label={t('wishList.loading')} />
      ) : !rows || rows.length === 0 ? (
        <div className={styles.empty}>
          <p>{t(`following.empty.${section}`)}</p>
          <Link
            href={section === 'artists' ? siteLinks.artists : siteLinks.galleries}
            className={styles.browse}
          >
            {t(`wishList.browse.${section}`)}
          </Link>
        </div>
      ) : (
        <ul className={styles.followList}>
          {rows.map((row) => (
            <li key={row.id} className={styles.followRow}>
              <Link href={row.href} className={styles.followLink}>
                <span className={styles.avatar}>
                  <ArtworkImage image={row.image} alt="" fit="cover" sizes="56px" />
                </span>
                <span className={styles.followText}>
                  <span className={styles.followName}>{row.name}</span>
                  {row.line && <span className={styles.followLine}>{row.line}</span>}
                </span>
              </Link>
              <WishButton kind={kind} id={row.id} name={row.name} variant="follow" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
