// The request a piece of server work belongs to, without passing it down every call: server/main.ts
// runs each request inside `withRequest`, and the logger adds its id to every line it writes.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function withRequest<T>(context: RequestContext, run: () => T): T {
  return storage.run(context, run);
}

/** The request being served, if any (none in background jobs and at start-up). */
export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}
