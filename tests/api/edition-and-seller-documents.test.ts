// Issue 19, one truth across screens and documents: the cart, order, receipt, bid and owned-work
// answers carry what names the edition (a unique work is "Unique work" / "단일 작품", never
// "Edition 1"), the order e-mails name it so in the buyer's language, and the receipt prints the
// seller's name and address in its own language.
import { describe, expect, it } from 'vitest';
import { SELLER_ADDRESS, SELLER_LEGAL_NAME } from '@/rules/seller';
import { startResaleApp } from './resale-test-app';

const app = startResaleApp();
const korean = { 'accept-language': 'ko' };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- outbox rows are JSON
type Mail = Record<string, any>;
const mailsTo = async (email: string, template: string): Promise<Mail[]> =>
  (await app.outbox(email)).filter((m: Mail) => m.template === template);

describe('a unique work is named so everywhere', () => {
  it('carries its edition type and size in the cart, the order, the receipt and my works', async () => {
    const me = await app.customer();
    const { artworkId } = await app.artwork({ priceKrw: 900_000 });
    const unique = { edition_type: 'unique', edition_number: 1, edition_size: 1 };
    const cart = await app.cart(me, artworkId);
    expect(cart.artwork).toMatchObject(unique);
    const order = await app.checkout(me, cart.cart_id);
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    expect(order.body.artwork).toMatchObject(unique);
    for (const headers of [{}, korean]) {
      const receipt = await app.call('GET', `/v3/store/orders/receipt/${order.body.id}`, {
        token: me.accessToken,
        headers,
      });
      expect(receipt.status, JSON.stringify(receipt.body)).toBe(200);
      expect(receipt.body.order.artwork).toMatchObject(unique);
    }
    const works = await app.call('GET', '/v3/store/customer/my-work', { token: me.accessToken });
    expect(works.status, JSON.stringify(works.body)).toBe(200);
    expect(works.body.works[0].artwork).toMatchObject(unique);
  });

  it('says "Unique work" in the English e-mail and "단일 작품" in the Korean one', async () => {
    const english = await app.customer();
    const { artworkId } = await app.artwork();
    const placed = await app.checkout(english, (await app.cart(english, artworkId)).cart_id);
    expect(placed.status).toBe(200);
    const mail = (await mailsTo(english.email, 'order-placed'))[0]!;
    expect(mail.text).toContain('Edition: Unique work');
    expect(mail.text).not.toMatch(/Edition 1\b/);

    const me = await app.customer();
    const language = await app.call('PUT', '/v3/store/customer', {
      token: me.accessToken,
      body: { first_name: '민지', last_name: '김', language: 'ko' },
    });
    expect(language.status, JSON.stringify(language.body)).toBe(200);
    const other = await app.artwork();
    const paid = await app.checkout(me, (await app.cart(me, other.artworkId)).cart_id);
    expect(paid.status).toBe(200);
    const ko = (await mailsTo(me.email, 'order-placed'))[0]!;
    expect(ko.locale).toBe('ko');
    expect(ko.text).toContain('에디션: 단일 작품');
  });

  it('numbers an edition of several with its size, in the order and its e-mail', async () => {
    const me = await app.customer();
    const { artworkId } = await app.artwork({ editions: 3 });
    const order = await app.checkout(me, (await app.cart(me, artworkId)).cart_id);
    expect(order.body.artwork).toMatchObject({
      edition_type: 'edition',
      edition_number: 1,
      edition_size: 3,
    });
    const mail = (await mailsTo(me.email, 'order-placed'))[0]!;
    expect(mail.text).toContain('Edition: Edition 1 of 3');
  });

  it('carries the edition type on a bid', async () => {
    const bidder = await app.customer();
    const { artworkId } = await app.biddingArtwork({ priceKrw: 1_000_000 });
    const bid = await app.bid(bidder, { artwork_id: artworkId, amount: 800_000 });
    expect(bid.status, JSON.stringify(bid.body)).toBe(200);
    expect(bid.body).toMatchObject({ edition_type: 'unique', edition_size: 1 });
  });
});

describe('the receipt prints the seller in its own language', () => {
  it('the Korean receipt gives the Korean name and address, the English one the English', async () => {
    const me = await app.customer();
    const { artworkId } = await app.artwork();
    const order = await app.checkout(me, (await app.cart(me, artworkId)).cart_id);
    const receipt = (headers: Record<string, string>) =>
      app.call('GET', `/v3/store/orders/receipt/${order.body.id}`, {
        token: me.accessToken,
        headers,
      });
    const en = await receipt({});
    expect(en.body.store).toMatchObject({
      store_name: SELLER_LEGAL_NAME.en,
      address: SELLER_ADDRESS.en,
    });
    const ko = await receipt(korean);
    expect(ko.body.store).toMatchObject({
      store_name: SELLER_LEGAL_NAME.ko,
      address: SELLER_ADDRESS.ko,
    });
    expect(ko.body.store.address).toMatch(/^서울특별시/);
  });
});
