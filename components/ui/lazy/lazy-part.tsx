// Code split out of the page's main chunks (ADR 0016). Two kinds of part:
// - lazyWithPreload: not on screen at first (a menu panel, a sheet): React.lazy whose code can be
//   asked for ahead of the first render, when the pointer or focus shows the intent to open it.
// - lazyHydrated: on screen and rendered on the server like everything else (the footer, the
//   lower parts of a page); its chunk is fetched at once and the page hydrates with it, so none of
//   its controls ever ignores a click.
import { lazy, type ComponentType } from 'react';

export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /**
   * Starts loading the code, once; settles when it has arrived or failed to (never rejects, so an
   * event handler can call it as it is). A failed load is tried again on the next call.
   */
  preload: () => Promise<void>;
  /** Whether the code has arrived, so the component renders without suspending. */
  isLoaded: () => boolean;
};

/** React.lazy whose code can be loaded ahead of the first render with `preload()`. */
export function lazyWithPreload<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableComponent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded = false;
  const start = () =>
    (loading ??= load().then(
      (component) => {
        loaded = true;
        return { default: component };
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  // React.lazy is handed this very promise; preload() answers a promise that follows it, so whoever
  // waits on preload() after React has rendered the part runs after React has taken the component.
  const Lazy = lazy(start);
  const preload = () => start().then(noop, noop);
  return Object.assign(Lazy as unknown as ComponentType<P>, { preload, isLoaded: () => loaded });
}

/**
 * A part rendered on the server with the page, whose JavaScript is a chunk of its own, asked for as
 * soon as the module that declares it runs in the browser (alongside the page's scripts, before
 * React hydrates). The page hydrates with it: hydration waits for the chunk, so the part is never
 * shown looking alive while its buttons would drop a click, as a part hydrated later would (React
 * does not replay a click on a part it has not hydrated yet).
 *
 * Content, SEO and layout are the same as with a plain import; on the server it renders in place.
 * Mounted later on the client before its code has arrived (a client navigation), it suspends the
 * update, which keeps the previous screen until the part can render (route changes are
 * transitions) rather than showing an empty place.
 */
export function lazyHydrated<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableComponent<P> {
  const Part = lazyWithPreload(load);
  if (typeof window !== 'undefined') void Part.preload();
  return Part;
}

function noop() {}
