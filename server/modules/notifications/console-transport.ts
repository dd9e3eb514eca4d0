// Development transports: the message stays in the outbox (GET /v3/dev/outbox shows it); the log
// says only that one was "sent", to whom (masked) and which row, never its content.
import { logger } from '../../lib/logger';
import type { EmailTransport, SmsTransport } from './notification-transport.port';

/** `minji@example.com` → `m***@example.com`; `+82 1012345678` → `+82 10******78`. */
export function maskRecipient(recipient: string): string {
  const at = recipient.indexOf('@');
  if (at > 0) return `${recipient[0]}***${recipient.slice(at)}`;
  const hidden = Math.max(0, recipient.length - 8);
  return `${recipient.slice(0, 6)}${'*'.repeat(hidden)}${recipient.slice(6 + hidden)}`;
}

export const consoleEmailTransport: EmailTransport = {
  name: 'console',
  delivers: false,
  async send(message) {
    logger.info('e-mail kept in the outbox (console transport)', {
      outbox_id: message.outboxId,
      to: maskRecipient(message.to),
    });
  },
};

export const consoleSmsTransport: SmsTransport = {
  name: 'console',
  delivers: false,
  async send(message) {
    logger.info('text message kept in the outbox (console transport)', {
      outbox_id: message.outboxId,
      to: maskRecipient(message.to),
    });
  },
};
