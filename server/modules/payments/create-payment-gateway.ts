// Picks the payment adapter named by PAYMENT_GATEWAY. Only the built-in test gateway exists so
// far; a real gateway's adapter (Toss Payments, KG Inicis, PayPal, BitPay) implements
// PaymentGateway and is added here.
import type { Config } from '../../config';
import type { PaymentGateway } from './payment-gateway.port';
import { createTestGateway } from './test-gateway';

export function createPaymentGateway(config: Config): PaymentGateway {
  switch (config.PAYMENT_GATEWAY) {
    case 'test':
      return createTestGateway({
        webhookSecret: config.PAYMENT_WEBHOOK_SECRET,
        toleranceSeconds: config.PAYMENT_WEBHOOK_TOLERANCE_SECONDS,
        accountHolder: config.STORE_NAME,
      });
  }
}
