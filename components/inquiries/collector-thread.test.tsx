// A conversation as the collector reads it (/my-page/inquiries?id=): the messages with who wrote
// them and their photos (a photo opens larger), the offers made from it with their status in the
// page's language, the reply that posts the message with its photos and shows the thread it
// answers, and a closed conversation that takes no reply. Someone else's thread is not found.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { withSignedInCustomer } from '@/api/testing/customer-fixture';
import { fakeTransport, type FakeRequest } from '@/api/testing/fake-transport';
import { renderWithApp } from '@/components/testing/render-with-app';
import { inquiryMessages } from '@/schemas/inquiry';
import type { InquiryThreadDto } from '@/schemas/inquiry-dto';
import { CollectorThread } from './collector-thread';
import { messageFixture, offerFixture, threadFixture } from './inquiry-fixture';

const router = vi.hoisted(() => ({
  locale: 'en',
  pathname: '/my-page/[section]',
  asPath: '/my-page/inquiries?id=iq_1',
  query: { section: 'inquiries', id: 'iq_1' } as Record<string, string>,
  push: vi.fn(() => Promise.resolve(true)),
  replace: vi.fn(() => Promise.resolve(true)),
  prefetch: vi.fn(() => Promise.resolve()),
  events: { on: vi.fn(), off: vi.fn() },
}));
vi.mock('next/router', () => ({ useRouter: () => router }));

const answered = messageFixture({
  id: 'im_2',
  author_kind: 'gallery',
  author_name: 'Gallery Ieum',
  body: 'Here is the back of the canvas.',
  photos: [{ url: '/media/uploads/back.jpg', thumb_url: '/media/uploads/back_200px.webp' }],
  created_at: '2026-12-07T03:00:00.000Z',
  mine: false,
});

let sent: FakeRequest[] = [];
let thread: InquiryThreadDto;

beforeEach(() => {
  sent = [];
  thread = threadFixture({
    messages: [messageFixture(), answered],
    offers: [offerFixture()],
    can_offer: true,
  });
  fakeTransport.adapter = withSignedInCustomer(async (request) => {
    sent.push(request);
    if (request.method === 'GET' && request.url === '/store/inquiries/iq_1') {
      return { status: 200, data: thread };
    }
    if (request.method === 'GET' && request.url === '/store/inquiries/iq_other') {
      return { status: 404, data: { message: inquiryMessages.inquiryNotFound, code: 'NOT_FOUND' } };
    }
    if (request.method === 'POST' && request.url === '/store/inquiries/iq_1/messages') {
      const body = JSON.parse(request.data as string) as { message: string };
      thread = {
        ...thread,
        messages: [
          ...thread.messages,
          messageFixture({
            id: 'im_3',
            body: body.message,
            created_at: '2026-12-07T04:00:00.000Z',
          }),
        ],
      };
      return { status: 200, data: thread };
    }
    if (request.url === '/store/inquiries') {
      return { status: 200, data: { inquiries: [], count: 0, limit: 20, offset: 0, unread: 0 } };
    }
    return { status: 404, data: { message: 'Not found' } };
  });
});

const signedIn = { state: { accessToken: 'token', loginCheckEnded: true } };

describe('a conversation on My page', () => {
  it('shows the work, who answers, the messages with their photos and the offers made from it', async () => {
    const user = userEvent.setup();
    renderWithApp(<CollectorThread inquiryId="iq_1" />, signedIn);
    expect(
      await screen.findByRole('heading', { name: 'Held Breath', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('With Gallery Ieum')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Asked about' })).toHaveTextContent('Condition report');
    const messages = within(screen.getByRole('list', { name: 'Messages' })).getAllByTestId(
      'inquiry-message',
    );
    expect(messages).toHaveLength(2);
    expect(messages[0]).toHaveAttribute('data-mine', 'true');
    expect(messages[0]).toHaveTextContent('You');
    expect(messages[0]).toHaveTextContent('7 Dec 2026, 10:00 KST');
    expect(messages[1]).not.toHaveAttribute('data-mine');
    expect(messages[1]).toHaveTextContent('Gallery Ieum');
    expect(messages[1]).toHaveTextContent('Here is the back of the canvas.');
    const photo = within(messages[1]!).getByRole('img', {
      name: 'Photo 1 of 1 from Gallery Ieum',
    });
    expect(photo).toHaveAttribute('src', '/media/uploads/back_200px.webp');
    await user.click(within(messages[1]!).getByRole('button', { name: /Open Photo 1 of 1/ }));
    const viewer = await screen.findByRole('dialog', { name: 'Photo 1 of 1 from Gallery Ieum' });
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', '/media/uploads/back.jpg');
    await user.keyboard('{Escape}');

    const offers = screen.getByTestId('inquiry-offers');
    expect(within(offers).getByTestId('inquiry-offer')).toHaveTextContent(
      '$5,000.00 (₩7,062,500) · Pending',
    );
    expect(within(offers).getByRole('button', { name: 'Make an offer' })).toBeInTheDocument();
    expect(sent.find((r) => r.url === '/store/inquiries/iq_1')?.headers.get('Authorization')).toBe(
      'Bearer token',
    );
  });

  it('posts a reply and shows it in the thread; an empty reply is not sent', async () => {
    const user = userEvent.setup();
    renderWithApp(<CollectorThread inquiryId="iq_1" />, signedIn);
    const box = await screen.findByRole('textbox', { name: 'Your reply' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(inquiryMessages.messageRequired)).toBeInTheDocument();
    await user.type(box, 'Thank you. Is the frame included?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getAllByTestId('inquiry-message')).toHaveLength(3));
    const post = sent.find((r) => r.method === 'POST');
    expect(JSON.parse(post!.data as string)).toEqual({
      message: 'Thank you. Is the frame included?',
      photos: [],
    });
    expect(screen.getAllByTestId('inquiry-message')[2]).toHaveTextContent(
      'Thank you. Is the frame included?',
    );
    expect(box).toHaveValue('');
  });

  it('takes no reply once closed, and says so in Korean', async () => {
    thread = threadFixture({ status: 'closed', language: 'ko' });
    renderWithApp(<CollectorThread inquiryId="iq_1" />, { ...signedIn, language: 'ko' });
    expect(await screen.findByTestId('inquiry-closed')).toHaveTextContent('종료된 대화입니다');
    expect(screen.getByTestId('inquiry-status')).toHaveTextContent('종료');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByTestId('inquiry-offers')).not.toBeInTheDocument();
  });

  it('says a conversation that is not the customer’s cannot be found', async () => {
    renderWithApp(<CollectorThread inquiryId="iq_other" />, signedIn);
    expect(await screen.findByText('This conversation could not be found.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
