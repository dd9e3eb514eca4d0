// Whether this browser can draw WebGL (a context can be made), asked once: the 3D views (the On
// View room, View in my room) load three.js only when it can, and show their fallback otherwise.
let webgl: boolean | undefined;

export function webglAvailable(): boolean {
  if (webgl === undefined) {
    try {
      const canvas = document.createElement('canvas');
      webgl = Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
    } catch {
      webgl = false;
    }
  }
  return webgl;
}
