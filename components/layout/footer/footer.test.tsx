import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTransport } from '@/api/testing/fake-transport';
import { renderWithApp } from '@/components/testing/render-with-app';
import { contactErrors } from '@/components/contact/contact-modal';
import { Toaster } from '@/components/ui/toaster/toaster';
import { SELLER_ADDRESS, SELLER_LEGAL_NAME } from '@/rules/seller';
import { Footer } from './footer';

vi.mock('next/router', () => ({
  useRouter: () => ({ locale: 'en', pathname: '/works', asPath: '/works', query: {} }),
}));

const posted: unknown[] = [];
function answer(status: number) {
  fakeTransport.adapter = async (config) => {
    posted.push(JSON.parse(String(config.data)));
    return { status, data: status >= 400 ? { message: 'Not found', code: 'NOT_FOUND' } : {} };
  };
}

afterEach(() => {
  posted.length = 0;
});

describe('footer (rules §1, §2)', () => {
  it('shows company details, legal links and the 2023 copyright', () => {
    renderWithApp(<Footer />, { state: { loginCheckEnded: true } });
    expect(screen.getByText('Artmarket Inc.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    expect(screen.getByRole('link', { name: 'Buyer protection' })).toHaveAttribute(
      'href',
      '/buyer-protection',
    );
    expect(screen.getByText(/© 2023 Artmarket Inc\./)).toBeInTheDocument();
  });

  it('names the seller as the sale slip does (SELLER_LEGAL_NAME), in Korean too', () => {
    renderWithApp(<Footer />, { language: 'ko', state: { loginCheckEnded: true } });
    expect(screen.getByText(SELLER_LEGAL_NAME.ko)).toBeInTheDocument();
    expect(SELLER_LEGAL_NAME).toEqual({ en: 'Artmarket Inc.', ko: '(주)아트마켓' });
  });

  it('gives the seller the address the sale slip prints (SELLER_ADDRESS), in each language', () => {
    renderWithApp(<Footer />, { state: { loginCheckEnded: true } });
    expect(screen.getByText(SELLER_ADDRESS.en)).toBeInTheDocument();
    renderWithApp(<Footer />, { language: 'ko', state: { loginCheckEnded: true } });
    expect(screen.getByText(SELLER_ADDRESS.ko)).toBeInTheDocument();
    expect(SELLER_ADDRESS.ko).toMatch(/^서울특별시 종로구/);
  });

  it('sends resale requests to sign-in (back to My Artworks after) when signed out and to My Artworks when signed in', () => {
    const { unmount } = renderWithApp(<Footer />, { state: { loginCheckEnded: true } });
    expect(screen.getByRole('link', { name: 'Request resale' })).toHaveAttribute(
      'href',
      '/sign-in?before=%2Fmy-page%2Fworks',
    );
    unmount();
    renderWithApp(<Footer />, { state: { accessToken: 't', loginCheckEnded: true } });
    expect(screen.getByRole('link', { name: 'Request resale' })).toHaveAttribute(
      'href',
      '/my-page/works',
    );
  });

  it.each([
    ['Contact', 'Contact us', 'common_contact'],
    ['VIP Contact', 'VIP contact', 'vip_contact'],
  ])('%s opens the form "%s" that posts type %s', async (button, title, type) => {
    answer(201);
    const user = userEvent.setup();
    renderWithApp(
      <>
        <Toaster />
        <Footer />
      </>,
      { state: { loginCheckEnded: true } },
    );
    await user.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByRole('dialog', { name: title })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Your name/), 'Minji Kim');
    await user.type(screen.getByLabelText(/E-mail/), 'minji@example.com');
    await user.type(screen.getByLabelText(/Message/), 'Is the blue painting still available?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Thank you. We will be in touch shortly.',
    );
    expect(posted[0]).toMatchObject({
      type,
      name: 'Minji Kim',
      email: 'minji@example.com',
      language: 'en',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('enrolment asks for the gallery, and an API error toasts and keeps the form open', async () => {
    answer(404);
    const user = userEvent.setup();
    renderWithApp(
      <>
        <Toaster />
        <Footer />
      </>,
      { state: { loginCheckEnded: true } },
    );
    await user.click(screen.getByRole('button', { name: 'Enrol as a gallery' }));
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(screen.getByText("Please enter the gallery's name.")).toBeInTheDocument();
    expect(posted).toHaveLength(0);

    await user.type(screen.getByLabelText(/Gallery name/), 'Seomi Gallery');
    await user.type(screen.getByLabelText(/Your name/), 'Minji Kim');
    await user.type(screen.getByLabelText(/E-mail/), 'minji@example.com');
    await user.type(screen.getByLabelText(/Message/), 'We would like to join.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found');
    expect(posted[0]).toMatchObject({ type: 'enroll_gallery', organization: 'Seomi Gallery' });
    expect(screen.getByRole('dialog', { name: 'Enrol as a gallery' })).toBeInTheDocument();
  });
});

describe('contact form rules', () => {
  const valid = {
    name: 'A',
    email: 'a@b.co',
    phone: '',
    organization: '',
    website: '',
    message: 'Hi',
  };
  it('requires name, a valid e-mail and a message, and the gallery for enrolment', () => {
    expect(contactErrors('common_contact', valid)).toEqual({});
    expect(contactErrors('common_contact', { ...valid, email: 'nope' })).toHaveProperty('email');
    expect(contactErrors('enroll_gallery', valid)).toHaveProperty('organization');
  });
});
