import { describe, expect, it } from 'vitest';
import { settleResale } from '@/rules/order-pricing';
import {
  nextResaleStatus,
  resaleEvents,
  resaleStatuses,
  type ResaleActor,
  type ResaleEvent,
  type ResaleStatus,
} from './resale';

// Every allowed move; anything not listed here is refused (null).
const allowed: [ResaleStatus, ResaleEvent, ResaleActor, ResaleStatus][] = [
  ['reviewing', 'propose', 'operator', 'waiting_for_confirmation'],
  ['waiting_for_confirmation', 'propose', 'operator', 'waiting_for_confirmation'],
  ['waiting_for_confirmation', 'confirm', 'owner', 'on_sale'],
  ['reviewing', 'approve', 'operator', 'on_sale'],
  ['waiting_for_confirmation', 'approve', 'operator', 'on_sale'],
  ['reviewing', 'withdraw', 'owner', 'withdrawn'],
  ['waiting_for_confirmation', 'withdraw', 'owner', 'withdrawn'],
  ['on_sale', 'withdraw', 'owner', 'withdrawn'],
  ['reviewing', 'reject', 'operator', 'rejected'],
  ['waiting_for_confirmation', 'reject', 'operator', 'rejected'],
  ['on_sale', 'sell', 'checkout', 'sold'],
  ['sold', 'reopen', 'checkout', 'on_sale'],
];
const actors: ResaleActor[] = ['owner', 'operator', 'checkout'];

describe('the resale and consignment state machine', () => {
  const table = resaleStatuses.flatMap((status) =>
    resaleEvents.flatMap((event) =>
      actors.map((actor) => {
        const rule = allowed.find(([s, e, a]) => s === status && e === event && a === actor);
        return [status, event, actor, rule ? rule[3] : null] as const;
      }),
    ),
  );

  it.each(table)('%s + %s by %s → %s', (status, event, actor, expected) => {
    expect(nextResaleStatus(status, event, actor)).toBe(expected);
  });

  it('closes for good: nothing leaves withdrawn or rejected, only a refund reopens a sale', () => {
    for (const status of ['sold', 'withdrawn', 'rejected'] as const) {
      for (const event of resaleEvents) {
        for (const actor of actors) {
          const reopened = status === 'sold' && event === 'reopen' && actor === 'checkout';
          expect(nextResaleStatus(status, event, actor)).toBe(reopened ? 'on_sale' : null);
        }
      }
    }
  });
});

describe('settleResale', () => {
  it.each([
    // art price, commission bps, royalty bps, commission, royalty, proceeds
    [5_000_000, 1000, 300, 500_000, 150_000, 4_350_000],
    [1_234_567, 1000, 300, 123_457, 37_037, 1_074_073],
    [99, 1000, 300, 10, 3, 86],
    [1, 1000, 300, 0, 0, 1],
    [100_000, 0, 0, 0, 0, 100_000],
    [250_050, 1250, 500, 31_256, 12_503, 206_291],
  ])(
    '%i at %i/%i bps → commission %i, royalty %i, proceeds %i',
    (price, commissionBps, royaltyBps, commission, royalty, proceeds) => {
      const settled = settleResale(price, { commissionBps, royaltyBps });
      expect(settled).toEqual({
        sale_price: price,
        platform_commission: commission,
        artist_royalty: royalty,
        seller_proceeds: proceeds,
      });
      expect(settled.platform_commission + settled.artist_royalty + settled.seller_proceeds).toBe(
        price,
      );
    },
  );
});
