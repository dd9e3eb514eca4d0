// The Pink Rock membership bought from /my-page/membership (issue 23, ADR 0059): the plans the
// server keeps, in the visitor's currency with the methods that pay at once; a payment that grants
// the pink_rock badge (isPinkRock), mails the member once in their language, and is not taken
// twice from an active member.
import { describe, expect, it } from 'vitest';
import { checkoutMessages as m, pinkRockPlans } from '@/rules/checkout-rules';
import { testCards } from '@/server/modules/payments/test-gateway';
import { startBuyingApp, usd } from './buying-test-app';
import { expectError } from './customer-test-app';

const app = startBuyingApp();
const plans = '/v3/store/customer/pink-rock/plans';
const pay = '/v3/store/customer/pink-rock/payment/annual';

describe('GET store/customer/pink-rock/plans', () => {
  it('answers the annual plan in KRW with the methods that pay at once, no virtual account', async () => {
    const me = await app.buyer();
    const answer = await app.call('GET', plans, { token: me.accessToken });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.plans).toHaveLength(Object.keys(pinkRockPlans).length);
    const [annual] = answer.body.plans;
    expect(annual).toMatchObject({
      id: 'annual',
      name: pinkRockPlans.annual.nameEn,
      months: 12,
      price_krw: 300_000,
      price: 300_000,
      currency_code: 'krw',
    });
    const codes = annual.pay_methods.map((method: { code: string }) => method.code);
    expect(codes).toContain('card_kr');
    expect(codes).toContain('transfer');
    expect(codes).not.toContain('vbank');
  });

  it('prices the plan in the visitor’s currency, with that currency’s methods', async () => {
    const me = await app.buyer();
    const answer = await app.call('GET', plans, { token: me.accessToken, ...usd });
    const [annual] = answer.body.plans;
    expect(annual.currency_code).toBe('usd');
    expect(annual.price).toBeGreaterThan(0);
    expect(annual.price_krw).toBe(300_000);
    const codes = annual.pay_methods.map((method: { code: string }) => method.code);
    expect(codes).toContain('card_intl');
    expect(codes).not.toContain('card_kr');
  });

  it('is for a signed-in customer only', async () => {
    expect((await app.call('GET', plans)).status).toBe(401);
  });
});

describe('paying for the membership', () => {
  it('grants the badge, mails the member once in their language, and refuses a second payment', async () => {
    const me = await app.signUp({ language: 'ko' });
    const declined = await app.call('POST', pay, {
      token: me.accessToken,
      body: { pay_method: 'card_kr', test_card_number: testCards.declined },
    });
    expectError(declined, 402, 'The card was declined.');
    expect(await app.outbox(me.email)).not.toContainEqual(
      expect.objectContaining({ template: 'membership-paid' }),
    );

    const paid = await app.call('POST', pay, {
      token: me.accessToken,
      body: { pay_method: 'card_kr' },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const info = await app.call('GET', '/v3/store/customer/info', { token: me.accessToken });
    expect(info.body.isPinkRock).toBe(true);
    expect(info.body.memberships).toEqual([
      expect.objectContaining({
        badge_type: 'pink_rock',
        expires_at: paid.body.membership.expires_at,
      }),
    ]);

    const mails = (await app.outbox(me.email)).filter(
      (mail: { template: string }) => mail.template === 'membership-paid',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ locale: 'ko' });
    expect(mails[0].subject).toBe('[Artmarket] 핑크 록 멤버십 결제가 완료되었습니다');
    expect(mails[0].text).toContain('₩300,000');
    expect(mails[0].text).toContain('KST');
    expect(mails[0].payload.url).toMatch(/\/ko\/my-page\/membership$/);

    const again = await app.call('POST', pay, {
      token: me.accessToken,
      body: { pay_method: 'card_kr' },
    });
    expectError(again, 409, m.pinkRockAlreadyMember);
  });
});
