import { ArtworkGrid } from '@/components/catalogue/artwork-grid';
import { siteLinks } from '@/components/layout/site-links';
import { useTranslation } from 'next-i18next/pages';
import { useVisitorRecommendations } from '@/api/artworks/get-visitor-recommendations';
import { useLoginState } from '@/hooks/use-session';
import { SectionHeading } from './section-heading';
import styles from './featured-artworks-section.module.scss';

/** Works on the home page under "Featured": two rows of four. */
export const HOME_RECOMMENDED_WORKS = 8;
/** The most the API gives at once (recommendArtworkQuerySchema). */
const RECOMMENDED_MAX = 24;

/**
 * Visitor-level recommendations (store/app/recommend/artwork without an artwork): popular works
 * for a signed-out visitor, "for you" from a customer's wishes and follows; buyable ones first.
 */
export function RecommendedArtworksSection({ exclude }: { exclude: readonly string[] }) {
  const { t } = useTranslation('catalogue');
  const login = useLoginState();
  const signedIn = login === true;
  // Asked for with room to leave out the featured works shown just above.
  const { data } = useVisitorRecommendations(
    Math.min(HOME_RECOMMENDED_WORKS + exclude.length, RECOMMENDED_MAX),
    login,
  );
  const shown = new Set(exclude);
  const artworks = (data?.artworks ?? [])
    .filter((artwork) => !shown.has(artwork.id))
    .slice(0, HOME_RECOMMENDED_WORKS);
  if (artworks.length === 0) return null;
  return (
    <section
      className={styles.section}
      aria-labelledby="home-recommended-works"
      data-testid="home-recommended"
    >
      <SectionHeading
        id="home-recommended-works"
        eyebrow={t('home.recommendedWorks.eyebrow')}
        title={t(signedIn ? 'home.recommendedWorks.title' : 'home.recommendedWorks.titlePopular')}
        link={{ href: siteLinks.works, label: t('home.recommendedWorks.all') }}
      />
      <ArtworkGrid artworks={artworks} />
    </section>
  );
}
