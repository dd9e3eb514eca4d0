// The paid pink_rock membership (rules §6, §7 POST store/customer/pink-rock/payment/{id}): paid at
// once through the same payment port as orders, then the badge is granted for the plan's months.
import type { AppContext } from '../context';
import { AppError, notFound } from '../errors';
import { findCustomerById, grantMembership } from '../modules/customers/customer.repository';
import { loadExchangeRates } from '../modules/money/money.repository';
import type { PaymentGateway } from '../modules/payments/payment-gateway.port';
import { insertPayment, updatePayment } from '../modules/payments/payment.repository';
import type { PinkRockPaymentRequest } from '@/schemas/checkout';
import type { PinkRockPaymentDto } from '@/schemas/checkout-dto';
import {
  checkoutMessages as m,
  INSTALLMENT_MIN_KRW,
  payMethodOffered,
  payMethodRules,
  pinkRockPlans,
  type PayMethod,
  type PinkRockPlanId,
} from '@/schemas/checkout-rules';
import { customerFullName } from '@/schemas/customer-dto';
import type { CurrencyCode } from '@/schemas/money';
import { convertFromKrw } from '@/schemas/money-conversion';

export type PinkRock = ReturnType<typeof createPinkRock>;

export function createPinkRock(ctx: AppContext, gateway: PaymentGateway) {
  return {
    async pay(
      customerId: string,
      planId: string,
      input: PinkRockPaymentRequest,
      currency: CurrencyCode,
    ): Promise<PinkRockPaymentDto> {
      if (!Object.hasOwn(pinkRockPlans, planId)) throw notFound(m.pinkRockPlanNotFound);
      const plan = pinkRockPlans[planId as PinkRockPlanId];
      const method = input.pay_method as PayMethod;
      if (!payMethodOffered(method, currency) || payMethodRules[method].deferred) {
        throw new AppError('CONFLICT', m.payMethodUnavailable);
      }
      const months = input.installment_months ?? 0;
      if (months > 0 && !payMethodRules[method].installments) {
        throw new AppError('VALIDATION', m.installmentsUnavailable);
      }
      if (months > 0 && plan.priceKrw < INSTALLMENT_MIN_KRW) {
        throw new AppError('VALIDATION', m.installmentsTooSmall);
      }
      const rates = await loadExchangeRates(ctx.db);
      const amount = convertFromKrw(plan.priceKrw, currency, rates[currency] ?? 1).amount;
      const customer = await findCustomerById(ctx.db, customerId);
      const payment = await insertPayment(
        ctx.db,
        {
          customerId,
          purpose: 'membership',
          provider: gateway.provider,
          method,
          currencyCode: currency,
          amount,
          status: 'processing',
          installmentMonths: method === 'card_kr' ? months : null,
          testInput:
            input.test_card_number || input.test_outcome
              ? { card_number: input.test_card_number ?? null, outcome: input.test_outcome ?? null }
              : null,
        },
        ctx.now(),
      );
      const outcome = await gateway.pay(
        {
          paymentId: payment.id,
          method,
          amount,
          currency,
          installmentMonths: months,
          orderName: plan.nameEn,
          buyerName: customer ? customerFullName(customer.firstName, customer.lastName) : '',
          testInput: payment.testInput,
        },
        ctx.now(),
      );
      if (outcome.status === 'declined') {
        await updatePayment(
          ctx.db,
          payment.id,
          {
            status: 'declined',
            declineReason: outcome.reason,
            providerReference: outcome.reference,
          },
          ctx.now(),
        );
        throw new AppError('PAYMENT_DECLINED', outcome.reason, { decline_code: outcome.code });
      }
      if (outcome.status !== 'approved') throw new AppError('CONFLICT', m.payMethodUnavailable);
      const now = ctx.now();
      const expiresAt = new Date(now);
      expiresAt.setUTCMonth(expiresAt.getUTCMonth() + plan.months);
      const paid = await ctx.db.transaction(async (tx) => {
        const row = await updatePayment(
          tx,
          payment.id,
          {
            status: 'paid',
            providerReference: outcome.reference,
            approvalNumber: outcome.approvalNumber,
            cardName: outcome.cardName ?? null,
            cardNumber: outcome.cardNumber ?? null,
            paidAt: outcome.paidAt,
          },
          now,
        );
        await grantMembership(tx, customerId, 'pink_rock', now, expiresAt);
        return row;
      });
      return {
        payment: {
          id: paid.id,
          amount: paid.amount,
          currency_code: currency,
          pay_method: method,
          approval_number: paid.approvalNumber,
          card_name: paid.cardName,
          card_number: paid.cardNumber,
          paid_at: paid.paidAt?.toISOString() ?? null,
        },
        membership: {
          badge_type: 'pink_rock',
          granted_at: now.toISOString(),
          expires_at: expiresAt.toISOString(),
        },
      };
    },
  };
}
