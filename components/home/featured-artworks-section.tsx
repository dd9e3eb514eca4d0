import { ArtworkGrid } from '@/components/catalogue/artwork-grid';
import { siteLinks } from '@/components/layout/site-links';
import { useTranslation } from 'next-i18next/pages';
import type { ArtworkSummaryDto } from '@/schemas/artwork-dto';
import { SectionHeading } from './section-heading';
import styles from './featured-artworks-section.module.scss';

/** Editorially featured works (store/featured-artwork), hung as a wall. */
export function FeaturedArtworksSection({ artworks }: { artworks: ArtworkSummaryDto[] }) {
  const { t } = useTranslation('catalogue');
  if (artworks.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-featured-works">
      <SectionHeading
        id="home-featured-works"
        eyebrow={t('home.featuredWorks.eyebrow')}
        title={t('home.featuredWorks.title')}
        link={{ href: siteLinks.works, label: t('home.featuredWorks.all') }}
      />
      <ArtworkGrid artworks={artworks} />
    </section>
  );
}
