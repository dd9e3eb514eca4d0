import { describe, expect, it } from 'vitest';
import { artworkDetailFixture as detail } from '@/api/testing/artwork-fixture';
import { artworkUrl } from './artwork-links';
import { jsonForScript } from '@/components/seo/seo';
import { artworkJsonLd } from './artwork-seo';

const origin = 'https://art.example';

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
