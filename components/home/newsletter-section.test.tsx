import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeTransport } from '@/api/testing/fake-transport';
import { renderWithApp } from '@/components/testing/render-with-app';
import catalogue from '@/locales/en/catalogue.json';
import { Toaster } from '@/components/ui/toaster/toaster';
import { NewsletterSection } from './newsletter-section';

const sent: { url?: string; body?: unknown }[] = [];

function answer(status: number, data: unknown) {
  fakeTransport.adapter = async (config) => {
    sent.push({ url: `${config.baseURL}${config.url}`, body: JSON.parse(String(config.data)) });
    return { status, data };
  };
}

function renderNewsletter() {
  const view = renderWithApp(<Toaster />);
  view.i18n.addResourceBundle('en', 'catalogue', catalogue);
  view.rerender(
    <>
      <Toaster />
      <NewsletterSection />
    </>,
  );
  return view;
}

afterEach(() => {
  sent.length = 0;
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
    expect(await screen.findByText('Subscribed. See you on Thursday.')).toBeInTheDocument();
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
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(field).toHaveValue('collector@example.com');
  });
});
