// The bridge from Next's bundled page code to the services of this process. server/main.ts
// registers the services here at start-up; getServerSideProps (through ssr/) reads them. This
// file must import types only: Next bundles it, and a second copy of the database client would
// open a second connection to the embedded database.
import type { AppInitDto, Language } from '@/schemas/dto';

/** What server-side rendering may ask of the store, in-process and without HTTP. */
export interface ServerServices {
  appInit(countryCode: string, language: Language): Promise<AppInitDto>;
}

const key = Symbol.for('artmarket.server-services');
type Registry = { [key]?: ServerServices };

export function registerServerServices(services: ServerServices): void {
  (globalThis as Registry)[key] = services;
}

export function serverServices(): ServerServices {
  const services = (globalThis as Registry)[key];
  if (!services) {
    throw new Error('Server services are not registered: start the app with server/main.ts');
  }
  return services;
}
