// The home page (SPEC §2 "/"), composed from app initialisation: the exhibition on view, the
// current programme, featured artists, the marketplace's categories, the fair and galleries.
import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '@/components/ui/page-meta/page-meta';
import { useAppInit } from '@/hooks/use-app-init';
import { ArtistsSection } from './artists-section';
import { CategoriesSection } from './categories-section';
import { ExhibitionsSection } from './exhibitions-section';
import { FairSection } from './fair-section';
import { GalleriesSection } from './galleries-section';
import { Hero } from './hero';
import { homeSelection } from './home-selection';
import { ServicesSection } from './services-section';
import styles from './home-page.module.scss';

export function HomePage() {
  const { t } = useTranslation('common');
  const { data: init } = useAppInit();
  const selection = homeSelection(init);

  return (
    <>
      <PageMeta title={t('home.meta.title')} description={t('home.meta.description')} />
      <div className={styles.page}>
        <Hero exhibition={selection.hero} />
        <p className={styles.intro}>{t('home.intro')}</p>
        <ExhibitionsSection exhibitions={selection.exhibitions} />
        <ArtistsSection artists={selection.artists} />
        <FairSection fair={selection.fair} />
        <CategoriesSection categories={init?.artwork_categories ?? []} />
        <GalleriesSection galleries={selection.galleries} />
        <ServicesSection />
      </div>
    </>
  );
}
