import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpClient } from '@/api/http';
import { toast } from '@/store/toast';
import { renderWithApp } from '@/components/testing/render-with-app';
import catalogue from '@/locales/en/catalogue.json';
import { NewsletterSection } from './newsletter-section';

vi.mock('@/store/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const sent: { url?: string; body?: unknown }[] = [];

function answer(status: number, data: unknown) {
  httpClient.adapter = async (config) => {
    sent.push({ url: `${config.baseURL}${config.url}`, body: JSON.parse(String(config.data)) });
    return { status, data };
  };
}

function renderNewsletter() {
  const view = renderWithApp(<div />);
  view.i18n.addResourceBundle('en', 'catalogue', catalogue);
  view.rerender(<NewsletterSection />);
  return view;
}

afterEach(() => {
  sent.length = 0;
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

describe('newsletter block', () => {
  it("refuses a malformed address with the spec's message and sends nothing", async () => {
    answer(200, {});
    const user = userEvent.setup();
    renderNewsletter();
    await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter a valid email address.',
    );
    expect(sent).toEqual([]);
  });

  it("posts the address and language to store/subscribe and shows the server's answer", async () => {
    answer(200, { message: 'Subscribed. See you on Thursday.' });
    const user = userEvent.setup();
    renderNewsletter();
    const field = screen.getByRole('textbox', { name: 'E-mail address' });
    await user.type(field, ' collector@example.com ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Subscribed. See you on Thursday.'),
    );
    expect(sent).toEqual([
      { url: '/v3/store/subscribe', body: { email: 'collector@example.com', language: 'en' } },
    ]);
    expect(field).toHaveValue('');
  });

  it("toasts the server's error and keeps what was typed", async () => {
    answer(404, { message: 'Not found', code: 'NOT_FOUND' });
    const user = userEvent.setup();
    renderNewsletter();
    const field = screen.getByRole('textbox', { name: 'E-mail address' });
    await user.type(field, 'collector@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Not found'));
    expect(toast.success).not.toHaveBeenCalled();
    expect(field).toHaveValue('collector@example.com');
  });
});
