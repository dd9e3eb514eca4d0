// The walkable 3D room of /onview/[handle] (three + @react-three/fiber). Loaded only by that
// route, after the page has checked that WebGL works (onview-room-page.tsx). Works hang at their
// true sizes (room-layout.ts) in frames, sculptures stand on plinths, with labels and gallery
// light baked into vertex colours (room-geometry.ts); the picture of a work is the 400 px
// variant until the visitor comes close, then the 750 px or full-size one. Frames are drawn only
// when something changes (walking, looking, a picture arriving). Walk with keys, look by
// dragging, tap or click a work to open its card.
import { Canvas, useFrame, useThree, type ThreeEvent } from '@react-three/fiber';
import { useEffect, useMemo, useRef, useState, type MutableRefObject } from 'react';
import * as THREE from 'three';
import { imageVariantUrl, type ImageVariant } from '@/rules/image';
import type { ImageDto } from '@/schemas/dto';
import type { Placement, PlinthPlacement, RoomLayout } from './room-layout';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { floorGeometry, framing, staticRoomGeometry } from './room-geometry';
import { LABEL_PX, labelAtlas, oakFloor, type LabelText } from './room-textures';
import { walkStep, type WalkInput, type WalkState } from './walk';

export interface RoomWork extends LabelText {
  id: string;
  image: ImageDto | null;
  /** Works on paper and photographs get a white mat inside the frame. */
  onPaper: boolean;
}

export interface GalleryRoomProps {
  layout: RoomLayout;
  works: RoomWork[];
  /** Buttons and keys held now (the page's on-screen pad writes here too). */
  input: MutableRefObject<WalkInput>;
  /** The room sets this to what asks for a new frame; the page calls it when `input` changes. */
  wakeRef: MutableRefObject<() => void>;
  onSelect: (id: string) => void;
  onProgress: (loaded: number, total: number) => void;
  /** Accessible name of the canvas. */
  label: string;
}

/** What the frame-rate bench and the end-to-end test read (bench/onview-fps.ts). */
export interface OnViewProbe {
  frames: number;
  x: number;
  z: number;
  yaw: number;
  ready: boolean;
  /** The resolution the room renders at now, as a device pixel ratio (dynamic resolution). */
  dpr: number;
  /** The drawing buffer's size now, in pixels (the canvas's CSS size times `dpr`). */
  buffer: { width: number; height: number };
  /** The room's floor, metres east-west and north-south (centred on 0, 0). */
  room: { width: number; depth: number };
  /** When each of the last frames was drawn (`performance.now()`, at most `FRAME_TIMES` kept). */
  times: number[];
  /** Where a work's centre is on screen (CSS px from the canvas's top left), if in view. */
  locate?: (id: string) => { x: number; y: number } | null;
}

declare global {
  interface Window {
    __onview?: OnViewProbe;
    /**
     * Set before the page loads (the frame-rate bench does) to hold the render scale at this
     * device pixel ratio: dynamic resolution is then off.
     */
    __onviewRenderScale?: number;
  }
}

/** How many frame times the probe keeps (a minute at 60 fps). */
const FRAME_TIMES = 3600;

const EYE = 1.6;
/** Within this distance a work's picture is swapped for a sharper variant. */
const NEAR = 4.5;

const loader = typeof window === 'undefined' ? null : new THREE.TextureLoader();
const loaded = new Map<string, Promise<THREE.Texture>>();

function loadTexture(url: string): Promise<THREE.Texture> {
  let promise = loaded.get(url);
  if (!promise) {
    // No colour space: the room renders sRGB values as they are (no conversion either way).
    promise = loader!.loadAsync(url);
    promise.catch(() => loaded.delete(url));
    loaded.set(url, promise);
  }
  return promise;
}

/** The sharper variant for a work seen up close: enough pixels for its size on the wall. */
function nearVariant(placement: { width: number }, image: ImageDto): ImageVariant {
  return placement.width > 1.2 && image.width > 750 ? 'opt' : '750px';
}

/** Where a work's centre is: on its wall, or on its plinth. */
function centreOf(work: Placement | PlinthPlacement): THREE.Vector3 {
  return 'wall' in work
    ? new THREE.Vector3(work.x, work.y, work.z)
    : new THREE.Vector3(work.x, work.plinthHeight + work.height / 2, work.z);
}

/**
 * The room's static parts: one mesh of walls, ceiling, fittings, frames, mats, spots and plinths
 * with baked light, the oak floor, and every label as one mesh over one atlas texture.
 */
function Room({ layout, works }: { layout: RoomLayout; works: Map<string, RoomWork> }) {
  const parts = useMemo(() => {
    const onPaper = (id: string) => works.get(id)?.onPaper ?? false;
    const shell = staticRoomGeometry(layout, onPaper);
    const floor = floorGeometry(layout);
    const floorMap = oakFloor();
    floorMap.repeat.set(layout.width / 2.4, layout.depth / 2.4);
    // Labels: one merged mesh over one atlas texture, wall works first, then the plinths'.
    const labelled = [...layout.placements, ...layout.plinths];
    const atlas = labelAtlas(labelled.map((p) => works.get(p.id)!));
    const labelWidth = 0.26;
    const labelHeight = (labelWidth * LABEL_PX.height) / LABEL_PX.width;
    const pieces = labelled.map((p, i) => {
      const piece = new THREE.PlaneGeometry(labelWidth, labelHeight);
      const { u, v, w, h } = atlas.rect(i);
      const uv = piece.getAttribute('uv') as THREE.BufferAttribute;
      for (let k = 0; k < uv.count; k += 1) uv.setXY(k, u + uv.getX(k) * w, v + uv.getY(k) * h);
      let position: THREE.Vector3;
      let turn: number;
      if ('wall' in p) {
        // To the right of the work, a little below its centre line, as labels hang.
        const { frame, mat } = framing(p, onPaper(p.id));
        const along = p.width / 2 + frame + mat + 0.12 + labelWidth / 2;
        const nx = Math.sin(p.rotationY);
        const nz = Math.cos(p.rotationY);
        position = new THREE.Vector3(
          p.x + nz * along + nx * 0.004,
          1.32,
          p.z - nx * along + nz * 0.004,
        );
        turn = p.rotationY;
      } else {
        // On the plinth's face towards the entrance, near its top.
        const y = Math.max(labelHeight / 2 + 0.03, p.plinthHeight - 0.08 - labelHeight / 2);
        position = new THREE.Vector3(p.x, y, p.z + p.plinthDepth / 2 + 0.003);
        turn = 0;
      }
      return piece.applyMatrix4(
        new THREE.Matrix4().compose(
          position,
          new THREE.Quaternion().setFromEuler(new THREE.Euler(0, turn, 0)),
          new THREE.Vector3(1, 1, 1),
        ),
      );
    });
    const labels = pieces.length ? mergeGeometries(pieces) : new THREE.BufferGeometry();
    pieces.forEach((piece) => piece.dispose());
    return { shell, floor, floorMap, labels, labelMap: atlas.map };
  }, [layout, works]);
  useEffect(
    () => () => {
      for (const geometry of [parts.shell, parts.floor, parts.labels]) geometry.dispose();
      parts.floorMap.dispose();
      parts.labelMap.dispose();
    },
    [parts],
  );
  // Drawn after the pictures (renderOrder), so that what a picture hides is never shaded.
  return (
    <>
      <mesh geometry={parts.shell} renderOrder={1}>
        <meshBasicMaterial vertexColors />
      </mesh>
      <mesh geometry={parts.floor} renderOrder={1}>
        <meshBasicMaterial map={parts.floorMap} vertexColors />
      </mesh>
      <mesh geometry={parts.labels}>
        <meshBasicMaterial map={parts.labelMap} />
      </mesh>
    </>
  );
}

function Artwork({
  placement,
  work,
  onSelect,
  onReady,
  camera,
}: {
  placement: Placement | PlinthPlacement;
  work: RoomWork;
  onSelect: (id: string) => void;
  onReady: () => void;
  camera: MutableRefObject<WalkState>;
}) {
  const [map, setMap] = useState<THREE.Texture | null>(null);
  const invalidate = useThree((three) => three.invalidate);
  const sharp = useRef(false);
  const group = useRef<THREE.Group>(null);
  const { width, height } = placement;
  const onWall = 'wall' in placement;

  useEffect(() => {
    let live = true;
    const url = imageVariantUrl(work.image?.url, '400px');
    loadTexture(url)
      .catch(() => loadTexture(work.image?.url ?? url))
      .then((texture) => live && setMap(texture))
      .catch(() => {})
      .finally(onReady);
    return () => {
      live = false;
    };
    // onReady counts one picture once; it is stable for the room's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [work.image?.url]);
  // A picture arriving is a change worth a frame.
  useEffect(() => {
    invalidate();
  }, [map, invalidate]);

  // Up close, the sharper picture (checked a few times a second, not every frame).
  const tick = useRef(0);
  useFrame((_, delta) => {
    const { x, z } = camera.current;
    // A work in the round turns its picture to the visitor, wherever they stand.
    if (!onWall && group.current)
      group.current.rotation.y = Math.atan2(x - placement.x, z - placement.z);
    tick.current += delta;
    if (sharp.current || !work.image || tick.current < 0.3) return;
    tick.current = 0;
    if (Math.hypot(x - placement.x, z - placement.z) > NEAR) return;
    sharp.current = true;
    loadTexture(imageVariantUrl(work.image.url, nearVariant(placement, work.image)))
      .then(setMap)
      .catch(() => {});
  });

  const select = (event: ThreeEvent<MouseEvent>) => {
    // A drag to look around is not a click on the work.
    if (event.delta > 6) return;
    event.stopPropagation();
    onSelect(work.id);
  };

  return (
    <group
      ref={group}
      position={[placement.x, 0, placement.z]}
      rotation={[0, onWall ? placement.rotationY : 0, 0]}
    >
      <mesh
        position={[0, centreOf(placement).y, onWall ? 0.019 : 0]}
        onClick={select}
        onPointerOver={() => (document.body.style.cursor = 'pointer')}
        onPointerOut={() => (document.body.style.cursor = '')}
        name={`artwork:${work.id}`}
      >
        <planeGeometry args={[width, height]} />
        {/* A new material when the picture arrives: three compiles a map into the shader. */}
        <meshBasicMaterial
          key={map?.uuid ?? 'colour'}
          map={map}
          color={map ? '#ffffff' : (work.image?.color ?? '#cfc9bf')}
          side={onWall ? THREE.FrontSide : THREE.DoubleSide}
        />
      </mesh>
    </group>
  );
}

/** First-person walking: keys and the on-screen pad move, a drag (mouse or finger) looks. */
function Walker({
  layout,
  input,
  wakeRef,
  positionRef,
}: {
  layout: RoomLayout;
  input: MutableRefObject<WalkInput>;
  wakeRef: MutableRefObject<() => void>;
  positionRef: MutableRefObject<WalkState>;
}) {
  const { camera, gl, size, invalidate } = useThree();
  const locate = useRef<OnViewProbe['locate']>(undefined);
  // Whether the last frame moved: the first frame of a walk steps one frame's time, not the
  // time the room stood still.
  const moving = useRef(false);
  useEffect(() => {
    wakeRef.current = () => invalidate();
    return () => {
      wakeRef.current = () => {};
    };
  }, [wakeRef, invalidate]);
  useEffect(() => {
    locate.current = (id) => {
      const p =
        layout.placements.find((placement) => placement.id === id) ??
        layout.plinths.find((plinth) => plinth.id === id);
      if (!p) return null;
      const point = centreOf(p).project(camera);
      if (point.z > 1 || Math.abs(point.x) > 0.95 || Math.abs(point.y) > 0.95) return null;
      return { x: ((point.x + 1) / 2) * size.width, y: ((1 - point.y) / 2) * size.height };
    };
  }, [camera, layout, size]);
  useEffect(() => {
    const element = gl.domElement;
    let last: { x: number; y: number } | null = null;
    const down = (event: PointerEvent) => {
      last = { x: event.clientX, y: event.clientY };
    };
    const move = (event: PointerEvent) => {
      if (!last || event.buttons === 0) return;
      const dx = event.clientX - last.x;
      const dy = event.clientY - last.y;
      last = { x: event.clientX, y: event.clientY };
      const look = event.pointerType === 'touch' ? 0.006 : 0.004;
      positionRef.current.yaw += dx * look;
      positionRef.current.pitch = Math.max(
        -0.55,
        Math.min(0.55, positionRef.current.pitch + dy * look),
      );
      invalidate();
    };
    const up = () => {
      last = null;
    };
    element.addEventListener('pointerdown', down);
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', up);
    return () => {
      element.removeEventListener('pointerdown', down);
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', up);
    };
  }, [gl, positionRef, invalidate]);

  useFrame((three, delta) => {
    const { forward, strafe, turn } = input.current;
    const walking = forward !== 0 || strafe !== 0 || turn !== 0;
    positionRef.current = walkStep(
      positionRef.current,
      input.current,
      Math.min(delta, moving.current ? 0.25 : 1 / 60),
      layout,
    );
    moving.current = walking;
    // While keys or buttons are held, the next frame follows this one.
    if (walking) three.invalidate();
    const { x, z, yaw, pitch } = positionRef.current;
    three.camera.position.set(x, EYE, z);
    three.camera.rotation.set(pitch, yaw, 0, 'YXZ');
    const probe = window.__onview;
    if (probe) {
      probe.locate ??= (id) => locate.current?.(id) ?? null;
      probe.frames += 1;
      probe.x = x;
      probe.z = z;
      probe.yaw = yaw;
      probe.dpr = three.viewport.dpr;
      probe.buffer = { width: three.gl.domElement.width, height: three.gl.domElement.height };
      if (probe.times.length >= FRAME_TIMES) probe.times.shift();
      probe.times.push(performance.now());
    }
  });
  return null;
}

/** The lowest render scale dynamic resolution goes down to. */
const MIN_DPR = 0.5;

/**
 * Dynamic resolution, as games do: when the last second drew under 40 frames the room renders
 * at fewer pixels (scaled up by the browser), and back up to the device's ratio once it runs
 * above 58. A slow or software GPU keeps walking smooth at the cost of sharpness.
 */
function Resolution() {
  const setDpr = useThree((three) => three.setDpr);
  const initial = useThree((three) => three.viewport.initialDpr);
  const sampleRef = useRef({ frames: 0, seconds: 0, dpr: initial });
  useFrame((_, delta) => {
    const sample = sampleRef.current;
    // Frames are drawn on demand: only a run of frames one after another says how fast they are.
    if (delta > 0.2) {
      sample.frames = 0;
      sample.seconds = 0;
      return;
    }
    sample.frames += 1;
    sample.seconds += delta;
    if (sample.seconds < 1) return;
    const fps = sample.frames / sample.seconds;
    sample.frames = 0;
    sample.seconds = 0;
    let next = sample.dpr;
    if (fps < 40) next = Math.max(MIN_DPR, sample.dpr * Math.max(0.6, Math.sqrt(fps / 45)));
    else if (fps > 58) next = Math.min(initial, sample.dpr * 1.15);
    if (Math.abs(next - sample.dpr) > 0.02) {
      sample.dpr = next;
      setDpr(next);
    }
  });
  return null;
}

export default function GalleryRoom({
  layout,
  works,
  input,
  wakeRef,
  onSelect,
  onProgress,
  label,
}: GalleryRoomProps) {
  const byId = useMemo(() => new Map(works.map((work) => [work.id, work])), [works]);
  const state = useRef<WalkState>({
    x: layout.entrance.x,
    z: layout.entrance.z,
    yaw: 0,
    pitch: 0,
  });
  const count = useRef(0);
  const total = layout.placements.length + layout.plinths.length;
  // Read once: a scale held by the bench, else the device's ratio (at most 2) and dynamic resolution.
  const [heldScale] = useState(() => window.__onviewRenderScale);
  useEffect(() => {
    window.__onview = {
      frames: 0,
      x: state.current.x,
      z: state.current.z,
      yaw: 0,
      ready: false,
      dpr: window.devicePixelRatio,
      buffer: { width: 0, height: 0 },
      room: { width: layout.width, depth: layout.depth },
      times: [],
    };
    onProgress(0, total);
    return () => {
      delete window.__onview;
      document.body.style.cursor = '';
    };
  }, [onProgress, total, layout]);
  const ready = () => {
    count.current += 1;
    onProgress(count.current, total);
    if (count.current >= total && window.__onview) window.__onview.ready = true;
  };

  return (
    <Canvas
      // Unlit, colours as they are: no colour management, no sRGB conversion per pixel, no tone
      // mapping; light is baked into the room's vertex colours.
      flat
      linear
      legacy
      frameloop="demand"
      dpr={heldScale ?? [1, 2]}
      gl={{ antialias: false, alpha: false, stencil: false, powerPreference: 'high-performance' }}
      camera={{
        fov: 58,
        near: 0.05,
        far: 120,
        position: [layout.entrance.x, EYE, layout.entrance.z],
      }}
      aria-label={label}
      role="img"
      style={{ touchAction: 'none' }}
    >
      <color attach="background" args={['#efece6']} />
      <Room layout={layout} works={byId} />
      {[...layout.placements, ...layout.plinths].map((placement) => {
        const work = byId.get(placement.id);
        return work ? (
          <Artwork
            key={placement.id}
            placement={placement}
            work={work}
            onSelect={onSelect}
            onReady={ready}
            camera={state}
          />
        ) : null;
      })}
      <Walker layout={layout} input={input} wakeRef={wakeRef} positionRef={state} />
      {heldScale === undefined && <Resolution />}
    </Canvas>
  );
}
