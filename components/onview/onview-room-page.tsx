// /onview/[handle] (rules §2): the exhibition as a walkable 3D room. This file is the light 2D
// frame: title and links, the loading progress, the on-screen walking pad, the list of works
// (also the fallback where WebGL is unavailable) and the card a work opens. The 3D code (three,
// @react-three/fiber, gallery-room.tsx) is imported only here, and only once WebGL is known to
// work, so no other page's bundle carries it (ADR 0027).
import clsx from 'clsx';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { siteLinks } from '@/components/layout/site-links';
import { ArtworkImage } from '@/components/ui/artwork-image/artwork-image';
import Link from 'next/link';
import { SeoHead } from '@/components/seo/seo-head';
import { shareImage } from '@/components/seo/seo';
import { useSiteOrigin } from '@/components/seo/site-origin-context';
import { useTranslation } from 'next-i18next/pages';
import type { ArtworkSummaryDto } from '@/schemas/artwork-dto';
import type { ExhibitionDetailDto } from '@/schemas/exhibition-dto';
import { OnViewArtworkCard } from './onview-artwork-card';
import { onViewHref, viewerHref } from './onview-links';
import { isFreestanding, layoutRoom } from './room-layout';
import { webglAvailable } from '@/components/ui/webgl/webgl-available';
import type { RoomWork } from './gallery-room';
import { inputFromKeys, isWalkKey, stillInput, type WalkInput } from './walk';
import styles from './onview.module.scss';

const GalleryRoom = lazy(() => import('./gallery-room'));

/** Categories whose works are on paper or photographic: matted inside the frame. */
const PAPER = /print|paper|draw|photo/i;

const noSubscription = () => () => {};
const coarsePointer = () => window.matchMedia('(pointer: coarse)').matches;

type Mode = 'checking' | 'room' | 'fallback';

export function OnViewRoomPage({
  exhibition,
  artworks,
}: {
  exhibition: ExhibitionDetailDto;
  artworks: ArtworkSummaryDto[];
}) {
  const { t } = useTranslation('onview');
  const origin = useSiteOrigin();
  // Known only in the browser: the server and hydration render the frame without the room.
  const mode = useSyncExternalStore<Mode>(
    noSubscription,
    () => (webglAvailable() ? 'room' : 'fallback'),
    () => 'checking',
  );
  const touch = useSyncExternalStore(noSubscription, coarsePointer, () => false);
  const [showList, setShowList] = useState(false);
  const [selected, setSelected] = useState<ArtworkSummaryDto | null>(null);
  const [progress, setProgress] = useState<{ loaded: number; total: number } | null>(null);
  const input = useRef<WalkInput>(stillInput());
  // The room draws only when something changes: it is woken when the keys or the pad change.
  const wakeRef = useRef<() => void>(() => {});
  const held = useRef(new Set<string>());
  const pad = useRef<WalkInput>(stillInput());

  const layout = useMemo(
    () =>
      layoutRoom(
        artworks.map((artwork) => ({
          id: artwork.id,
          width_cm: artwork.width_cm,
          height_cm: artwork.height_cm,
          depth_cm: artwork.depth_cm,
          freestanding: isFreestanding(artwork.category.handle, artwork.depth_cm),
        })),
      ),
    [artworks],
  );
  const works = useMemo<RoomWork[]>(
    () =>
      artworks.map((artwork) => ({
        id: artwork.id,
        image: artwork.image,
        artist: artwork.artist.name,
        title: artwork.title,
        year: artwork.year,
        medium: artwork.medium,
        onPaper: PAPER.test(artwork.category.handle),
      })),
    [artworks],
  );
  const byId = useMemo(() => new Map(artworks.map((a) => [a.id, a])), [artworks]);

  // Keys and the pad add up; keys are ignored while typing or while a dialog is open.
  const update = useCallback(() => {
    const keys = inputFromKeys(held.current);
    const clamp = (n: number) => Math.max(-1, Math.min(1, n));
    input.current = {
      forward: clamp(keys.forward + pad.current.forward),
      strafe: clamp(keys.strafe + pad.current.strafe),
      turn: clamp(keys.turn + pad.current.turn),
    };
    wakeRef.current();
  }, []);
  useEffect(() => {
    if (mode !== 'room') return;
    const down = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (!isWalkKey(event.code) || event.altKey || event.metaKey || event.ctrlKey) return;
      if (target?.closest('input, textarea, select, [role="dialog"]')) return;
      event.preventDefault();
      held.current.add(event.code);
      update();
    };
    const up = (event: KeyboardEvent) => {
      held.current.delete(event.code);
      update();
    };
    const blur = () => {
      held.current.clear();
      update();
    };
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    window.addEventListener('blur', blur);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
      window.removeEventListener('blur', blur);
    };
  }, [mode, update]);

  const press = (part: Partial<WalkInput>) => () => {
    pad.current = { ...stillInput(), ...part };
    update();
  };
  const release = () => {
    pad.current = stillInput();
    update();
  };
  const padButton = (part: Partial<WalkInput>, label: string, glyph: string, area: string) => (
    <button
      type="button"
      className={styles.padButton}
      style={{ gridArea: area }}
      aria-label={label}
      onPointerDown={press(part)}
      onPointerUp={release}
      onPointerLeave={release}
      onPointerCancel={release}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') press(part)();
      }}
      onKeyUp={release}
      onContextMenu={(event) => event.preventDefault()}
    >
      <span aria-hidden="true">{glyph}</span>
    </button>
  );

  const onSelect = useCallback(
    (id: string) => {
      held.current.clear();
      pad.current = stillInput();
      update();
      setSelected(byId.get(id) ?? null);
    },
    [byId, update],
  );
  const onProgress = useCallback((loaded: number, total: number) => {
    setProgress({ loaded, total });
  }, []);

  const loadingWorks = progress !== null && progress.loaded < progress.total;
  const list = (
    <section className={styles.list} aria-labelledby="onview-list-title">
      <h2 id="onview-list-title" className={styles.listTitle}>
        {t('room.listTitle')}
      </h2>
      <ul className={styles.listGrid}>
        {artworks.map((artwork) => (
          <li key={artwork.id}>
            <button
              type="button"
              className={styles.listItem}
              onClick={() => setSelected(artwork)}
              aria-label={t('room.open', { title: artwork.title })}
            >
              <ArtworkImage image={artwork.image} alt="" sizes="(max-width: 879px) 45vw, 220px" />
              <span className={styles.listArtist}>{artwork.artist.name}</span>
              <span className={styles.listName}>{artwork.title}</span>
              <span className={styles.listSize}>{artwork.size}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );

  return (
    <>
      <SeoHead
        title={t('room.meta.title', { title: exhibition.title })}
        description={exhibition.description}
        path={onViewHref(exhibition.handle)}
        image={
          origin && exhibition.cover ? shareImage(origin, exhibition.cover, exhibition.title) : null
        }
      />
      <div className={styles.stage} data-mode={mode}>
        <header className={styles.bar}>
          <div className={styles.barText}>
            <p className={styles.eyebrow}>{exhibition.institution?.name ?? exhibition.location}</p>
            <h1 className={styles.title}>{exhibition.title}</h1>
          </div>
          <nav className={styles.barLinks}>
            <Link href={siteLinks.exhibition(exhibition.handle)} className={styles.barLink}>
              {t('room.back')}
            </Link>
            <Link href={viewerHref(exhibition.handle)} className={styles.barLink}>
              {t('room.slideshow')}
            </Link>
            {mode === 'room' && (
              <button
                type="button"
                className={styles.barLink}
                aria-pressed={showList}
                onClick={() => setShowList((shown) => !shown)}
              >
                {showList ? t('room.showRoom') : t('room.showList')}
              </button>
            )}
          </nav>
        </header>

        {mode === 'room' && (
          <div className={styles.room} hidden={showList}>
            <Suspense fallback={null}>
              <GalleryRoom
                layout={layout}
                works={works}
                input={input}
                wakeRef={wakeRef}
                onSelect={onSelect}
                onProgress={onProgress}
                label={t('room.canvasLabel', {
                  title: exhibition.title,
                  count: artworks.length,
                })}
              />
            </Suspense>
            {(progress === null || loadingWorks) && (
              <div className={styles.loading}>
                <p>
                  {progress === null ? t('room.loadingCode') : t('room.loadingWorks', progress)}
                </p>
                <div
                  className={styles.progress}
                  role="progressbar"
                  aria-label={t('room.loadingCode')}
                  aria-valuemin={0}
                  aria-valuemax={progress?.total ?? 1}
                  aria-valuenow={progress?.loaded ?? 0}
                >
                  <span
                    style={{
                      transform: `scaleX(${progress ? progress.loaded / Math.max(1, progress.total) : 0.04})`,
                    }}
                  />
                </div>
              </div>
            )}
            <p className={styles.help}>{touch ? t('room.help.touch') : t('room.help.desktop')}</p>
            <div className={styles.pad} role="group" aria-label={t('room.pad.label')}>
              {padButton({ forward: 1 }, t('room.pad.forward'), '↑', 'up')}
              {padButton({ turn: 1 }, t('room.pad.left'), '↶', 'left')}
              {padButton({ forward: -1 }, t('room.pad.back'), '↓', 'down')}
              {padButton({ turn: -1 }, t('room.pad.right'), '↷', 'right')}
            </div>
          </div>
        )}

        {mode === 'fallback' && (
          <div className={styles.fallback} role="note">
            <h2 className={styles.fallbackTitle}>{t('room.fallback.title')}</h2>
            <p>{t('room.fallback.body')}</p>
          </div>
        )}
        {(mode === 'fallback' || showList) && <div className={clsx(styles.listWrap)}>{list}</div>}
      </div>
      <OnViewArtworkCard artwork={selected} onClose={() => setSelected(null)} />
    </>
  );
}
