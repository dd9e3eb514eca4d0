// A paid order's shipping track (rules §4): the back office moves it one step at a time, the
// internal call records a carrier's status, and the buyer is told each move. The shipped step of
// a delivery names its carrier and tracking number (rules §4.46-4.47), kept on the order.
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { AppError, badRequest, notFound } from '../../errors';
import { logger } from '../../lib/logger';
import { lockOrderById, updateOrder, type OrderRow } from '../../modules/orders/order.repository';
import { backOfficeMessages } from '@/schemas/back-office';
import type { OrderDto } from '@/schemas/checkout-dto';
import {
  canAdvanceShipping,
  checkoutMessages as m,
  type ShippingMethod,
  type ShippingStatus,
} from '@/rules/checkout-rules';
import { checkShipment, shipmentMessages, type CarrierCode } from '@/rules/carriers';
import type { Language } from '@/schemas/dto';
import type { CustomerNotices } from '../customer-notices';
import type { OrderReads } from './order-reads';

/** The carrier and tracking number sent with a shipping step (both null when none were). */
export interface ShipmentInput {
  carrier: CarrierCode | null;
  tracking_number: string | null;
}

/** The step that hands the work to a carrier: it alone takes a carrier and tracking number. */
export const SHIPPED_STEP: ShippingStatus = 'shipped';

/**
 * The carrier and normalized number to keep for a move to `to`, or the refusal (400): the shipped
 * step needs both, matching the carrier's numbers and, for a Korean parcel service, an address in
 * Korea; no other step takes them.
 */
function shipmentFor(
  to: ShippingStatus,
  input: ShipmentInput,
  order: OrderRow,
): { carrier: CarrierCode; trackingNumber: string } | null {
  const given = input.carrier !== null || input.tracking_number !== null;
  if (to !== SHIPPED_STEP) {
    if (given) throw badRequest(shipmentMessages.notOnShippedStep);
    return null;
  }
  if (input.carrier === null || !input.tracking_number) {
    throw badRequest(shipmentMessages.carrierRequired, {
      ...(input.carrier === null ? { carrier: shipmentMessages.carrierRequired } : {}),
      ...(!input.tracking_number ? { tracking_number: shipmentMessages.carrierRequired } : {}),
    });
  }
  const country = (order.shippingAddress as { country?: string } | null)?.country ?? null;
  const checked = checkShipment(input.carrier, input.tracking_number, country);
  if (!checked.ok) {
    const message = shipmentMessages[checked.problem];
    throw badRequest(
      message,
      checked.problem === 'trackingNumberInvalid'
        ? { tracking_number: message }
        : { carrier: message },
    );
  }
  return { carrier: input.carrier, trackingNumber: checked.trackingNumber };
}

export function createShipping(
  ctx: AppContext,
  reads: OrderReads,
  notices: CustomerNotices | undefined,
) {
  /** Moves a paid order's shipping status and tells the buyer (the back office, the internal call). */
  async function recordShippingStatus(
    tx: Executor,
    orderId: string,
    to: ShippingStatus,
    shipment: { carrier: CarrierCode; trackingNumber: string } | null = null,
  ): Promise<OrderRow> {
    const moved = await updateOrder(
      tx,
      orderId,
      { shippingStatus: to, ...(shipment ?? {}) },
      ctx.now(),
    );
    await notices?.shippingChanged(tx, orderId);
    return moved;
  }

  return {
    recordShippingStatus,

    /** Back office: moves a paid order one step along its shipping track (rules §4, §4.46). */
    async advanceShipping(
      orderId: string,
      to: ShippingStatus,
      language: Language,
      input: ShipmentInput = { carrier: null, tracking_number: null },
    ): Promise<OrderDto> {
      const order = await ctx.db.transaction(async (tx) => {
        const order = await lockOrderById(tx, orderId);
        if (!order) throw notFound(m.orderNotFound);
        if (order.status !== 'paid') throw new AppError('CONFLICT', backOfficeMessages.notPaid);
        const method = order.shippingMethod as ShippingMethod;
        if (!canAdvanceShipping(method, order.shippingStatus as ShippingStatus, to)) {
          throw new AppError('CONFLICT', backOfficeMessages.shippingStepNotAllowed);
        }
        return recordShippingStatus(tx, order.id, to, shipmentFor(to, input, order));
      });
      logger.info('shipping advanced', {
        order_id: order.id,
        shipping_status: to,
        ...(order.carrier ? { carrier: order.carrier } : {}),
      });
      const [dto] = await reads.dtos([order], language);
      return dto!;
    },
  };
}
