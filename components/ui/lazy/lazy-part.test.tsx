import { act, startTransition, useEffect, useState, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// The server renderer Next's pages router uses (next/dist/server/ReactDOMServerPages).
import { renderToReadableStream } from 'react-dom/server.edge';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppStore, selectLoginState, setAccessToken } from '@/store/app-store';
import { AppStoreProvider, useAppStore } from '@/store/app-store-context';
import { lazyHydrated, lazyWithPreload } from './lazy-part';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

interface NoteProps {
  text: string;
  onPress?: () => void;
}

/** The part whose code loads late: a paragraph and a button. */
function Note({ text, onPress }: NoteProps) {
  return (
    <section>
      <p>{text}</p>
      <button type="button" onClick={onPress}>
        press
      </button>
    </section>
  );
}

function later<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** What Next does on the server: stream the page and wait until every boundary is ready. */
async function renderOnServer(element: React.ReactElement): Promise<string> {
  const stream = await renderToReadableStream(element);
  await stream.allReady;
  return new Response(stream).text();
}

/** The page: a heading that counts renders of its own, and the late part below. */
function pageWith(Part: ComponentType<NoteProps>) {
  const control: { rerender: (n: number) => void; presses: number } = {
    rerender: () => {},
    presses: 0,
  };
  function Page() {
    const [n, setN] = useState(0);
    useEffect(() => {
      control.rerender = setN;
    }, []);
    return (
      <main>
        <h1>{`render ${n}`}</h1>
        <Part text={`note ${n}`} onPress={() => (control.presses += 1)} />
      </main>
    );
  }
  return { Page, control };
}

/** Server HTML in a container, hydrated by the client's instance of the page. */
async function hydrate(html: string, Page: ComponentType) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error');
  await act(async () => {
    hydrateRoot(container, <Page />, { onRecoverableError: (error) => recoverable.push(error) });
  });
  return { container, recoverable, consoleError };
}

describe('lazyHydrated', () => {
  it('renders the part on the server, inside the page’s HTML', async () => {
    const Part = lazyHydrated(() => Promise.resolve(Note));
    const { Page } = pageWith(Part);
    const html = await renderOnServer(<Page />);
    expect(html).toContain('<p>note 0</p>');
    expect(html).toContain('<button type="button">press</button>');
  });

  it('writes the part in its place in a long page, not hidden at the end of the document', async () => {
    const Part = lazyHydrated(() => Promise.resolve(Note));
    const long = 'A long catalogue. '.repeat(1200); // 21 kB before the part
    const footer = `The footer${', with its links'.repeat(40)}.`; // 600 bytes
    const html = await renderOnServer(
      <main>
        <p>{long}</p>
        <Part text={footer} />
        <p>after the part</p>
      </main>,
    );
    expect(html).toContain(`<p>${footer}</p><button type="button">press</button></section>`);
    expect(html.indexOf('The footer')).toBeLessThan(html.indexOf('after the part'));
    expect(html).not.toContain('hidden');
    expect(html).not.toContain('<script');
  });

  it('asks for its code at once in the browser, and the page hydrates with it: the server’s HTML stays until then, and every control works once the page is live', async () => {
    const onServer = pageWith(lazyHydrated(() => Promise.resolve(Note)));
    const html = await renderOnServer(<onServer.Page />);

    const code = later<ComponentType<NoteProps>>();
    const load = vi.fn(() => code.promise);
    const Part = lazyHydrated(load);
    // Declared is asked for: the chunk loads beside the page's own scripts.
    expect(load).toHaveBeenCalledTimes(1);
    const inBrowser = pageWith(Part);
    const { container, recoverable, consoleError } = await hydrate(html, inBrowser.Page);
    const serverParagraph = container.querySelector('p');
    const serverHeading = container.querySelector('h1');
    expect(serverParagraph).toHaveTextContent('note 0');

    await act(async () => code.resolve(Note));
    // Hydrated, not rendered again: the same elements, now alive, the page and the part together.
    expect(container.querySelector('p')).toBe(serverParagraph);
    expect(container.querySelector('h1')).toBe(serverHeading);
    await act(async () => container.querySelector('button')!.click());
    expect(inBrowser.control.presses).toBe(1);
    await act(async () => inBrowser.control.rerender(1));
    expect(serverParagraph).toHaveTextContent('note 1');
    expect(Part.isLoaded()).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('mounted on the client before its code arrives, keeps the previous screen rather than showing an empty place', async () => {
    const code = later<ComponentType<NoteProps>>();
    const Part = lazyHydrated(() => code.promise);
    let show: (value: boolean) => void = () => {};
    function Screen() {
      const [shown, setShown] = useState(false);
      useEffect(() => {
        show = setShown;
      }, []);
      return (
        <main>
          <h1>{shown ? 'next page' : 'previous page'}</h1>
          {shown && <Part text="below the fold" />}
        </main>
      );
    }
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<Screen />));

    // A client navigation renders the next page in a transition.
    await act(async () => startTransition(() => show(true)));
    expect(container.querySelector('h1')).toHaveTextContent('previous page');
    expect(container.querySelector('p')).toBeNull();

    await act(async () => code.resolve(Note));
    expect(container.querySelector('h1')).toHaveTextContent('next page');
    expect(container.querySelector('p')).toHaveTextContent('below the fold');
  });

  it('renders at once where its code has already arrived', async () => {
    const Part = lazyHydrated(() => Promise.resolve(Note));
    await act(async () => void (await Part.preload()));
    const container = document.createElement('div');
    const root = createRoot(container);
    // No act around the code: a synchronous render with nothing to wait for.
    await act(async () => root.render(<Part text="ready" />));
    expect(container.querySelector('p')).toHaveTextContent('ready');
  });
});

describe('a late part and the client store', () => {
  /** Like the footer's resale link: where it leads depends on the login state. */
  function ResaleLink() {
    const loggedIn = useAppStore(selectLoginState) === true;
    return <a href={loggedIn ? '/my-page/works' : '/sign-in'}>Request resale</a>;
  }
  function Page({ Part }: { Part: ComponentType<object> }) {
    return (
      <footer>
        <Part />
      </footer>
    );
  }

  it('hydrates with the state the server rendered, then shows the state the store has now', async () => {
    const serverStore = createAppStore();
    const html = await renderOnServer(
      <AppStoreProvider store={serverStore}>
        <Page Part={lazyHydrated(() => Promise.resolve(ResaleLink))} />
      </AppStoreProvider>,
    );
    expect(html).toContain('href="/sign-in"');

    const store = createAppStore();
    const code = later<ComponentType<object>>();
    const Part = lazyHydrated(() => code.promise);
    const { container, recoverable, consoleError } = await hydrate(html, () => (
      <AppStoreProvider store={store}>
        <Page Part={Part} />
      </AppStoreProvider>
    ));
    // The automatic login check signs the visitor in before the part's code arrives.
    setAccessToken(store, 'token');
    await act(async () => code.resolve(ResaleLink));
    expect(container.querySelector('a')).toHaveAttribute('href', '/my-page/works');
    expect(recoverable).toEqual([]);
    // (Rendering on the server and in the browser in one process makes React warn about two
    // renderers sharing the store's context; only hydration warnings matter here.)
    const warnings = consoleError.mock.calls.map((call) => String(call[0]));
    expect(warnings.filter((warning) => /hydrat|match/i.test(warning))).toEqual([]);
  });
});

describe('lazyWithPreload', () => {
  it('loads the code once, ahead of the first render, and then renders it', async () => {
    const load = vi.fn(() => Promise.resolve(Note));
    const Part = lazyWithPreload(load);
    expect(load).not.toHaveBeenCalled();
    expect(Part.isLoaded()).toBe(false);
    await Promise.all([Part.preload(), Part.preload()]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(Part.isLoaded()).toBe(true);

    const container = document.createElement('div');
    await act(async () => createRoot(container).render(<Part text="opened" />));
    expect(container.querySelector('p')).toHaveTextContent('opened');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never rejects, and tries again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<ComponentType<NoteProps>>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce(Note);
    const Part = lazyWithPreload(load);
    await Part.preload();
    expect(Part.isLoaded()).toBe(false);
    await Part.preload();
    expect(Part.isLoaded()).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
