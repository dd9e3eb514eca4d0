// Journey (issue 31): a collector asks about a work of the demo partner gallery from its artwork
// page (signed out: to sign-in and back to the work with the question open), with a photo; the
// gallery reads it in its partner portal's inbox and answers with a photo; the collector, told by
// e-mail in their language, opens the conversation, sees the photo and makes an offer from it;
// the gallery accepts it from its offers (a confirmation first); the collector pays from the
// conversation. English at 1440 px, Korean on a 390 px phone.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import enAccount from '../locales/en/account.json';
import enAdmin from '../locales/en/admin.json';
import enBids from '../locales/en/bids.json';
import enCheckout from '../locales/en/checkout.json';
import enInquiries from '../locales/en/inquiries.json';
import enWorks from '../locales/en/works.json';
import koAccount from '../locales/ko/account.json';
import koAdmin from '../locales/ko/admin.json';
import koBids from '../locales/ko/bids.json';
import koCheckout from '../locales/ko/checkout.json';
import koInquiries from '../locales/ko/inquiries.json';
import koWorks from '../locales/ko/works.json';
import { PARTNER, signIn } from './back-office-helpers';
import { escape, mail, photo } from './collector-month-helpers';
import { findWorkByOfferStatus } from './offer-helpers';

// This journey's visitors speak for an address of their own, so its sign-ups do not spend the
// per-address limits of the journeys after it (the outbox is read as the machine's own).
const visitor = { 'x-forwarded-for': '198.51.100.36' };

const journeys = [
  {
    name: 'English at 1440 px',
    language: 'en' as const,
    prefix: '',
    viewport: { width: 1440, height: 900 },
    phone: false,
    a: enAccount,
    ad: enAdmin,
    b: enBids,
    k: enCheckout,
    i: enInquiries,
    w: enWorks,
    currency: 'USD',
    card: enCheckout.payment.methods.card_intl,
    // Signed in before the work's page.
    signedOutFirst: false,
  },
  {
    name: 'Korean on a 390 px phone',
    language: 'ko' as const,
    prefix: '/ko',
    viewport: { width: 390, height: 844 },
    phone: true,
    a: koAccount,
    ad: koAdmin,
    b: koBids,
    k: koCheckout,
    i: koInquiries,
    w: koWorks,
    currency: 'KRW',
    card: koCheckout.payment.methods.card_kr,
    // Signed out on the work's page: "Ask about this work" goes to sign-in and back.
    signedOutFirst: true,
  },
];

/** A work of the demo partner's gallery taking offers, with an edition to buy. */
function partnerWorkTakingOffers(request: APIRequestContext, token: string) {
  // The gallery itself sells the edition a question or an offer is about: a work whose editions
  // left on sale are owners' resales (an earlier journey resold one) is answered by the
  // operators (rules §4.39).
  return findWorkByOfferStatus(
    request,
    { authorization: `Bearer ${token}` },
    (status) =>
      Boolean(status.input?.visitor?.sells) &&
      status.state?.primary === 'buy_now' &&
      status.answerer?.kind === 'gallery',
    'one of the demo partner gallery taking offers',
  );
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/inquiries-${name}.png`, fullPage: true });

for (const l of journeys) {
  test(`a collector asks the gallery about a work, makes an offer from the conversation and pays (${l.name})`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const tag = `${l.language}-${l.viewport.width}`;
    const gallery = await browser.newContext({
      extraHTTPHeaders: visitor,
      viewport: { width: 1440, height: 900 },
    });
    const galleryToken = await signIn(gallery, PARTNER.email, PARTNER.password);
    const work = await partnerWorkTakingOffers(gallery.request, galleryToken);
    const collector = await browser.newContext({
      extraHTTPHeaders: visitor,
      viewport: l.viewport,
      isMobile: l.phone,
      hasTouch: l.phone,
    });
    const email = `asker.${l.language}.${Date.now()}@example.com`;
    const password = 'gallery2026';
    const first = l.language === 'ko' ? '민지' : 'Minji';
    const signUp = await collector.request.post('/v3/store/customer/sign-up', {
      data: { first_name: first, last_name: 'Kim', email, password, language: l.language },
    });
    expect(signUp.ok(), await signUp.text()).toBe(true);
    const c = await collector.newPage();

    // 1. The question, from the work's page.
    if (l.signedOutFirst) {
      await collector.clearCookies();
      await c.goto(`${l.prefix}/work/${work.handle}`);
      await c.getByRole('link', { name: l.w.artwork.ask.button }).click();
      await expect(c).toHaveURL(/\/sign-in\?before=/);
      await c.getByLabel(l.a.signIn.email).fill(email);
      await c.getByLabel(l.a.signIn.password).fill(password);
      await c.getByRole('button', { name: l.a.signIn.submit, exact: true }).click();
      await expect(c).toHaveURL(new RegExp(`/work/${work.handle}`));
    } else {
      await c.goto(`${l.prefix}/work/${work.handle}`);
      await c.getByRole('button', { name: l.w.artwork.ask.button }).click();
    }
    const dialog = c.getByRole('dialog', { name: l.i.ask.title });
    await expect(dialog).toBeVisible();
    // Nothing chosen, nothing written: the form says so in the page's language.
    await dialog.getByRole('button', { name: l.i.ask.send }).click();
    await expect(dialog.getByRole('alert').first()).toBeVisible();
    await shot(c, `ask-errors-${tag}`);
    await dialog.getByRole('checkbox', { name: l.i.topics.condition }).check();
    await dialog.getByRole('checkbox', { name: l.i.topics.shipping }).check();
    const question =
      l.language === 'ko'
        ? '컨디션 리포트와 작품 뒷면 사진을 받아 볼 수 있을까요? 부산으로 배송됩니까?'
        : 'Could you send a condition report and a photo of the back? Do you ship to Berlin?';
    await dialog.getByRole('textbox', { name: l.i.ask.message }).fill(question);
    await dialog.getByTestId('inquiry-photo-input').setInputFiles({
      name: 'my-wall.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo('#c8b89a'),
    });
    await expect(
      dialog.getByRole('img', { name: l.i.photos.alt.replace('{{number}}', '1') }),
    ).toBeVisible();
    await shot(c, `ask-${tag}`);
    await dialog.getByRole('button', { name: l.i.ask.send }).click();

    // 2. The collector is taken to the conversation.
    await expect(c).toHaveURL(/\/my-page\/inquiries\?id=[\w-]+$/);
    const inquiryId = new URL(c.url()).searchParams.get('id')!;
    await expect(c.getByTestId('inquiry-message')).toHaveCount(1);
    await expect(c.getByTestId('inquiry-message').first()).toContainText(question);

    // 3. The gallery is told and answers from its inbox, with a photo.
    // Found by its link: the partner reads mail in the language of its account, which earlier
    // journeys may have made Korean (the work's title is then the Korean one).
    await mail(
      gallery.request,
      PARTNER.email,
      (m) =>
        m.template === 'inquiry-message' &&
        String(m.payload.url).endsWith(`/admin/inquiries/${inquiryId}`),
    );
    const g = await gallery.newPage();
    await g.goto('/admin/inquiries');
    const row = g.getByTestId('admin-inquiry').filter({ hasText: work.title }).first();
    await expect(row).toBeVisible();
    await row.getByRole('link').click();
    await expect(g).toHaveURL(new RegExp(`/admin/inquiries/${inquiryId}$`));
    await expect(g.getByTestId('inquiry-message').first()).toContainText(question);
    await expect(g.getByTestId('inquiry-photos').first().getByRole('img')).toBeVisible();
    const answer = 'The work is in excellent condition. Here is the back of the canvas.';
    const reply = g.getByTestId('inquiry-reply');
    await reply.getByRole('textbox').fill(answer);
    await reply.getByTestId('inquiry-photo-input').setInputFiles({
      name: 'back.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo('#6b5d4f'),
    });
    await expect(reply.getByTestId('inquiry-picked-photos').getByRole('img')).toHaveCount(1);
    await reply.getByRole('button', { name: enInquiries.thread.send }).click();
    await expect(g.getByTestId('inquiry-message')).toHaveCount(2);
    await shot(g, `gallery-thread-${tag}`);

    // 4. The collector is told in their language and opens the conversation from the mail.
    const told = await mail(
      collector.request,
      email,
      (m) => m.template === 'inquiry-message' && String(m.payload.message).includes(answer),
    );
    expect(told.locale).toBe(l.language);
    const link = new URL(String(told.payload.url));
    // The link names the page in the collector's language.
    expect(link.pathname + link.search).toBe(`${l.prefix}/my-page/inquiries?id=${inquiryId}`);
    await c.goto(`${link.pathname}${link.search}`);
    const answered = c.getByTestId('inquiry-message').nth(1);
    await expect(answered).toContainText(answer);
    await expect(answered.getByTestId('inquiry-photos').getByRole('img')).toBeVisible();
    await shot(c, `thread-${tag}`);

    // 5. An offer from the conversation.
    await c.getByRole('button', { name: l.i.thread.makeOffer }).click();
    const bid = c.getByRole('dialog', { name: l.b.dialog.title });
    await expect(bid).toBeVisible();
    const detail = await (
      await collector.request.get(`/v3/store/artwork/${work.handle}`, {
        headers: { 'x-currency': l.currency.toLowerCase() },
      })
    ).json();
    const decimals = l.currency === 'KRW' ? 0 : 2;
    const offer = Math.ceil((detail.price.display.amount * 0.8) / 10 ** decimals);
    await bid.getByLabel(l.b.dialog.amount.replace('{{currency}}', l.currency)).fill(String(offer));
    await bid.getByRole('button', { name: l.b.dialog.submit }).click();
    await expect(bid).toBeHidden();
    const made = c.getByTestId('inquiry-offer');
    await expect(made).toHaveAttribute('data-status', 'pending');
    await expect(made).toContainText(l.b.offer.status.pending);

    // 6. The gallery accepts it from its offers, after the confirmation.
    await g.goto('/admin/offers');
    const pending = g.getByTestId('partner-offer').filter({ hasText: work.title }).first();
    await expect(pending).toBeVisible();
    await pending.getByRole('button', { name: enAdmin.offers.accept }).click();
    await g.getByTestId('confirm-action').click();
    await expect(g.getByTestId('confirm-action')).toBeHidden();

    // 7. The collector pays from the conversation.
    await c.reload();
    await expect(c.getByTestId('inquiry-offer')).toHaveAttribute('data-status', 'accepted');
    await c.getByRole('link', { name: l.i.thread.pay }).click();
    await expect(c).toHaveURL(/\/purchase\/[\w-]+$/);
    await c.getByRole('radio', { name: new RegExp(escape(l.card)) }).check();
    const testCard = c.getByLabel(l.k.payment.testCard);
    if (await testCard.isVisible()) await testCard.fill('4242424242424242');
    await c.getByLabel(l.k.consent.label).check();
    await c
      .getByRole('button', {
        name: new RegExp(escape(l.k.pay).replace('\\{\\{amount\\}\\}', '.+')),
      })
      .click();
    await expect(c.getByRole('heading', { name: l.k.complete.title })).toBeVisible({
      timeout: 30_000,
    });
    await expect(c.getByTestId('order-status')).toHaveText(l.k.complete.statuses.paid);
    await shot(c, `paid-${tag}`);

    await c.goto(`${l.prefix}/my-page/inquiries?id=${inquiryId}`);
    await expect(c.getByTestId('inquiry-offer')).toHaveAttribute('data-status', 'ordered');
    await gallery.close();
    await collector.close();
  });
}
