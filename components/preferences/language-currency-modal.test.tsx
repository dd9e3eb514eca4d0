import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appInitFixture } from '@/components/testing/app-init-fixture';
import { renderWithApp } from '@/components/testing/render-with-app';
import { LanguageCurrencyModal } from './language-currency-modal';

const router = vi.hoisted(() => ({
  locale: 'en',
  pathname: '/works',
  asPath: '/works?group_handle=painting',
  query: { group_handle: 'painting' },
  push: vi.fn(() => Promise.resolve(true)),
}));
vi.mock('next/router', () => ({ useRouter: () => router }));

function clearCookies() {
  for (const pair of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${pair.split('=')[0]}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

describe('language and currency modal (rules §2)', () => {
  beforeEach(() => {
    router.locale = 'en';
    router.push.mockClear();
    clearCookies();
  });
  afterEach(clearCookies);

  it('is a labelled dialog offering each currency by code and symbol', () => {
    renderWithApp(<LanguageCurrencyModal open onClose={() => {}} />, { appInit: appInitFixture() });
    expect(screen.getByRole('dialog', { name: 'Language & currency' })).toBeInTheDocument();
    for (const label of ['EUR €', 'KRW ₩', 'THB ฿', 'USD $']) {
      expect(screen.getByRole('radio', { name: label })).toBeEnabled();
    }
    expect(screen.getByRole('radio', { name: 'USD $' })).toBeChecked();
  });

  it('forces KRW and shows the KRW-only note when Korean is chosen', async () => {
    const user = userEvent.setup();
    renderWithApp(<LanguageCurrencyModal open onClose={() => {}} />, { appInit: appInitFixture() });
    await user.click(screen.getByRole('radio', { name: 'EUR €' }));
    await user.click(screen.getByRole('radio', { name: /한국어/ }));

    expect(screen.getByRole('radio', { name: 'KRW ₩' })).toBeChecked();
    for (const label of ['EUR €', 'THB ฿', 'USD $']) {
      expect(screen.getByRole('radio', { name: label })).toBeDisabled();
    }
    expect(screen.getByText('Korean mode supports KRW (₩) only.')).toBeInTheDocument();
  });

  it('applies: stores the Currency cookie, the language cookie, and switches locale', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { store, queryClient } = renderWithApp(<LanguageCurrencyModal open onClose={onClose} />, {
      appInit: appInitFixture(),
    });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.click(screen.getByRole('radio', { name: 'EUR €' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(Cookies.get('Currency')).toBe('eur');
    expect(Cookies.get('NEXT_LOCALE')).toBe('en');
    expect(store.getState().storedCurrency).toBe('eur');
    expect(invalidate).toHaveBeenCalledWith();
    // Same language: no navigation needed.
    expect(router.push).not.toHaveBeenCalled();
  });

  it('applying Korean stores KRW and pushes the same page in the ko locale', async () => {
    const user = userEvent.setup();
    renderWithApp(<LanguageCurrencyModal open onClose={() => {}} />, { appInit: appInitFixture() });
    await user.click(screen.getByRole('radio', { name: 'THB ฿' }));
    await user.click(screen.getByRole('radio', { name: /한국어/ }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(router.push).toHaveBeenCalled());
    expect(Cookies.get('Currency')).toBe('krw');
    expect(Cookies.get('NEXT_LOCALE')).toBe('ko');
    expect(router.push).toHaveBeenCalledWith(
      { pathname: '/works', query: { group_handle: 'painting' } },
      '/works?group_handle=painting',
      expect.objectContaining({ locale: 'ko' }),
    );
  });

  it('switches on the home page when the current address is not a page of this site', async () => {
    const user = userEvent.setup();
    const current = { pathname: router.pathname, asPath: router.asPath, query: router.query };
    Object.assign(router, { pathname: '/404', asPath: '/..//evil.example/x', query: {} });
    try {
      renderWithApp(<LanguageCurrencyModal open onClose={() => {}} />, {
        appInit: appInitFixture(),
      });
      await user.click(screen.getByRole('radio', { name: /한국어/ }));
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      await waitFor(() => expect(router.push).toHaveBeenCalled());
      expect(router.push).toHaveBeenCalledWith('/', '/', expect.objectContaining({ locale: 'ko' }));
    } finally {
      Object.assign(router, current);
    }
  });

  it('closes on Escape and keeps Tab focus inside the dialog', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithApp(<LanguageCurrencyModal open onClose={onClose} />, { appInit: appInitFixture() });
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 12; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('opens in Korean with KRW when the visitor is in Korean mode', () => {
    renderWithApp(<LanguageCurrencyModal open onClose={() => {}} />, {
      language: 'ko',
      state: { storedCurrency: 'usd' },
      appInit: appInitFixture(),
    });
    expect(screen.getByRole('dialog', { name: '언어 및 통화' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'KRW ₩' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'USD $' })).toBeDisabled();
  });
});
