// "Use a photo of my wall" (rules §4.82, ADR 0082): the visitor takes or picks a photo, drags two
// points to the ends of something measured on it (an A4 sheet's 29.7 cm, or a length they type),
// and the work is drawn on the photo at the scale that gives, where they drag it. The photo is
// read through an object URL and drawn on a canvas in the page: it is never sent anywhere. "Save
// image" writes that canvas to a file on the device.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { imageVariantUrl } from '@/rules/image';
import {
  A4_LONG_SIDE_CM,
  clampToPhoto,
  formatCm,
  frames,
  keyStepPx,
  parseReferenceCm,
  pxPerCmFromReference,
  sizeOnPhoto,
  type Box,
  type FrameChoice,
  type Point,
  type SizeCm,
} from '@/rules/view-in-room';
import type { ArtworkDetailDto } from '@/schemas/artwork-dto';
import styles from './view-in-room.module.scss';

interface Photo {
  url: string;
  image: HTMLImageElement;
  width: number;
  height: number;
}

type Target = 'a' | 'b' | 'work';

const ARROWS: Record<string, Point> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image'));
    image.src = url;
  });
}

/** Draws the photo and the framed work on it: what the visitor sees and what "Save image" saves. */
function drawComposition(
  context: CanvasRenderingContext2D,
  photo: Photo,
  work: {
    box: Box;
    frame: FrameChoice;
    pxPerCm: number;
    image: HTMLImageElement | null;
    colour: string;
  } | null,
) {
  context.drawImage(photo.image, 0, 0, photo.width, photo.height);
  if (!work) return;
  const { box, pxPerCm } = work;
  const spec = frames[work.frame];
  context.save();
  context.shadowColor = 'rgba(0, 0, 0, 0.35)';
  context.shadowBlur = 2 * pxPerCm;
  context.shadowOffsetX = 0.6 * pxPerCm;
  context.shadowOffsetY = 1.2 * pxPerCm;
  context.fillStyle = spec.mouldingCm > 0 ? spec.moulding : work.colour;
  context.fillRect(box.x, box.y, box.width, box.height);
  context.restore();
  const moulding = spec.mouldingCm * pxPerCm;
  if (spec.matCm > 0) {
    context.fillStyle = spec.mat;
    context.fillRect(
      box.x + moulding,
      box.y + moulding,
      box.width - 2 * moulding,
      box.height - 2 * moulding,
    );
  }
  const border = (spec.mouldingCm + spec.matCm) * pxPerCm;
  const picture = [
    box.x + border,
    box.y + border,
    box.width - 2 * border,
    box.height - 2 * border,
  ] as const;
  if (work.image) context.drawImage(work.image, ...picture);
  else {
    context.fillStyle = work.colour;
    context.fillRect(...picture);
  }
}

export function PhotoWall({
  artwork,
  size,
  frame,
}: {
  artwork: ArtworkDetailDto;
  size: SizeCm;
  frame: FrameChoice;
}) {
  const { t } = useTranslation('works');
  const ids = { help: useId(), length: useId(), summary: useId() };
  const [photo, setPhoto] = useState<Photo | null>(null);
  const [failed, setFailed] = useState(false);
  const [a, setA] = useState<Point>({ x: 0, y: 0 });
  const [b, setB] = useState<Point>({ x: 0, y: 0 });
  const [work, setWork] = useState<Point>({ x: 0, y: 0 });
  const [reference, setReference] = useState<'a4' | 'custom'>('a4');
  const [customText, setCustomText] = useState('');
  const [workImage, setWorkImage] = useState<HTMLImageElement | null>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const surfaceRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ target: Target; offset: Point } | null>(null);

  // The work's own picture, from this site (so the canvas can still be saved).
  useEffect(() => {
    if (!artwork.image) return;
    let live = true;
    loadImage(imageVariantUrl(artwork.image.url, '750px')).then(
      (image) => live && setWorkImage(image),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [artwork.image]);

  // The photo's object URL lives as long as the photo is shown.
  useEffect(() => () => (photo ? URL.revokeObjectURL(photo.url) : undefined), [photo]);

  const lengthCm = reference === 'a4' ? A4_LONG_SIDE_CM : parseReferenceCm(customText);
  const pxPerCm = photo && lengthCm ? pxPerCmFromReference(a, b, lengthCm) : 0;
  const onPhoto = sizeOnPhoto(size, frame, pxPerCm);
  const box: Box | null =
    pxPerCm > 0
      ? {
          x: work.x - onPhoto.width / 2,
          y: work.y - onPhoto.height / 2,
          width: onPhoto.width,
          height: onPhoto.height,
        }
      : null;

  useEffect(() => {
    const context = canvasRef.current?.getContext('2d');
    if (!photo || !context) return;
    drawComposition(
      context,
      photo,
      box
        ? { box, frame, pxPerCm, image: workImage, colour: artwork.image?.color ?? '#8c877f' }
        : null,
    );
  });

  async function choosePhoto(file: File | undefined) {
    if (!file) return;
    const url = URL.createObjectURL(file);
    try {
      const image = await loadImage(url);
      const width = image.naturalWidth;
      const height = image.naturalHeight;
      setFailed(false);
      setPhoto({ url, image, width, height });
      // A first guess the visitor corrects: a reference across the lower middle, the work above.
      setA({ x: width * 0.4, y: height * 0.8 });
      setB({ x: width * 0.6, y: height * 0.8 });
      setWork({ x: width / 2, y: height * 0.4 });
    } catch {
      URL.revokeObjectURL(url);
      setFailed(true);
    }
  }

  const setters: Record<Target, (p: Point) => void> = { a: setA, b: setB, work: setWork };
  const positions: Record<Target, Point> = { a, b, work };

  function toPhoto(event: PointerEvent): Point {
    const rect = surfaceRef.current!.getBoundingClientRect();
    const scale = photo!.width / rect.width;
    return { x: (event.clientX - rect.left) * scale, y: (event.clientY - rect.top) * scale };
  }

  // One set of handlers on the photo for its three handles (the two points and the work).
  function targetOf(event: { target: EventTarget }): Target | null {
    const handle = (event.target as HTMLElement).closest<HTMLElement>('[data-target]');
    return (handle?.dataset.target as Target | undefined) ?? null;
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    const target = targetOf(event);
    if (!target || !photo) return;
    (event.target as HTMLElement).setPointerCapture(event.pointerId);
    const at = toPhoto(event);
    const from = positions[target];
    drag.current = { target, offset: { x: at.x - from.x, y: at.y - from.y } };
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const held = drag.current;
    if (!held || !photo) return;
    const at = toPhoto(event);
    setters[held.target](clampToPhoto({ x: at.x - held.offset.x, y: at.y - held.offset.y }, photo));
  }

  function onPointerEnd() {
    drag.current = null;
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const target = targetOf(event);
    const arrow = ARROWS[event.key];
    if (!target || !arrow || !photo) return;
    event.preventDefault();
    const step = keyStepPx(photo, event.shiftKey);
    const from = positions[target];
    setters[target](
      clampToPhoto({ x: from.x + arrow.x * step, y: from.y + arrow.y * step }, photo),
    );
  }

  function saveImage() {
    canvasRef.current?.toBlob(
      (blob) => {
        if (!blob) return;
        const url = URL.createObjectURL(blob);
        const link = document.createElement('a');
        link.href = url;
        link.download = `${artwork.handle}-on-my-wall.jpg`;
        link.click();
        setTimeout(() => URL.revokeObjectURL(url), 10_000);
      },
      'image/jpeg',
      0.92,
    );
  }

  const percent = (value: number, of: number) => `${(value / of) * 100}%`;
  const sizeLabel = `${formatCm(size.width)} × ${formatCm(size.height)}`;

  return (
    <div className={styles.photoView}>
      <p className={styles.private}>{t('room.photo.private')}</p>
      <label className={styles.pick}>
        <input
          type="file"
          accept="image/*"
          capture="environment"
          className={styles.fileInput}
          onChange={(event) => {
            void choosePhoto(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        {t(photo ? 'room.photo.change' : 'room.photo.pick')}
      </label>
      {failed && (
        <p className={styles.error} role="alert">
          {t('room.photo.unreadable')}
        </p>
      )}

      {photo && (
        <>
          <p id={ids.help} className={styles.help}>
            {t('room.photo.help')}
          </p>
          <div
            ref={surfaceRef}
            className={styles.surface}
            style={{
              aspectRatio: `${photo.width} / ${photo.height}`,
              width: `min(100%, calc(var(--vh, 1vh) * 60 * ${(photo.width / photo.height).toFixed(4)}))`,
            }}
            data-photo-size={`${photo.width} ${photo.height}`}
            data-px-per-cm={pxPerCm.toFixed(4)}
            data-work-photo-px={
              box ? `${box.width.toFixed(1)} ${box.height.toFixed(1)}` : undefined
            }
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerEnd}
            onPointerCancel={onPointerEnd}
            onKeyDown={onKeyDown}
          >
            <canvas
              ref={canvasRef}
              width={photo.width}
              height={photo.height}
              className={styles.photoCanvas}
              role="img"
              aria-label={t('room.photo.label', { title: artwork.title })}
              aria-describedby={ids.summary}
            />
            <svg
              className={styles.referenceLine}
              viewBox={`0 0 ${photo.width} ${photo.height}`}
              preserveAspectRatio="none"
              aria-hidden="true"
            >
              <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} vectorEffect="non-scaling-stroke" />
            </svg>
            {box && (
              <button
                type="button"
                className={styles.workHandle}
                style={{
                  left: percent(box.x, photo.width),
                  top: percent(box.y, photo.height),
                  width: percent(box.width, photo.width),
                  height: percent(box.height, photo.height),
                }}
                aria-label={t('room.photo.work', { title: artwork.title })}
                aria-describedby={ids.help}
                data-target="work"
              />
            )}
            {(['a', 'b'] as const).map((end) => (
              <button
                key={end}
                type="button"
                className={styles.point}
                style={{
                  left: percent(positions[end].x, photo.width),
                  top: percent(positions[end].y, photo.height),
                }}
                aria-label={t(end === 'a' ? 'room.photo.pointA' : 'room.photo.pointB')}
                aria-describedby={ids.help}
                data-target={end}
              />
            ))}
          </div>
          <p id={ids.summary} className={styles.summary} aria-live="polite">
            {box
              ? t('room.photo.summary', {
                  size: sizeLabel,
                  width: Math.round(box.width),
                  height: Math.round(box.height),
                  scale: pxPerCm.toFixed(1),
                })
              : t('room.photo.noReference')}
          </p>
        </>
      )}

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('room.photo.reference')}</legend>
        <div className={styles.options}>
          <label className={styles.option}>
            <input
              type="radio"
              name="room-reference"
              checked={reference === 'a4'}
              onChange={() => setReference('a4')}
            />
            {t('room.photo.a4', { cm: formatCm(A4_LONG_SIDE_CM) })}
          </label>
          <label className={styles.option}>
            <input
              type="radio"
              name="room-reference"
              checked={reference === 'custom'}
              onChange={() => setReference('custom')}
            />
            {t('room.photo.custom')}
          </label>
          {reference === 'custom' && (
            <span className={styles.length}>
              <label htmlFor={ids.length}>{t('room.photo.length')}</label>
              <input
                id={ids.length}
                type="text"
                inputMode="decimal"
                value={customText}
                aria-invalid={customText !== '' && lengthCm === null}
                onChange={(event) => setCustomText(event.target.value)}
              />
            </span>
          )}
        </div>
        {reference === 'custom' && customText !== '' && lengthCm === null && (
          <p className={styles.error} role="alert">
            {t('room.photo.lengthInvalid')}
          </p>
        )}
      </fieldset>

      {photo && box && (
        <button type="button" className={styles.save} onClick={saveImage}>
          {t('room.photo.save')}
        </button>
      )}
    </div>
  );
}
