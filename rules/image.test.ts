import { describe, expect, it } from 'vitest';
import { defaultImageUrl, imageVariantUrl, pickImageVariant } from './image';

describe('image variants (rules §3)', () => {
  it('names the webp variants after the original', () => {
    expect(imageVariantUrl('/media/artworks/img_1.jpg', '200px')).toBe(
      '/media/artworks/img_1_200px.webp',
    );
    expect(imageVariantUrl('/media/artworks/img_1.jpg', 'opt')).toBe(
      '/media/artworks/img_1_opt.webp',
    );
    expect(imageVariantUrl('/media/a.b/img', '750px')).toBe('/media/a.b/img_750px.webp');
  });

  it('falls back to the default image when there is none', () => {
    expect(imageVariantUrl(null, '400px')).toBe(defaultImageUrl);
  });

  it('picks the smallest variant that is sharp at the device pixel ratio', () => {
    expect(pickImageVariant(100, 2)).toBe('200px');
    expect(pickImageVariant(180, 2)).toBe('400px');
    expect(pickImageVariant(375, 2)).toBe('750px');
    expect(pickImageVariant(600, 2)).toBe('opt');
  });
});
