import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/components/testing/render-with-app';
import { getToasts, dismissToast, toast, TOAST_AUTO_CLOSE_MS } from '@/store/toast';
import { Toaster } from './toaster';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  for (const item of getToasts()) dismissToast(item.id);
  vi.useRealTimers();
});

describe('toasts (SPEC §9)', () => {
  it('shows the newest on top and closes each by itself after 5 seconds', () => {
    renderWithApp(<Toaster />);
    act(() => {
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

  it('stays while the pointer rests on it and closes from its button', () => {
    renderWithApp(<Toaster />);
    act(() => void toast.info('Coming soon.'));
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
});
