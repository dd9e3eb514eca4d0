import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeTransport, type FakeRequest } from '@/api/testing/fake-transport';
import { renderWithApp } from '@/components/testing/render-with-app';
import enAccount from '@/locales/en/account.json';
import koAccount from '@/locales/ko/account.json';
import { customerMessages } from '@/schemas/customer';
import { ForgotPasswordPage } from './forgot-password-page';

const router = vi.hoisted(() => ({
  locale: 'en',
  pathname: '/forgot-password',
  asPath: '/forgot-password',
  query: {} as Record<string, string>,
  push: vi.fn(() => Promise.resolve(true)),
  replace: vi.fn(() => Promise.resolve(true)),
  back: vi.fn(),
  events: { on: vi.fn(), off: vi.fn() },
}));
vi.mock('next/router', () => ({ useRouter: () => router }));

const SEND = '/store/customer/send-reset-verification-code';
const RESET = '/store/customer/reset-password';
const email = 'minji@example.com';

let sent: FakeRequest[] = [];
/** The code sends answer 429 (the code limit, Retry-After 45 s) while `limited` is true. */
let limited = true;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  sent = [];
  limited = true;
  fakeTransport.adapter = async (request) => {
    sent.push(request);
    if (request.url === SEND && limited) {
      return {
        status: 429,
        data: { message: customerMessages.resendTooSoon, code: 'RATE_LIMITED' },
        headers: { 'retry-after': '45' },
      };
    }
    if (request.url === SEND) return { status: 200, data: { message: 'sent' } };
    return { status: 200, data: { message: 'Password has been successfully updated' } };
  };
});

afterEach(() => {
  vi.useRealTimers();
});

const sends = () => sent.filter((request) => request.url === SEND).length;

describe('forgot-password page after the code limit', () => {
  it.each([
    ['en', enAccount, 'Please wait a minute before requesting another code.'],
    ['ko', koAccount, '1분 후에 코드를 다시 요청하세요.'],
  ] as const)(
    'leads back to the code already received (%s) and sets the password with it',
    async (language, text, limitMessage) => {
      const t = text.forgot;
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderWithApp(<ForgotPasswordPage />, { language });
      await user.type(screen.getByLabelText(t.email), email);
      await user.click(screen.getByRole('button', { name: t.sendCode }));
      expect(await screen.findByRole('alert')).toHaveTextContent(limitMessage);

      await user.click(screen.getByRole('button', { name: t.haveCode }));
      expect(screen.getByRole('status')).toHaveTextContent(
        t.codeEarlier.replace('{{email}}', email),
      );
      // "Send again" waits out the limit the server named.
      expect(
        screen.getByRole('button', { name: t.resendIn.replace('{{time}}', '0:45') }),
      ).toBeDisabled();

      await user.type(screen.getByLabelText(t.code), '123456');
      await user.type(screen.getByLabelText(t.newPassword), 'gallery2027');
      await user.type(screen.getByLabelText(t.confirmPassword), 'gallery2027');
      await user.click(screen.getByRole('button', { name: t.submit }));
      expect(await screen.findByText(t.done)).toBeInTheDocument();
      const reset = sent.find((request) => request.url === RESET)!;
      expect(JSON.parse(String(reset.data))).toEqual({
        email,
        code: '123456',
        password: 'gallery2027',
      });
      expect(sends()).toBe(1);
    },
  );

  it('offers "send again" once the wait is over, then waits the resend interval', async () => {
    const t = enAccount.forgot;
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithApp(<ForgotPasswordPage />);
    await user.type(screen.getByLabelText(t.email), email);
    await user.click(screen.getByRole('button', { name: t.sendCode }));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: t.haveCode }));

    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByRole('button', { name: 'Send again in 0:15' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(15_000));
    limited = false;
    await user.click(screen.getByRole('button', { name: t.resend }));
    await waitFor(() => expect(sends()).toBe(2));
    expect(await screen.findByRole('status')).toHaveTextContent(
      t.codeSent.replace('{{email}}', email),
    );
    expect(screen.getByRole('button', { name: 'Send again in 1:00' })).toBeDisabled();
  });

  it('asks for a valid e-mail before the code entry, and goes back to change it', async () => {
    const t = enAccount.forgot;
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithApp(<ForgotPasswordPage />);
    await user.click(screen.getByRole('button', { name: t.haveCode }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.queryByLabelText(t.code)).toBeNull();

    await user.type(screen.getByLabelText(t.email), email);
    await user.click(screen.getByRole('button', { name: t.haveCode }));
    expect(screen.getByRole('button', { name: t.resend })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: t.changeEmail }));
    expect(screen.getByLabelText(t.email)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});
