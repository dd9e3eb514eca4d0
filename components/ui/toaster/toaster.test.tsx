import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { toast } from 'react-toastify';
import { describe, expect, it } from 'vitest';
import { showErrorToast } from '@/api/http';
import { renderWithApp } from '@/components/testing/render-with-app';
import { Modal } from '../modal/modal';
import { Toaster, TOAST_AUTO_CLOSE_MS } from './toaster';

const read = (file: string) => readFileSync(path.join(import.meta.dirname, file), 'utf8');
/** A custom property's value as a file declares it (`--z-toast: 200;`). */
const declared = (css: string, name: string) =>
  new RegExp(`${name}:\\s*([^;]+);`).exec(css)?.[1]?.trim();

/** jsdom has no AnimationEvent, so React listens for the prefixed name of `animationend`. */
const timerEnds = (timer: HTMLElement) =>
  fireEvent(timer, new Event('webkitAnimationEnd', { bubbles: true }));

describe('toasts (rules §9)', () => {
  it('show at the top right, announced as alerts', async () => {
    const { container } = renderWithApp(<Toaster />);
    act(() => void toast.success('Your message has been sent.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your message has been sent.');
    expect(container.querySelector('.Toastify__toast-container')).toHaveClass(
      'Toastify__toast-container--top-right',
    );
  });

  it('close by themselves after 5000 ms, and at once from their button', async () => {
    renderWithApp(<Toaster />);
    act(() => void toast.info('Your address was saved.'));
    const item = await screen.findByRole('alert');
    // react-toastify times a toast with its (here invisible) progress bar's CSS animation.
    const timer = item.querySelector<HTMLElement>('[role="progressbar"]')!;
    expect(timer.style.animationDuration).toBe('5000ms');
    expect(TOAST_AUTO_CLOSE_MS).toBe(5000);
    act(() => void timerEnds(timer));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument(); // leaving
    fireEvent.animationEnd(item);
    await waitFor(() => expect(item).not.toBeInTheDocument());

    act(() => void toast.info('Your address was saved, again.'));
    const again = await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.animationEnd(again);
    await waitFor(() => expect(again).not.toBeInTheDocument());
  });

  it('show the same API message once', async () => {
    renderWithApp(<Toaster />);
    act(() => {
      showErrorToast('Edition unavailable');
      showErrorToast('Edition unavailable');
      showErrorToast('No coupons available.');
    });
    expect(await screen.findAllByRole('alert')).toHaveLength(2);
    expect(screen.getAllByText('Edition unavailable')).toHaveLength(1);
  });

  it('show above an open dialog', async () => {
    const { container } = renderWithApp(
      <>
        <Modal open onClose={() => {}} title="Contact us">
          <p>Form</p>
        </Modal>
        <Toaster />
      </>,
    );
    act(() => showErrorToast('Edition unavailable'));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Contact us' })).toBeInTheDocument();
    // The container's stacking level is --z-toast, above the --z-modal of dialogs and sheets.
    const tokens = read('../../../styles/tokens.css');
    const toaster = read('toaster.module.scss');
    expect(declared(toaster, '--toastify-z-index')).toBe('var(--z-toast)');
    expect(Number(declared(tokens, '--z-toast'))).toBeGreaterThan(
      Number(declared(tokens, '--z-modal')),
    );
    for (const layer of ['../modal/modal.module.scss', '../sheet/sheet.module.scss']) {
      expect(read(layer)).toContain('z-index: var(--z-modal)');
    }
    expect(container.querySelector('.Toastify__toast-container')!.className).toMatch(/container/);
  });

  it("shows a known server message in the visitor's language (rules §8)", async () => {
    renderWithApp(<Toaster />, { language: 'ko' });
    act(() => showErrorToast('No coupons available.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('사용 가능한 쿠폰이 없습니다.');
  });
});
