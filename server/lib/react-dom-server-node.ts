// Pages are rendered with React's Node.js server build, not its edge build (ADR 0024).
//
// Next's pages renderer asks for `react-dom/server.edge` even in Node.js (its own source says
// "TODO: Use Node.js build unless we're in an Edge runtime"). The edge build turns every string
// it writes (each tag, attribute and text) into a new Uint8Array with TextEncoder.encode; the
// Node.js build encodes into one reusable 4 kB buffer with encodeInto. Since React 19 the Node.js
// build has the same renderToReadableStream, so the swap changes no output, only the cost: the
// artwork page spent about a quarter of its React rendering in those encodes.
import Module from 'node:module';

export const EDGE_ENTRY = 'react-dom/server.edge';
export const NODE_ENTRY = 'react-dom/server.node';

type ResolveFilename = (request: string, ...rest: unknown[]) => string;
const moduleInternals = Module as unknown as { _resolveFilename: ResolveFilename };
let installed = false;

/** The request that loads instead of `request`: the Node.js build for the edge entry. */
export function reactDomServerRequest(request: string): string {
  return request === EDGE_ENTRY ? NODE_ENTRY : request;
}

/**
 * Makes every later `require('react-dom/server.edge')` of this process load the Node.js build.
 * Call before Next.js loads its pages runtime (server/main.ts imports this module first).
 */
export function renderPagesWithNodeReactDomServer(): void {
  if (installed) return;
  installed = true;
  const resolve = moduleInternals._resolveFilename;
  moduleInternals._resolveFilename = function (this: unknown, request, ...rest) {
    return resolve.call(this, reactDomServerRequest(request), ...rest);
  };
}
