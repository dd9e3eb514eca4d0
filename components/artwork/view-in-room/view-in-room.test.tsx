// The View in my room dialog's controls (rules §4.81–4.82): who gets the button, the frame and
// wall choices and what the dialog then says, the photo path's reference and keyboard moves, and
// that the photo is only ever an object URL in the page.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '@/components/testing/render-with-app';
import worksEn from '@/locales/en/works.json';
import type { ArtworkDetailDto } from '@/schemas/artwork-dto';
import { ViewInRoomButton } from './view-in-room-button';

const painting = {
  id: 'a1',
  handle: 'blue-field',
  title: 'Blue Field',
  artist: { id: 'p1', handle: 'kim-soyun', name: 'Kim Soyun' },
  category: { id: 'c1', handle: 'painting', title: 'Painting' },
  image: { url: '/media/blue-field.jpg', width: 1200, height: 800, color: '#223344' },
  width_cm: 120,
  height_cm: 80,
  depth_cm: null,
} as unknown as ArtworkDetailDto;

function renderButton(artwork: ArtworkDetailDto) {
  const i18n = createTestI18n('en');
  i18n.addResourceBundle('en', 'works', worksEn);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return render(<ViewInRoomButton artwork={artwork} />, { wrapper });
}

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'View in my room' }));
  return screen.findByRole('dialog', { name: 'View in my room' });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('View in my room', () => {
  it('is offered on a flat work only, not on a sculpture or a deep object', () => {
    const { unmount } = renderButton({
      ...painting,
      category: { id: 'c5', handle: 'sculpture', title: 'Sculpture' },
    });
    expect(screen.queryByRole('button', { name: 'View in my room' })).toBeNull();
    unmount();
    renderButton({
      ...painting,
      category: { ...painting.category, handle: 'mixed-media' },
      depth_cm: 25,
    });
    expect(screen.queryByRole('button', { name: 'View in my room' })).toBeNull();
  });

  it('says the size beside the sofa and the person, with the frame it adds', async () => {
    renderButton(painting);
    const dialog = await openDialog();
    expect(
      within(dialog).getByText('120 × 80 cm, beside a sofa 85 cm high and a person 170 cm tall'),
    ).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Thin black (2 cm)' }));
    expect(
      within(dialog).getByText(
        '120 × 80 cm (124 × 84 cm with the frame), beside a sofa 85 cm high and a person 170 cm tall',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'White with mat (10 cm)' }));
    expect(within(dialog).getByText(/140 × 100 cm with the frame/)).toBeInTheDocument();

    // Without WebGL (jsdom) the wall says so and points to the photo path; the paints still choose.
    expect(within(dialog).getByText(/cannot draw the 3D wall/)).toBeInTheDocument();
    const stage = within(dialog).getByRole('img', {
      name: 'Blue Field on a wall at its true size',
    });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Navy' }));
    expect(stage).toHaveAttribute('data-wall', '#2c3a4f');
    expect(stage).toHaveAttribute('data-frame', 'white-mat');
  });

  it('closes on Escape and gives the focus back to the button', async () => {
    renderButton(painting);
    await openDialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'View in my room' })).toHaveFocus();
  });

  it('places the work on a photo at the scale of the marked reference, moved by the keys, without sending the photo', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const createObjectURL = vi.fn(() => 'blob:local-photo');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    // jsdom decodes no pictures: this one is a 1000 × 800 photo.
    class DecodedImage {
      naturalWidth = 1000;
      naturalHeight = 800;
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      set src(url: string) {
        if (url === 'blob:local-photo') setTimeout(() => this.onload?.(), 0);
      }
    }
    vi.stubGlobal('Image', DecodedImage);
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);

    renderButton(painting);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use a photo of my wall' }));
    const input = within(dialog).getByLabelText('Take or choose a photo of your wall');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');
    const photo = new File([new Uint8Array([1, 2, 3])], 'wall.jpg', { type: 'image/jpeg' });
    await userEvent.upload(input, photo);
    expect(createObjectURL).toHaveBeenCalledWith(photo);

    // The first guess: 200 px between the points, an A4 sheet's 29.7 cm → 6.73 px per cm.
    const canvas = await within(dialog).findByRole('img', { name: 'Your wall with Blue Field' });
    const surface = canvas.parentElement!;
    expect(surface).toHaveAttribute('data-px-per-cm', (200 / 29.7).toFixed(4));
    expect(surface).toHaveAttribute('data-work-photo-px', '808.1 538.7');

    // The end point one step right (1 % of 1000 px): 210 px.
    within(dialog).getByRole('button', { name: 'End of the reference' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(surface).toHaveAttribute('data-px-per-cm', (210 / 29.7).toFixed(4));

    // A length the visitor types: 42 cm over 210 px is 5 px per cm, the work 600 × 400 px.
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Another length' }));
    await userEvent.type(within(dialog).getByLabelText('Length in cm'), '42');
    expect(surface).toHaveAttribute('data-work-photo-px', '600.0 400.0');
    expect(
      within(dialog).getByText('120 × 80 cm is 600 × 400 px on your photo (5.0 px per cm)'),
    ).toBeInTheDocument();

    // The work moves with the keys; the frame adds its width on the photo too.
    const work = within(dialog).getByRole('button', { name: /Blue Field: drag it/ });
    const left = work.style.left;
    work.focus();
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(work.style.left).not.toBe(left);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Natural wood (4 cm)' }));
    expect(surface).toHaveAttribute('data-work-photo-px', '640.0 440.0');

    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
