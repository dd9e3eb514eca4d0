// Chromium with WebGL on SwiftShader (STACK-NOTES), for the journeys that open the 3D room.

export const webglLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--enable-unsafe-swiftshader',
    '--use-angle=swiftshader',
  ],
};

/** The demo's 3D On View room the journeys walk in. */
export const ONVIEW_ROOM = 'rooms-of-light';
