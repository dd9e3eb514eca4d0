// A step of the sale (record-sale.ts): the order is inserted with what the buyer agreed to (the
// session's amounts, the cart's choices, the address as it is today) and the gateway's answer is
// recorded on its payment, in one statement.
import type { Executor } from '../../../db/client';
import type { OrderRow } from '../../../modules/orders/order.repository';
import type { PaymentRow } from '../../../modules/payments/payment.repository';
import {
  EXPECTED_DELIVERY_DAYS,
  initialShippingStatus,
  type ShippingMethod,
} from '@/rules/checkout-rules';
import type { ShippingAddressDto } from '@/schemas/customer-dto';
import type { OrderAmounts } from '@/rules/order-pricing';
import { itemName } from '../cart-reads';
import type { AcceptedOutcome, SaleFacts } from '../sale-facts';
import { placeOrder } from '../sale-statements';
import type { SellerSettlements } from './sell-resale';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A paid order (delivery expected EXPECTED_DELIVERY_DAYS after the payment, its documents
 * issued), or one awaiting its deposit with the virtual account on its payment.
 */
export async function createOrder(
  tx: Executor,
  input: {
    orderId: string;
    facts: SaleFacts;
    payment: PaymentRow;
    outcome: AcceptedOutcome;
    amounts: OrderAmounts;
    /** The sale's price in KRW: every order keeps it (a gallery's payout is settled on it). */
    priceKrw: number;
    settlement: SellerSettlements | null;
    buyerName: string;
    now: Date;
  },
): Promise<{ order: OrderRow; payment: PaymentRow }> {
  const { orderId, facts, payment, outcome, amounts, settlement } = input;
  const { cart, edition } = facts;
  const paid = outcome.status === 'approved';
  const method = cart.shippingMethod as ShippingMethod;
  return placeOrder(
    tx,
    {
      id: orderId,
      customerId: cart.customerId,
      cartId: cart.id,
      artworkId: cart.artworkId,
      editionId: cart.editionId,
      itemNameEn: itemName(edition, 'en'),
      itemNameKo: itemName(edition, 'ko'),
      buyerName: input.buyerName,
      currencyCode: cart.currencyCode,
      krwPerUnit: Number(cart.krwPerUnit),
      artPrice: amounts.art_price,
      deliveryFee: amounts.delivery_fee,
      insuranceFee: amounts.insurance_fee ?? 0,
      specifiedDateFee: amounts.specified_date_fee ?? 0,
      frameFee: amounts.frame_fee,
      installationFee: amounts.installation_fee,
      extraWorksFee: amounts.extra_works_fee,
      artworkDiscount: amounts.artwork_discount,
      additionalDiscount: amounts.additional_discount,
      discountAmount: amounts.discount_amount,
      total: amounts.total,
      supplyAmount: amounts.supply_amount,
      vat: amounts.vat,
      taxFreeAmount: amounts.tax_free_amount,
      taxableAmount: amounts.taxable_amount,
      artworkCouponId: cart.artworkCouponId,
      additionalCouponId: cart.additionalCouponId,
      shippingMethod: method,
      shippingStatus: initialShippingStatus(method),
      shippingAddress: facts.address ? addressSnapshot(facts.address) : null,
      specifiedDate: cart.specifiedDate,
      pickupContact: cart.pickupContact,
      frame: cart.frame,
      installation: cart.installation,
      extraInstalls: cart.extraInstalls,
      paymentMethod: payment.method,
      status: paid ? 'paid' : 'awaiting_deposit',
      depositDeadline: paid ? null : outcome.depositDeadline,
      paidAt: paid ? outcome.paidAt : null,
      expectedDeliveryAt: paid
        ? new Date(outcome.paidAt.getTime() + EXPECTED_DELIVERY_DAYS * DAY_MS)
        : null,
      resaleId: facts.resale?.id ?? null,
      sellerCustomerId: facts.resale?.sellerId ?? null,
      platformCommission: settlement?.reference.platform_commission ?? null,
      artistRoyalty: settlement?.reference.artist_royalty ?? null,
      sellerProceeds: settlement?.reference.seller_proceeds ?? null,
      salePriceKrw: input.priceKrw,
      platformCommissionKrw: settlement?.won.platform_commission ?? null,
      artistRoyaltyKrw: settlement?.won.artist_royalty ?? null,
      sellerProceedsKrw: settlement?.won.seller_proceeds ?? null,
    },
    {
      id: payment.id,
      changes: paid
        ? {
            status: 'paid',
            providerReference: outcome.reference,
            approvalNumber: outcome.approvalNumber,
            cardName: outcome.cardName ?? null,
            cardNumber: outcome.cardNumber ?? null,
            installmentMonths: outcome.installmentMonths ?? payment.installmentMonths,
            bank: outcome.bank ?? null,
            paidAt: outcome.paidAt,
          }
        : {
            status: 'awaiting_deposit',
            providerReference: outcome.reference,
            bank: outcome.bank,
            accountNumber: outcome.accountNumber,
            accountName: outcome.accountName,
            depositDeadline: outcome.depositDeadline,
          },
    },
    input.now,
  );
}

/** The delivery address as it was at the sale: the order keeps it if the customer edits theirs. */
function addressSnapshot(address: ShippingAddressDto) {
  return {
    id: address.id,
    postal_code: address.postal_code,
    street_address: address.street_address,
    detail_address: address.detail_address,
    phone_number: address.phone_number,
    nickname: address.nickname,
    country: address.country,
  };
}
