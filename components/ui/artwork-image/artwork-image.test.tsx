import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultImageUrl } from '@/rules/image';
import { ArtworkImage, artworkSrcSet } from './artwork-image';

const image = { url: '/media/artworks/blue.jpg', width: 1200, height: 1500, color: '#384878' };

describe('artwork image', () => {
  it('offers every variant narrower than the original, then the original', () => {
    expect(artworkSrcSet(image)).toBe(
      '/media/artworks/blue_200px.webp 200w, /media/artworks/blue_400px.webp 400w, /media/artworks/blue_750px.webp 750w, /media/artworks/blue_opt.webp 1200w',
    );
    expect(artworkSrcSet({ url: '/media/s.png', width: 300 })).toBe(
      '/media/s_200px.webp 200w, /media/s_opt.webp 300w',
    );
  });

  it('keeps true proportions, paints the dominant colour and lazy-loads', () => {
    const { container } = render(
      <ArtworkImage image={image} alt="Blue Field by Kim Soyun" sizes="50vw" />,
    );
    const frame = container.firstElementChild as HTMLElement;
    const img = container.querySelector('img')!;
    expect(frame.style.aspectRatio).toBe('1200 / 1500');
    expect(frame.style.backgroundColor).toBe('rgb(56, 72, 120)');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('alt', 'Blue Field by Kim Soyun');
    expect(img).toHaveAttribute('sizes', '50vw');
  });

  it('falls back to the original upload, then to the default image, when loading fails', () => {
    const { container } = render(<ArtworkImage image={image} alt="" sizes="50vw" />);
    fireEvent.error(container.querySelector('img')!);
    let img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/media/artworks/blue.jpg');
    expect(img.hasAttribute('srcset')).toBe(false);
    fireEvent.error(img);
    img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(defaultImageUrl);
    expect(img.hasAttribute('srcset')).toBe(false);
  });

  it('loads the hero eagerly with high priority and reserves its box', () => {
    const { container } = render(<ArtworkImage image={image} alt="" sizes="60vw" priority />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '1500');
    // Shown as it arrives: no fade-in waiting for the script to see it load.
    expect(container.firstElementChild).toHaveAttribute('data-loaded');
  });

  it('fades in a lazy image once it has loaded', () => {
    const { container } = render(<ArtworkImage image={image} alt="" sizes="50vw" />);
    const frame = container.firstElementChild!;
    expect(frame).not.toHaveAttribute('data-loaded');
    fireEvent.load(container.querySelector('img')!);
    expect(frame).toHaveAttribute('data-loaded');
  });

  it('shows the default image when there is none', () => {
    const { container } = render(<ArtworkImage image={null} alt="" sizes="50vw" priority />);
    expect(container.querySelector('img')).toHaveAttribute('src', defaultImageUrl);
    expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
  });
});
