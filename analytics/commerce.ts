// Commerce events of the API calls that make them (add to cart, begin checkout, purchase, bid),
// tracked once the call succeeded (ADR 0028).
import type { AnalyticsEvent, EventProperties } from './analytics';
import { withMonitor } from './lazy';

/** Tracks `event` once `call` succeeded, with properties read from its answer. */
export function trackOnSuccess<T>(
  call: Promise<T>,
  event: AnalyticsEvent,
  properties: (answer: T) => EventProperties,
): Promise<T> {
  return call.then((answer) => {
    withMonitor((m) => m.track(event, properties(answer)));
    return answer;
  });
}

/** The properties of an order, for `purchase`. */
export function orderProperties(order: {
  id: string;
  total: number;
  currency_code: string;
  payment_method: string;
  status: string;
  artwork: { id: string } | null;
}): EventProperties {
  return {
    order_id: order.id,
    artwork_id: order.artwork?.id ?? null,
    total: order.total,
    currency: order.currency_code,
    payment_method: order.payment_method,
    status: order.status,
  };
}
