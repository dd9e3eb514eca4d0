import Link from 'next/link';
import { ArtworkImage } from '@/components/ui/artwork-image/artwork-image';
import { siteLinks } from '@/components/layout/site-links';
import { WishButton } from '@/components/wish/wish-button';
import { useTranslation } from 'next-i18next/pages';
import type { InstitutionSummaryDto } from '@/schemas/dto';
import { SectionHeading } from './section-heading';
import styles from './galleries-section.module.scss';

export function GalleriesSection({ galleries }: { galleries: InstitutionSummaryDto[] }) {
  const { t, i18n } = useTranslation('common');
  if (galleries.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-galleries">
      <SectionHeading
        id="home-galleries"
        eyebrow={t('home.galleries.eyebrow')}
        title={t('home.galleries.title')}
        link={{ href: siteLinks.galleries, label: t('home.galleries.all') }}
      />
      {/* Three across when that fills the rows evenly, four otherwise. */}
      <ul
        className={styles.grid}
        data-columns={galleries.length % 4 !== 0 && galleries.length % 3 === 0 ? 3 : 4}
      >
        {galleries.map((gallery) => {
          const typeKey = `institutionType.${gallery.type}`;
          return (
            <li key={gallery.id}>
              <Link href={siteLinks.gallery(gallery.handle)} className={styles.cell}>
                <span className={styles.logo}>
                  {gallery.logo ? (
                    <ArtworkImage
                      image={gallery.logo}
                      alt={t('imageAlt.galleryLogo', { name: gallery.name })}
                      sizes="(max-width: 879px) 88px, 112px"
                      className={styles.logoImage}
                    />
                  ) : (
                    <span className={styles.monogram} aria-hidden="true">
                      {Array.from(gallery.name)[0]}
                    </span>
                  )}
                </span>
                <span className={styles.name}>{gallery.name}</span>
                <span className={styles.detail}>
                  {[gallery.city, i18n.exists(typeKey) ? t(typeKey) : null]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </Link>
              <WishButton kind="institution" id={gallery.id} name={gallery.name} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
