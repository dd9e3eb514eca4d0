// The notification port: where an outbox row goes once claimed. Adapters: console (development,
// nothing leaves the machine; the dev outbox shows the message), SMTP (nodemailer, SMTP_URL) for
// e-mail, an HTTP webhook (SMS_WEBHOOK_URL) for text messages.
import type { RenderedEmail } from './notification-templates';

export interface EmailMessage extends RenderedEmail {
  to: string;
  /** The outbox row id, sent as a header so a bounce can be traced to its row. */
  outboxId: string;
}

export interface SmsMessage {
  to: string;
  text: string;
  outboxId: string;
}

export interface EmailTransport {
  readonly name: string;
  /** True when the message really leaves the machine (its secrets are then redacted). */
  readonly delivers: boolean;
  send(message: EmailMessage): Promise<void>;
}

export interface SmsTransport {
  readonly name: string;
  readonly delivers: boolean;
  send(message: SmsMessage): Promise<void>;
}
