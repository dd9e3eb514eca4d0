// Text messages through an HTTP endpoint (SMS_WEBHOOK_URL) that receives { to, text, id } as JSON:
// a small relay in front of the SMS gateway of the operator's choice.
import type { SmsTransport } from './notification-transport.port';

export function createSmsWebhookTransport(url: string): SmsTransport {
  return {
    name: 'sms-webhook',
    delivers: true,
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to: message.to, text: message.text, id: message.outboxId }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS webhook answered ${response.status}`);
    },
  };
}
