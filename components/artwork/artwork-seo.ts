// What search engines and link previews read about an artwork: the absolute URLs per locale and
// the work as schema.org sees it — a Product (it is for sale here) that is a VisualArtwork (its
// artist, medium, size and year), with an Offer that says what the page's buy panel says (rules
// 4.60, ADR 0076). Pure, so it is tested without a page; built by the page's getServerSideProps,
// so none of it ships to the browser.
import type { ArtworkDetailDto } from '@/schemas/artwork-dto';
import type { Language } from '@/schemas/dto';
import { absoluteUrl } from '@/components/catalogue/absolute-url';
import { languagePath } from '@/components/seo/seo';
import { siteLinks } from '@/components/layout/site-links';
import { buyButtonState, type BuyButtonState } from '@/rules/buy-state';
import { STORE_NAME } from '@/rules/negotiation';
import { indicativeUnits } from '@/rules/price-display';
import { artworkUrl } from './artwork-links';
import { shownPrice } from './shown-price';

const SCHEMA = 'https://schema.org/';

/**
 * The Offer's availability for what a signed-out visitor's buy panel offers (rules 4.60): on sale
 * → InStock; release soon → PreOrder (from its release time); sold → SoldOut; every edition held
 * at checkout → Reserved (schema.org's "reserved and therefore not available", which a lapsed
 * checkout may free again); not for sale or price on request → no Offer at all.
 */
export function offerAvailability(state: BuyButtonState): string | null {
  switch (state.primary) {
    case 'buy_now':
      return `${SCHEMA}InStock`;
    case 'release_soon':
      return `${SCHEMA}PreOrder`;
    case 'sold':
      return `${SCHEMA}SoldOut`;
    case 'not_for_sale':
      return state.note === 'reserved' ? `${SCHEMA}Reserved` : null;
    default:
      return null;
  }
}

/** The store as the seller of an owner's resale: the marketplace sells it for the owner. */
function storeSeller(origin: string, language: Language) {
  return {
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: STORE_NAME[language],
    url: `${origin}/`,
  };
}

/**
 * The work's Offer, or null when it has none. Its price is the one the buy panel shows, as the
 * panel writes it: in the visitor's currency, a converted price in whole units ("≈ $3,398" →
 * 3398 USD), won exactly; no price when the panel shows none (a sold one); a work not yet released states its price.
 */
export function artworkOffer(
  artwork: ArtworkDetailDto,
  origin: string,
  language: Language,
  now: Date = new Date(),
): Record<string, unknown> | null {
  const state = buyButtonState({ artwork, editions: artwork.editions, now });
  const availability = offerAvailability(state);
  if (!availability) return null;
  const price = shownPrice(artwork, state);
  const resale = artwork.editions.resale;
  const seller =
    resale || !artwork.institution
      ? storeSeller(origin, language)
      : {
          '@type': 'Organization',
          name: artwork.institution.name,
          url: origin + languagePath(siteLinks.gallery(artwork.institution.handle), language),
        };
  return {
    '@type': 'Offer',
    url: artworkUrl(origin, artwork.handle, language),
    ...(price
      ? {
          price: indicativeUnits(price.display),
          priceCurrency: price.display.currency.toUpperCase(),
        }
      : {}),
    availability,
    ...(state.primary === 'release_soon' && artwork.release_at
      ? { availabilityStarts: artwork.release_at }
      : {}),
    // An owner's resale has had an owner; the gallery's own offer is of a work never sold.
    itemCondition: `${SCHEMA}${resale ? 'UsedCondition' : 'NewCondition'}`,
    seller,
  };
}

/** schema.org Product + VisualArtwork, with its Offer when it has one. */
export function artworkJsonLd(
  artwork: ArtworkDetailDto,
  origin: string,
  language: Language,
  now: Date = new Date(),
): Record<string, unknown> {
  const url = artworkUrl(origin, artwork.handle, language);
  const centimetres = (value: number) => ({
    '@type': 'QuantitativeValue',
    value,
    unitCode: 'CMT',
  });
  const offer = artworkOffer(artwork, origin, language, now);
  return {
    '@context': 'https://schema.org',
    '@type': ['Product', 'VisualArtwork'],
    '@id': url,
    url,
    name: artwork.title,
    inLanguage: language,
    image: artwork.images.map((image) => absoluteUrl(origin, image.url)),
    ...(artwork.description ? { description: artwork.description } : {}),
    category: artwork.category.title,
    creator: {
      '@type': 'Person',
      name: artwork.artist.name,
      url: origin + languagePath(siteLinks.artist(artwork.artist.handle), language),
      ...(artwork.artist.nationality ? { nationality: artwork.artist.nationality } : {}),
      ...(artwork.artist.birth_year ? { birthDate: String(artwork.artist.birth_year) } : {}),
    },
    artform: artwork.category.title,
    artMedium: artwork.medium,
    width: centimetres(artwork.width_cm),
    height: centimetres(artwork.height_cm),
    ...(artwork.depth_cm ? { depth: centimetres(artwork.depth_cm) } : {}),
    ...(artwork.year ? { dateCreated: String(artwork.year) } : {}),
    ...(artwork.edition_type === 'edition' ? { artEdition: artwork.edition_size } : {}),
    ...(offer ? { offers: offer } : {}),
  };
}
