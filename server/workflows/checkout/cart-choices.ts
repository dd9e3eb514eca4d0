// The buyer's choices on an open cart (rules §7): where and how it is delivered, the frame and
// installation, the coupons. Each change is one transaction that makes a started payment
// session stale, since the session was priced from the cart as it was.
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { findShippingAddress } from '../../modules/customers/shipping-address.repository';
import { updateCart, type CartRow } from '../../modules/orders/cart.repository';
import { closePendingPayments } from '../../modules/payments/payment.repository';
import type { FrameServiceRequest, ShippingMethodRequest } from '@/schemas/checkout';
import type { CartDto } from '@/schemas/checkout-dto';
import {
  checkoutMessages as m,
  specifiedDateProblem,
  type ShippingMethod,
} from '@/rules/checkout-rules';
import type { Language } from '@/schemas/dto';
import { shippingProblem, toCartDto } from '../checkout-views';
import { factsOf, lockOpenCart } from './cart-reads';

export function createCartChoices(ctx: AppContext) {
  async function change(
    customerId: string,
    cartId: string,
    language: Language,
    apply: (cart: CartRow, tx: Executor) => Promise<Parameters<typeof updateCart>[2]>,
  ): Promise<CartDto> {
    return ctx.db.transaction(async (tx) => {
      const cart = await lockOpenCart(tx, customerId, cartId);
      const changes = await apply(cart, tx);
      // A change after a payment started makes that payment session stale.
      await closePendingPayments(tx, cartId, 'canceled', ctx.now());
      const updated = await updateCart(tx, cartId, changes, ctx.now());
      return toCartDto(await factsOf(tx, updated), language, ctx.now());
    });
  }

  return {
    /** PUT store/cart/{id}/shipping-address */
    setShippingAddress(
      customerId: string,
      cartId: string,
      addressId: string,
      language: Language,
    ): Promise<CartDto> {
      return change(customerId, cartId, language, async (cart, tx) => {
        const address = await findShippingAddress(tx, customerId, addressId);
        if (!address) throw notFound(m.addressNotFound);
        // Normal delivery goes only to Korean addresses, international delivery only abroad to
        // the countries we deliver to: otherwise the work waits in storage.
        const keepsDelivery = !shippingProblem(cart.shippingMethod as ShippingMethod, address);
        return keepsDelivery
          ? { shippingAddressId: address.id }
          : {
              shippingAddressId: address.id,
              shippingMethod: 'storage',
              specifiedDate: null,
              insurance: false,
              installation: 'none',
              extraInstalls: 0,
            };
      });
    },

    /** PUT store/cart/{id}/shipping-method */
    setShippingMethod(
      customerId: string,
      cartId: string,
      input: ShippingMethodRequest,
      language: Language,
    ): Promise<CartDto> {
      return change(customerId, cartId, language, async (cart, tx) => {
        const method = input.shipping_method;
        const address = cart.shippingAddressId
          ? await findShippingAddress(tx, customerId, cart.shippingAddressId)
          : null;
        const problem = shippingProblem(method, address);
        if (problem) throw new AppError('CONFLICT', problem);
        if (input.specified_date && method !== 'delivery') {
          throw new AppError('VALIDATION', m.specifiedDateNeedsDelivery);
        }
        const dateProblem = input.specified_date
          ? specifiedDateProblem(input.specified_date, ctx.now())
          : null;
        if (dateProblem) throw new AppError('VALIDATION', dateProblem);
        if (method === 'pickup' && !input.pickup_contact) {
          throw new AppError('VALIDATION', m.pickupContactRequired);
        }
        const delivery = method === 'delivery';
        return {
          shippingMethod: method,
          specifiedDate: delivery ? input.specified_date : null,
          pickupContact: method === 'pickup' ? input.pickup_contact : null,
          // rules §9.28: the buyer's choice in Korea; abroad always insured.
          insurance: method === 'international' || (delivery && input.insurance),
          ...(delivery ? {} : { installation: 'none', extraInstalls: 0 }),
        };
      });
    },

    /** PUT store/cart/{id}/frame-service */
    setFrameService(
      customerId: string,
      cartId: string,
      input: FrameServiceRequest,
      language: Language,
    ): Promise<CartDto> {
      return change(customerId, cartId, language, async (cart) => {
        if (input.installation !== 'none' && cart.shippingMethod !== 'delivery') {
          throw new AppError('CONFLICT', m.installationNeedsDelivery);
        }
        return {
          frame: input.frame,
          installation: input.installation,
          extraInstalls: input.installation === 'none' ? 0 : input.extra_installs,
        };
      });
    },

    /** Applies (or removes) the cart's coupons: checked by the coupon workflow first. */
    setCoupons(
      customerId: string,
      cartId: string,
      coupons: { artwork: string | null; additional: string | null },
      language: Language,
    ): Promise<CartDto> {
      return change(customerId, cartId, language, async () => ({
        artworkCouponId: coupons.artwork,
        additionalCouponId: coupons.additional,
      }));
    },
  };
}
