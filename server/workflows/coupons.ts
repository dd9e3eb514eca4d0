// Coupons at checkout (rules §7 "Coupons", issue 5): the customer's coupons, what a coupon applies
// to, the coupons usable for a cart, and applying them (one per kind; 'No coupons available.').
import type { AppContext } from '../context';
import { AppError, notFound } from '../errors';
import { toImageDto } from '../lib/image-url';
import { localize } from '../lib/localize';
import { findOnSaleArtworks } from '../modules/artworks/artwork-purchase.repository';
import {
  couponArtworkIds,
  couponsListingArtwork,
  findHeldCoupon,
  issueAutoCoupons,
  listHeldCoupons,
  type HeldCoupon,
} from '../modules/coupons/coupon.repository';
import { loadExchangeRates } from '../modules/money/money.repository';
import { findCart, type CartRow } from '../modules/orders/cart.repository';
import type { CouponApplyRequest } from '@/schemas/checkout';
import type { CartDto, CouponArtworkListDto, CouponListDto } from '@/schemas/checkout-dto';
import { checkoutMessages as m } from '@/rules/checkout-rules';
import type { Language } from '@/schemas/dto';
import type { CurrencyCode } from '@/rules/money';
import type { Checkout } from './checkout';
import { toCouponDto, type CouponPricing } from './checkout-views';
import { couponUsable } from './checkout';

export type Coupons = ReturnType<typeof createCoupons>;

export function createCoupons(ctx: AppContext, checkout: Checkout) {
  async function held(customerId: string): Promise<HeldCoupon[]> {
    await issueAutoCoupons(ctx.db, customerId, ctx.now());
    return listHeldCoupons(ctx.db, customerId);
  }

  /** Today's rate of the visitor's currency; without one, amounts stay in KRW only. */
  async function pricingOf(currency: CurrencyCode): Promise<CouponPricing> {
    if (currency === 'krw') return { currency, krwPerUnit: 1 };
    const krwPerUnit = (await loadExchangeRates(ctx.db))[currency];
    return krwPerUnit && krwPerUnit > 0
      ? { currency, krwPerUnit }
      : { currency: 'krw', krwPerUnit: 1 };
  }

  const cartPricing = (cart: CartRow): CouponPricing => ({
    currency: cart.currencyCode as CurrencyCode,
    krwPerUnit: Number(cart.krwPerUnit),
  });

  async function ownCart(customerId: string, cartId: string) {
    const cart = await findCart(ctx.db, customerId, cartId);
    if (!cart) throw notFound(m.cartNotFound);
    return cart;
  }

  async function usableFor(customerId: string, artworkId: string): Promise<HeldCoupon[]> {
    const coupons = await held(customerId);
    const listing = await couponsListingArtwork(
      ctx.db,
      coupons.map((coupon) => coupon.couponId),
      artworkId,
    );
    return coupons.filter((coupon) => couponUsable(coupon, artworkId, listing, ctx.now()));
  }

  const list = (
    coupons: HeldCoupon[],
    language: Language,
    pricing: CouponPricing,
    page?: { limit: number; offset: number },
  ): CouponListDto => {
    const shown = page ? coupons.slice(page.offset, page.offset + page.limit) : coupons;
    return {
      coupons: shown.map((coupon) => toCouponDto(coupon, language, ctx.now(), pricing)),
      count: coupons.length,
      limit: page?.limit ?? coupons.length,
      offset: page?.offset ?? 0,
      message: coupons.length ? null : m.noCoupons,
    };
  };

  return {
    /** GET store/coupon/my-coupons: every coupon the customer holds, soonest to end first. */
    async mine(
      customerId: string,
      page: { limit: number; offset: number },
      language: Language,
      currency: CurrencyCode,
    ) {
      return list(await held(customerId), language, await pricingOf(currency), page);
    },

    /** GET store/coupon/{id}/artworks: the on-sale artworks one of the customer's coupons applies to. */
    async artworks(
      customerId: string,
      customerCouponId: string,
      page: { limit: number; offset: number },
      language: Language,
      currency: CurrencyCode,
    ): Promise<CouponArtworkListDto> {
      const coupon = await findHeldCoupon(ctx.db, customerId, customerCouponId);
      if (!coupon) throw notFound(m.couponNotFound);
      let ids: string[] | null = null;
      let count: number | null = null;
      if (!coupon.allArtworks) {
        const listed = await couponArtworkIds(ctx.db, coupon.couponId, {
          limit: 10_000,
          offset: 0,
        });
        ids = listed.ids;
        count = listed.count;
      }
      const rows = await findOnSaleArtworks(ctx.db, ids, page);
      return {
        coupon: toCouponDto(coupon, language, ctx.now(), await pricingOf(currency)),
        all_artworks: coupon.allArtworks,
        artworks: rows.map((row) => ({
          id: row.id,
          handle: row.handle,
          title: localize(language, row.titleEn, row.titleKo),
          artist_name: localize(language, row.artistNameEn, row.artistNameKo),
          image: toImageDto(row.image),
        })),
        count: count ?? rows.length + page.offset,
        limit: page.limit,
        offset: page.offset,
      };
    },

    /** GET store/coupon/{id}/applicable-coupons/{cartId}: {id} is the cart's artwork. */
    async applicable(customerId: string, artworkId: string, cartId: string, language: Language) {
      const cart = await ownCart(customerId, cartId);
      const edition = await checkout.cartArtwork(cart);
      if (artworkId !== edition.artworkId && artworkId !== edition.handle) {
        throw notFound(m.cartNotFound);
      }
      return list(await usableFor(customerId, cart.artworkId), language, cartPricing(cart));
    },

    /** POST store/coupon/coupon-apply/{cartId} */
    async apply(
      customerId: string,
      cartId: string,
      input: CouponApplyRequest,
      language: Language,
    ): Promise<CartDto> {
      const cart = await ownCart(customerId, cartId);
      const wanted = [
        ['artwork', input.artwork_coupon_id],
        ['additional', input.additional_coupon_id],
      ] as const;
      if (wanted.some(([, id]) => id)) {
        const usable = await usableFor(customerId, cart.artworkId);
        if (!usable.length) throw new AppError('CONFLICT', m.noCoupons);
        for (const [kind, id] of wanted) {
          if (!id) continue;
          const coupon = await findHeldCoupon(ctx.db, customerId, id);
          if (!coupon) throw notFound(m.couponNotFound);
          if (coupon.kind !== kind) throw new AppError('CONFLICT', m.couponWrongKind);
          if (!usable.some((candidate) => candidate.id === id)) {
            throw new AppError('CONFLICT', m.couponNotApplicable);
          }
        }
      }
      return checkout.setCoupons(
        customerId,
        cartId,
        { artwork: input.artwork_coupon_id, additional: input.additional_coupon_id },
        language,
      );
    },
  };
}
