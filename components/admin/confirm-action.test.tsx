// The one confirmation step of irreversible back-office actions (rules §4.52): it says what the
// action will do, its confirm button carries the action's own words, Escape and "Go back" leave
// without acting, and while the action runs it is busy and cannot be sent twice.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '@/i18n/test-i18n';
import type { Language } from '@/schemas/dto';
import { ConfirmAction, ConfirmButton } from './confirm-action';

function renderIn(ui: ReactElement, language: Language = 'en') {
  return render(<I18nextProvider i18n={createTestI18n(language)}>{ui}</I18nextProvider>);
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const deposit = {
  title: 'Confirm the deposit of ₩1,200,000?',
  description: 'The order becomes paid and the work is sold. This cannot be undone.',
  confirmLabel: 'Confirm deposit',
};

describe('ConfirmAction', () => {
  it('is a labelled dialog that says what the action does, with the action’s words on its button', () => {
    renderIn(
      <ConfirmAction {...deposit} open onConfirm={() => {}} onCancel={() => {}}>
        <p>Hana Bank 123-456</p>
      </ConfirmAction>,
    );
    const dialog = screen.getByRole('dialog', { name: deposit.title });
    expect(dialog).toHaveAccessibleDescription(deposit.description);
    expect(screen.getByRole('button', { name: 'Confirm deposit' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeEnabled();
    expect(screen.getByText('Hana Bank 123-456')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^ok$/i })).toBeNull();
  });

  it('speaks Korean on a Korean back office', () => {
    renderIn(
      <ConfirmAction
        open
        title="입금을 확인할까요?"
        description="주문이 결제 완료로 바뀌고 작품이 판매됩니다."
        confirmLabel="입금 확인"
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
      'ko',
    );
    expect(screen.getByRole('button', { name: '돌아가기' })).toBeVisible();
    expect(screen.getByRole('button', { name: '입금 확인' })).toBeVisible();
  });

  it('leaves without acting on Escape and on "Go back"', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderIn(<ConfirmAction {...deposit} open onConfirm={onConfirm} onCancel={onCancel} />);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('is busy while the action runs (one call however often it is clicked), then closes', async () => {
    const user = userEvent.setup();
    const running = deferred();
    const onConfirm = vi.fn(() => running.promise);
    const onCancel = vi.fn();
    renderIn(<ConfirmAction {...deposit} open onConfirm={onConfirm} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Confirm deposit' }));
    const busy = screen.getByRole('button', { name: 'Working…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Go back' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).toHaveBeenCalledTimes(1);
    running.resolve();
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(1));
  });

  it('stays open when the action fails, so it can be tried again or left', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    const onConfirm = vi.fn(() => Promise.reject(new Error('409')));
    renderIn(<ConfirmAction {...deposit} open onConfirm={onConfirm} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Confirm deposit' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Confirm deposit' })).toBeEnabled(),
    );
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeVisible();
  });
});

describe('ConfirmButton', () => {
  it('asks first: the trigger opens the confirmation, only its confirm button acts', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(() => Promise.resolve());
    renderIn(
      <ConfirmButton {...deposit} tone="danger" onConfirm={onConfirm}>
        Confirm deposit…
      </ConfirmButton>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Confirm deposit…' }));
    expect(onConfirm).not.toHaveBeenCalled();
    const button = screen.getByRole('button', { name: 'Confirm deposit' });
    expect(button).toHaveAttribute('data-tone', 'danger');
    await user.click(button);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Confirm deposit…' })).toHaveFocus();
  });
});
