// Picks the payment adapter named by PAYMENT_GATEWAY: the built-in offline test gateway, or
// Toss Payments (ADR 0020). Another real gateway implements PaymentGateway and is added here.
import { SELLER_LEGAL_NAME } from '@/rules/seller';
import type { Config } from '../../config';
import type { PaymentGateway } from './payment-gateway.port';
import { createTestGateway } from './test-gateway';
import { createTossGateway } from './toss-gateway';

export function createPaymentGateway(config: Config): PaymentGateway {
  switch (config.PAYMENT_GATEWAY) {
    case 'test':
      return createTestGateway({
        webhookSecret: config.PAYMENT_WEBHOOK_SECRET,
        toleranceSeconds: config.PAYMENT_WEBHOOK_TOLERANCE_SECONDS,
        accountHolder: SELLER_LEGAL_NAME.en,
      });
    case 'toss':
      return createTossGateway({
        secretKey: config.TOSS_SECRET_KEY,
        apiUrl: config.TOSS_API_URL,
        virtualAccountBank: config.TOSS_VIRTUAL_ACCOUNT_BANK,
        accountHolder: SELLER_LEGAL_NAME.en,
      });
  }
}
