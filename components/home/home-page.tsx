// The home page (SPEC §2 "/"), composed from app initialisation: the exhibition on view, the
// current programme, featured artists, the marketplace's categories, the fair and galleries;
// plus the rolling banners, featured works, a search box and the newsletter block.
import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '@/components/ui/page-meta/page-meta';
import { useAppInit } from '@/hooks/use-app-init';
import { useFeaturedArtworks } from '@/hooks/use-featured-artworks';
import { ArtistsSection } from './artists-section';
import { CategoriesSection } from './categories-section';
import { ExhibitionsSection } from './exhibitions-section';
import { FairSection } from './fair-section';
import { GalleriesSection } from './galleries-section';
import { FeaturedArtworksSection } from './featured-artworks-section';
import { Hero } from './hero';
import { HOME_FEATURED_WORKS, homeSelection } from './home-selection';
import { NewsletterSection } from './newsletter-section';
import { SearchSection } from './search-section';
import { ServicesSection } from './services-section';
import styles from './home-page.module.scss';

export function HomePage() {
  const { t } = useTranslation('common');
  const { data: init } = useAppInit();
  const selection = homeSelection(init);
  const { data: featured } = useFeaturedArtworks(HOME_FEATURED_WORKS);

  return (
    <>
      <PageMeta title={t('home.meta.title')} description={t('home.meta.description')} />
      <div className={styles.page}>
        <Hero exhibition={selection.hero} />
        <p className={styles.intro}>{t('home.intro')}</p>
        <SearchSection />
        <FeaturedArtworksSection artworks={featured?.artworks ?? []} />
        <ExhibitionsSection exhibitions={selection.exhibitions} />
        <ArtistsSection artists={selection.artists} />
        <FairSection fair={selection.fair} />
        <CategoriesSection categories={init?.artwork_categories ?? []} />
        <GalleriesSection galleries={selection.galleries} />
        <ServicesSection />
        <NewsletterSection />
      </div>
    </>
  );
}
