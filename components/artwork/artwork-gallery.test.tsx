import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '@/components/testing/render-with-app';
import worksEn from '@/locales/en/works.json';
import worksKo from '@/locales/ko/works.json';
import type { ArtworkViewDto } from '@/schemas/artwork-dto';
import { ArtworkGallery } from './artwork-gallery';
import { I18nextProvider } from 'react-i18next';

// jsdom lays nothing out, so swiper's track cannot slide here: the gallery is tested as it is
// before swiper's chunk arrives (or when it fails to); swiper's own keys and swipe run in
// e2e/artwork-views.spec.ts.
vi.mock('./artwork-gallery-track', () => {
  throw new Error('swiper’s track is not loaded in jsdom');
});

const views: ArtworkViewDto[] = [
  {
    url: '/media/front.jpg',
    width: 1200,
    height: 1500,
    color: '#223344',
    kind: 'main',
    caption: 'Seen front on',
  },
  {
    url: '/media/detail.jpg',
    width: 800,
    height: 600,
    color: '#aa8866',
    kind: 'detail',
    caption: 'The brushwork, enlarged',
  },
  {
    url: '/media/scratch.jpg',
    width: 800,
    height: 600,
    color: '#998877',
    kind: 'defect',
    caption: 'A scratch',
  },
  {
    url: '/media/back.jpg',
    width: 640,
    height: 800,
    color: '#d8c7a4',
    kind: 'back',
    caption: 'Signed on the back',
  },
  {
    url: '/media/room.jpg',
    width: 800,
    height: 600,
    color: '#e9e4da',
    kind: 'in_room',
    caption: 'Above a sofa',
  },
];

function renderGallery(language: 'en' | 'ko' = 'en') {
  const i18n = createTestI18n(language);
  i18n.addResourceBundle(language, 'works', language === 'en' ? worksEn : worksKo);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return render(
    <ArtworkGallery images={views} alt="Blue Field by Kim Soyun" title="Blue Field" />,
    {
      wrapper,
    },
  );
}

const caption = () => screen.getByTestId('gallery-caption');

describe('artwork gallery (rules §4.71)', () => {
  it('shows every view but defect photos, each with its kind and caption, the first eagerly', async () => {
    renderGallery();
    const thumbs = screen.getAllByRole('button', { name: /^Show view/ });
    expect(thumbs.map((thumb) => thumb.getAttribute('aria-label'))).toEqual([
      'Show view 1: The work',
      'Show view 2: Detail',
      'Show view 3: Back',
      'Show view 4: In a room',
    ]);
    expect(caption()).toHaveTextContent('The workSeen front on');
    const zoom = screen.getByRole('button', { name: 'Zoom image' });
    const hero = within(zoom).getByRole('img', { name: 'Blue Field by Kim Soyun' });
    expect(hero).toHaveAttribute('loading', 'eager');
    expect(hero.getAttribute('srcset')).toContain('/media/front_400px.webp 400w');
    expect(document.querySelector('img[src*="scratch"]')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Show view 3: Back' }));
    expect(screen.getByRole('button', { name: 'Show view 3: Back' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(caption()).toHaveTextContent('BackSigned on the back');
    // Only the view shown is reachable: one zoom button, on the back.
    const shown = screen.getByRole('button', { name: 'Zoom image' });
    expect(within(shown).getByRole('img')).toHaveAttribute('alt', 'Blue Field by Kim Soyun — Back');
  });

  it('moves between views with the arrow keys before swiper is in, round from the last to the first', async () => {
    renderGallery();
    screen.getByRole('button', { name: 'Zoom image' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(caption()).toHaveTextContent('DetailThe brushwork, enlarged'), {
      timeout: 3_000,
    });
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await waitFor(() => expect(caption()).toHaveTextContent('In a roomAbove a sofa'), {
      timeout: 3_000,
    });
  });

  it('names the kinds in Korean', () => {
    renderGallery('ko');
    expect(
      screen
        .getAllByRole('button', { name: /번째 모습 보기/ })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      '1번째 모습 보기: 작품 정면',
      '2번째 모습 보기: 세부',
      '3번째 모습 보기: 뒷면',
      '4번째 모습 보기: 실내 연출',
    ]);
  });

  it('zooms every view in a dialog that the keyboard drives and Escape closes, returning focus', async () => {
    renderGallery();
    await userEvent.click(screen.getByRole('button', { name: 'Show view 2: Detail' }));
    const opener = screen.getByRole('button', { name: 'Zoom image' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Blue Field' });
    expect(within(dialog).getByText('View 2 of 4')).toBeInTheDocument();
    expect(
      within(dialog).getByText('The brushwork, enlarged', { exact: false }),
    ).toBeInTheDocument();
    await userEvent.keyboard('+');
    expect(within(dialog).getByText('150%')).toBeInTheDocument();
    await userEvent.keyboard('0');
    expect(within(dialog).getByText('100%')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});
