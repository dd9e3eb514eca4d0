// The View in my room dialog (rules §4.81–4.82, ADR 0082): the work at its true size on a wall
// beside a sofa and a person (three.js, loaded only when WebGL works), or on a photo of the
// visitor's own wall at the scale of a reference they mark. The frame is chosen for both; the wall
// colour for the 3D wall. What is shown is also said in words (the summary), for everyone and for
// the tests.
import { lazy, Suspense, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Modal } from '@/components/ui/modal/modal';
import { webglAvailable } from '@/components/ui/webgl/webgl-available';
import { imageVariantUrl } from '@/rules/image';
import {
  fitWallView,
  formatCm,
  frameBorderCm,
  frameChoices,
  framedSize,
  frames,
  PERSON_HEIGHT_CM,
  SOFA_HEIGHT_CM,
  wallColours,
  wallPaint,
  wallScene,
  type FrameChoice,
  type SizeCm,
  type WallColour,
} from '@/rules/view-in-room';
import type { ArtworkDetailDto } from '@/schemas/artwork-dto';
import { PhotoWall } from './photo-wall';
import styles from './view-in-room.module.scss';

const RoomWallScene = lazy(() => import('./room-wall-scene'));

type Mode = 'wall' | 'photo';

const noSubscription = () => () => {};

export interface ViewInRoomDialogProps {
  artwork: ArtworkDetailDto;
  onClose: () => void;
}

/** "120 × 80" for a size in cm. */
const sizeText = (size: SizeCm) => `${formatCm(size.width)} × ${formatCm(size.height)}`;

export function ViewInRoomDialog({ artwork, onClose }: ViewInRoomDialogProps) {
  const { t } = useTranslation('works');
  const [mode, setMode] = useState<Mode>('wall');
  const [frame, setFrame] = useState<FrameChoice>('none');
  const [wall, setWall] = useState<WallColour>('gallery-white');
  const size = { width: artwork.width_cm, height: artwork.height_cm };
  const framed = framedSize(size, frame);
  const names = { title: artwork.title, artist: artwork.artist.name };

  const summary = t(frame === 'none' ? 'room.summary' : 'room.summaryFramed', {
    size: sizeText(size),
    framed: sizeText(framed),
    sofa: SOFA_HEIGHT_CM,
    person: PERSON_HEIGHT_CM,
  });

  return (
    <Modal
      open
      onClose={onClose}
      title={t('room.title')}
      description={t('room.lede', names)}
      className={styles.dialog}
    >
      <div className={styles.modes} role="group" aria-label={t('room.modes')}>
        {(['wall', 'photo'] as const).map((choice) => (
          <button
            key={choice}
            type="button"
            className={styles.mode}
            aria-pressed={mode === choice}
            onClick={() => setMode(choice)}
          >
            {t(choice === 'wall' ? 'room.modeWall' : 'room.modePhoto')}
          </button>
        ))}
      </div>

      {mode === 'wall' ? (
        <WallStage artwork={artwork} size={size} frame={frame} wall={wall} summary={summary} />
      ) : (
        <PhotoWall artwork={artwork} size={size} frame={frame} />
      )}

      <div className={styles.controls}>
        <ChoiceGroup
          legend={t('room.frame')}
          name="room-frame"
          value={frame}
          options={frameChoices.map((choice) => ({
            value: choice,
            label: t(`room.frames.${choice}`, { cm: formatCm(frameBorderCm(choice)) }),
            swatch: choice === 'none' ? null : frames[choice].moulding,
          }))}
          onChange={setFrame}
        />
        {mode === 'wall' && (
          <ChoiceGroup
            legend={t('room.wall')}
            name="room-wall"
            value={wall}
            options={wallColours.map((choice) => ({
              value: choice,
              label: t(`room.walls.${choice}`),
              swatch: wallPaint[choice],
            }))}
            onChange={setWall}
          />
        )}
      </div>
    </Modal>
  );
}

function ChoiceGroup<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: T;
  options: { value: T; label: string; swatch: string | null }[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.swatch && (
              <span
                className={styles.swatch}
                style={{ background: option.swatch }}
                aria-hidden="true"
              />
            )}
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The 3D wall: measured, fitted (rules §4.81), drawn by three.js once WebGL is known to work. */
function WallStage({
  artwork,
  size,
  frame,
  wall,
  summary,
}: {
  artwork: ArtworkDetailDto;
  size: SizeCm;
  frame: FrameChoice;
  wall: WallColour;
  summary: string;
}) {
  const { t } = useTranslation('works');
  const summaryId = useId();
  const stageRef = useRef<HTMLDivElement>(null);
  const canDraw = useSyncExternalStore(noSubscription, webglAvailable, () => false);
  const [viewport, setViewport] = useState<SizeCm | null>(null);
  const [drawn, setDrawn] = useState<string | null>(null);

  useEffect(() => {
    const stage = stageRef.current;
    if (!stage || !canDraw) return;
    const measure = () => {
      const { width, height } = stage.getBoundingClientRect();
      if (width > 0 && height > 0)
        setViewport({ width: Math.round(width), height: Math.round(height) });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(stage);
    return () => observer.disconnect();
  }, [canDraw]);

  const scene = wallScene(size, frame);
  const view = viewport ? fitWallView(scene, viewport) : null;
  const state = `${frame}/${wall}/${viewport?.width}x${viewport?.height}`;
  const boxText = (box: { x: number; y: number; width: number; height: number } | undefined) =>
    box ? [box.x, box.y, box.width, box.height].map((n) => n.toFixed(2)).join(' ') : undefined;

  return (
    <div className={styles.wallView}>
      <div
        ref={stageRef}
        className={styles.stage}
        role="img"
        aria-label={t('room.sceneLabel', { title: artwork.title })}
        aria-describedby={summaryId}
        data-frame={frame}
        data-wall={wallPaint[wall]}
        data-px-per-cm={view ? view.pxPerCm.toFixed(4) : undefined}
        data-work-box={boxText(view?.workPx)}
        data-sofa-box={boxText(view?.sofaPx)}
        data-person-box={boxText(view?.personPx)}
        data-drawn={drawn === state ? 'true' : 'false'}
      >
        {canDraw && viewport && view ? (
          <Suspense fallback={<p className={styles.status}>{t('room.loading')}</p>}>
            <RoomWallScene
              scene={scene}
              view={view}
              frame={frame}
              wallColour={wallPaint[wall]}
              imageUrl={artwork.image ? imageVariantUrl(artwork.image.url, '750px') : null}
              placeholder={artwork.image?.color ?? '#8c877f'}
              onDrawn={() => setDrawn(state)}
            />
          </Suspense>
        ) : !canDraw ? (
          <p className={styles.status}>{t('room.noWebgl')}</p>
        ) : null}
      </div>
      <p id={summaryId} className={styles.summary} aria-live="polite">
        {summary}
      </p>
    </div>
  );
}
