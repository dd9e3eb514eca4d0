import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '@/components/testing/render-with-app';
import worksEn from '@/locales/en/works.json';
import { ArtworkGallery } from './artwork-gallery';
import { I18nextProvider } from 'react-i18next';

const images = [
  { url: '/media/front.jpg', width: 1200, height: 1500, color: '#223344' },
  { url: '/media/detail.jpg', width: 1500, height: 1000, color: '#aa8866' },
];

function renderGallery() {
  const i18n = createTestI18n('en');
  i18n.addResourceBundle('en', 'works', worksEn);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return render(
    <ArtworkGallery images={images} alt="Blue Field by Kim Soyun" title="Blue Field" />,
    { wrapper },
  );
}

describe('artwork gallery', () => {
  it('shows the first picture eagerly and switches with the thumbnails', async () => {
    renderGallery();
    const zoom = screen.getByRole('button', { name: 'Zoom image' });
    const hero = within(zoom).getByRole('img', { name: 'Blue Field by Kim Soyun' });
    expect(hero).toHaveAttribute('loading', 'eager');
    expect(hero.getAttribute('srcset')).toContain('/media/front_400px.webp 400w');
    await userEvent.click(screen.getByRole('button', { name: 'Show image 2' }));
    expect(screen.getByRole('button', { name: 'Show image 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(zoom).getByRole('img').getAttribute('srcset')).toContain('/media/detail_');
  });

  it('zooms in a dialog that the keyboard drives and Escape closes, returning focus', async () => {
    renderGallery();
    const opener = screen.getByRole('button', { name: 'Zoom image' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Blue Field' });
    expect(within(dialog).getByText('Image 1 of 2')).toBeInTheDocument();
    await userEvent.keyboard('+');
    expect(within(dialog).getByText('150%')).toBeInTheDocument();
    await userEvent.keyboard('0');
    await userEvent.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('Image 2 of 2')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});
