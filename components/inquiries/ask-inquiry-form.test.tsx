// "Ask about this work": the form checks its choices and message by the rule's own schema before
// anything is sent, in the page's language; a valid question goes to POST store/inquiries with the
// chosen topics, the message and the uploaded photos' URLs; a refusal from the server is said in
// place, and the thread it opened is handed on.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { withSignedInCustomer } from '@/api/testing/customer-fixture';
import { fakeTransport, type FakeRequest } from '@/api/testing/fake-transport';
import { renderWithApp } from '@/components/testing/render-with-app';
import { inquiryMessages, inquiryMessagesKo } from '@/schemas/inquiry';
import type { InquiryThreadDto } from '@/schemas/inquiry-dto';
import { AskInquiryForm } from './ask-inquiry-form';
import { threadFixture } from './inquiry-fixture';

let sent: FakeRequest[] = [];
let answer: (request: FakeRequest) => { status: number; data?: unknown; headers?: object };

beforeEach(() => {
  sent = [];
  answer = () => ({ status: 200, data: threadFixture() });
  fakeTransport.adapter = withSignedInCustomer(async (request) => {
    sent.push(request);
    if (request.url === '/store/upload/artwork/image') {
      return {
        status: 200,
        data: {
          image: {
            id: 'img_1',
            url: '/media/uploads/back.jpg',
            width: 800,
            height: 600,
            color: '#cccccc',
            variants: {
              '200px': '/media/uploads/back_200px.webp',
              '400px': '/media/uploads/back_400px.webp',
              '750px': '/media/uploads/back_750px.webp',
              opt: '/media/uploads/back_opt.webp',
            },
          },
        },
      };
    }
    return answer(request) as never;
  });
});

const signedIn = { state: { accessToken: 'token', loginCheckEnded: true } };

function renderForm(language: 'en' | 'ko' = 'en') {
  const onSent = vi.fn<(thread: InquiryThreadDto) => void>();
  const onCancel = vi.fn();
  renderWithApp(
    <AskInquiryForm artworkId="aw_1" editionId="ed_1" onCancel={onCancel} onSent={onSent} />,
    { ...signedIn, language },
  );
  return { onSent, onCancel };
}

const posts = () => sent.filter((r) => r.method === 'POST' && r.url === '/store/inquiries');

describe('ask about this work: the form', () => {
  it('asks for a topic and a message before sending anything', async () => {
    const user = userEvent.setup();
    const { onSent } = renderForm();
    await user.click(await screen.findByRole('button', { name: 'Send question' }));
    expect(await screen.findByText(inquiryMessages.topicsRequired)).toBeInTheDocument();
    expect(screen.getByText(inquiryMessages.messageRequired)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // A message of spaces is no message.
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), '   ');
    await user.click(screen.getByRole('checkbox', { name: 'Condition report' }));
    await user.click(screen.getByRole('button', { name: 'Send question' }));
    expect(await screen.findByText(inquiryMessages.messageRequired)).toBeInTheDocument();
    expect(screen.queryByText(inquiryMessages.topicsRequired)).not.toBeInTheDocument();
    expect(posts()).toHaveLength(0);
    expect(onSent).not.toHaveBeenCalled();
  });

  it('says what is missing in Korean on a Korean page', async () => {
    const user = userEvent.setup();
    renderForm('ko');
    await user.click(await screen.findByRole('button', { name: '문의 보내기' }));
    expect(await screen.findByText(inquiryMessagesKo.topicsRequired)).toBeInTheDocument();
    expect(screen.getByText(inquiryMessagesKo.messageRequired)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '해외 배송' })).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('sends the chosen topics, the message and the photos, and hands on the thread', async () => {
    const user = userEvent.setup();
    const { onSent } = renderForm();
    await user.click(await screen.findByRole('checkbox', { name: 'Condition report' }));
    await user.click(screen.getByRole('checkbox', { name: 'Shipping to my country' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Your question' }),
      '  Could you ship to Berlin?  ',
    );
    const file = new File([new Uint8Array([1, 2, 3])], 'back.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByTestId('inquiry-photo-input'), file);
    expect(await screen.findByRole('img', { name: 'Photo 1' })).toHaveAttribute(
      'src',
      '/media/uploads/back_200px.webp',
    );
    await user.click(screen.getByRole('button', { name: 'Send question' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(JSON.parse(posts()[0]!.data as string)).toEqual({
      artwork_id: 'aw_1',
      edition_id: 'ed_1',
      topics: ['condition', 'shipping'],
      message: 'Could you ship to Berlin?',
      photos: ['/media/uploads/back.jpg'],
    });
    expect(onSent.mock.calls[0]![0].id).toBe('iq_1');
  });

  it('says the server’s refusal in place and keeps what was written', async () => {
    const user = userEvent.setup();
    answer = () => ({
      status: 429,
      data: { message: inquiryMessagesKo.tooManyThreads, code: 'TOO_MANY_REQUESTS' },
      headers: { 'retry-after': '3600' },
    });
    const { onSent } = renderForm('ko');
    await user.click(await screen.findByRole('checkbox', { name: '액자' }));
    await user.type(screen.getByRole('textbox', { name: '문의 내용' }), '액자 사양이 궁금합니다.');
    await user.click(screen.getByRole('button', { name: '문의 보내기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(inquiryMessagesKo.tooManyThreads);
    expect(screen.getByRole('textbox', { name: '문의 내용' })).toHaveValue(
      '액자 사양이 궁금합니다.',
    );
    expect(onSent).not.toHaveBeenCalled();
  });
});
