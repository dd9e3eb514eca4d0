// The order is what the buyer agreed to, and its payment records what the gateway answered.
import { describe, expect, it } from 'vitest';
import { newOrderId } from '@/server/modules/orders/order.repository';
import type { OrderAmounts } from '@/rules/order-pricing';
import { createOrder } from '@/server/workflows/checkout/steps/create-order';
import { startSaleApp, type Claimed } from './sale-test-app';

const app = startSaleApp();
const DAY = 24 * 60 * 60 * 1000;

const ordering = (
  { facts, payment }: Claimed,
  outcome: Parameters<typeof createOrder>[1]['outcome'],
  settlement: Parameters<typeof createOrder>[1]['settlement'] = null,
) => ({
  orderId: newOrderId(app.now()),
  facts,
  payment,
  outcome,
  amounts: (payment.breakdown as OrderAmounts | null)!,
  priceKrw: (payment.breakdown as OrderAmounts | null)!.art_price,
  settlement,
  buyerName: 'Minji Kim',
  now: app.now(),
});

describe('create the order', () => {
  it("a paid order: the session's amounts, the address as at the sale, delivery expected in 14 days, its documents issued", async () => {
    const claimed = await app.claimed({ priceKrw: 1_000_000 });
    const outcome = app.approved();
    const input = ordering(claimed, outcome);
    const { order, payment } = await app.rolledBack((tx) => createOrder(tx, input));
    expect(order).toMatchObject({
      id: input.orderId,
      status: 'paid',
      customerId: claimed.buyer.customerId,
      artPrice: 1_000_000,
      deliveryFee: 30_000,
      total: claimed.payment.amount,
      buyerName: 'Minji Kim',
      shippingMethod: 'delivery',
      shippingAddress: { street_address: '110 Sejong-daero, Jung-gu, Seoul', country: 'KR' },
      paidAt: outcome.paidAt,
      expectedDeliveryAt: new Date(outcome.paidAt.getTime() + 14 * DAY),
      depositDeadline: null,
      resaleId: null,
      // Every order keeps its KRW price; only a resale has a seller's settlement.
      salePriceKrw: 1_000_000,
      sellerProceedsKrw: null,
    });
    expect(order.documentNumber).toMatch(/^AM-\d{4}-\d{6,}$/);
    expect(payment).toMatchObject({
      id: claimed.payment.id,
      orderId: input.orderId,
      status: 'paid',
      providerReference: outcome.reference,
      approvalNumber: outcome.approvalNumber,
      cardNumber: outcome.cardNumber,
    });
  });

  it('an order awaiting its deposit: the virtual account on its payment, no documents yet', async () => {
    const claimed = await app.claimed({ session: { pay_method: 'vbank' } });
    const outcome = app.awaitingDeposit(new Date(app.now().getTime() + 3 * DAY));
    const { order, payment } = await app.rolledBack((tx) =>
      createOrder(tx, ordering(claimed, outcome)),
    );
    expect(order).toMatchObject({
      status: 'awaiting_deposit',
      depositDeadline: outcome.depositDeadline,
      paidAt: null,
      expectedDeliveryAt: null,
      documentNumber: null,
    });
    expect(payment).toMatchObject({
      status: 'awaiting_deposit',
      bank: outcome.bank,
      accountNumber: outcome.accountNumber,
      accountName: outcome.accountName,
    });
  });

  it("a resale's order names its seller and what the sale pays them, in won", async () => {
    const claimed = await app.claimedResale();
    const won = {
      sale_price: 2_000_000,
      platform_commission: 200_000,
      artist_royalty: 100_000,
      seller_proceeds: 1_700_000,
    };
    const settlement = { won, reference: won };
    const { order } = await app.rolledBack((tx) =>
      createOrder(tx, ordering(claimed, app.approved(), settlement)),
    );
    expect(order).toMatchObject({
      resaleId: claimed.resaleId,
      sellerCustomerId: claimed.sellerId,
      platformCommission: 200_000,
      artistRoyalty: 100_000,
      sellerProceeds: 1_700_000,
      salePriceKrw: 2_000_000,
      platformCommissionKrw: 200_000,
      artistRoyaltyKrw: 100_000,
      sellerProceedsKrw: 1_700_000,
    });
  });
});
