// Issue 19: every state change a customer cares about sends exactly one notice, in their language,
// whoever made it. A table of journeys walks each state machine (orders, shipping, offers, resale
// and consignment) through the real HTTP API — the customer's store calls, the operator's and the
// partner's /v3/admin calls — and the background sweep; after each transition the outbox must
// have grown by exactly the expected notices, and the same action again (a second click, a
// retried sweep) adds none. Run for an English-speaking and a Korean-speaking customer.
// The offer, resale and consignment journeys, and the table's coverage of issue 19's list; orders
// are in notice-table-orders.test.ts, the harness in notice-table-harness.ts.
import { describe, expect, it } from 'vitest';
import { offerJourneys } from './notice-journeys-offers';
import { orderJourneys } from './notice-journeys-orders';
import { resaleJourneys } from './notice-journeys-resale';
import { people, setUpPeople, walkJourneys, type People } from './notice-table-harness';

const journeys = [...orderJourneys, ...offerJourneys, ...resaleJourneys];

setUpPeople();
walkJourneys([...offerJourneys, ...resaleJourneys]);

describe('the table', () => {
  it('walks every transition issue 19 lists, made by each kind of actor', () => {
    // The steps' names and actors, read without acting.
    const listed = journeys.flatMap((journey) =>
      journey.steps(people.en ?? ({} as People), {}).map((step) => step),
    );
    expect(new Set(listed.map((step) => step.by))).toEqual(
      new Set(['customer', 'operator', 'partner', 'sweep', 'payment gateway']),
    );
    for (const needed of [
      'order: → awaiting_deposit',
      'order: → paid',
      'deposit deadline near',
      'awaiting_deposit → paid (signed deposit)',
      'awaiting_deposit → paid (confirmed in /admin)',
      'canceled (deadline passed)',
      'canceled (by the buyer)',
      'canceled (in /admin)',
      'refunded (by the buyer)',
      'refunded (in /admin)',
      'shipping: → ready_for_shipping',
      'shipping: → shipped',
      'shipping: → out_for_delivery',
      'shipping: → delivered',
      'offer: → pending',
      'pending → accepted (in /admin)',
      'pending → declined (in /admin)',
      'pending → expired',
      'accepted → lapsed',
      'declined (the work sold)',
      'bid order due',
      'resale: → reviewing (received)',
      'waiting_for_confirmation (proposed in /admin)',
      'on_sale (listed)',
      'on_sale → sold',
      'sold → on_sale',
      'consignment: → reviewing (received)',
      'on_sale (approved in /admin)',
      'rejected (in /admin)',
    ]) {
      expect(
        listed.some((step) => step.transition.includes(needed)),
        needed,
      ).toBe(true);
    }
  });
});
