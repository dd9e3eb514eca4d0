// /artist?handle=… (rules §2 /artist): the breadcrumb (Artists / the artist), portrait and
// biography, then the artist's works, the exhibitions they were part of and the galleries that show
// them.
import Link from 'next/link';
import { MoreArtworks } from '@/components/catalogue/more-artworks';
import { ExhibitionGrid } from '@/components/exhibitions/exhibition-card';
import { SectionHeading } from '@/components/home/section-heading';
import { siteLinks } from '@/components/layout/site-links';
import { ArtworkImage } from '@/components/ui/artwork-image/artwork-image';
import { Breadcrumbs } from '@/components/ui/breadcrumbs/breadcrumbs';
import { SeoHead } from '@/components/seo/seo-head';
import { languagePath, personJsonLd, shareImage } from '@/components/seo/seo';
import { useLanguage } from '@/hooks/use-preferences';
import { WishButton } from '@/components/wish/wish-button';
import { useTranslation } from 'next-i18next/pages';
import type { ArtistDetailDto } from '@/schemas/artist-dto';
import { artistLifeLine } from './artist-card';
import styles from './artist-profile.module.scss';

export function ArtistProfile({ artist, origin }: { artist: ArtistDetailDto; origin: string }) {
  const { t } = useTranslation('catalogue');
  const { t: tc } = useTranslation('common');
  const line = artistLifeLine(artist, t);
  const paragraphs = artist.bio.split(/\n{2,}/).filter((p) => p.trim());
  const description = paragraphs[0] ?? t('artist.metaDescription', { name: artist.name });
  const language = useLanguage();
  const path = `/artist?handle=${encodeURIComponent(artist.handle)}`;
  const portraitAlt = t('artists.portraitAlt', { name: artist.name });
  const image = artist.image ? shareImage(origin, artist.image, portraitAlt) : null;

  return (
    <>
      <SeoHead
        title={artist.name}
        description={description}
        origin={origin}
        path={path}
        type="profile"
        image={image}
        jsonLd={[
          personJsonLd(
            {
              name: artist.name,
              url: origin + languagePath(path, language),
              image: image?.url,
              description,
              nationality: artist.nationality,
              birthYear: artist.birth_year,
            },
            language,
          ),
        ]}
      />
      <article className={styles.page} aria-labelledby="artist-name">
        <Breadcrumbs
          className={styles.crumbs}
          label={tc('nav.breadcrumb')}
          crumbs={[
            { name: tc('nav.artists'), href: siteLinks.artists },
            { name: artist.name, href: path },
          ]}
        />
        <header className={styles.head}>
          <div className={styles.portrait}>
            <ArtworkImage
              image={artist.image}
              alt={t('artists.portraitAlt', { name: artist.name })}
              sizes="(max-width: 879px) 100vw, 40vw"
              fit="cover"
              priority
            />
          </div>
          <div className={styles.text}>
            <p className={styles.eyebrow}>{t('artist.eyebrow')}</p>
            <h1 id="artist-name" className={styles.name}>
              {artist.name}
            </h1>
            {line && <p className={styles.line}>{line}</p>}
            <WishButton kind="artist" id={artist.id} name={artist.name} variant="follow" />
            {paragraphs.length > 0 && (
              <div className={styles.bio}>
                <h2 className="visually-hidden">{t('artist.biography')}</h2>
                {paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            )}
            {artist.institutions.length > 0 && (
              <dl className={styles.facts}>
                <dt>{t('artist.galleries')}</dt>
                <dd>
                  {artist.institutions.map((institution, index) => (
                    <span key={institution.id}>
                      {index > 0 && ', '}
                      <Link href={siteLinks.gallery(institution.handle)}>{institution.name}</Link>
                    </span>
                  ))}
                </dd>
              </dl>
            )}
          </div>
        </header>

        <section className={styles.section} aria-labelledby="artist-works">
          <SectionHeading
            id="artist-works"
            eyebrow={t('artist.worksCount', { count: artist.artworks_count })}
            title={t('artist.works')}
            link={
              artist.on_sale_count > 0
                ? {
                    href: `${siteLinks.works}?q=${encodeURIComponent(artist.name)}`,
                    label: t('artist.allWorks'),
                  }
                : undefined
            }
          />
          {artist.artworks.length > 0 ? (
            <MoreArtworks
              owner={{ artist_id: artist.id }}
              initial={artist.artworks}
              total={artist.artworks_count}
            />
          ) : (
            <p className={styles.empty}>{t('artist.noWorks', { name: artist.name })}</p>
          )}
        </section>

        {artist.exhibitions.length > 0 && (
          <section className={styles.section} aria-labelledby="artist-exhibitions">
            <SectionHeading id="artist-exhibitions" title={t('artist.exhibitions')} />
            <ExhibitionGrid exhibitions={artist.exhibitions} />
          </section>
        )}
      </article>
    </>
  );
}
