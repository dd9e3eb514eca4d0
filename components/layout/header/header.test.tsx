import { fireEvent, screen, within } from '@testing-library/react';
import { customerFixture } from '@/api/testing/customer-fixture';
import { fakeTransport } from '@/api/testing/fake-transport';
import { selectLoginState } from '@/store/app-store';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { appInitFixture } from '@/components/testing/app-init-fixture';
import { renderWithApp } from '@/components/testing/render-with-app';
import { customerKeys } from '@/api/customer/keys';
import { Toaster } from '@/components/ui/toaster/toaster';
import { Header } from './header';
import { shouldSubmitSearch } from './search-bar';

const router = vi.hoisted(() => ({
  locale: 'en',
  pathname: '/',
  asPath: '/',
  query: {},
  push: vi.fn(() => Promise.resolve(true)),
  events: { on: vi.fn(), off: vi.fn() },
}));
vi.mock('next/router', () => ({ useRouter: () => router }));

const init = appInitFixture({
  headers_exhibitions: {
    exhibitions: [{ id: 'e1', handle: 'tides', title: 'Tides of Blue', short_title: 'Tides' }],
    exhibition_highlights: [],
  },
});

beforeEach(() => router.push.mockClear());

/** Renders the header and waits for its search field, whose code loads on the first render. */
async function renderHeader(width: 1600 | 1420, options: Parameters<typeof renderWithApp>[1]) {
  const rendered = renderWithApp(
    <>
      <Toaster />
      <Header width={width} />
    </>,
    options,
  );
  await screen.findByRole('searchbox', { name: 'Search artworks' });
  return rendered;
}

describe('header (rules §2 "Header menus")', () => {
  it('links each category to the marketplace filtered by group_handle', async () => {
    const user = userEvent.setup();
    await renderHeader(1600, { appInit: init, state: { loginCheckEnded: true } });
    await user.click(screen.getByRole('button', { name: 'Marketplace' }));
    const panel = document.getElementById('header-panel-marketplace')!;
    expect(await within(panel).findByRole('link', { name: 'Painting' })).toHaveAttribute(
      'href',
      '/works?group_handle=painting',
    );
    expect(within(panel).getByRole('link', { name: 'Sculpture' })).toHaveAttribute(
      'href',
      '/works?group_handle=sculpture',
    );
  });

  it('lists exhibitions with All Exhibitions, and 3D On View', async () => {
    const user = userEvent.setup();
    await renderHeader(1600, { appInit: init, state: { loginCheckEnded: true } });
    await user.click(screen.getByRole('button', { name: 'Exhibitions' }));
    const panel = document.getElementById('header-panel-exhibitions')!;
    expect(await within(panel).findByRole('link', { name: 'Tides' })).toHaveAttribute(
      'href',
      '/exhibitions/tides',
    );
    expect(within(panel).getByRole('link', { name: /All Exhibitions/ })).toHaveAttribute(
      'href',
      '/exhibition-list',
    );
    expect(screen.getAllByRole('link', { name: '3D On View' })[0]).toHaveAttribute(
      'href',
      '/xronview',
    );
  });

  it('renders a menu’s panel only while it is open, and opens it from the keyboard', async () => {
    const user = userEvent.setup();
    await renderHeader(1600, { appInit: init, state: { loginCheckEnded: true } });
    const button = screen.getByRole('button', { name: 'About' });
    const panel = document.getElementById('header-panel-about')!;
    expect(button).toHaveAttribute('aria-controls', 'header-panel-about');
    expect(panel).not.toBeVisible();
    expect(panel).toBeEmptyDOMElement();

    // Tab reaches the button (its focus starts loading the panel's code); Enter opens it.
    while (document.activeElement !== button) await user.tab();
    await user.keyboard('{Enter}');
    expect(await within(panel).findByRole('link', { name: 'Artists' })).toHaveAttribute(
      'href',
      '/artists',
    );
    expect(panel).toBeVisible();
    expect(button).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toBeEmptyDOMElement();
    expect(button).toHaveFocus();
  });

  it('hides Galleries on desktop unless the device is mobile', async () => {
    const { unmount } = await renderHeader(1600, {
      appInit: init,
      state: { loginCheckEnded: true },
    });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Galleries' })).not.toBeInTheDocument();
    unmount();
    await renderHeader(1600, {
      appInit: init,
      state: { loginCheckEnded: true, isMobile: true },
    });
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
        name: 'Galleries',
      }),
    ).toHaveAttribute('href', '/galleries');
  });

  it('shows a quiet skeleton, busy, while the login state is unknown', async () => {
    await renderHeader(1420, { appInit: init });
    const skeleton = screen.getByRole('status');
    expect(skeleton).toHaveTextContent('Checking your sign-in');
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it("keeps the skeleton until the customer's name arrives, then greets by it", async () => {
    let answer: (value: { status: number; data: unknown }) => void = () => {};
    fakeTransport.adapter = () => new Promise((resolve) => (answer = resolve));
    await renderHeader(1600, {
      appInit: init,
      state: { accessToken: 'token', loginCheckEnded: true },
    });
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('button', { name: 'My Page' })).not.toBeInTheDocument();
    answer({ status: 200, data: customerFixture() });
    expect(await screen.findByRole('button', { name: 'Welcome, Minji' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers Sign In and Join when signed out', async () => {
    await renderHeader(1420, { appInit: init, state: { loginCheckEnded: true } });
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
    expect(screen.getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/sign-up');
  });

  it('greets a signed-in customer by first name and offers My Page', async () => {
    const user = userEvent.setup();
    const { queryClient } = await renderHeader(1420, {
      appInit: init,
      state: { accessToken: 'token', loginCheckEnded: true },
    });
    queryClient.setQueryData(customerKeys.info(), customerFixture({ email: 'm@example.com' }));
    const button = await screen.findByRole('button', { name: 'Welcome, Minji' });
    await user.click(button);
    for (const [name, href] of [
      ['My profile', '/my-page/info'],
      ['My orders', '/my-page/history'],
      ['Offer', '/my-page/offer'],
      ['Following', '/my-page/following'],
      ['Wishlist', '/my-page/wish-list'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it("signs out with 'You have successfully signed out.', even when the call fails", async () => {
    fakeTransport.adapter = async () => ({ status: 500, data: {} });
    const user = userEvent.setup();
    const { store } = await renderHeader(1420, {
      appInit: init,
      state: { accessToken: 'token', loginCheckEnded: true },
    });
    await user.click(await screen.findByRole('button', { name: 'My Page' }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have successfully signed out.');
    expect(selectLoginState(store.getState())).toBe(false);
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('suggests a natural-language query and searches on Enter', async () => {
    await renderHeader(1420, { appInit: init, state: { loginCheckEnded: true } });
    const input = screen.getByRole('searchbox', { name: 'Search artworks' });
    expect(input).toHaveAttribute(
      'placeholder',
      "Try 'a calm blue abstract painting under ₩3,000,000'",
    );
    fireEvent.change(input, { target: { value: '푸른 추상화' } });
    fireEvent.keyDown(input, { key: 'Enter', isComposing: true });
    expect(router.push).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Enter' });
    // From another page: a full navigation (the page frame shows the loading line meanwhile).
    expect(router.push).toHaveBeenCalledWith(
      `/works-search?q=${encodeURIComponent('푸른 추상화')}`,
      undefined,
      { shallow: false },
    );
  });
});

describe('search submit rule (rules §5)', () => {
  it('is a plain form to the search page as well, for Enter pressed before its code arrives', async () => {
    await renderHeader(1420, { appInit: init, state: { loginCheckEnded: true } });
    const input = screen.getByRole('searchbox', { name: 'Search artworks' });
    expect(input).toHaveAttribute('name', 'q');
    expect(screen.getByRole('search')).toHaveAttribute('action', '/works-search');
  });

  it('submits on Enter only when no IME composition is running', async () => {
    expect(shouldSubmitSearch({ key: 'Enter' })).toBe(true);
    expect(shouldSubmitSearch({ key: 'Enter', isComposing: true })).toBe(false);
    expect(shouldSubmitSearch({ key: 'Enter', keyCode: 229 })).toBe(false);
    expect(shouldSubmitSearch({ key: 'a' })).toBe(false);
  });
});
