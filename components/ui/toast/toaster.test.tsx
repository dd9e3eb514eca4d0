import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/components/testing/render-with-app';
import { getToasts, dismissToast, toast, TOAST_AUTO_CLOSE_MS } from '@/store/toast';
import { Toaster } from './toaster';

// The toasts' own code loads with the first toast; this module's import is what that waits for.
beforeAll(() => import('./toast-list'));
afterEach(() => {
  act(() => {
    for (const item of getToasts()) dismissToast(item.id);
  });
  vi.useRealTimers();
});

describe('toasts (SPEC §9)', () => {
  it('has its live region from the first paint, and shows toasts pushed before their code arrived', async () => {
    const { container } = renderWithApp(<Toaster />);
    const region = container.querySelector('[aria-live="polite"]');
    expect(region).toBeEmptyDOMElement();
    act(() => {
      toast.success('Your message has been sent.');
      toast.error('Something went wrong.');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(screen.getByRole('status')).toHaveTextContent('Your message has been sent.');
    expect(region?.querySelectorAll('[data-toast]')).toHaveLength(2);
  });

  it('shows the newest on top and closes each by itself after 5 seconds', async () => {
    vi.useFakeTimers();
    renderWithApp(<Toaster />);
    await act(async () => {
      toast.success('Your message has been sent.');
      toast.error('No coupons available.');
    });
    const shown = [...screen.getAllByRole('status'), ...screen.getAllByRole('alert')];
    expect(shown).toHaveLength(2);
    expect(screen.getByRole('alert')).toHaveTextContent('No coupons available.');
    expect(document.querySelectorAll('[data-toast]')[0]).toHaveTextContent('No coupons');

    act(() => vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS - 1));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('stays while the pointer rests on it and closes from its button', async () => {
    vi.useFakeTimers();
    renderWithApp(<Toaster />);
    await act(async () => void toast.info('Coming soon.'));
    const item = screen.getByRole('status');
    fireEvent.mouseEnter(item);
    act(() => vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS * 2));
    expect(item).toBeInTheDocument();
    fireEvent.mouseLeave(item);
    act(() => vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS - 100));
    expect(screen.getByRole('status')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a known server message in the visitor’s language (SPEC §8)', async () => {
    renderWithApp(<Toaster />, { language: 'ko' });
    act(() => void toast.error('No coupons available.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('사용 가능한 쿠폰이 없습니다.');
  });
});
