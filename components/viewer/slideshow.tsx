// /viewer/[handle] (rules §2): an exhibition's works one at a time, full screen if asked, with no
// header. Play and pause, loop, three speeds, previous and next by button, key (←, →, space, L,
// F) or swipe; the next picture loads ahead; captions in the visitor's language (slideshow-state).
import { useEffect, useReducer, useRef, useState, type CSSProperties } from 'react';
import { artworkHref } from '@/components/artwork/artwork-links';
import { siteLinks } from '@/components/layout/site-links';
import { ArtworkImage } from '@/components/ui/artwork-image/artwork-image';
import { CloseIcon } from '@/components/ui/icons/close-icon';
import Link from 'next/link';
import { SeoHead } from '@/components/seo/seo-head';
import { shareImage } from '@/components/seo/seo';
import { useSiteOrigin } from '@/components/seo/site-origin-context';
import { viewerHref } from '@/components/onview/onview-links';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion';
import { useTranslation } from 'next-i18next/pages';
import type { ArtworkSummaryDto } from '@/schemas/artwork-dto';
import type { ExhibitionDetailDto } from '@/schemas/exhibition-dto';
import {
  atEnd,
  initialSlideshow,
  nextIndex,
  SLIDE_MS,
  slideshowReducer,
  slideshowSpeeds,
} from './slideshow-state';
import styles from './slideshow.module.scss';

/** A horizontal swipe longer than this (px) turns the page. */
const SWIPE = 50;

const SLIDE_SIZES = '(max-width: 879px) 100vw, 80vw';

const ratioOf = (artwork: ArtworkSummaryDto) =>
  artwork.image ? artwork.image.width / artwork.image.height : 0.8;

export function Slideshow({
  exhibition,
  artworks,
}: {
  exhibition: ExhibitionDetailDto;
  artworks: ArtworkSummaryDto[];
}) {
  const { t } = useTranslation('onview');
  const origin = useSiteOrigin();
  const { t: tw } = useTranslation('works');
  const [state, dispatch] = useReducer(slideshowReducer, artworks.length, initialSlideshow);
  const [fullscreen, setFullscreen] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const stageRef = useRef<HTMLDivElement>(null);
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const artwork = artworks[state.index];

  // The timer restarts with each work, each speed and each play.
  useEffect(() => {
    if (!state.playing) return;
    const timer = window.setTimeout(() => dispatch({ type: 'tick' }), SLIDE_MS[state.speed]);
    return () => window.clearTimeout(timer);
  }, [state.playing, state.speed, state.index]);

  // The next picture loads ahead, hidden, with the same sources and sizes, so it shows at once.
  const upcoming = nextIndex(state);
  const upcomingWork = upcoming === null ? undefined : artworks[upcoming];

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen?.();
    else void stageRef.current?.requestFullscreen?.().catch(() => {});
  };
  useEffect(() => {
    const change = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', change);
    return () => document.removeEventListener('fullscreenchange', change);
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, select, textarea')) return;
      const onButton = target?.closest('button, a');
      if (event.key === 'ArrowRight') dispatch({ type: 'next' });
      else if (event.key === 'ArrowLeft') dispatch({ type: 'previous' });
      else if (event.key === ' ' && !onButton) dispatch({ type: 'toggle-play' });
      else if (event.key === 'l' || event.key === 'L') dispatch({ type: 'toggle-loop' });
      else if (event.key === 'f' || event.key === 'F') toggleFullscreen();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const title = t('viewer.label', { title: exhibition.title });
  const playLabel = state.playing ? t('viewer.pause') : t('viewer.play');
  return (
    <>
      <SeoHead
        title={t('viewer.meta.title', { title: exhibition.title })}
        description={exhibition.description}
        path={viewerHref(exhibition.handle)}
        image={
          origin && exhibition.cover ? shareImage(origin, exhibition.cover, exhibition.title) : null
        }
      />
      <div
        ref={stageRef}
        className={styles.stage}
        role="region"
        aria-roledescription="carousel"
        aria-label={title}
        data-playing={state.playing || undefined}
        onPointerDown={(event) => {
          if (event.pointerType !== 'mouse') swipe.current = { x: event.clientX, y: event.clientY };
        }}
        onPointerUp={(event) => {
          const start = swipe.current;
          swipe.current = null;
          if (!start) return;
          const dx = event.clientX - start.x;
          if (Math.abs(dx) < SWIPE || Math.abs(dx) < Math.abs(event.clientY - start.y)) return;
          dispatch({ type: dx < 0 ? 'next' : 'previous' });
        }}
      >
        <div className={styles.top}>
          <p className={styles.show}>
            <Link href={siteLinks.exhibition(exhibition.handle)}>{exhibition.title}</Link>
          </p>
          <p className={styles.position} aria-live="polite">
            {artworks.length > 0 &&
              t('viewer.position', { current: state.index + 1, total: artworks.length })}
          </p>
          <Link
            href={siteLinks.exhibition(exhibition.handle)}
            className={styles.close}
            aria-label={t('viewer.close')}
          >
            <CloseIcon size={22} />
          </Link>
        </div>

        {artwork ? (
          <figure
            className={styles.slide}
            key={artwork.id}
            aria-roledescription="slide"
            data-reduced={reducedMotion || undefined}
          >
            <div className={styles.picture}>
              <div
                className={styles.frame}
                style={{ '--ratio': ratioOf(artwork) } as CSSProperties}
              >
                <ArtworkImage
                  image={artwork.image}
                  alt={tw('card.by', { title: artwork.title, artist: artwork.artist.name })}
                  sizes={SLIDE_SIZES}
                  priority
                  imgProps={{ draggable: false }}
                />
              </div>
            </div>
            <figcaption className={styles.caption}>
              <span className={styles.artist}>{artwork.artist.name}</span>
              <Link href={artworkHref(artwork.handle)} className={styles.title}>
                {artwork.title}
                {artwork.year ? `, ${artwork.year}` : ''}
              </Link>
              <span className={styles.facts}>
                {[artwork.medium, artwork.size].filter(Boolean).join(' · ')}
              </span>
            </figcaption>
          </figure>
        ) : (
          <p className={styles.empty}>{t('viewer.empty')}</p>
        )}

        {atEnd(state) && (
          <p className={styles.end} role="status">
            {t('viewer.end')}
          </p>
        )}

        {upcomingWork && upcomingWork.id !== artwork?.id && (
          <div
            className={styles.preload}
            style={{ '--ratio': ratioOf(upcomingWork) } as CSSProperties}
            aria-hidden="true"
            data-testid="slideshow-preload"
          >
            <ArtworkImage image={upcomingWork.image} alt="" sizes={SLIDE_SIZES} priority />
          </div>
        )}

        <div className={styles.controls}>
          <div className={styles.group}>
            <button
              type="button"
              className={styles.button}
              onClick={() => dispatch({ type: 'previous' })}
              aria-label={t('viewer.previous')}
            >
              <span aria-hidden="true">←</span>
            </button>
            <button
              type="button"
              className={styles.play}
              onClick={() => dispatch({ type: 'toggle-play' })}
              aria-label={playLabel}
              data-testid="slideshow-play"
            >
              <span aria-hidden="true">{state.playing ? '❚❚' : '▶'}</span>
            </button>
            <button
              type="button"
              className={styles.button}
              onClick={() => dispatch({ type: 'next' })}
              aria-label={t('viewer.next')}
            >
              <span aria-hidden="true">→</span>
            </button>
          </div>
          <div className={styles.group}>
            <button
              type="button"
              className={styles.toggle}
              aria-pressed={state.loop}
              onClick={() => dispatch({ type: 'toggle-loop' })}
            >
              {t('viewer.loop')}
            </button>
            <fieldset className={styles.speeds}>
              <legend className="visually-hidden">{t('viewer.speed')}</legend>
              <span className={styles.speedLabel} aria-hidden="true">
                {t('viewer.speed')}
              </span>
              {slideshowSpeeds.map((speed) => (
                <label key={speed} className={styles.speed}>
                  <input
                    type="radio"
                    name="slideshow-speed"
                    value={speed}
                    checked={state.speed === speed}
                    onChange={() => dispatch({ type: 'speed', speed })}
                  />
                  <span>{t(`viewer.speeds.${speed}`)}</span>
                </label>
              ))}
            </fieldset>
            <button type="button" className={styles.toggle} onClick={toggleFullscreen}>
              {fullscreen ? t('viewer.exitFullscreen') : t('viewer.fullscreen')}
            </button>
          </div>
        </div>
        {state.playing && !reducedMotion && (
          <span
            key={`${state.index}-${state.speed}`}
            className={styles.timer}
            style={{ animationDuration: `${SLIDE_MS[state.speed]}ms` }}
            aria-hidden="true"
          />
        )}
      </div>
    </>
  );
}
