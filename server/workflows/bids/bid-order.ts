// The accepted bid's order (GET/PUT store/orders/bid/{id}, GET store/orders/bid/complete/{id}):
// the bidder's cart priced at the bid, paid through the ordinary checkout (payment session,
// gateway, completion), whose sale closes the bid as ordered (checkout/steps/order-accepted-bid).
import type { BidOrderDto, BidPaymentSessionDto } from '@/schemas/bid-dto';
import type { CompleteQuery, PaymentSessionRequest } from '@/schemas/checkout';
import type { OrderDto } from '@/schemas/checkout-dto';
import type { Language } from '@/schemas/dto';
import type { CurrencyCode } from '@/rules/money';
import type { Checkout } from '../checkout';
import type { BidReads } from './bid-reads';

export function createBidOrder(checkout: Checkout, reads: BidReads) {
  return {
    /** GET store/orders/bid/{id}: the accepted bid's order, priced at the bid. */
    async order(customerId: string, bidId: string, language: Language): Promise<BidOrderDto> {
      const { bid, cartId } = await reads.ownBidOrder(customerId, bidId);
      const currency = bid.currencyCode as CurrencyCode;
      const [cart, dto] = await Promise.all([
        checkout.get(customerId, cartId, currency, language),
        reads.one(bid.id, language, currency, { institutionIds: [], customerId }),
      ]);
      return { bid: dto, cart };
    },

    /** PUT store/orders/bid/{id}: starts the payment of the bid order (the checkout's session). */
    async startPayment(
      customerId: string,
      bidId: string,
      input: PaymentSessionRequest,
      language: Language,
    ): Promise<BidPaymentSessionDto> {
      const { bid, cartId } = await reads.ownBidOrder(customerId, bidId);
      const session = await checkout.startPayment(customerId, cartId, input, language);
      const dto = await reads.one(bid.id, language, bid.currencyCode as CurrencyCode, {
        institutionIds: [],
        customerId,
      });
      return { ...session, bid: dto };
    },

    /** GET store/orders/bid/complete/{id}: completes the bid order's payment (the checkout's). */
    async complete(
      customerId: string,
      bidId: string,
      query: CompleteQuery,
      language: Language,
    ): Promise<OrderDto> {
      const { bid, cartId } = await reads.ownBidOrder(customerId, bidId);
      return checkout.complete(
        customerId,
        cartId,
        bid.currencyCode as CurrencyCode,
        query,
        language,
      );
    },
  };
}
