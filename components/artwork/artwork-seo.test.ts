import { describe, expect, it } from 'vitest';
import { artworkDetailFixture as detail } from '@/api/testing/artwork-fixture';
import type { ArtworkDetailDto } from '@/schemas/artwork-dto';
import { buyButtonState } from '@/rules/buy-state';
import { formatIndicative } from '@/rules/price-display';
import { checkJsonLd } from '@/components/seo/schema-org-check';
import { jsonForScript } from '@/components/seo/seo';
import { artworkUrl } from './artwork-links';
import { artworkJsonLd } from './artwork-seo';
import { shownPrice } from './shown-price';

const origin = 'https://art.example';
const now = new Date('2026-12-07T00:00:00Z');
const later = '2027-01-02T11:00:00.000Z';
const earlier = '2026-12-01T11:00:00.000Z';

type Offer = Record<string, unknown> | undefined;
const offerOf = (artwork: ArtworkDetailDto, language: 'en' | 'ko' = 'en') =>
  artworkJsonLd(artwork, origin, language, now).offers as Offer;

/** Every state of the buy panel a signed-out visitor meets, in dollars, euros and won. */
const cases: [string, ArtworkDetailDto][] = [
  ['on sale, USD', detail()],
  [
    'on sale, EUR',
    detail({ price: { krw: 4_800_000, display: { amount: 312_055, currency: 'eur' } } }),
  ],
  [
    'on sale, KRW',
    detail({ price: { krw: 4_800_000, display: { amount: 4_800_000, currency: 'krw' } } }),
  ],
  ['release soon', detail({ purchase_status: 'release_soon', release_at: later })],
  ['released today', detail({ purchase_status: 'release_soon', release_at: earlier })],
  ['sold', detail({ purchase_status: 'sold' })],
  [
    'every edition held at checkout',
    detail({ editions: { ...detail().editions, available: 0, reserved: 1 } }),
  ],
  [
    "an owner's resale",
    detail({
      editions: {
        ...detail().editions,
        resale: true,
        next_edition: {
          edition_id: 'ed_1',
          edition_number: 1,
          status: 'available',
          price: { krw: 5_520_000, display: { amount: 390_796, currency: 'usd' } },
          certificate_number: null,
          certificate_issued_at: null,
          sold_at: null,
        },
      },
    }),
  ],
  ['not for sale', detail({ purchase_status: 'not_for_sale', price: null })],
  ['no gallery', detail({ institution: null })],
];

describe('artwork structured data (rules 4.60)', () => {
  it('links /en without a prefix and /ko with one', () => {
    expect(artworkUrl(origin, 'blue-field', 'en')).toBe('https://art.example/work/blue-field');
    expect(artworkUrl(origin, 'blue-field', 'ko')).toBe('https://art.example/ko/work/blue-field');
  });

  it('is a Product that is a VisualArtwork, its Offer in the currency and figure the visitor reads', () => {
    const data = artworkJsonLd(detail(), origin, 'en', now);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': ['Product', 'VisualArtwork'],
      name: 'Blue Field',
      url: 'https://art.example/work/blue-field-kim-soyun',
      image: ['https://art.example/media/a.jpg'],
      description: 'A field of blue.',
      creator: {
        '@type': 'Person',
        name: 'Kim Soyun',
        url: 'https://art.example/artist?handle=kim-soyun',
      },
      artMedium: 'Oil on canvas',
      dateCreated: '2024',
      width: { '@type': 'QuantitativeValue', value: 72.7, unitCode: 'CMT' },
      offers: {
        '@type': 'Offer',
        // "≈ $3,398" on the page: the figure it reads, not the cents of the conversion.
        price: 3398,
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        seller: {
          '@type': 'Organization',
          name: 'Gallery Dalmoon',
          url: 'https://art.example/gallery/dalmoon',
        },
      },
    });
    expect(formatIndicative(detail().price!.display, 'en')).toBe('≈ $3,398');
  });

  it('in Korean: won exactly, every address under /ko', () => {
    const won = detail({
      price: { krw: 4_800_000, display: { amount: 4_800_000, currency: 'krw' } },
    });
    const data = artworkJsonLd(won, origin, 'ko', now);
    expect(data).toMatchObject({
      url: 'https://art.example/ko/work/blue-field-kim-soyun',
      inLanguage: 'ko',
      creator: { url: 'https://art.example/ko/artist?handle=kim-soyun' },
      offers: {
        url: 'https://art.example/ko/work/blue-field-kim-soyun',
        price: 4_800_000,
        priceCurrency: 'KRW',
        seller: { url: 'https://art.example/ko/gallery/dalmoon' },
      },
    });
  });

  it('in euros: whole euros as the page shows them', () => {
    const euros = detail({
      price: { krw: 4_800_000, display: { amount: 312_055, currency: 'eur' } },
    });
    expect(offerOf(euros)).toMatchObject({ price: 3121, priceCurrency: 'EUR' });
  });

  it('states a price exactly when the buy panel shows one, the same price', () => {
    for (const [name, artwork] of cases) {
      const state = buyButtonState({ artwork, editions: artwork.editions, now });
      const shown = shownPrice(artwork, state);
      const offer = offerOf(artwork);
      if (!offer) continue;
      if (shown) {
        expect(formatIndicative(shown.display, 'en'), name).toContain(
          new Intl.NumberFormat('en-US').format(offer.price as number),
        );
        expect(offer.priceCurrency, name).toBe(shown.display.currency.toUpperCase());
      } else {
        expect(offer, name).not.toHaveProperty('price');
        expect(offer, name).not.toHaveProperty('priceCurrency');
      }
    }
  });

  it('says pre-order from the release time, sold out, reserved, or makes no offer', () => {
    expect(
      offerOf(detail({ purchase_status: 'release_soon', release_at: later }), 'ko'),
    ).toMatchObject({
      availability: 'https://schema.org/PreOrder',
      availabilityStarts: later,
    });
    // Released, before the sweep has put it on sale: the panel sells it, so does the markup.
    expect(offerOf(detail({ purchase_status: 'release_soon', release_at: earlier }))).toMatchObject(
      {
        availability: 'https://schema.org/InStock',
        price: 3398,
      },
    );
    const sold = offerOf(detail({ purchase_status: 'sold' }));
    expect(sold).toMatchObject({ availability: 'https://schema.org/SoldOut' });
    // The sold page shows "Sold", not what it sold for.
    expect(sold).not.toHaveProperty('price');
    expect(
      offerOf(detail({ editions: { ...detail().editions, available: 0, sold: 1 } })),
    ).toMatchObject({ availability: 'https://schema.org/SoldOut' });
    expect(
      offerOf(detail({ editions: { ...detail().editions, available: 0, reserved: 1 } })),
    ).toMatchObject({ availability: 'https://schema.org/Reserved', price: 3398 });
    expect(offerOf(detail({ purchase_status: 'not_for_sale', price: null }))).toBeUndefined();
    // Not for sale with a price on file: still no offer (price on request).
    expect(offerOf(detail({ purchase_status: 'not_for_sale' }))).toBeUndefined();
  });

  it("an owner's resale: its own price, sold by the marketplace for the owner, in either language", () => {
    const resale = cases.find(([name]) => name === "an owner's resale")![1];
    expect(offerOf(resale)).toMatchObject({
      price: 3908,
      priceCurrency: 'USD',
      itemCondition: 'https://schema.org/UsedCondition',
      seller: {
        '@type': 'Organization',
        '@id': 'https://art.example/#organization',
        name: 'Artmarket',
      },
    });
    expect(offerOf(resale, 'ko')).toMatchObject({ seller: { name: '아트마켓' } });
    expect(offerOf(detail({ institution: null }))).toMatchObject({ seller: { name: 'Artmarket' } });
  });

  it('passes the schema.org checker in every state, in both languages', () => {
    for (const [name, artwork] of cases) {
      for (const language of ['en', 'ko'] as const) {
        expect(checkJsonLd(artworkJsonLd(artwork, origin, language, now)), name).toEqual([]);
      }
    }
  });

  it('can never close its script element', () => {
    expect(jsonForScript({ name: '</script><script>alert(1)</script>' })).not.toContain('</');
  });
});
