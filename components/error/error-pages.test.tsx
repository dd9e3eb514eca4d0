import { cleanup, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/components/testing/render-with-app';
import { errorMessageKey } from './error-message';
import { ErrorPage, NotFoundPage, ServerErrorPage } from './error-pages';
import { ErrorBoundary } from '@/components/layout/error-boundary';
import { ErrorView } from './error-view';
import { LazyErrorView } from './lazy-error-view';

// next/head needs Next's document; here its children render in place and React puts the title
// in the document's head.
vi.mock('next/head', () => ({ default: ({ children }: { children: ReactNode }) => children }));

vi.mock('next/router', () => ({
  useRouter: () => ({ locale: 'en', pathname: '/', asPath: '/', query: {} }),
}));

describe('error pages (rules §2 "Other behaviours")', () => {
  it("404 says 'Page is not found' with a Back button to the root path", () => {
    renderWithApp(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page is not found');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page is not found — Artmarket');
  });

  it("500 says 'This page isn't working'", () => {
    renderWithApp(<ServerErrorPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("This page isn't working");
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
  });

  it.each([400, 403, 502, undefined])(
    "any other status (%s) says 'Error occurred'",
    (statusCode) => {
      renderWithApp(<ErrorPage statusCode={statusCode} />);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Error occurred');
    },
  );

  it('_error maps 404 and 500 like the static pages', () => {
    expect(errorMessageKey(404)).toBe('error.notFound');
    expect(errorMessageKey(500)).toBe('error.serverError');
    expect(errorMessageKey(503)).toBe('error.unavailable');
    expect(errorMessageKey(418)).toBe('error.generic');
  });

  it('says the site is briefly unavailable on a 503 (the database out of reach), in both languages', () => {
    renderWithApp(<ErrorView statusCode={503} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'The site is briefly unavailable. Please try again in a few seconds.',
    );
    cleanup();
    renderWithApp(<ErrorView statusCode={503} />, { language: 'ko' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      '잠시 사이트를 이용할 수 없습니다',
    );
  });

  it('speaks Korean in the Korean locale', () => {
    renderWithApp(<ErrorView statusCode={404} />, { language: 'ko' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      '페이지를 찾을 수 없습니다',
    );
    expect(screen.getByRole('link', { name: '돌아가기' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('페이지를 찾을 수 없습니다 — 아트마켓');
  });

  it('shows the error message in place of a page that breaks while rendering', async () => {
    function BrokenPage(): never {
      throw new Error('render failed');
    }
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithApp(
      <ErrorBoundary fallback={<LazyErrorView />}>
        <BrokenPage />
      </ErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Error occurred');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    vi.mocked(console.error).mockRestore();
  });
});
