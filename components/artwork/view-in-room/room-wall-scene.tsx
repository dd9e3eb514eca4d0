// The wall of View in my room in three.js (@react-three/fiber), loaded only when the dialog opens
// and WebGL works (ADR 0082). An orthographic camera looks straight at the wall, so one scale holds
// across the whole picture (rules §4.81): the work, its frame, the sofa 85 cm high and the person
// 170 cm tall are all drawn at `view.pxPerCm`, 1 scene unit = 1 metre as in the On View room.
// Unlit colours and no tone mapping: a paint or a frame is drawn in the colour it is named by.
import { Canvas, useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import * as THREE from 'three';
import {
  cmToScene,
  frames,
  type Box,
  type FrameChoice,
  type WallScene,
  type WallView,
} from '@/rules/view-in-room';

export interface RoomWallSceneProps {
  scene: WallScene;
  view: WallView;
  frame: FrameChoice;
  wallColour: string;
  imageUrl: string | null;
  /** Painted where the picture is until it arrives (the image's dominant colour). */
  placeholder: string;
  /** Called once the wall has been drawn with the work's picture (or without, when it has none). */
  onDrawn: () => void;
}

const FLOOR = '#c9b08e';
const SKIRTING = '#ebe7df';
const SOFA = '#7d8389';
const SOFA_BACK = '#6c7278';
const SOFA_ARM = '#8a9096';
const SOFA_LEG = '#3a3028';
const PERSON = '#55524d';

const loader = typeof window === 'undefined' ? null : new THREE.TextureLoader();

/** A flat rectangle on the wall, given in cm, `z` cm in front of it. */
function Rect({
  box,
  colour,
  z,
  opacity,
}: {
  box: Box;
  colour: string;
  z: number;
  opacity?: number;
}) {
  return (
    <mesh
      position={[cmToScene(box.x + box.width / 2), cmToScene(box.y + box.height / 2), cmToScene(z)]}
    >
      <planeGeometry args={[cmToScene(box.width), cmToScene(box.height)]} />
      <meshBasicMaterial
        color={colour}
        transparent={opacity !== undefined}
        opacity={opacity ?? 1}
        depthWrite={opacity === undefined}
      />
    </mesh>
  );
}

/** Keeps the orthographic camera at the fitted scale, centred on the view. */
function FitCamera({ view }: { view: WallView }) {
  const get = useThree((state) => state.get);
  useLayoutEffect(() => {
    const { camera, invalidate } = get();
    camera.zoom = view.pxPerCm * 100; // CSS px per scene unit (metre)
    // Straight at the wall: a tilt would shift what stands in front of it (the sofa, the person).
    camera.rotation.set(0, 0, 0);
    camera.position.set(cmToScene(view.centre.x), cmToScene(view.centre.y), 10);
    camera.updateProjectionMatrix();
    invalidate();
  }, [get, view]);
  return null;
}

function Sofa({ box }: { box: Box }) {
  const arm = 18;
  const leg = 10;
  const seat = 45;
  return (
    <group>
      <Rect box={{ x: box.x + 14, y: 0, width: 5, height: leg }} colour={SOFA_LEG} z={30} />
      <Rect
        box={{ x: box.x + box.width - 19, y: 0, width: 5, height: leg }}
        colour={SOFA_LEG}
        z={30}
      />
      <Rect
        box={{ x: box.x + arm, y: seat, width: box.width - 2 * arm, height: box.height - seat }}
        colour={SOFA_BACK}
        z={20}
      />
      <Rect box={{ x: box.x, y: leg, width: box.width, height: seat - leg }} colour={SOFA} z={40} />
      <Rect
        box={{ x: box.x + arm, y: seat - 2, width: box.width - 2 * arm, height: 2 }}
        colour={SOFA_BACK}
        z={41}
      />
      <Rect box={{ x: box.x, y: leg, width: arm, height: 62 - leg }} colour={SOFA_ARM} z={42} />
      <Rect
        box={{ x: box.x + box.width - arm, y: leg, width: arm, height: 62 - leg }}
        colour={SOFA_ARM}
        z={42}
      />
    </group>
  );
}

/** A standing figure, drawn to the person's box (170 cm). */
function Person({ box }: { box: Box }) {
  const geometry = useMemo(() => {
    const w = box.width;
    const h = box.height;
    const head = 11;
    // Half-widths at heights, from the feet up (cm), mirrored about the figure's centre.
    const outline: [number, number][] = [
      [0.12, 0],
      [0.16, 0.46],
      [0.2, 0.52],
      [0.5, 0.78],
      [0.46, 0.82],
      [0.12, 0.85],
      [0.09, 0.87],
    ];
    const shape = new THREE.Shape();
    shape.moveTo(cmToScene(0.02 * w), 0);
    for (const [half, up] of outline) shape.lineTo(cmToScene(half * w), cmToScene(up * h));
    for (const [half, up] of [...outline].reverse())
      shape.lineTo(cmToScene(-half * w), cmToScene(up * h));
    shape.lineTo(cmToScene(-0.02 * w), 0);
    shape.lineTo(cmToScene(-0.02 * w), cmToScene(0.44 * h));
    shape.lineTo(cmToScene(0.02 * w), cmToScene(0.44 * h));
    shape.closePath();
    const body = new THREE.ShapeGeometry(shape);
    const skull = new THREE.CircleGeometry(cmToScene(head), 32);
    skull.translate(0, cmToScene(h - head), 0);
    return { body, skull };
  }, [box.width, box.height]);
  const x = cmToScene(box.x + box.width / 2);
  return (
    <group position={[x, cmToScene(box.y), cmToScene(50)]}>
      <mesh geometry={geometry.body}>
        <meshBasicMaterial color={PERSON} />
      </mesh>
      <mesh geometry={geometry.skull}>
        <meshBasicMaterial color={PERSON} />
      </mesh>
    </group>
  );
}

function Artwork({
  box,
  frame,
  texture,
  placeholder,
}: {
  box: Box;
  frame: FrameChoice;
  texture: THREE.Texture | null;
  placeholder: string;
}) {
  const spec = frames[frame];
  const matBox = {
    x: box.x + spec.mouldingCm,
    y: box.y + spec.mouldingCm,
    width: box.width - 2 * spec.mouldingCm,
    height: box.height - 2 * spec.mouldingCm,
  };
  const border = spec.mouldingCm + spec.matCm;
  const picture = {
    x: box.x + border,
    y: box.y + border,
    width: box.width - 2 * border,
    height: box.height - 2 * border,
  };
  return (
    <group>
      {/* The shadow it casts on the wall, a little down and to the right. */}
      <Rect
        box={{ x: box.x + 0.8, y: box.y - 1.4, width: box.width, height: box.height }}
        colour="#000000"
        z={0.5}
        opacity={0.16}
      />
      {spec.mouldingCm > 0 && <Rect box={box} colour={spec.moulding} z={2} />}
      {spec.matCm > 0 && <Rect box={matBox} colour={spec.mat} z={2.5} />}
      <mesh
        position={[
          cmToScene(picture.x + picture.width / 2),
          cmToScene(picture.y + picture.height / 2),
          cmToScene(3),
        ]}
      >
        <planeGeometry args={[cmToScene(picture.width), cmToScene(picture.height)]} />
        {texture ? (
          <meshBasicMaterial map={texture} toneMapped={false} />
        ) : (
          <meshBasicMaterial color={placeholder} />
        )}
      </mesh>
    </group>
  );
}

/** Says when a frame with the picture has been drawn (after the browser has painted it). */
function DrawnSignal({ ready, onDrawn }: { ready: boolean; onDrawn: () => void }) {
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => {
    if (!ready) return;
    invalidate();
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(onDrawn);
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [ready, onDrawn, invalidate]);
  return null;
}

export default function RoomWallScene({
  scene,
  view,
  frame,
  wallColour,
  imageUrl,
  placeholder,
  onDrawn,
}: RoomWallSceneProps) {
  const [texture, setTexture] = useState<THREE.Texture | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!imageUrl || !loader) return;
    let live = true;
    let loadedTexture: THREE.Texture | null = null;
    loader.loadAsync(imageUrl).then(
      (map) => {
        map.colorSpace = THREE.SRGBColorSpace;
        map.anisotropy = 4;
        loadedTexture = map;
        if (live) setTexture(map);
        else map.dispose();
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      loadedTexture?.dispose();
    };
  }, [imageUrl]);

  const ready = texture !== null || failed || imageUrl === null;
  // The wall and floor reach far past any view; the skirting board sits on the floor line.
  const wide = 4000;
  return (
    <Canvas
      orthographic
      flat
      frameloop="demand"
      dpr={[1, 2]}
      gl={{ antialias: true }}
      camera={{ position: [0, 0, 10], zoom: 100, near: 0.1, far: 50 }}
      aria-hidden="true"
    >
      <FitCamera view={view} />
      <Rect box={{ x: -wide / 2, y: 0, width: wide, height: wide / 4 }} colour={wallColour} z={0} />
      <Rect box={{ x: -wide / 2, y: 0, width: wide, height: 8 }} colour={SKIRTING} z={0.2} />
      <Rect
        box={{ x: -wide / 2, y: -wide / 4, width: wide, height: wide / 4 }}
        colour={FLOOR}
        z={0}
      />
      <Artwork box={scene.work} frame={frame} texture={texture} placeholder={placeholder} />
      <Sofa box={scene.sofa} />
      <Person box={scene.person} />
      <DrawnSignal ready={ready} onDrawn={onDrawn} />
    </Canvas>
  );
}
