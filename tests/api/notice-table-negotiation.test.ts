// Issue 31: the negotiation table (rules §4.26–4.34, ADR 0071). Every kind of listing an offer can
// be made on — a partner gallery's edition, a gallery without a partner account, an owner's resale,
// an owner's consignment — walked through every event of rules/negotiation.ts through the real
// HTTP API (the bidders' store calls, the partner's and the operator's /v3/admin calls, the owner's
// My page calls, the sweep): after each, the offers' states and close reasons, and exactly the
// expected notices in the outbox, in English and Korean (the harness of notice-table-harness.ts).
import { describe, expect, it } from 'vitest';
import { listingKinds } from '@/rules/negotiation';
import { negotiationEvents, negotiationJourneys } from './notice-journeys-negotiation';
import { people, setUpPeople, walkJourneys, type People } from './notice-table-harness';

setUpPeople();
walkJourneys(negotiationJourneys);

describe('the negotiation table', () => {
  it('walks every event on every kind of listing', () => {
    for (const kind of listingKinds) {
      const label = kind.replaceAll('_', ' ');
      const journey = negotiationJourneys.find((j) => j.name.startsWith(`on a ${label} listing`));
      expect(journey, kind).toBeDefined();
      const steps = journey!.steps(people.en ?? ({} as People), {}).map((s) => s.transition);
      for (const event of negotiationEvents.filter((e) => !e.startsWith('listed for'))) {
        expect(
          steps.some((step) => step.includes(event)),
          `${kind}: ${event}`,
        ).toBe(true);
      }
    }
    const listings = negotiationJourneys.flatMap((j) =>
      j.steps(people.en ?? ({} as People), {}).map((s) => s.transition),
    );
    for (const event of ['listed for resale', 'listed for consignment']) {
      expect(
        listings.some((step) => step.includes(event)),
        event,
      ).toBe(true);
    }
  });
});
