// Code the first paint does not need, loaded after it (ADR 0016). Two kinds of part:
// - lazyWithPreload: not on screen at first (a menu panel, a sheet): React.lazy whose code can be
//   asked for ahead of the first render, when the pointer or focus shows the intent to open it.
// - lazyHydrated: on screen and rendered on the server like everything else (the footer, the
//   lower parts of a page), but hydrated when its code arrives, after the rest of the page.
import { Activity, lazy, useEffect, useState, type ComponentType, type ReactElement } from 'react';

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
 * A part rendered on the server with the page, whose JavaScript stays out of the first load: in
 * the browser its server HTML stays as it is until the code arrives, then React hydrates it.
 * Content, SEO and layout are the same as without it.
 *
 * The boundary is an <Activity>, not a <Suspense>: React hydrates an Activity's content on its own,
 * later, and leaves it as it is while its code is missing, like a Suspense boundary; but the server
 * writes it in place. A Suspense boundary of more than 500 bytes after the first 12.8 kB of a page
 * is moved by React to the end of the document, hidden, and revealed by a script up to 300 ms later.
 *
 * Two more rules keep the server HTML from being thrown away or shown empty:
 * - until the code is there, the part keeps the element of its first render, so a parent that
 *   renders again does not hand the still-dehydrated boundary new props (React would give up on
 *   hydrating it and render it anew, waiting for its code);
 * - mounted later on the client before its code has arrived (a client navigation), it suspends
 *   the update, which keeps the previous screen until the part can render (route changes are
 *   transitions) rather than showing an empty place.
 */
export function lazyHydrated<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableComponent<P> {
  const Part = lazyWithPreload(load);

  function HydratedPart(props: P) {
    const [ready, setReady] = useState(Part.isLoaded);
    const element: ReactElement = (
      <Activity mode="visible">
        <Part {...props} />
      </Activity>
    );
    const [first] = useState(element);
    useEffect(() => {
      if (!ready) void Part.preload().then(() => setReady(Part.isLoaded()));
    }, [ready]);
    return ready ? element : first;
  }

  return Object.assign(HydratedPart, { preload: Part.preload, isLoaded: Part.isLoaded });
}

function noop() {}
