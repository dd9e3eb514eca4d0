// What search engines and link previews read about an artwork: the absolute URLs per locale
// and the schema.org VisualArtwork with its Offer. Pure, so it is tested without a page; built
// by the page's getServerSideProps, so none of it ships to the browser.
import type { ArtworkDetailDto } from '@/schemas/artwork-dto';
import type { Language } from '@/schemas/dto';
import { absoluteUrl } from '@/components/catalogue/absolute-url';
import { artworkUrl } from './artwork-links';

const availability: Record<ArtworkDetailDto['purchase_status'], string> = {
  on_sale: 'https://schema.org/InStock',
  release_soon: 'https://schema.org/PreOrder',
  sold: 'https://schema.org/SoldOut',
  not_for_sale: 'https://schema.org/Discontinued',
};

/** schema.org VisualArtwork, with an Offer whenever the work has a price. */
export function artworkJsonLd(
  artwork: ArtworkDetailDto,
  origin: string,
  language: Language,
): Record<string, unknown> {
  const url = artworkUrl(origin, artwork.handle, language);
  const centimetres = (value: number) => ({
    '@type': 'QuantitativeValue',
    value,
    unitCode: 'CMT',
  });
  const soldOut =
    artwork.purchase_status === 'on_sale' &&
    artwork.editions.available === 0 &&
    artwork.editions.reserved === 0;
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'VisualArtwork',
    '@id': url,
    url,
    name: artwork.title,
    inLanguage: language,
    image: artwork.images.map((image) => absoluteUrl(origin, image.url)),
    creator: {
      '@type': 'Person',
      name: artwork.artist.name,
      ...(artwork.artist.nationality ? { nationality: artwork.artist.nationality } : {}),
      ...(artwork.artist.birth_year ? { birthDate: String(artwork.artist.birth_year) } : {}),
    },
    artform: artwork.category.title,
    artMedium: artwork.medium,
    width: centimetres(artwork.width_cm),
    height: centimetres(artwork.height_cm),
    ...(artwork.depth_cm ? { depth: centimetres(artwork.depth_cm) } : {}),
    ...(artwork.year ? { dateCreated: String(artwork.year) } : {}),
    ...(artwork.description ? { description: artwork.description } : {}),
    ...(artwork.edition_type === 'edition' ? { artEdition: artwork.edition_size } : {}),
  };
  if (artwork.price) {
    // The exact price is the won price the work is sold at; other currencies are conversions
    // shown as approximate (≈) until a cart locks them.
    data.offers = {
      '@type': 'Offer',
      url,
      price: String(artwork.price.krw),
      priceCurrency: 'KRW',
      availability: soldOut ? 'https://schema.org/SoldOut' : availability[artwork.purchase_status],
      itemCondition: 'https://schema.org/NewCondition',
      ...(artwork.release_at && artwork.purchase_status === 'release_soon'
        ? { availabilityStarts: artwork.release_at }
        : {}),
      ...(artwork.institution
        ? { seller: { '@type': 'Organization', name: artwork.institution.name } }
        : {}),
    };
  }
  return data;
}
