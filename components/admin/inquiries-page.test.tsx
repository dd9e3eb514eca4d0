// The back office's conversation (/admin/inquiries/<id>): an operator hands a thread to its
// gallery only after a confirmation that says what it does, closes it the same way, and answers
// with a reply; a partner sees no hand-over; the inbox lists threads with their unread counts and
// its Unread tab keeps only those; the nav shows the unread total beside Messages.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { withSignedInCustomer } from '@/api/testing/customer-fixture';
import { fakeTransport, type FakeRequest } from '@/api/testing/fake-transport';
import { messageFixture, threadFixture } from '@/components/inquiries/inquiry-fixture';
import { renderWithApp } from '@/components/testing/render-with-app';
import type { BackOfficeRole } from '@/schemas/back-office';
import type { InquiryThreadDto } from '@/schemas/inquiry-dto';
import { InquiriesPage, InquiryDetailPage } from './inquiries-page';

const router = vi.hoisted(() => ({
  locale: 'en',
  pathname: '/admin/[[...path]]',
  asPath: '/admin/inquiries/iq_1',
  query: { path: ['inquiries', 'iq_1'] } as Record<string, string | string[]>,
  push: vi.fn(() => Promise.resolve(true)),
  replace: vi.fn(() => Promise.resolve(true)),
  prefetch: vi.fn(() => Promise.resolve()),
  events: { on: vi.fn(), off: vi.fn() },
}));
vi.mock('next/router', () => ({ useRouter: () => router }));

let sent: FakeRequest[] = [];
let thread: InquiryThreadDto;
let roles: BackOfficeRole[];

beforeEach(() => {
  sent = [];
  roles = ['operator'];
  router.query = { path: ['inquiries', 'iq_1'] };
  thread = threadFixture({
    handler: 'operator',
    answerer_name: 'Artmarket',
    customer_name: 'Minji Kim',
    can_hand_to_gallery: true,
    messages: [messageFixture({ mine: false })],
  });
  fakeTransport.adapter = withSignedInCustomer(async (request) => {
    sent.push(request);
    if (request.url === '/admin/me') {
      return {
        status: 200,
        data: {
          customer_id: 'c9',
          email: 'ops@artmarket.example',
          first_name: 'Ops',
          last_name: 'Kim',
          roles,
          institutions: [],
        },
      };
    }
    if (request.url === '/admin/inquiries') {
      const other = threadFixture({
        id: 'iq_2',
        unread: 0,
        artwork: { ...thread.artwork, title: 'Quiet Field' },
      });
      return {
        status: 200,
        data: {
          inquiries: [{ ...thread, unread: 2 }, other],
          count: 2,
          limit: 100,
          offset: 0,
          unread: 2,
        },
      };
    }
    if (request.method === 'GET' && request.url === '/admin/inquiries/iq_1') {
      return { status: 200, data: thread };
    }
    if (request.method === 'POST' && request.url === '/admin/inquiries/iq_1/hand-to-gallery') {
      thread = { ...thread, handler: 'gallery', answerer_name: 'Gallery Ieum' };
      return { status: 200, data: thread };
    }
    if (request.method === 'POST' && request.url === '/admin/inquiries/iq_1/close') {
      thread = { ...thread, status: 'closed' };
      return { status: 200, data: thread };
    }
    if (request.method === 'POST' && request.url === '/admin/inquiries/iq_1/messages') {
      const body = JSON.parse(request.data as string) as { message: string };
      thread = {
        ...thread,
        messages: [
          ...thread.messages,
          messageFixture({ id: 'im_9', author_kind: 'operator', body: body.message, mine: true }),
        ],
      };
      return { status: 200, data: thread };
    }
    return { status: 404, data: { message: 'Not found' } };
  });
});

const signedIn = { state: { accessToken: 'token', loginCheckEnded: true } };
const posts = () => sent.filter((r) => r.method === 'POST').map((r) => r.url);

describe('a conversation in the back office', () => {
  it('hands the thread to the gallery only once the operator confirms what it does', async () => {
    const user = userEvent.setup();
    renderWithApp(<InquiryDetailPage />, signedIn);
    expect(await screen.findByText('From Minji Kim')).toBeInTheDocument();
    await user.click(screen.getByTestId('hand-to-gallery'));
    const dialog = await screen.findByRole('dialog', {
      name: 'Hand this conversation to the gallery?',
    });
    expect(dialog).toHaveTextContent('partner portal');
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(posts()).toEqual([]);

    await user.click(screen.getByTestId('hand-to-gallery'));
    await user.click(await screen.findByTestId('confirm-action'));
    await waitFor(() => expect(posts()).toEqual(['/admin/inquiries/iq_1/hand-to-gallery']));
    expect(await screen.findByText(/Answered by Gallery Ieum/)).toBeInTheDocument();
    expect(screen.queryByTestId('hand-to-gallery')).not.toBeInTheDocument();
  });

  it('replies, then closes after a confirmation, and takes no more replies', async () => {
    const user = userEvent.setup();
    renderWithApp(<InquiryDetailPage />, signedIn);
    await user.type(
      await screen.findByRole('textbox', { name: 'Reply to Minji Kim' }),
      'The report is attached.',
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getAllByTestId('inquiry-message')).toHaveLength(2));
    await user.click(screen.getByTestId('close-inquiry'));
    const dialog = await screen.findByRole('dialog', { name: 'Close this conversation?' });
    await user.click(within(dialog).getByTestId('confirm-action'));
    await waitFor(() =>
      expect(posts()).toEqual(['/admin/inquiries/iq_1/messages', '/admin/inquiries/iq_1/close']),
    );
    expect(await screen.findByTestId('reopen-inquiry')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('offers a partner no hand-over, in Korean', async () => {
    roles = ['partner'];
    thread = { ...thread, handler: 'gallery', answerer_name: 'Gallery Ieum' };
    renderWithApp(<InquiryDetailPage />, { ...signedIn, language: 'ko' });
    expect(await screen.findByText('Minji Kim 님의 문의')).toBeInTheDocument();
    expect(screen.queryByTestId('hand-to-gallery')).not.toBeInTheDocument();
    expect(screen.getByTestId('close-inquiry')).toHaveTextContent('대화 종료');
  });

  it('lists the inbox with unread counts; the Unread tab keeps the unread threads', async () => {
    router.query = { path: ['inquiries'] };
    const view = renderWithApp(<InquiriesPage />, signedIn);
    const rows = await screen.findAllByTestId('admin-inquiry');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('From Minji Kim · Answered by Artmarket');
    expect(within(rows[0]!).getByLabelText('2 unread')).toHaveTextContent('2');
    // The nav says it beside Messages.
    expect(await screen.findByTestId('admin-inquiries-unread')).toHaveTextContent('2');
    expect(sent.find((r) => r.url === '/admin/inquiries')?.params).toMatchObject({
      status: 'open',
    });
    view.unmount();

    router.query = { path: ['inquiries'], status: 'unread' };
    renderWithApp(<InquiriesPage />, signedIn);
    expect(await screen.findByRole('tab', { name: 'Unread 2' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getAllByTestId('admin-inquiry')).toHaveLength(1);
    expect(screen.queryByText('Quiet Field')).not.toBeInTheDocument();
  });
});
