// /rockefeller-center-exhibition (rules §2 "fair and special pages"): the gallery's hall at
// Rockefeller Center, read from its exhibition record (text, works, artists, its 3D room) with
// the latest stories from the contents records underneath.
import { ArtistGrid } from '@/components/artists/artist-card';
import { ArtworkGrid } from '@/components/catalogue/artwork-grid';
import { ExhibitionEssay } from '@/components/exhibitions/exhibition-essay';
import { ExhibitionMasthead } from '@/components/exhibitions/exhibition-masthead';
import { ExhibitionMeta } from '@/components/exhibitions/exhibition-meta';
import { paragraphsOf } from '@/components/exhibitions/exhibition-text';
import pages from '@/components/exhibitions/exhibition-pages.module.scss';
import { SectionHeading } from '@/components/home/section-heading';
import { onViewHref, viewerHref } from '@/components/onview/onview-links';
import { ButtonLink } from '@/components/ui/button/button';
import { useTranslation } from 'next-i18next/pages';
import type { ContentDto } from '@/schemas/editorial-dto';
import type { ExhibitionDetailDto } from '@/schemas/exhibition-dto';
import { ROCKEFELLER_HANDLE } from './rockefeller-handle';
import { StoryCards } from './story-cards';

export function RockefellerPage({
  exhibition,
  stories,
  origin,
}: {
  exhibition: ExhibitionDetailDto;
  stories: ContentDto[];
  origin: string;
}) {
  const { t } = useTranslation('onview');
  return (
    <>
      <ExhibitionMeta exhibition={exhibition} origin={origin} path={`/${ROCKEFELLER_HANDLE}`} />
      <article className={pages.page} aria-label={exhibition.title}>
        <ExhibitionMasthead
          exhibition={exhibition}
          actions={
            <>
              {exhibition.has_on_view && (
                <ButtonLink href={onViewHref(exhibition.handle)} variant="secondary">
                  {t('special.rockefeller.walk')}
                </ButtonLink>
              )}
              <ButtonLink href={viewerHref(exhibition.handle)} variant="text">
                {t('room.slideshow')}
              </ButtonLink>
            </>
          }
        />
        <ExhibitionEssay paragraphs={paragraphsOf(exhibition.description)} />
        {exhibition.artworks.length > 0 && (
          <section className={pages.section} aria-labelledby="rockefeller-works">
            <SectionHeading id="rockefeller-works" title={t('special.rockefeller.works')} />
            <ArtworkGrid artworks={exhibition.artworks} />
          </section>
        )}
        {exhibition.artists.length > 0 && (
          <section className={pages.section} aria-labelledby="rockefeller-artists">
            <SectionHeading id="rockefeller-artists" title={t('special.rockefeller.artists')} />
            <ArtistGrid artists={exhibition.artists} />
          </section>
        )}
        {stories.length > 0 && (
          <section className={pages.section} aria-labelledby="rockefeller-stories">
            <SectionHeading id="rockefeller-stories" title={t('special.rockefeller.read')} />
            <StoryCards stories={stories} />
          </section>
        )}
      </article>
    </>
  );
}
