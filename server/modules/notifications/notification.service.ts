// Notifications: enqueue in the caller's transaction (the outbox row is the source of truth),
// then dispatch: right after the request (kick) and on a timer (sweep), from any instance.
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { describeError, logger } from '../../lib/logger';
import { consoleEmailTransport, consoleSmsTransport, maskRecipient } from './console-transport';
import {
  renderEmail,
  renderSms,
  secretPayloadFields,
  type NotificationLocale,
  type TemplateName,
  type TemplatePayloads,
} from './notification-templates';
import type { EmailTransport, SmsTransport } from './notification-transport.port';
import {
  claimDueMessages,
  deleteSentMessagesBefore,
  insertOutboxMessage,
  listOutboxMessages,
  markMessageFailed,
  markMessageSent,
  type OutboxRow,
} from './outbox.repository';
import { createSmsWebhookTransport } from './sms-webhook-transport';
import { createSmtpTransport } from './smtp-transport';

export interface Notification<T extends TemplateName = TemplateName> {
  channel: 'email' | 'sms';
  recipient: string;
  template: T;
  locale: NotificationLocale;
  payload: TemplatePayloads[T];
  customerId?: string | null;
}

export interface NotificationTransports {
  email: EmailTransport;
  sms: SmsTransport;
}

/** An outbox row as the dev outbox shows it (development only: secrets in clear). */
export interface OutboxMessageDto {
  id: string;
  channel: 'email' | 'sms';
  recipient: string;
  template: string;
  locale: string;
  status: string;
  attempts: number;
  payload: Record<string, unknown>;
  subject: string | null;
  text: string;
  created_at: string;
  sent_at: string | null;
}

const MAX_ATTEMPTS = 5;
const LEASE_SECONDS = 60;
const BATCH = 20;
/** Waits after failed attempts 1-4: 30 s, 2 min, 8 min, 32 min. */
const retryDelaySeconds = (attempt: number) => 30 * 4 ** (attempt - 1);

export function transportsFromConfig(ctx: AppContext): NotificationTransports {
  const { SMTP_URL, MAIL_FROM, SMS_WEBHOOK_URL } = ctx.config;
  return {
    email: SMTP_URL ? createSmtpTransport(SMTP_URL, MAIL_FROM) : consoleEmailTransport,
    sms: SMS_WEBHOOK_URL ? createSmsWebhookTransport(SMS_WEBHOOK_URL) : consoleSmsTransport,
  };
}

function render(row: Pick<OutboxRow, 'channel' | 'template' | 'locale' | 'payload'>) {
  const template = row.template as TemplateName;
  const payload = row.payload as TemplatePayloads[TemplateName];
  if (row.channel === 'sms') {
    return { subject: null, text: renderSms(template, row.locale, payload), html: null };
  }
  return renderEmail(template, row.locale, payload);
}

function redact(template: string, payload: Record<string, unknown>): Record<string, unknown> {
  const secret = secretPayloadFields[template as TemplateName] ?? [];
  return Object.fromEntries(
    Object.entries(payload).map(([key, value]) => [key, secret.includes(key) ? '[sent]' : value]),
  );
}

export type Notifications = ReturnType<typeof createNotifications>;

export function createNotifications(
  ctx: AppContext,
  transports: NotificationTransports = transportsFromConfig(ctx),
) {
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;

  async function deliver(row: OutboxRow): Promise<void> {
    const transport = row.channel === 'sms' ? transports.sms : transports.email;
    try {
      const rendered = render(row);
      if (row.channel === 'sms') {
        await transports.sms.send({ to: row.recipient, text: rendered.text, outboxId: row.id });
      } else {
        await transports.email.send({
          to: row.recipient,
          subject: rendered.subject ?? '',
          text: rendered.text,
          html: rendered.html ?? '',
          outboxId: row.id,
        });
      }
      const payload = transport.delivers ? redact(row.template, row.payload) : row.payload;
      await markMessageSent(ctx.db, row.id, ctx.now(), payload);
    } catch (error) {
      const retry = row.attempts < MAX_ATTEMPTS;
      logger.warn('notification not sent', {
        outbox_id: row.id,
        to: maskRecipient(row.recipient),
        transport: transport.name,
        attempt: row.attempts,
        will_retry: retry,
        error: describeError(error).split('\n')[0],
      });
      const retryAt = retry
        ? new Date(ctx.now().getTime() + retryDelaySeconds(row.attempts) * 1000)
        : null;
      await markMessageFailed(ctx.db, row.id, String(error).slice(0, 500), retryAt);
    }
  }

  /** Sends every due row; concurrent calls share one run (and ask for another after it). */
  async function dispatchDue(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          for (;;) {
            if (closed) return;
            const rows = await claimDueMessages(ctx.db, ctx.now(), BATCH, LEASE_SECONDS);
            if (!rows.length) break;
            for (const row of rows) await deliver(row);
          }
        } while (again && !closed);
      } catch (error) {
        logger.error('notification dispatch failed', { error: describeError(error) });
      } finally {
        running = null;
      }
    })();
    return running;
  }

  return {
    transports,
    /** Writes the message to the outbox with `db` (the caller's transaction, usually). */
    enqueue<T extends TemplateName>(db: Executor, notification: Notification<T>): Promise<string> {
      return insertOutboxMessage(
        db,
        {
          channel: notification.channel,
          recipient: notification.recipient,
          template: notification.template,
          locale: notification.locale,
          payload: notification.payload as unknown as Record<string, unknown>,
          customerId: notification.customerId,
        },
        ctx.now(),
      );
    },
    /** Starts sending soon, without making the caller wait for the transport. */
    kick(): void {
      if (!closed) setImmediate(() => void dispatchDue());
    },
    dispatchDue,
    /** Forgets sent and failed messages after 30 days. */
    async purge(): Promise<void> {
      await deleteSentMessagesBefore(ctx.db, new Date(ctx.now().getTime() - 30 * 86_400_000));
    },
    async list(query: { recipient?: string; limit: number; offset: number }) {
      const { rows, count } = await listOutboxMessages(ctx.db, query);
      const messages: OutboxMessageDto[] = rows.map((row) => {
        const rendered = render(row);
        return {
          id: row.id,
          channel: row.channel,
          recipient: row.recipient,
          template: row.template,
          locale: row.locale,
          status: row.status,
          attempts: row.attempts,
          payload: row.payload,
          subject: rendered.subject,
          text: rendered.text,
          created_at: row.createdAt.toISOString(),
          sent_at: row.sentAt?.toISOString() ?? null,
        };
      });
      return { messages, count, limit: query.limit, offset: query.offset };
    },
    /** Stops dispatching and waits for a run in progress. */
    async close(): Promise<void> {
      closed = true;
      await running;
    },
  };
}
