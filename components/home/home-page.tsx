// The home page (rules §2 "/"), composed from app initialisation: the exhibition on view, the
// current programme, featured artists, the marketplace's categories, the fair and galleries;
// plus the rolling banners, featured and recommended works, a search box and the newsletter block.
import { SeoHead } from '@/components/seo/seo-head';
import {
  itemListJsonLd,
  organizationJsonLd,
  shareImage,
  webSiteJsonLd,
} from '@/components/seo/seo';
import { artworkHref } from '@/components/artwork/artwork-links';
import { useLanguage } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import { useAppInit } from '@/api/app/get-app-init';
import { useRollingBanners } from '@/api/editorial/get-rolling-banners';
import { useFeaturedArtworks } from '@/api/artworks/get-featured-artworks';
import { ArtistsSection } from './artists-section';
import { CategoriesSection } from './categories-section';
import { ExhibitionsSection } from './exhibitions-section';
import { FairSection } from './fair-section';
import { GalleriesSection } from './galleries-section';
import { FeaturedArtworksSection } from './featured-artworks-section';
import { RecommendedArtworksSection } from './recommended-artworks-section';
import { Hero } from './hero';
import {
  HOME_EXHIBITIONS,
  HOME_FEATURED_WORKS,
  homeSelection,
  homeShareImage,
} from './home-selection';
import { NewsletterSection } from './newsletter-section';
import { RollingBanners } from './rolling-banners';
import { SearchSection } from './search-section';
import { ServicesSection } from './services-section';
import styles from './home-page.module.scss';

export function HomePage({ origin }: { origin?: string }) {
  const { t } = useTranslation('common');
  const { t: tCatalogue } = useTranslation('catalogue');
  const { data: init } = useAppInit();
  const selection = homeSelection(init);
  const { data: featured } = useFeaturedArtworks(HOME_FEATURED_WORKS);
  const { data: bannerList } = useRollingBanners();
  const banners = bannerList?.rolling_banners ?? [];
  // The banners open the page when there are any; the exhibition on view then joins the
  // programme below instead of opening the page a second time.
  const exhibitions =
    banners.length > 0 && selection.hero
      ? [selection.hero, ...selection.exhibitions].slice(0, HOME_EXHIBITIONS)
      : selection.exhibitions;
  const language = useLanguage();
  const featuredWorks = featured?.artworks ?? [];
  const share = homeShareImage(banners, selection.hero, featuredWorks);

  return (
    <>
      <SeoHead
        title={t('home.meta.title')}
        description={t('home.meta.description')}
        origin={origin}
        path="/"
        image={origin && share ? shareImage(origin, share, t('home.meta.title')) : null}
        jsonLd={
          origin
            ? [
                organizationJsonLd(origin, t('brand.name')),
                webSiteJsonLd(origin, t('brand.name'), language),
                // The works the page lists on its first paint, in their order.
                ...(featuredWorks.length
                  ? [
                      itemListJsonLd(
                        origin,
                        tCatalogue('home.featuredWorks.title'),
                        featuredWorks.map((artwork) => artworkHref(artwork.handle)),
                        language,
                      ),
                    ]
                  : []),
              ]
            : []
        }
      />
      <div className={styles.page}>
        {banners.length > 0 ? (
          <>
            <h1 className="visually-hidden">{t('home.meta.title')}</h1>
            <RollingBanners banners={banners} />
          </>
        ) : (
          <Hero exhibition={selection.hero} />
        )}
        <p className={styles.intro}>{t('home.intro')}</p>
        <SearchSection />
        <FeaturedArtworksSection artworks={featuredWorks} />
        <RecommendedArtworksSection exclude={featuredWorks.map((a) => a.id)} />
        <ExhibitionsSection exhibitions={exhibitions} />
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
