// Customer notices (issue 9): order placed, the deposit reminder (a scheduled sweep, once per
// order), payment received, shipping status moves (the operators' call), offers received and
// answered, resale status changes — each an e-mail in the recipient's language in the outbox.
// Every transition of every actor, once each, in both languages: notice-table.test.ts.
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_INTERNAL_API_SECRET } from '@/server/config';
import { startResaleApp } from './resale-test-app';
import { startBuyingApp, type Buyer } from './buying-test-app';

/** The shipping-status call is an internal one (shared secret). */
const operator = { 'x-internal-secret': DEVELOPMENT_INTERNAL_API_SECRET };

const app = startResaleApp();
const MINUTE = 60_000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- outbox rows are JSON
type Mail = Record<string, any>;
const mailsTo = async (email: string, template: string): Promise<Mail[]> =>
  (await app.outbox(email)).filter((m: Mail) => m.template === template);

async function koreanBuyer(): Promise<Buyer> {
  const me = await app.customer();
  const updated = await app.call('PUT', '/v3/store/customer', {
    token: me.accessToken,
    body: { first_name: '민지', last_name: '김', language: 'ko' },
  });
  expect(updated.status, JSON.stringify(updated.body)).toBe(200);
  return me;
}

describe('order notices', () => {
  it('tells a card buyer the order is placed and paid, with a link to it', async () => {
    const me = await app.customer();
    const { artworkId } = await app.artwork({ priceKrw: 1_200_000 });
    const cart = await app.cart(me, artworkId);
    const order = await app.checkout(me, cart.cart_id);
    expect(order.status).toBe(200);
    const mail = (await mailsTo(me.email, 'order-placed'))[0]!;
    expect(mail).toMatchObject({ locale: 'en', payload: { status: 'paid' } });
    expect(mail.subject).toBe(`Your Artmarket order ${order.body.order_number}`);
    expect(mail.text).toContain('Your payment has been received');
    expect(mail.text).toContain('Artwork: Kim Seoyeon, Study');
    expect(mail.text).toMatch(/Total: ₩[\d,]+\n/);
    expect(mail.payload.url).toBe(`http://localhost:3000/order-detail/${order.body.id}`);
  });

  it('gives a virtual-account buyer the account, one reminder before the deadline, then the payment', async () => {
    const me = await koreanBuyer();
    const { artworkId } = await app.artwork();
    const cart = await app.cart(me, artworkId);
    const order = await app.checkout(me, cart.cart_id, { pay_method: 'vbank' });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    const placed = (await mailsTo(me.email, 'order-placed'))[0]!;
    expect(placed).toMatchObject({ locale: 'ko', payload: { status: 'awaiting_deposit' } });
    expect(placed.subject).toContain('주문이 접수되었습니다');
    expect(placed.text).toContain(order.body.account_number);
    expect(placed.text).toContain('입금 기한');
    expect(placed.payload.url).toMatch(/\/ko\/order-detail\//);

    // Not yet: the deadline is an hour away.
    expect(await app.app.services.notices.sweepDepositReminders()).toBe(0);
    app.advance(45 * MINUTE);
    expect(await app.app.services.notices.sweepDepositReminders()).toBe(1);
    expect(await app.app.services.notices.sweepDepositReminders()).toBe(0);
    const reminders = await mailsTo(me.email, 'deposit-reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toContain('입금 기한이 곧 끝납니다');

    const paid = await app.deposit({
      event_id: `evt-${order.body.id}`,
      type: 'deposit.completed',
      account_number: order.body.account_number,
      amount: order.body.total,
      currency: 'krw',
    });
    expect(paid.body.outcome).toBe('paid');
    const received = (await mailsTo(me.email, 'payment-received'))[0]!;
    expect(received.subject).toBe(`[Artmarket] 입금이 확인되었습니다 (${order.body.order_number})`);
  });

  it('tells the buyer of each shipping move; only forward, only on the order’s track', async () => {
    const me = await app.customer();
    const { artworkId } = await app.artwork();
    const cart = await app.cart(me, artworkId);
    const order = await app.checkout(me, cart.cart_id);
    const path = `/v3/internal/orders/${order.body.id}/shipping-status`;
    const move = (status: string, headers: Record<string, string> = operator) =>
      app.call('PUT', path, { headers, body: { shipping_status: status } });

    expect((await move('shipped', {})).status).toBe(401);
    expect((await move('in_storage')).status).toBe(400); // the storage track
    expect((await move('teleported')).status).toBe(400);
    const shipped = await move('shipped');
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect(shipped.body).toMatchObject({ shipping_method: 'delivery', shipping_status: 'shipped' });
    expect((await move('shipped')).status).toBe(200); // the same again: no new mail
    expect((await move('ready_for_shipping')).status).toBe(409);
    expect((await move('delivered')).status).toBe(200);
    const mails = await mailsTo(me.email, 'shipping-status');
    expect(mails.map((m) => m.payload.shipping_status)).toEqual(['delivered', 'shipped']);
    expect(mails[1]!.subject).toBe(`Shipped: your Artmarket order ${order.body.order_number}`);
    expect(
      (
        await app.call('PUT', '/v3/internal/orders/ord_nothing/shipping-status', {
          headers: operator,
          body: { shipping_status: 'shipped' },
        })
      ).status,
    ).toBe(404);
  });

  it('refuses to ship an order awaiting its deposit', async () => {
    const me = await app.customer();
    const { artworkId } = await app.artwork();
    const cart = await app.cart(me, artworkId);
    const order = await app.checkout(me, cart.cart_id, { pay_method: 'vbank' });
    const moved = await app.call('PUT', `/v3/internal/orders/${order.body.id}/shipping-status`, {
      headers: operator,
      body: { shipping_status: 'ready_for_shipping' },
    });
    expect(moved.status).toBe(409);
    expect(await mailsTo(me.email, 'shipping-status')).toHaveLength(0);
  });
});

describe('offer notices', () => {
  it('tells the gallery’s sellers of a new offer, and each bidder of the answer', async () => {
    const seller = await app.seller();
    const first = await app.customer();
    const second = await app.customer();
    const { artworkId } = await app.biddingArtwork({ priceKrw: 1_000_000 });
    const bid = await app.bid(first, { artwork_id: artworkId, amount: 800_000 });
    expect(bid.status, JSON.stringify(bid.body)).toBe(200);
    const other = await app.bid(second, { artwork_id: artworkId, amount: 700_000 });
    expect(other.status).toBe(200);
    const offers = await mailsTo(seller.email, 'offer-received');
    expect(offers).toHaveLength(2);
    expect(offers[1]!.text).toContain('₩800,000');
    // A gallery's sellers answer in the back office, on the offer's own page (rules §4.26).
    expect(offers[1]!.payload.url).toBe(`http://localhost:3000/admin/offers/${bid.body.id}`);

    const accepted = await app.accept(seller, bid.body.id);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const yes = (await mailsTo(first.email, 'offer-answered'))[0]!;
    expect(yes.payload).toMatchObject({ answer: 'accepted' });
    expect(yes.payload.url).toMatch(/\/purchase\/cart_/);
    expect(yes.text).toContain('Pay before the deadline');
    const no = (await mailsTo(second.email, 'offer-answered'))[0]!;
    // The rival is told why (rules §4.29): not "declined" by anyone, another offer was accepted.
    expect(no.payload).toMatchObject({ answer: 'declined', reason: 'accepted_other' });
    expect(no.text).toContain('another offer on this edition was accepted');
  });
});

describe('offers closed by the sweep', () => {
  it('tell the bidder theirs expired unanswered, or lapsed unpaid after it was accepted', async () => {
    const seller = await app.seller();
    const waiting = await app.customer();
    const slow = await app.customer();
    const short = await app.biddingArtwork({ biddingDays: 1 });
    const unanswered = await app.bid(waiting, { artwork_id: short.artworkId, amount: 800_000 });
    expect(unanswered.status, JSON.stringify(unanswered.body)).toBe(200);
    const long = await app.biddingArtwork({ biddingDays: 10 });
    const unpaid = await app.bid(slow, { artwork_id: long.artworkId, amount: 900_000 });
    expect((await app.accept(seller, unpaid.body.id)).status).toBe(200);

    app.advance(49 * 3_600_000);
    await app.app.services.bids.sweep();
    const expired = (await mailsTo(waiting.email, 'offer-answered'))[0]!;
    expect(expired.payload).toMatchObject({ answer: 'expired', payment_deadline: null });
    expect(expired.subject).toBe(
      `Your offer on ${expired.payload.artwork_title} was not answered in time`,
    );
    expect(expired.payload.url).toBe('http://localhost:3000/my-page/offer');
    const answers = (await mailsTo(slow.email, 'offer-answered')).map((m) => m.payload.answer);
    expect(answers).toEqual(['lapsed', 'accepted']); // newest first
    // A second sweep tells no one again.
    await app.app.services.bids.sweep();
    expect(await mailsTo(waiting.email, 'offer-answered')).toHaveLength(1);
  });
});

describe('resale notices', () => {
  it('tells the owner of each status: proposed, on sale, sold', async () => {
    const { owner, resaleId } = await app.listed({ listingPrice: 2_500_000 });
    const statuses = (await mailsTo(owner.email, 'resale-status')).map((m) => m.payload.status);
    expect(statuses).toEqual(['on_sale', 'waiting_for_confirmation', 'reviewing']);
    const [proposed, received] = (await mailsTo(owner.email, 'resale-status')).slice(-2);
    expect(proposed!.text).toContain('₩2,500,000');
    expect(received!.subject).toBe('We have received your resale request');

    const buyer = await app.customer();
    const bought = await app.buyResold(buyer, resaleId);
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    const sold = (await mailsTo(owner.email, 'resale-status'))[0]!;
    expect(sold!.payload.status).toBe('sold');
    expect(sold!.subject).toBe('Your resale request: sold');
    // The proceeds statement: 10 % commission and 3 % royalty off the sale price.
    expect(sold!.text).toContain('Sale price: ₩2,500,000');
    expect(sold!.text).toContain('Platform commission: −₩250,000');
    expect(sold!.text).toContain('Artist royalty: −₩75,000');
    expect(sold!.text).toContain('Your proceeds: ₩2,175,000');
  });
});

describe('links in e-mails', () => {
  // The one public origin (ADR 0066), with the slash an operator may leave on it.
  const site = startBuyingApp({ env: () => ({ PUBLIC_URL: 'https://artmarket.example/' }) });
  /** A request that names another host every way a client can (the test app trusts one proxy). */
  const forged = {
    host: 'evil.example',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'https',
    forwarded: 'host=evil.example;proto=https',
  };

  it('point at PUBLIC_URL, whatever host the requests that caused them named', async () => {
    const me = await site.buyer();
    const { artworkId } = await site.artwork();
    const cart = await site.cart(me, artworkId, { headers: forged });
    const order = await site.checkout(me, cart.cart_id, {}, { headers: forged });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    const mail = (await site.outbox(me.email)).find((m: Mail) => m.template === 'order-placed')!;
    const link = `https://artmarket.example/order-detail/${order.body.id}`;
    expect(mail.payload.url).toBe(link);
    expect(mail.text).toContain(link);
    expect(JSON.stringify(mail)).not.toContain('evil.example');
  });
});
