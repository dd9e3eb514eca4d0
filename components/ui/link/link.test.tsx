import { fireEvent, render, screen } from '@testing-library/react';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Link, localizedHref } from './link';

function routerFor(locale: string) {
  return {
    locale,
    push: vi.fn(() => Promise.resolve(true)),
    replace: vi.fn(() => Promise.resolve(true)),
    prefetch: vi.fn(() => Promise.resolve()),
  };
}

function renderInRouter(ui: ReactNode, router: ReturnType<typeof routerFor>) {
  return render(
    <RouterContext.Provider value={router as unknown as NextRouter}>{ui}</RouterContext.Provider>,
  );
}

describe('links of the site', () => {
  it('write the locale prefix of Korean pages and none for English, the default', () => {
    expect(localizedHref('/works?category=painting', 'ko')).toBe('/ko/works?category=painting');
    expect(localizedHref('/', 'ko')).toBe('/ko');
    expect(localizedHref('/ko/works', 'ko')).toBe('/ko/works');
    expect(localizedHref('/works', 'en')).toBe('/works');
    expect(localizedHref('https://example.com/x', 'ko')).toBe('https://example.com/x');
    expect(localizedHref('//cdn.example.com/x', 'ko')).toBe('//cdn.example.com/x');
  });

  it('navigate on the client with the path as written, keeping scroll when asked', () => {
    const router = routerFor('ko');
    renderInRouter(
      <Link href="/artists?order=name" scroll={false} shallow replace>
        Artists
      </Link>,
      router,
    );
    const link = screen.getByRole('link', { name: 'Artists' });
    expect(link).toHaveAttribute('href', '/ko/artists?order=name');
    fireEvent.click(link);
    expect(router.replace).toHaveBeenCalledWith('/artists?order=name', undefined, {
      scroll: false,
      shallow: true,
    });
    expect(router.push).not.toHaveBeenCalled();
  });

  it('leave new tabs, modified clicks, external addresses and prevented clicks to the browser', () => {
    const router = routerFor('en');
    renderInRouter(
      <>
        <Link href="/works">Works</Link>
        <Link href="/works" target="_blank">
          New tab
        </Link>
        <Link href="https://instagram.com/x">Instagram</Link>
        <Link href="/faq" onClick={(event) => event.preventDefault()}>
          Handled
        </Link>
      </>,
      router,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Works' }), { metaKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'New tab' }));
    fireEvent.click(screen.getByRole('link', { name: 'Instagram' }));
    fireEvent.click(screen.getByRole('link', { name: 'Handled' }));
    expect(router.push).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('link', { name: 'Works' }));
    expect(router.push).toHaveBeenCalledWith('/works', undefined, {
      scroll: true,
      shallow: false,
    });
  });

  it('is a plain anchor outside the app, where no router is mounted', () => {
    render(<Link href="/about">About</Link>);
    const link = screen.getByRole('link', { name: 'About' });
    expect(link).toHaveAttribute('href', '/about');
    expect(fireEvent.click(link)).toBe(true); // not prevented: the browser follows it
  });

  it('calls the handlers it was given as well as its own', () => {
    const router = routerFor('en');
    const onMouseEnter = vi.fn();
    const onClick = vi.fn();
    renderInRouter(
      <Link href="/works" onMouseEnter={onMouseEnter} onClick={onClick}>
        Works
      </Link>,
      router,
    );
    const link = screen.getByRole('link', { name: 'Works' });
    fireEvent.mouseEnter(link);
    fireEvent.click(link);
    expect(onMouseEnter).toHaveBeenCalledOnce();
    expect(onClick).toHaveBeenCalledOnce();
    expect(router.push).toHaveBeenCalledOnce();
  });
});
