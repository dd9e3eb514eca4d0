// The notice table's harness (issue 19): the app, the people, the outbox readers and the runner
// that walks each journey for an English- and a Korean-speaking customer. The journeys are in
// notice-journeys-*.ts; the test files are notice-table-*.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '@/server/db/schema';
import { currencyCodes } from '@/rules/money';
import {
  renderEmail,
  type TemplateName,
} from '@/server/modules/notifications/notification-templates';
import { startBackOfficeApp } from './back-office-test-app';
import type { Buyer } from './buying-test-app';
import type { CallResult, SignedUp } from './customer-test-app';

/**
 * The app of the test file running now: each notice-table file starts its own (setUpPeople), as
 * a test worker keeps this module from one file to the next (vitest.config.mts: no isolation).
 */
export let app: ReturnType<typeof startBackOfficeApp>;
export const MINUTE = 60_000;

export type Language = 'en' | 'ko';
export type Actor = 'customer' | 'operator' | 'partner' | 'sweep' | 'payment gateway';

export interface People {
  language: Language;
  /** The customer whose notices are checked: buyer, bidder, owner. */
  me: Buyer;
  /** Another customer of the same language (buys what `me` resells, or the work `me` bid on). */
  other: Buyer;
  /** The only seller of a gallery of its own. */
  partner: Buyer;
  gallery: string;
  /** A gallery without a partner account: the operators answer its offers (rules §4.26). */
  storeGallery: string;
  /** A customer of the same language who resells or consigns a work (answers its offers). */
  owner: Buyer;
  operator: Buyer;
}

/** The operators' inbox (CONTACT_INBOX) as a recipient of the table. */
export const operatorsInbox = () => ({ email: app.app.ctx.config.CONTACT_INBOX }) as SignedUp;

export interface Expected {
  to: SignedUp;
  /** The mail's language when it is not the customer's (the operators' inbox is Korean). */
  locale?: Language;
  template: TemplateName;
  payload?: Record<string, unknown>;
  /** Words the rendered mail must contain (in its language). */
  says?: string[];
  /** Words it must not contain. */
  saysNot?: string[];
}

export interface Step {
  /** machine: from → to */
  transition: string;
  by: Actor;
  act: () => Promise<unknown>;
  expect: () => Expected[];
  /** The same action again (a double click, a retried sweep): no notice. */
  again?: () => Promise<unknown>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the journeys' shared state
export type State = Record<string, any>;

export interface Journey {
  name: string;
  steps: (p: People, s: State) => Step[];
}

const everyone: SignedUp[] = [];

/** Moves the clock; everyone signs in again (access tokens live 10 minutes). */
export async function later(ms: number): Promise<void> {
  app.advance(ms);
  for (const person of everyone) await app.refresh(person);
}

export async function person(language: Language, firstName: string): Promise<Buyer> {
  const me = await app.customer();
  const updated = await app.call('PUT', '/v3/store/customer', {
    token: me.accessToken,
    body: { first_name: firstName, last_name: language === 'ko' ? '김' : 'Hale', language },
  });
  expect(updated.status, JSON.stringify(updated.body)).toBe(200);
  everyone.push(me);
  return me;
}

export const ok = (result: CallResult | Promise<CallResult>) =>
  Promise.resolve(result).then((r) => {
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r;
  });
export const refused = (result: Promise<CallResult>) =>
  result.then((r) => expect(r.status, JSON.stringify(r.body)).toBe(409));

/** The background job's sweep, in its order (server/jobs/background-jobs.ts). */
export async function sweep(): Promise<void> {
  const { services } = app.app;
  await services.buying.orders.sweep();
  await services.notices.sweepDepositReminders();
  await services.bids.sweep();
  await services.notices.sweepBidPaymentReminders();
}

export async function outboxIds(): Promise<Set<string>> {
  const rows = await app.app.ctx.db
    .select({ id: t.notificationOutbox.id })
    .from(t.notificationOutbox);
  return new Set(rows.map((row) => row.id));
}

export async function mailsSince(before: Set<string>) {
  const rows = await app.app.ctx.db.select().from(t.notificationOutbox);
  return rows
    .filter((row) => !before.has(row.id))
    .map((row) => ({
      recipient: row.recipient,
      template: row.template as TemplateName,
      locale: row.locale,
      payload: row.payload,
      ...renderEmail(row.template as TemplateName, row.locale, row.payload as never),
    }));
}

const hangul = /[\u3131-\uD79D]/;
/**
 * Latin words a Korean mail may carry: the brand, the zone, the bank and card names' letters and
 * the carriers' (CJ대한통운, DHL, FedEx, UPS, EMS: rules §4.46).
 */
// Bank names, and the currency codes an exchange rate is written with ("1 USD = 1,380원").
const latinAllowed = new Set([
  'Artmarket',
  'CJ',
  'DHL',
  'FedEx',
  'UPS',
  'EMS',
  'KST',
  'KB',
  'NH',
  'IBK',
  'Sh',
  'SC',
  'iM',
  ...currencyCodes.map((code) => code.toUpperCase()),
]);

export function expectLanguage(
  mail: { subject: string; text: string; payload: Record<string, unknown> },
  language: Language,
  where: string,
) {
  // Links, order numbers and the account holder the bank gave (a name, as registered) aside.
  const holder = typeof mail.payload.account_name === 'string' ? mail.payload.account_name : null;
  const prose = `${mail.subject}\n${mail.text}`
    .replace(/https?:\/\/\S+/g, '')
    .replace(/AM-[\dA-Z-]+/g, '')
    .replaceAll(holder ?? '\u0000', '');
  if (language === 'en') {
    expect(hangul.test(prose), `${where}: no Korean in an English mail\n${prose}`).toBe(false);
    return;
  }
  expect(hangul.test(mail.subject), `${where}: a Korean subject`).toBe(true);
  const latin = (prose.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !latinAllowed.has(word));
  expect(latin, `${where}: English words in a Korean mail\n${prose}`).toEqual([]);
}

/** Whether every field of `part` is in `whole` (as toMatchObject reads it). */
function isPartOf(part: unknown, whole: unknown): boolean {
  if (part === null || typeof part !== 'object') return Object.is(part, whole);
  if (whole === null || typeof whole !== 'object') return false;
  return Object.entries(part).every(([key, value]) =>
    isPartOf(value, (whole as Record<string, unknown>)[key]),
  );
}

// Journeys ------------------------------------------------------------------------------------

export const amountOf = (r: CallResult) => ({
  amount: r.body.total,
  currency: r.body.currency_code,
});

// The runner ----------------------------------------------------------------------------------

export const people = {} as Record<Language, People>;

/**
 * Starts this file's app, then signs up the operator and, per language, the customers and a
 * gallery's partner (in beforeAll).
 */
export function setUpPeople(): void {
  app = startBackOfficeApp();
  everyone.length = 0;
  beforeAll(async () => {
    const operator = await person('en', 'Ops');
    for (const language of ['en', 'ko'] as const) {
      const gallery = `in_notice_${language}`;
      await app.app.ctx.db.insert(t.institutions).values({
        id: gallery,
        handle: `gallery-notice-${language}`,
        nameEn: `Notice Gallery ${language}`,
        // A Korean mail names the gallery in Korean only (expectLanguage).
        nameKo: `알림 갤러리 ${language === 'ko' ? '가' : '나'}`,
      });
      const storeGallery = `in_notice_store_${language}`;
      await app.app.ctx.db.insert(t.institutions).values({
        id: storeGallery,
        handle: `gallery-notice-store-${language}`,
        nameEn: `Foundry Notice ${language}`,
        nameKo: `파운드리 ${language === 'ko' ? '가' : '나'}`,
      });
      const names =
        language === 'ko' ? ['민지', '서준', '하은', '지우'] : ['Emma', 'Noah', 'Olivia', 'Liam'];
      const [me, other, partner, owner] = [
        await person(language, names[0]!),
        await person(language, names[1]!),
        await app.staff('partner', gallery),
        await person(language, names[3]!),
      ];
      await app.call('PUT', '/v3/store/customer', {
        token: partner.accessToken,
        body: { first_name: names[2], last_name: language === 'ko' ? '이' : 'Reed', language },
      });
      everyone.push(partner);
      people[language] = {
        language,
        me,
        other,
        partner,
        gallery,
        storeGallery,
        owner,
        operator,
      };
    }
    const { setStaffRole } = await import('@/server/modules/staff/staff.repository');
    await setStaffRole(app.app.ctx.db, operator.customerId, 'operator', app.now());
  });
}

/** One test per journey and language: after each step, exactly the expected notices, once. */
export function walkJourneys(journeys: Journey[]): void {
  for (const language of ['en', 'ko'] as const) {
    describe(`notices to a ${language === 'ko' ? 'Korean' : 'English'}-speaking customer`, () => {
      for (const journey of journeys) {
        it(journey.name, async () => {
          const p = people[language];
          for (const step of journey.steps(p, {})) {
            const where = `${journey.name} — ${step.transition} by the ${step.by}`;
            const before = await outboxIds();
            await step.act();
            const mails = await mailsSince(before);
            const wanted = step.expect();
            expect(
              mails.map((m) => `${m.recipient} ${m.template}`).sort(),
              `${where}: exactly the expected notices`,
            ).toEqual(wanted.map((w) => `${w.to.email} ${w.template}`).sort());
            // Each expected notice is matched to a mail of its own (one step may send a
            // recipient several of one template: a resale's steps, two offers).
            const unused = new Set(mails);
            for (const w of wanted) {
              const mail =
                [...unused].find(
                  (m) =>
                    m.recipient === w.to.email &&
                    m.template === w.template &&
                    (!w.payload || isPartOf(w.payload, m.payload)),
                ) ?? mails.find((m) => m.recipient === w.to.email && m.template === w.template)!;
              unused.delete(mail);
              expect(mail.locale, where).toBe(w.locale ?? language);
              if (w.payload) expect(mail.payload, where).toMatchObject(w.payload);
              for (const words of w.says ?? []) expect(mail.text, where).toContain(words);
              for (const words of w.saysNot ?? []) expect(mail.text, where).not.toContain(words);
              expectLanguage(mail, w.locale ?? language, where);
            }
            if (step.again) {
              const again = await outboxIds();
              await step.again();
              expect(await mailsSince(again), `${where}: once only`).toEqual([]);
            }
          }
        });
      }
    });
  }
}
