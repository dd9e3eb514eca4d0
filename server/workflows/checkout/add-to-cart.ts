// Adding a work to the cart (POST store/cart/artwork): one edition in a cart of its own, at the
// rate of the visitor's currency locked now. Buy now, and the order of an accepted bid or resale.
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { AppError, notFound } from '../../errors';
import {
  findEditionToBuy,
  type PurchasableEdition,
} from '../../modules/artworks/artwork-purchase.repository';
import { listShippingAddresses } from '../../modules/customers/shipping-address.repository';
import { insertCart, type CartRow } from '../../modules/orders/cart.repository';
import { onSaleResaleOfEdition } from '../../modules/resale/resale.repository';
import type { AddToCartRequest } from '@/schemas/checkout';
import type { CartDto } from '@/schemas/checkout-dto';
import { checkoutMessages as m } from '@/rules/checkout-rules';
import type { ShippingAddressDto } from '@/schemas/customer-dto';
import type { Language } from '@/schemas/dto';
import type { CurrencyCode } from '@/rules/money';
import { resaleMessages } from '@/schemas/resale';
import { toCartDto } from '../checkout-views';
import { assertCurrencyAllowed, factsOf, rateOf } from './cart-reads';

/**
 * Opens a cart for one edition at a locked rate, delivered to the customer's default address
 * when it is in Korea (else kept in free storage): buy now, and the order of an accepted bid.
 */
export async function openCartFor(
  db: Executor,
  input: {
    customerId: string;
    artworkId: string;
    editionId: string;
    currency: CurrencyCode;
    krwPerUnit: number;
    /** When that rate was locked, if before now (an accepted bid's: when it was placed). */
    rateLockedAt?: Date;
  },
  now: Date,
): Promise<CartRow> {
  return (await openCartAt(db, input, now)).cart;
}

/** openCartFor, with the address it delivers to. */
async function openCartAt(
  db: Executor,
  input: Parameters<typeof openCartFor>[1],
  now: Date,
): Promise<{ cart: CartRow; address: ShippingAddressDto | null }> {
  const addresses = await listShippingAddresses(db, input.customerId);
  const address = addresses.find((a) => a.is_default) ?? null;
  const cart = await insertCart(
    db,
    {
      customerId: input.customerId,
      artworkId: input.artworkId,
      editionId: input.editionId,
      currencyCode: input.currency,
      krwPerUnit: input.krwPerUnit,
      rateLockedAt: input.rateLockedAt ?? now,
      shippingAddressId: address?.id ?? null,
      shippingMethod: address?.country === 'KR' ? 'delivery' : 'storage',
    },
    now,
  );
  return { cart, address };
}

/** A work on sale with a price, and this edition still available. */
function assertBuyable(edition: PurchasableEdition): void {
  if (
    edition.priceKrw === null ||
    edition.editionStatus === 'not_for_sale' ||
    edition.purchaseStatus === 'not_for_sale' ||
    edition.purchaseStatus === 'release_soon'
  ) {
    throw new AppError('CONFLICT', m.notForSale);
  }
  if (edition.editionStatus !== 'available') {
    throw new AppError('CONFLICT', m.editionUnavailable);
  }
}

export function createAddToCart(ctx: AppContext) {
  /** POST store/cart/artwork */
  return async function addArtwork(
    customerId: string,
    input: AddToCartRequest,
    currency: CurrencyCode,
    language: Language,
  ): Promise<CartDto> {
    assertCurrencyAllowed(currency, language);
    const edition = await findEditionToBuy(ctx.db, input.artwork_id, input.edition_id);
    if (!edition) throw notFound('Artwork not found.');
    assertBuyable(edition);
    // An owner's own resale listing is theirs already: refused here, not at the payment.
    const resale = await onSaleResaleOfEdition(ctx.db, edition.editionId);
    if (resale?.sellerId === customerId) throw new AppError('CONFLICT', resaleMessages.ownEdition);
    const { cart, address } = await openCartAt(
      ctx.db,
      {
        customerId,
        artworkId: edition.artworkId,
        editionId: edition.editionId,
        currency,
        krwPerUnit: await rateOf(ctx, currency),
      },
      ctx.now(),
    );
    // Its edition and address were just read, and no bid is the order of a cart this new.
    const facts = await factsOf(ctx.db, cart, { edition, address, noBid: true });
    return toCartDto(facts, language, ctx.now());
  };
}
