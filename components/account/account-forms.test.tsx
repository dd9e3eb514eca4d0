import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeTransport, type FakeRequest } from '@/api/testing/fake-transport';
import { renderWithApp } from '@/components/testing/render-with-app';
import enAccount from '@/locales/en/account.json';
import koAccount from '@/locales/ko/account.json';
import { customerMessages } from '@/schemas/customer';
import { ResetPasswordFormView } from './forgot-password-page';
import { SignInPage } from './sign-in-page';
import { SignUpForm } from './sign-up-page';

const router = vi.hoisted(() => ({
  locale: 'en',
  pathname: '/sign-in',
  asPath: '/sign-in',
  query: {} as Record<string, string>,
  push: vi.fn(() => Promise.resolve(true)),
  replace: vi.fn(() => Promise.resolve(true)),
  back: vi.fn(),
  events: { on: vi.fn(), off: vi.fn() },
}));
vi.mock('next/router', () => ({ useRouter: () => router }));

let sent: FakeRequest[] = [];
function answer(status: number, data: unknown) {
  fakeTransport.adapter = async (request) => {
    sent.push(request);
    return { status, data };
  };
}
const body = (request: FakeRequest) => JSON.parse(String(request.data)) as Record<string, unknown>;

beforeEach(() => {
  sent = [];
  router.query = {};
  router.replace.mockClear();
  answer(200, { accessToken: 'token-1' });
});

describe('the account messages', () => {
  it('translates every message of the customer calls in both languages', () => {
    for (const key of Object.keys(customerMessages)) {
      expect(enAccount.messages).toHaveProperty(key);
      expect(koAccount.messages).toHaveProperty(key);
    }
    for (const [key, message] of Object.entries(customerMessages)) {
      expect(enAccount.messages[key as keyof typeof enAccount.messages]).toBe(message);
    }
  });
});

describe('sign-up form (rules §5)', () => {
  it.each([
    ['en', 'First name required.', 'Please enter a valid email address.', 'Password required.'],
    ['ko', '이름을 입력하세요.', '올바른 이메일 주소를 입력하세요.', '비밀번호를 입력하세요.'],
  ] as const)(
    'shows the rules in %s and sends nothing',
    async (language, first, email, password) => {
      const user = userEvent.setup();
      const onSignedUp = vi.fn();
      renderWithApp(<SignUpForm onSignedUp={onSignedUp} />, { language });
      await user.click(
        screen.getByRole('button', { name: language === 'en' ? 'Create account' : '가입하기' }),
      );
      expect(await screen.findByText(first)).toBeInTheDocument();
      expect(screen.getByText(email)).toBeInTheDocument();
      expect(screen.getByText(password)).toBeInTheDocument();
      expect(sent).toHaveLength(0);
      expect(onSignedUp).not.toHaveBeenCalled();
    },
  );

  it.each([
    ['en', 'Password and confirmation do not match.', 'Password must be at least 8 characters.'],
    ['ko', '비밀번호와 비밀번호 확인이 일치하지 않습니다.', '비밀번호는 8자 이상이어야 합니다.'],
  ] as const)('checks length and the confirmation in %s', async (language, mismatch, short) => {
    const user = userEvent.setup();
    renderWithApp(<SignUpForm onSignedUp={vi.fn()} />, { language });
    const t = language === 'en' ? enAccount.signUp : koAccount.signUp;
    await user.type(screen.getByLabelText(t.password), 'short1');
    await user.type(screen.getByLabelText(t.confirmPassword), 'other123');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(short)).toBeInTheDocument();
    expect(screen.getByText(mismatch)).toBeInTheDocument();
  });

  it('drops confirmPassword before sending and hands over the new token', async () => {
    const user = userEvent.setup();
    const onSignedUp = vi.fn(() => Promise.resolve());
    renderWithApp(<SignUpForm onSignedUp={onSignedUp} />);
    const t = enAccount.signUp;
    await user.type(screen.getByLabelText(t.firstName), 'Minji');
    await user.type(screen.getByLabelText(t.lastName), 'Kim');
    await user.type(screen.getByLabelText(t.email), 'minji@example.com');
    await user.type(screen.getByLabelText(t.password), 'gallery2026');
    await user.type(screen.getByLabelText(t.confirmPassword), 'gallery2026');
    await user.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() => expect(onSignedUp).toHaveBeenCalledWith('token-1'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/store/customer/sign-up');
    expect(body(sent[0]!)).toEqual({
      first_name: 'Minji',
      last_name: 'Kim',
      email: 'minji@example.com',
      password: 'gallery2026',
      promotional_consent: false,
      language: 'en',
    });
  });

  it('shows the server refusal translated', async () => {
    answer(409, { message: 'Account with this email already exists.', code: 'CONFLICT' });
    const user = userEvent.setup();
    renderWithApp(<SignUpForm onSignedUp={vi.fn()} />, { language: 'ko' });
    const t = koAccount.signUp;
    await user.type(screen.getByLabelText(t.firstName), '민지');
    await user.type(screen.getByLabelText(t.lastName), '김');
    await user.type(screen.getByLabelText(t.email), 'minji@example.com');
    await user.type(screen.getByLabelText(t.password), 'gallery2026');
    await user.type(screen.getByLabelText(t.confirmPassword), 'gallery2026');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '이 이메일로 가입된 계정이 이미 있습니다.',
    );
  });
});

describe('reset-password form (rules §5)', () => {
  it('drops confirmPassword before sending', async () => {
    answer(200, { message: 'Password has been successfully updated' });
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderWithApp(<ResetPasswordFormView email="minji@example.com" onDone={onDone} />);
    const t = enAccount.forgot;
    await user.type(screen.getByLabelText(t.code), '123456');
    await user.type(screen.getByLabelText(t.newPassword), 'gallery2027');
    await user.type(screen.getByLabelText(t.confirmPassword), 'gallery2027');
    await user.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent[0]!.method).toBe('PUT');
    expect(sent[0]!.url).toBe('/store/customer/reset-password');
    expect(body(sent[0]!)).toEqual({
      email: 'minji@example.com',
      code: '123456',
      password: 'gallery2027',
    });
  });

  it.each([
    ['en', 'Verification code required.', 'Password and confirmation do not match.'],
    ['ko', '인증 코드를 입력하세요.', '비밀번호와 비밀번호 확인이 일치하지 않습니다.'],
  ] as const)(
    'asks for the code and a matching confirmation in %s',
    async (language, code, mismatch) => {
      const user = userEvent.setup();
      renderWithApp(<ResetPasswordFormView email="minji@example.com" onDone={vi.fn()} />, {
        language,
      });
      const t = language === 'en' ? enAccount.forgot : koAccount.forgot;
      await user.type(screen.getByLabelText(t.newPassword), 'gallery2027');
      await user.type(screen.getByLabelText(t.confirmPassword), 'gallery2028');
      await user.click(screen.getByRole('button', { name: t.submit }));
      expect(await screen.findByText(code)).toBeInTheDocument();
      expect(screen.getByText(mismatch)).toBeInTheDocument();
      expect(sent).toHaveLength(0);
    },
  );
});

describe('sign-in page (rules §2)', () => {
  it('signs in, keeps the token and goes to before', async () => {
    router.query = { before: '/my-page/info' };
    const user = userEvent.setup();
    const { store } = renderWithApp(<SignInPage />, { state: { loginCheckEnded: true } });
    await user.type(screen.getByLabelText('Email'), 'minji@example.com');
    await user.type(screen.getByLabelText('Password'), 'gallery2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/my-page/info'));
    expect(store.getState().accessToken).toBe('token-1');
    expect(body(sent[0]!)).toEqual({ email: 'minji@example.com', password: 'gallery2026' });
  });

  it('shows a wrong password in Korean', async () => {
    answer(400, {
      message: 'Incorrect ID or password. Please try again.',
      code: 'INVALID_CREDENTIALS',
    });
    const user = userEvent.setup();
    renderWithApp(<SignInPage />, { language: 'ko', state: { loginCheckEnded: true } });
    await user.type(screen.getByLabelText('이메일'), 'minji@example.com');
    await user.type(screen.getByLabelText('비밀번호'), 'wrongpass1');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '아이디 또는 비밀번호가 올바르지 않습니다. 다시 시도하세요.',
    );
    expect(router.replace).not.toHaveBeenCalled();
  });
});

describe('the e-mail and password fields (account-fields.tsx)', () => {
  const attributes = (label: string) => {
    const input = screen.getByLabelText(label);
    return [input.getAttribute('type'), input.getAttribute('autocomplete')];
  };

  it('tell the browser which password to fill: the current one to sign in, a new one to choose', () => {
    const signIn = renderWithApp(<SignInPage />, { state: { loginCheckEnded: true } });
    expect(attributes(enAccount.signIn.email)).toEqual(['email', 'email']);
    expect(attributes(enAccount.signIn.password)).toEqual(['password', 'current-password']);
    signIn.unmount();
    const signUp = renderWithApp(<SignUpForm onSignedUp={vi.fn()} />);
    expect(attributes(enAccount.signUp.email)).toEqual(['email', 'email']);
    expect(attributes(enAccount.signUp.password)).toEqual(['password', 'new-password']);
    expect(attributes(enAccount.signUp.confirmPassword)).toEqual(['password', 'new-password']);
    signUp.unmount();
    renderWithApp(<ResetPasswordFormView email="minji@example.com" onDone={vi.fn()} />);
    expect(attributes(enAccount.forgot.newPassword)).toEqual(['password', 'new-password']);
    expect(attributes(enAccount.forgot.confirmPassword)).toEqual(['password', 'new-password']);
  });
});
