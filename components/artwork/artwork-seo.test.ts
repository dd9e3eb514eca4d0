import { describe, expect, it } from 'vitest';
import type { ArtworkDetailDto } from '@/schemas/artwork-dto';
import { artworkUrl } from './artwork-links';
import { jsonForScript } from '@/components/seo/seo';
import { artworkJsonLd } from './artwork-seo';

const origin = 'https://art.example';

function detail(patch: Partial<ArtworkDetailDto> = {}): ArtworkDetailDto {
  return {
    id: 'art_1',
    handle: 'blue-field-kim-soyun',
    title: 'Blue Field',
    artist: {
      id: 'ast_1',
      handle: 'kim-soyun',
      name: 'Kim Soyun',
      image: null,
      birth_year: 1975,
      death_year: null,
      nationality: 'Korean',
      bio: '',
    },
    institution: {
      id: 'ins_1',
      handle: 'dalmoon',
      name: 'Gallery Dalmoon',
      type: 'gallery',
      city: 'Seoul',
    },
    category: { id: 'cat_1', handle: 'painting', title: 'Painting' },
    image: { url: '/media/a.jpg', width: 1200, height: 1500, color: '#123456' },
    images: [{ url: '/media/a.jpg', width: 1200, height: 1500, color: '#123456' }],
    width_cm: 72.7,
    height_cm: 60.6,
    depth_cm: null,
    size_total: 133.3,
    size: '72.7 × 60.6 cm',
    year: 2024,
    medium: 'Oil on canvas',
    price: { krw: 4_800_000, display: { amount: 339823, currency: 'usd' } },
    purchase_status: 'on_sale',
    release_at: null,
    edition_type: 'unique',
    edition_size: 1,
    bid_enabled: false,
    last_bid_price: null,
    bid_expires_at: null,
    wishes_count: 3,
    published_at: '2026-01-01T00:00:00Z',
    description: 'A field of blue.',
    frame_size: null,
    signature: null,
    editions: {
      artwork_id: 'art_1',
      edition_type: 'unique',
      edition_size: 1,
      total: 1,
      available: 1,
      reserved: 0,
      sold: 0,
      not_for_sale: 0,
      next_edition: null,
      resale: false,
    },
    exhibitions: [],
    ...patch,
  };
}

describe('artwork structured data', () => {
  it('links /en without a prefix and /ko with one', () => {
    expect(artworkUrl(origin, 'blue-field', 'en')).toBe('https://art.example/work/blue-field');
    expect(artworkUrl(origin, 'blue-field', 'ko')).toBe('https://art.example/ko/work/blue-field');
  });

  it('describes a VisualArtwork with an Offer in the visitor currency', () => {
    const data = artworkJsonLd(detail(), origin, 'en');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'VisualArtwork',
      name: 'Blue Field',
      url: 'https://art.example/work/blue-field-kim-soyun',
      image: ['https://art.example/media/a.jpg'],
      creator: { '@type': 'Person', name: 'Kim Soyun' },
      artMedium: 'Oil on canvas',
      dateCreated: '2024',
      width: { '@type': 'QuantitativeValue', value: 72.7, unitCode: 'CMT' },
      offers: {
        '@type': 'Offer',
        price: '4800000',
        priceCurrency: 'KRW',
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'Organization', name: 'Gallery Dalmoon' },
      },
    });
  });

  it('says sold out, pre-order, or leaves the offer out for unpriced works', () => {
    expect(artworkJsonLd(detail({ purchase_status: 'sold' }), origin, 'en').offers).toMatchObject({
      availability: 'https://schema.org/SoldOut',
    });
    expect(
      artworkJsonLd(
        detail({ purchase_status: 'release_soon', release_at: '2026-12-24T00:00:00Z' }),
        origin,
        'ko',
      ).offers,
    ).toMatchObject({
      availability: 'https://schema.org/PreOrder',
      availabilityStarts: '2026-12-24T00:00:00Z',
    });
    expect(
      artworkJsonLd(detail({ purchase_status: 'not_for_sale', price: null }), origin, 'en').offers,
    ).toBeUndefined();
  });

  it('can never close its script element', () => {
    expect(jsonForScript({ name: '</script><script>alert(1)</script>' })).not.toContain('</');
  });
});
