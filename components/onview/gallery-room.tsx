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
import {
  footShadow,
  LABEL_PX,
  lightPool,
  oakFloor,
  wallLabel,
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
  /** Where a work's centre is on screen (CSS px from the canvas's top left), if in view. */
  locate?: (id: string) => { x: number; y: number } | null;
}

declare global {
  interface Window {
    __onview?: OnViewProbe;
  }
}

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
      map.anisotropy = 2;
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

function Artwork({
  placement,
  work,
  pool,
  onSelect,
  onReady,
  camera,
}: {
  placement: Placement;
  work: RoomWork;
  pool: THREE.Texture;
  onSelect: (id: string) => void;
  onReady: () => void;
  camera: MutableRefObject<WalkState>;
}) {
  const [map, setMap] = useState<THREE.Texture | null>(null);
  const sharp = useRef(false);
  const label = useMemo(() => wallLabel(work), [work]);
  const { width, height } = placement;
  const frame = Math.min(0.06, Math.max(0.025, Math.max(width, height) * 0.03));
  const mat = work.onPaper ? Math.max(0.05, Math.min(width, height) * 0.12) : 0;

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
  useEffect(() => () => label.dispose(), [label]);

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
  const labelWidth = 0.26;
  const labelHeight = (labelWidth * LABEL_PX.height) / LABEL_PX.width;
  const poolWidth = width * 1.25 + 0.9;
  const poolHeight = height * 1.2 + 1.1;

  return (
    <group position={[placement.x, 0, placement.z]} rotation={[0, placement.rotationY, 0]}>
      <mesh position={[0, placement.y + height * 0.12, -0.025]} renderOrder={1}>
        <planeGeometry args={[poolWidth, poolHeight]} />
        <meshBasicMaterial
          map={pool}
          transparent
          opacity={0.16}
          blending={THREE.AdditiveBlending}
          depthWrite={false}
        />
      </mesh>
      <mesh
        position={[0, placement.y, -0.005]}
        onClick={select}
        onPointerOver={() => (document.body.style.cursor = 'pointer')}
        onPointerOut={() => (document.body.style.cursor = '')}
        name={`artwork:${work.id}`}
      >
        <boxGeometry args={[width + 2 * (mat + frame), height + 2 * (mat + frame), 0.045]} />
        <meshLambertMaterial color={work.onPaper ? '#e9e6e0' : '#262321'} />
      </mesh>
      {mat > 0 && (
        <mesh position={[0, placement.y, 0.0185]}>
          <planeGeometry args={[width + 2 * mat, height + 2 * mat]} />
          <meshBasicMaterial color="#fbfaf6" />
        </mesh>
      )}
      <mesh position={[0, placement.y, 0.019]} onClick={select}>
        <planeGeometry args={[width, height]} />
        {/* A new material when the picture arrives: three compiles a map into the shader. */}
        <meshBasicMaterial
          key={map?.uuid ?? 'colour'}
          map={map}
          color={map ? '#ffffff' : (work.image?.color ?? '#cfc9bf')}
          toneMapped={false}
        />
      </mesh>
      <mesh position={[width / 2 + frame + mat + 0.12 + labelWidth / 2, 1.32, 0.004]}>
        <planeGeometry args={[labelWidth, labelHeight]} />
        <meshBasicMaterial map={label} toneMapped={false} />
      </mesh>
    </group>
  );
}

/** Walls with a doorway in the south one, the oak floor, the ceiling with its track lights. */
function Shell({ layout }: { layout: RoomLayout }) {
  const { width, depth, height } = layout;
  const textures = useMemo(() => {
    const floor = oakFloor();
    floor.repeat.set(width / 2.4, depth / 2.4);
    return { floor, wall: wallWash(), shadow: footShadow() };
  }, [width, depth]);
  useEffect(
    () => () => Object.values(textures).forEach((texture) => texture.dispose()),
    [textures],
  );
  const walls: { length: number; position: [number, number, number]; rotation: number }[] = [
    { length: depth, position: [-width / 2, height / 2, 0], rotation: Math.PI / 2 },
    { length: width, position: [0, height / 2, -depth / 2], rotation: 0 },
    { length: depth, position: [width / 2, height / 2, 0], rotation: -Math.PI / 2 },
    { length: width, position: [0, height / 2, depth / 2], rotation: Math.PI },
  ];
  const rails: { length: number; position: [number, number, number]; rotation: number }[] = [
    { length: depth - 2, position: [-width / 2 + 1.4, height - 0.04, 0], rotation: Math.PI / 2 },
    { length: width - 2, position: [0, height - 0.04, -depth / 2 + 1.4], rotation: 0 },
    { length: depth - 2, position: [width / 2 - 1.4, height - 0.04, 0], rotation: Math.PI / 2 },
    { length: width - 2, position: [0, height - 0.04, depth / 2 - 1.4], rotation: 0 },
  ];
  return (
    <group>
      <mesh rotation={[-Math.PI / 2, 0, 0]}>
        <planeGeometry args={[width, depth]} />
        <meshBasicMaterial map={textures.floor} />
      </mesh>
      <mesh rotation={[Math.PI / 2, 0, 0]} position={[0, height, 0]}>
        <planeGeometry args={[width, depth]} />
        <meshBasicMaterial color="#f3f1ed" />
      </mesh>
      {walls.map((wall, index) => (
        <group key={index} position={wall.position} rotation={[0, wall.rotation, 0]}>
          <mesh>
            <planeGeometry args={[wall.length, height]} />
            <meshBasicMaterial map={textures.wall} />
          </mesh>
          {/* Skirting board and the floor's shadow at the foot of the wall. */}
          <mesh position={[0, -height / 2 + 0.05, 0.006]}>
            <planeGeometry args={[wall.length, 0.1]} />
            <meshBasicMaterial color="#cbc5bb" />
          </mesh>
          <mesh
            position={[0, -height / 2 + 0.002, 0.35]}
            rotation={[-Math.PI / 2, 0, 0]}
            renderOrder={1}
          >
            <planeGeometry args={[wall.length, 0.7]} />
            <meshBasicMaterial map={textures.shadow} transparent depthWrite={false} />
          </mesh>
        </group>
      ))}
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
      {/* A gallery bench in the middle of a room deep enough to walk round it. */}
      {depth >= 7 && (
        <group position={[0, 0, 0]}>
          <mesh position={[0, 0.43, 0]}>
            <boxGeometry args={[Math.min(2.4, width / 5), 0.06, 0.5]} />
            <meshLambertMaterial color="#6b5440" />
          </mesh>
          {[-1, 1].map((side) => (
            <mesh key={side} position={[(side * Math.min(2.4, width / 5)) / 2.6, 0.2, 0]}>
              <boxGeometry args={[0.06, 0.4, 0.44]} />
              <meshLambertMaterial color="#2e2c2a" />
            </mesh>
          ))}
        </group>
      )}
      {rails.map((rail, index) => (
        <mesh key={index} position={rail.position} rotation={[0, rail.rotation, 0]}>
          <boxGeometry args={[rail.length, 0.04, 0.05]} />
          <meshLambertMaterial color="#2e2c2a" />
        </mesh>
      ))}
    </group>
  );
}

/** One small spot on the track for each work, aimed at it. */
function Spots({ layout }: { layout: RoomLayout }) {
  const geometry = useMemo(() => new THREE.CylinderGeometry(0.045, 0.06, 0.16, 10), []);
  const material = useMemo(() => new THREE.MeshLambertMaterial({ color: '#2b2927' }), []);
  useEffect(
    () => () => {
      geometry.dispose();
      material.dispose();
    },
    [geometry, material],
  );
  return (
    <group>
      {layout.placements.map((p) => {
        // 1.4 m into the room from the work, hanging under the rail, tilted towards the wall.
        const nx = Math.sin(p.rotationY);
        const nz = Math.cos(p.rotationY);
        return (
          <group
            key={p.id}
            position={[p.x + nx * 1.4, layout.height - 0.16, p.z + nz * 1.4]}
            rotation={[0, p.rotationY, 0]}
          >
            <mesh geometry={geometry} material={material} rotation={[-0.6, 0, 0]} />
          </group>
        );
      })}
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
      Math.min(delta, 0.1),
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
  const pool = useMemo(() => lightPool(), []);
  useEffect(() => () => pool.dispose(), [pool]);
  const state = useRef<WalkState>({
    x: layout.entrance.x,
    z: layout.entrance.z,
    yaw: 0,
    pitch: 0,
  });
  const count = useRef(0);
  const total = layout.placements.length;
  useEffect(() => {
    window.__onview = { frames: 0, x: state.current.x, z: state.current.z, yaw: 0, ready: false };
    onProgress(0, total);
    return () => {
      delete window.__onview;
      document.body.style.cursor = '';
    };
  }, [onProgress, total]);
  const ready = () => {
    count.current += 1;
    onProgress(count.current, total);
    if (count.current >= total && window.__onview) window.__onview.ready = true;
  };

  return (
    <Canvas
      flat
      dpr={[1, 2]}
      gl={{ antialias: false, powerPreference: 'high-performance' }}
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
      <Spots layout={layout} />
      {layout.placements.map((placement) => {
        const work = byId.get(placement.id);
        return work ? (
          <Artwork
            key={placement.id}
            placement={placement}
            work={work}
            pool={pool}
            onSelect={onSelect}
            onReady={ready}
            camera={state}
          />
        ) : null;
      })}
      <Walker layout={layout} input={input} positionRef={state} />
    </Canvas>
  );
}
