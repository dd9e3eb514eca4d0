// My page › Wishlist › Release alerts (rules §4.63): the customer sees each work they asked to hear
// about, with its price and release time, and cancels one with the same toggle as its page; a work
// already announced says when.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { artworkDetailFixture } from '@/api/testing/artwork-fixture';
import { fakeTransport } from '@/api/testing/fake-transport';
import { renderWithApp } from '@/components/testing/render-with-app';
import enAccount from '@/locales/en/account.json';
import enWorks from '@/locales/en/works.json';
import type { ReleaseAlertListDto } from '@/schemas/release-alert-dto';
import { ReleaseAlertsSection } from './release-alerts-section';

const releaseAt = '2027-01-02T11:00:00.000Z';
const card = (id: string, title: string) => ({
  ...artworkDetailFixture({
    id,
    title,
    purchase_status: 'release_soon',
    release_at: releaseAt,
    price: { krw: 4_200_000, display: { amount: 4_200_000, currency: 'krw' } },
  }),
});

describe('the release alerts of My page', () => {
  it('lists waiting and announced alerts; Cancel notification cancels one', async () => {
    const list: ReleaseAlertListDto = {
      alerts: [
        {
          artwork_id: 'aw_wait',
          is_set: true,
          created_at: '2026-12-01T00:00:00.000Z',
          notified_at: null,
          artwork: card('aw_wait', 'Waiting Tide'),
        },
        {
          artwork_id: 'aw_done',
          is_set: false,
          created_at: '2026-11-01T00:00:00.000Z',
          notified_at: '2026-11-20T02:00:00.000Z',
          artwork: card('aw_done', 'Released Tide'),
        },
      ],
      count: 2,
    };
    const calls: string[] = [];
    fakeTransport.adapter = async (request) => {
      calls.push(`${request.method} ${request.url}`);
      if (request.url.endsWith('/customer/release-alerts')) return { status: 200, data: list };
      if (request.method === 'GET') {
        return { status: 200, data: { ...list.alerts[0], artwork: undefined } };
      }
      if (request.method === 'DELETE') {
        return {
          status: 200,
          data: { artwork_id: 'aw_wait', is_set: false, created_at: null, notified_at: null },
        };
      }
      return { status: 404, data: { message: 'Not found', code: 'NOT_FOUND' } };
    };
    renderWithApp(<ReleaseAlertsSection />, {
      state: { accessToken: 'token', loginCheckEnded: true, storedCurrency: 'krw' },
    });
    const section = await screen.findByRole('region', { name: enAccount.wishList.alerts.title });
    const [waiting, done] = within(section).getAllByRole('listitem');
    expect(waiting).toHaveTextContent('Waiting Tide');
    expect(waiting).toHaveTextContent('₩4,200,000');
    expect(waiting).toHaveTextContent('2 Jan 2027, 20:00 KST');
    expect(done).toHaveTextContent('Notice sent 20 Nov 2026, 11:00 KST');
    expect(within(done!).queryByRole('button')).toBeNull();
    await userEvent.click(
      within(waiting!).getByRole('button', { name: enWorks.artwork.notify.cancel }),
    );
    await within(waiting!).findByRole('button', { name: enWorks.artwork.notify.set });
    // The toggle started from the list's alert (usable at once) and cancelled that work only.
    expect(calls[0]).toBe('GET /store/customer/release-alerts');
    expect(calls.filter((call) => call.startsWith('DELETE'))).toEqual([
      'DELETE /store/artwork/aw_wait/release-alert',
    ]);
  });
});
