// The notification outbox: rows written with the code, sent by the configured transport (a real
// SMTP conversation with a small server here; an HTTP webhook for text messages), retried with
// back-off, given up after five attempts, never sent twice by parallel dispatchers, and their
// codes redacted once really delivered.
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNotifications } from '@/server/modules/notifications/notification.service';
import type {
  EmailMessage,
  EmailTransport,
  SmsTransport,
} from '@/server/modules/notifications/notification-transport.port';
import { createCustomerTestApp, type CustomerTestApp } from './customer-test-app';

interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/** Just enough SMTP (RFC 5321) to receive what nodemailer sends. */
async function startSmtpServer(): Promise<{
  port: number;
  mails: ReceivedMail[];
  close(): Promise<void>;
}> {
  const mails: ReceivedMail[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current: ReceivedMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 test-smtp ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          mails.push(current);
          current = { from: '', to: [], data: '' };
          reply('250 2.0.0 queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 test-smtp');
        else if (verb === 'MAIL') {
          current.from = line;
          reply('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          current.to.push(line);
          reply('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 go ahead');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function startWebhook(): Promise<{
  url: string;
  received: unknown[];
  close(): Promise<void>;
}> {
  const received: unknown[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push(JSON.parse(body));
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The decoded text/plain part of a MIME message (base64 or quoted-printable). */
function plainTextPart(mime: string): string {
  const match =
    /Content-Type: text\/plain; charset=utf-8\r\nContent-Transfer-Encoding: (\S+)\r\n\r\n([\s\S]*?)\r\n--/i.exec(
      mime,
    );
  if (!match) return '';
  const [, encoding, body] = match;
  if (encoding!.toLowerCase() === 'base64') return Buffer.from(body!, 'base64').toString('utf8');
  return Buffer.from(
    body!
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

const waitFor = async (condition: () => boolean, what: string) => {
  for (let i = 0; i < 100 && !condition(); i += 1) await new Promise((r) => setTimeout(r, 50));
  expect(condition(), what).toBe(true);
};

describe('delivery through SMTP and the SMS webhook', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let webhook: Awaited<ReturnType<typeof startWebhook>>;
  let app: CustomerTestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    webhook = await startWebhook();
    app = await createCustomerTestApp({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: 'Artmarket <no-reply@artmarket.example>',
        SMS_WEBHOOK_URL: webhook.url,
      },
    });
  });
  afterAll(async () => {
    await app?.app.close();
    await smtp?.close();
    await webhook?.close();
  });

  it('sends the code by e-mail (text and HTML, the customer language) and redacts it once delivered', async () => {
    const me = await app.signUp({ first_name: '민지', last_name: '김', language: 'ko' });
    await app.call('POST', '/v3/store/customer/send-email-verification-code', {
      token: me.accessToken,
      body: {},
    });
    await waitFor(
      () => smtp.mails.some((mail) => mail.to.join().includes(me.email)),
      'mail received',
    );
    const mail = smtp.mails.find((x) => x.to.join().includes(me.email))!;
    expect(mail.from).toContain('no-reply@artmarket.example');
    expect(mail.data).toMatch(/Content-Type: multipart\/alternative/i);
    expect(mail.data).toMatch(/Content-Type: text\/plain; charset=utf-8/i);
    expect(mail.data).toMatch(/Content-Type: text\/html; charset=utf-8/i);
    expect(mail.data).toMatch(/^Subject: =\?UTF-8\?/m); // the Korean subject, encoded
    expect(mail.data).toMatch(/X-Outbox-Id: ntf_/i);
    const text = plainTextPart(mail.data);
    expect(text).toContain('이메일 주소 인증을 위해 아래 코드를 입력해 주세요.');
    expect(text).toContain('이 코드는 10분 후에 만료됩니다.');
    // The plain-text part sets the code on a line of its own, indented.
    const code = /^ {4}(\d{6})$/m.exec(text)?.[1];
    expect(code).toBeDefined();

    let [row] = await app.outbox(me.email);
    for (let i = 0; i < 50 && row.status !== 'sent'; i += 1) {
      await new Promise((r) => setTimeout(r, 50));
      [row] = await app.outbox(me.email);
    }
    expect(row.status).toBe('sent');
    expect(row.payload.code).toBe('[sent]');

    const confirmed = await app.call('POST', '/v3/store/customer/confirm-verification-code', {
      token: me.accessToken,
      body: { email: me.email, code },
    });
    expect(confirmed.status).toBe(200);
  });

  it('sends the phone code to the SMS webhook', async () => {
    const me = await app.signUp();
    await app.call('POST', '/v3/store/customer/send-sms-verification-code', {
      token: me.accessToken,
      body: { country_code: '+82', phone: '01055556666' },
    });
    await waitFor(() => webhook.received.length > 0, 'text message received');
    expect(webhook.received[0]).toEqual({
      to: '+82 01055556666',
      text: expect.stringMatching(
        /^\[Artmarket\] Your code is \d{6}\. It expires in 10 minutes\.$/,
      ),
      id: expect.stringMatching(/^ntf_/),
    });
  });
});

describe('retries and concurrency', () => {
  let app: CustomerTestApp;
  let failuresLeft = 0;
  const sent: EmailMessage[] = [];
  const flaky: EmailTransport = {
    name: 'flaky',
    delivers: true,
    async send(message) {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error('421 try again later');
      }
      sent.push(message);
    },
  };
  const noSms: SmsTransport = { name: 'none', delivers: false, async send() {} };

  beforeAll(async () => {
    app = await createCustomerTestApp({
      services: { customerAccounts: { transports: { email: flaky, sms: noSms } } },
    });
  });
  afterAll(() => app?.app.close());

  const notifications = () => app.app.services.customerAccounts.notifications;
  const enqueue = (recipient: string) =>
    notifications().enqueue(app.app.ctx.db, {
      channel: 'email',
      recipient,
      template: 'password-changed',
      locale: 'en',
      payload: { first_name: 'Minji' },
    });

  it('tries again with back-off and gives up after the fifth attempt', async () => {
    failuresLeft = 2;
    await enqueue('retry@example.com');
    await notifications().dispatchDue();
    let [row] = await app.outbox('retry@example.com');
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    await notifications().dispatchDue(); // not due yet
    [row] = await app.outbox('retry@example.com');
    expect(row.attempts).toBe(1);
    app.advance(31_000);
    await notifications().dispatchDue();
    [row] = await app.outbox('retry@example.com');
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    app.advance(121_000);
    await notifications().dispatchDue();
    [row] = await app.outbox('retry@example.com');
    expect(row).toMatchObject({ status: 'sent', attempts: 3 });
    expect(sent.filter((m) => m.to === 'retry@example.com')).toHaveLength(1);

    failuresLeft = 100;
    await enqueue('never@example.com');
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await notifications().dispatchDue();
      app.advance(40 * 60_000);
    }
    [row] = await app.outbox('never@example.com');
    expect(row).toMatchObject({ status: 'failed', attempts: 5 });
    failuresLeft = 0;
  });

  it('sends each message once, however many dispatchers run at the same time', async () => {
    const recipients = Array.from({ length: 30 }, (_, i) => `batch${i}@example.com`);
    for (const recipient of recipients) await enqueue(recipient);
    const dispatchers = [1, 2, 3].map(() =>
      createNotifications(app.app.ctx, { email: flaky, sms: noSms }),
    );
    await Promise.all(dispatchers.map((d) => d.dispatchDue()));
    for (const recipient of recipients) {
      expect(
        sent.filter((m) => m.to === recipient),
        recipient,
      ).toHaveLength(1);
    }
    await Promise.all(dispatchers.map((d) => d.close()));
  });
});
