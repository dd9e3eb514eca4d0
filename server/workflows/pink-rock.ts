// The paid pink_rock membership (rules §6, §7 POST store/customer/pink-rock/payment/{id}): paid at
// once through the same payment port as orders, then the badge is granted for the plan's months
// and the member is mailed in the same transaction (ADR 0059). An active member is not charged
// again: the plan would restart, not extend, their year.
import type { AppContext } from '../context';
import { AppError, notFound } from '../errors';
import {
  findCustomerById,
  findMemberships,
  grantMembership,
} from '../modules/customers/customer.repository';
import { loadExchangeRates } from '../modules/money/money.repository';
import type { PaymentGateway } from '../modules/payments/payment-gateway.port';
import { insertPayment, updatePayment } from '../modules/payments/payment.repository';
import type { PinkRockPaymentRequest } from '@/schemas/checkout';
import type { PinkRockPaymentDto, PinkRockPlanListDto } from '@/schemas/checkout-dto';
import {
  checkoutMessages as m,
  INSTALLMENT_MIN_KRW,
  payMethodOffered,
  payMethodRules,
  pinkRockPlans,
  type PayMethod,
  type PinkRockPlanId,
} from '@/rules/checkout-rules';
import { customerFullName, hasPinkRock } from '@/schemas/customer-dto';
import type { Language } from '@/schemas/dto';
import type { CurrencyCode } from '@/rules/money';
import { convertFromKrw } from '@/rules/money-conversion';
import { createPaymentProviders, enabledPayMethods } from './checkout/pay-methods';
import type { CustomerNotices } from './customer-notices';

export type PinkRock = ReturnType<typeof createPinkRock>;

export function createPinkRock(
  ctx: AppContext,
  gateway: PaymentGateway,
  notices?: CustomerNotices,
) {
  const providers = createPaymentProviders(ctx);
  return {
    /** The plans in `currency` at today's rate, with the methods that pay them at once. */
    async plans(currency: CurrencyCode, language: Language): Promise<PinkRockPlanListDto> {
      const [rates, enabled] = await Promise.all([
        loadExchangeRates(ctx.db),
        providers.in(language),
      ]);
      return {
        plans: Object.entries(pinkRockPlans).map(([id, plan]) => ({
          id,
          name: language === 'ko' ? plan.nameKo : plan.nameEn,
          months: plan.months,
          price_krw: plan.priceKrw,
          price: convertFromKrw(plan.priceKrw, currency, rates[currency] ?? 1).amount,
          currency_code: currency,
          pay_methods: enabledPayMethods(enabled, currency, plan.priceKrw).filter(
            (method) => !method.deferred,
          ),
        })),
      };
    },

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
      if (hasPinkRock(await findMemberships(ctx.db, customerId), ctx.now())) {
        throw new AppError('CONFLICT', m.pinkRockAlreadyMember);
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
        await notices?.membershipPaid(tx, {
          paymentId: row.id,
          customerId,
          planId: planId as PinkRockPlanId,
          amount: { amount: row.amount, currency },
          method,
          approvalNumber: row.approvalNumber,
          expiresAt,
        });
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
