// rules §4's pre-access gate in the browser: allowed by default; with the gate on, a stored e-mail
// is checked with the server, a visitor without one is asked, and a failed check is ignored.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeTransport, type FakeRequest } from '@/api/testing/fake-transport';
import { appInitFixture } from '@/components/testing/app-init-fixture';
import { renderWithApp } from '@/components/testing/render-with-app';
import { readPreAccessEmail, storePreAccessEmail } from '@/store/pre-access';
import { PreAccess } from './pre-access';

let sent: FakeRequest[] = [];
const admitted = new Set(['curator@gallery.kr']);

// The gate's code is loaded lazily; load it once up front so the first test does not wait for it.
beforeAll(() => import('./pre-access-check'));

beforeEach(() => {
  sent = [];
  window.localStorage.clear();
  fakeTransport.adapter = async (request) => {
    sent.push(request);
    const { email } = JSON.parse(String(request.data)) as { email: string };
    return { status: 200, data: { email, allowed: admitted.has(email) } };
  };
});

const gate = () => screen.queryByRole('dialog', { name: 'Private preview' });

describe('the pre-access gate', () => {
  it('lets everyone in and asks nothing while the gate is off', async () => {
    storePreAccessEmail(window.localStorage, 'someone@example.com');
    renderWithApp(<PreAccess on={false} />, { appInit: appInitFixture({ pre_access: false }) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(gate()).toBeNull();
    expect(sent).toHaveLength(0);
  });

  it('asks a visitor without a stored e-mail, refuses an unlisted one and keeps the admitted one', async () => {
    const user = userEvent.setup();
    renderWithApp(<PreAccess on />, { appInit: appInitFixture({ pre_access: true }) });
    expect(await screen.findByRole('dialog', { name: 'Private preview' })).toBeInTheDocument();

    await user.type(screen.getByLabelText(/E-mail/), 'nope');
    await user.click(screen.getByRole('button', { name: 'Enter' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.clear(screen.getByLabelText(/E-mail/));
    await user.type(screen.getByLabelText(/E-mail/), 'visitor@example.com');
    await user.click(screen.getByRole('button', { name: 'Enter' }));
    expect(
      await screen.findByText('This address is not on the preview list yet.'),
    ).toBeInTheDocument();
    expect(readPreAccessEmail(window.localStorage)).toBeNull();

    await user.clear(screen.getByLabelText(/E-mail/));
    await user.type(screen.getByLabelText(/E-mail/), ' curator@gallery.kr ');
    await user.click(screen.getByRole('button', { name: 'Enter' }));
    await waitFor(() => expect(gate()).toBeNull());
    expect(readPreAccessEmail(window.localStorage)).toBe('curator@gallery.kr');
    expect(sent.at(-1)?.url).toBe('/store/customer/staging/check-email');
  });

  it('checks a stored e-mail with the server: admitted stays in, refused is asked', async () => {
    storePreAccessEmail(window.localStorage, 'curator@gallery.kr');
    const first = renderWithApp(<PreAccess on />, {
      appInit: appInitFixture({ pre_access: true }),
    });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(gate()).toBeNull();
    first.unmount();

    storePreAccessEmail(window.localStorage, 'former@example.com');
    renderWithApp(<PreAccess on />, { appInit: appInitFixture({ pre_access: true }) });
    expect(await screen.findByRole('dialog', { name: 'Private preview' })).toBeInTheDocument();
  });

  it('ignores a failed check (rules §4)', async () => {
    fakeTransport.adapter = async (request) => {
      sent.push(request);
      return { status: 503, data: { message: 'Service unavailable' } };
    };
    storePreAccessEmail(window.localStorage, 'curator@gallery.kr');
    renderWithApp(<PreAccess on />, { appInit: appInitFixture({ pre_access: true }) });
    await waitFor(() => expect(sent).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(gate()).toBeNull();
  });

  it('speaks Korean to a Korean visitor', async () => {
    renderWithApp(<PreAccess on />, {
      language: 'ko',
      appInit: appInitFixture({ pre_access: true }),
    });
    expect(await screen.findByRole('dialog', { name: '사전 공개' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '입장하기' })).toBeInTheDocument();
  });
});
