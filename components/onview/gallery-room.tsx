// The walkable 3D room of /onview/[handle] (three + @react-three/fiber). Loaded only by that
// route, after the page has checked that WebGL works (onview-room-page.tsx). Works hang at their
// true sizes (room-layout.ts) in frames, with labels and baked gallery light (room-textures.ts);
// the picture of a work is the 400 px variant until the visitor comes close, then the 750 px or
// full-size one. Walk with keys, look by dragging, tap or click a work to open its card.
import { Canvas, useFrame, useThree, type ThreeEvent } from '@react-three/fiber';
import { useEffect, useMemo, useRef, useState, type MutableRefObject } from 'react';
import * as THREE from 'three';
import { imageVariantUrl, type ImageVariant } from '@/schemas/image';
import type { ImageDto } from '@/schemas/dto';
import type { Placement, RoomLayout } from './room-layout';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import {
  footShadow,
  LABEL_PX,
  labelAtlas,
  lightPool,
  oakFloor,
  wallWash,
  type LabelText,
} from './room-textures';
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
    promise = loader!.loadAsync(url).then((map) => {
      map.colorSpace = THREE.SRGBColorSpace;
      return map;
    });
    promise.catch(() => loaded.delete(url));
    loaded.set(url, promise);
  }
  return promise;
}

/** The sharper variant for a work seen up close: enough pixels for its size on the wall. */
function nearVariant(placement: Placement, image: ImageDto): ImageVariant {
  return placement.width > 1.2 && image.width > 750 ? 'opt' : '750px';
}

/** Frame moulding and (for works on paper) mat widths, metres, for a work of this size. */
function framing(placement: Placement, onPaper: boolean) {
  const { width, height } = placement;
  return {
    frame: Math.min(0.06, Math.max(0.025, Math.max(width, height) * 0.03)),
    mat: onPaper ? Math.max(0.05, Math.min(width, height) * 0.12) : 0,
  };
}

/** A matrix for a box or plane on a work's wall: `forward` metres off the wall, sized `scale`. */
function onWallMatrix(
  placement: Placement,
  y: number,
  forward: number,
  scale: [number, number, number],
): THREE.Matrix4 {
  const nx = Math.sin(placement.rotationY);
  const nz = Math.cos(placement.rotationY);
  return new THREE.Matrix4().compose(
    new THREE.Vector3(placement.x + nx * forward, y, placement.z + nz * forward),
    new THREE.Quaternion().setFromEuler(new THREE.Euler(0, placement.rotationY, 0)),
    new THREE.Vector3(...scale),
  );
}

/**
 * What every work has alike, drawn as one instanced mesh each (a draw call per kind, not per
 * work): the pool of light on the wall, the frame, the mat of works on paper, the ceiling spot.
 */
function Hangings({ layout, works }: { layout: RoomLayout; works: Map<string, RoomWork> }) {
  const parts = useMemo(() => {
    const placements = layout.placements;
    const plane = new THREE.PlaneGeometry(1, 1);
    const box = new THREE.BoxGeometry(1, 1, 1);
    const spot = new THREE.CylinderGeometry(0.045, 0.06, 0.16, 10);
    const pools = new THREE.InstancedMesh(
      plane,
      new THREE.MeshBasicMaterial({
        map: lightPool(),
        transparent: true,
        opacity: 0.16,
        blending: THREE.AdditiveBlending,
        depthWrite: false,
      }),
      placements.length,
    );
    pools.renderOrder = 1;
    const frames = new THREE.InstancedMesh(box, new THREE.MeshLambertMaterial(), placements.length);
    const paper = placements.filter((p) => works.get(p.id)?.onPaper);
    const mats = new THREE.InstancedMesh(
      plane,
      new THREE.MeshBasicMaterial({ color: '#fbfaf6' }),
      Math.max(1, paper.length),
    );
    mats.count = paper.length;
    const spots = new THREE.InstancedMesh(
      spot,
      new THREE.MeshLambertMaterial({ color: '#2b2927' }),
      placements.length,
    );
    const dark = new THREE.Color('#262321');
    const light = new THREE.Color('#e9e6e0');
    placements.forEach((p, i) => {
      const onPaper = works.get(p.id)?.onPaper ?? false;
      const { frame, mat } = framing(p, onPaper);
      pools.setMatrixAt(
        i,
        onWallMatrix(p, p.y + p.height * 0.12, -0.025, [
          p.width * 1.25 + 0.9,
          p.height * 1.2 + 1.1,
          1,
        ]),
      );
      frames.setMatrixAt(
        i,
        onWallMatrix(p, p.y, -0.005, [
          p.width + 2 * (mat + frame),
          p.height + 2 * (mat + frame),
          0.045,
        ]),
      );
      frames.setColorAt(i, onPaper ? light : dark);
      // 1.4 m into the room from the work, under the rail, tilted towards the wall.
      const nx = Math.sin(p.rotationY);
      const nz = Math.cos(p.rotationY);
      spots.setMatrixAt(
        i,
        new THREE.Matrix4().compose(
          new THREE.Vector3(p.x + nx * 1.4, layout.height - 0.16, p.z + nz * 1.4),
          new THREE.Quaternion().setFromEuler(new THREE.Euler(-0.6, p.rotationY, 0, 'YXZ')),
          new THREE.Vector3(1, 1, 1),
        ),
      );
    });
    paper.forEach((p, i) => {
      const { mat } = framing(p, true);
      mats.setMatrixAt(i, onWallMatrix(p, p.y, 0.0185, [p.width + 2 * mat, p.height + 2 * mat, 1]));
    });
    // Labels: one merged mesh over one atlas texture.
    const atlas = labelAtlas(placements.map((p) => works.get(p.id)!));
    const labelWidth = 0.26;
    const labelHeight = (labelWidth * LABEL_PX.height) / LABEL_PX.width;
    const pieces = placements.map((p, i) => {
      const { frame, mat } = framing(p, works.get(p.id)?.onPaper ?? false);
      const piece = new THREE.PlaneGeometry(labelWidth, labelHeight);
      const { u, v, w, h } = atlas.rect(i);
      const uv = piece.getAttribute('uv') as THREE.BufferAttribute;
      for (let k = 0; k < uv.count; k += 1) uv.setXY(k, u + uv.getX(k) * w, v + uv.getY(k) * h);
      // To the right of the work, a little below its centre line, as labels hang.
      const along = p.width / 2 + frame + mat + 0.12 + labelWidth / 2;
      const nx = Math.sin(p.rotationY);
      const nz = Math.cos(p.rotationY);
      piece.applyMatrix4(
        new THREE.Matrix4().compose(
          new THREE.Vector3(p.x + nz * along + nx * 0.004, 1.32, p.z - nx * along + nz * 0.004),
          new THREE.Quaternion().setFromEuler(new THREE.Euler(0, p.rotationY, 0)),
          new THREE.Vector3(1, 1, 1),
        ),
      );
      return piece;
    });
    const labels = new THREE.Mesh(
      pieces.length ? mergeGeometries(pieces) : new THREE.BufferGeometry(),
      new THREE.MeshBasicMaterial({ map: atlas.map, toneMapped: false }),
    );
    pieces.forEach((piece) => piece.dispose());
    return { pools, frames, mats, spots, labels, geometries: [plane, box, spot] };
  }, [layout, works]);
  useEffect(
    () => () => {
      for (const mesh of [parts.pools, parts.frames, parts.mats, parts.spots]) {
        const material = mesh.material as THREE.MeshBasicMaterial;
        material.map?.dispose();
        material.dispose();
        mesh.dispose();
      }
      const labelMaterial = parts.labels.material as THREE.MeshBasicMaterial;
      labelMaterial.map?.dispose();
      labelMaterial.dispose();
      parts.labels.geometry.dispose();
      parts.geometries.forEach((geometry) => geometry.dispose());
    },
    [parts],
  );
  return (
    <>
      <primitive object={parts.pools} />
      <primitive object={parts.frames} />
      <primitive object={parts.mats} />
      <primitive object={parts.spots} />
      <primitive object={parts.labels} />
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
  placement: Placement;
  work: RoomWork;
  onSelect: (id: string) => void;
  onReady: () => void;
  camera: MutableRefObject<WalkState>;
}) {
  const [map, setMap] = useState<THREE.Texture | null>(null);
  const sharp = useRef(false);
  const { width, height } = placement;

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

  // Up close, the sharper picture (checked a few times a second, not every frame).
  const tick = useRef(0);
  useFrame((_, delta) => {
    tick.current += delta;
    if (sharp.current || !work.image || tick.current < 0.3) return;
    tick.current = 0;
    const { x, z } = camera.current;
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
    <group position={[placement.x, 0, placement.z]} rotation={[0, placement.rotationY, 0]}>
      <mesh
        position={[0, placement.y, 0.019]}
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
          toneMapped={false}
        />
      </mesh>
    </group>
  );
}

/** `geometry` moved to `position` and turned by `rotation` (radians about x, y). */
function placed(
  geometry: THREE.BufferGeometry,
  position: [number, number, number],
  rotation: [number, number] = [0, 0],
): THREE.BufferGeometry {
  return geometry.applyMatrix4(
    new THREE.Matrix4().compose(
      new THREE.Vector3(...position),
      new THREE.Quaternion().setFromEuler(new THREE.Euler(rotation[0], rotation[1], 0, 'YXZ')),
      new THREE.Vector3(1, 1, 1),
    ),
  );
}

/**
 * Walls with a doorway in the south one, the oak floor, the ceiling with its track lights and a
 * bench. Parts that share a material are merged into one mesh: one draw call each.
 */
function Shell({ layout }: { layout: RoomLayout }) {
  const { width, depth, height } = layout;
  const shell = useMemo(() => {
    const floorMap = oakFloor();
    floorMap.repeat.set(width / 2.4, depth / 2.4);
    const sides: { length: number; x: number; z: number; turn: number }[] = [
      { length: depth, x: -width / 2, z: 0, turn: Math.PI / 2 },
      { length: width, x: 0, z: -depth / 2, turn: 0 },
      { length: depth, x: width / 2, z: 0, turn: -Math.PI / 2 },
      { length: width, x: 0, z: depth / 2, turn: Math.PI },
    ];
    // Offsets into the room along each wall's normal.
    const inward = (side: (typeof sides)[number], d: number): [number, number] => [
      side.x + Math.sin(side.turn) * d,
      side.z + Math.cos(side.turn) * d,
    ];
    const walls = mergeGeometries(
      sides.map((side) =>
        placed(
          new THREE.PlaneGeometry(side.length, height),
          [side.x, height / 2, side.z],
          [0, side.turn],
        ),
      ),
    );
    const skirting = mergeGeometries(
      sides.map((side) => {
        const [x, z] = inward(side, 0.006);
        return placed(new THREE.PlaneGeometry(side.length, 0.1), [x, 0.05, z], [0, side.turn]);
      }),
    );
    const shadows = mergeGeometries(
      sides.map((side) => {
        const [x, z] = inward(side, 0.35);
        return placed(
          new THREE.PlaneGeometry(side.length, 0.7),
          [x, 0.002, z],
          [-Math.PI / 2, side.turn],
        );
      }),
    );
    const seat = Math.min(1.8, width / 5);
    const bench = depth >= 7;
    const dark = mergeGeometries([
      ...sides.map((side) => {
        const [x, z] = inward(side, 1.4);
        return placed(
          new THREE.BoxGeometry(side.length - 2, 0.04, 0.05),
          [x, height - 0.04, z],
          [0, side.turn],
        );
      }),
      ...(bench
        ? [-1, 1].map((s) =>
            placed(new THREE.BoxGeometry(0.06, 0.4, 0.44), [(s * seat) / 2.6, 0.2, -depth / 5]),
          )
        : []),
    ]);
    return {
      floorMap,
      wallMap: wallWash(),
      shadowMap: footShadow(),
      walls,
      skirting,
      shadows,
      dark,
      seat: bench ? placed(new THREE.BoxGeometry(seat, 0.06, 0.5), [0, 0.43, -depth / 5]) : null,
    };
  }, [width, depth, height]);
  useEffect(
    () => () => {
      for (const texture of [shell.floorMap, shell.wallMap, shell.shadowMap]) texture.dispose();
      for (const geometry of [shell.walls, shell.skirting, shell.shadows, shell.dark, shell.seat])
        geometry?.dispose();
    },
    [shell],
  );
  return (
    <group>
      <mesh rotation={[-Math.PI / 2, 0, 0]}>
        <planeGeometry args={[width, depth]} />
        <meshBasicMaterial map={shell.floorMap} />
      </mesh>
      <mesh rotation={[Math.PI / 2, 0, 0]} position={[0, height, 0]}>
        <planeGeometry args={[width, depth]} />
        <meshBasicMaterial color="#f3f1ed" />
      </mesh>
      <mesh geometry={shell.walls}>
        <meshBasicMaterial map={shell.wallMap} />
      </mesh>
      {/* Skirting board and the floor's shadow at the foot of the walls. */}
      <mesh geometry={shell.skirting}>
        <meshBasicMaterial color="#cbc5bb" />
      </mesh>
      <mesh geometry={shell.shadows} renderOrder={1}>
        <meshBasicMaterial map={shell.shadowMap} transparent depthWrite={false} />
      </mesh>
      {/* The doorway the visitor came in by. */}
      <group position={[0, 0, depth / 2 - 0.01]} rotation={[0, Math.PI, 0]}>
        <mesh position={[0, 1.2, 0]}>
          <planeGeometry args={[1.7, 2.4]} />
          <meshBasicMaterial color="#3b3936" />
        </mesh>
        <mesh position={[0, 1.2, -0.002]}>
          <planeGeometry args={[1.86, 2.56]} />
          <meshBasicMaterial color="#c7c1b6" />
        </mesh>
      </group>
      {/* Track rails and the bench's legs; the bench's oak seat. */}
      <mesh geometry={shell.dark}>
        <meshLambertMaterial color="#2e2c2a" />
      </mesh>
      {shell.seat && (
        <mesh geometry={shell.seat}>
          <meshLambertMaterial color="#6b5440" />
        </mesh>
      )}
    </group>
  );
}

/** First-person walking: keys and the on-screen pad move, a drag (mouse or finger) looks. */
function Walker({
  layout,
  input,
  positionRef,
}: {
  layout: RoomLayout;
  input: MutableRefObject<WalkInput>;
  positionRef: MutableRefObject<WalkState>;
}) {
  const { camera, gl, size } = useThree();
  const locate = useRef<OnViewProbe['locate']>(undefined);
  useEffect(() => {
    locate.current = (id) => {
      const p = layout.placements.find((placement) => placement.id === id);
      if (!p) return null;
      const point = new THREE.Vector3(p.x, p.y, p.z).project(camera);
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
  }, [gl, positionRef]);

  useFrame((three, delta) => {
    positionRef.current = walkStep(
      positionRef.current,
      input.current,
      Math.min(delta, 0.25),
      layout,
    );
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
  const total = layout.placements.length;
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
      flat
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
      <ambientLight intensity={1.1} />
      <directionalLight position={[2, 6, 4]} intensity={1.4} />
      <Shell layout={layout} />
      <Hangings layout={layout} works={byId} />
      {layout.placements.map((placement) => {
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
      <Walker layout={layout} input={input} positionRef={state} />
      {heldScale === undefined && <Resolution />}
    </Canvas>
  );
}
