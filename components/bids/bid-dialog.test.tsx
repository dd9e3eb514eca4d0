// The bid dialog: the KRW a typed amount stands for, by the server's one conversion rule, and the
// bounds of a bid that stay in view beside a refusal.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { artworkDetailFixture } from '@/api/testing/artwork-fixture';
import { fakeTransport, type FakeRequest } from '@/api/testing/fake-transport';
import { renderWithApp } from '@/components/testing/render-with-app';
import enBids from '@/locales/en/bids.json';
import koBids from '@/locales/ko/bids.json';
import { bidMessages } from '@/schemas/bid';
import { BidDialog } from './bid-dialog';

vi.mock('next/router', () => ({
  useRouter: () => ({ locale: 'en', asPath: '/work/blue-field', push: vi.fn(), events: {} }),
}));

let sent: FakeRequest[] = [];
beforeEach(() => {
  sent = [];
  fakeTransport.adapter = async (request) => {
    sent.push(request);
    return { status: 400, data: { message: bidMessages.amountTooLow, code: 'VALIDATION' } };
  };
});

/** ₩4,800,000 shown in dollars at ₩1,412.50 a dollar ($3,398.23). */
const artwork = artworkDetailFixture({
  bid_enabled: true,
  price: { krw: 4_800_000, display: { amount: 339_823, currency: 'usd' } },
  krw_per_unit: 1412.5,
});

function open() {
  renderWithApp(
    <BidDialog artwork={artwork} editionId="ed_1" onClose={vi.fn()} onPlaced={vi.fn()} />,
    { state: { storedCurrency: 'usd' } },
  );
}

describe('the bid dialog', () => {
  it('converts $5,000 at ₩1,412.50 to ₩7,062,500, as the server does', async () => {
    open();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Your bid \(USD\)/), '5000');
    expect(screen.getByTestId('bid-krw')).toHaveTextContent('About ₩7,062,500 in Korean won');
    await user.clear(screen.getByLabelText(/Your bid \(USD\)/));
    await user.type(screen.getByLabelText(/Your bid \(USD\)/), '1700.01');
    // 170,001 cents × 14.125 = 2,401,264.125 won, rounded half up.
    expect(screen.getByTestId('bid-krw')).toHaveTextContent('About ₩2,401,264');
  });

  it('keeps the minimum in view under the “at least half” refusal', async () => {
    open();
    const user = userEvent.setup();
    const amount = await screen.findByLabelText(/Your bid \(USD\)/);
    await user.type(amount, '100');
    await user.click(screen.getByRole('button', { name: enBids.dialog.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(enBids.messages.amountTooLow);
    const minimum = enBids.dialog.min.replace('{{amount}}', '$1,699.12');
    expect(screen.getByText(minimum)).toBeInTheDocument();
    expect(amount).toHaveAccessibleDescription(`${enBids.messages.amountTooLow} ${minimum}`);
    await waitFor(() => expect(sent).toHaveLength(1));
  });

  it('keeps the minimum in Korean too, in won', async () => {
    renderWithApp(
      <BidDialog
        artwork={artworkDetailFixture({
          bid_enabled: true,
          price: { krw: 4_800_000, display: { amount: 4_800_000, currency: 'krw' } },
          krw_per_unit: 1,
        })}
        editionId="ed_1"
        onClose={vi.fn()}
        onPlaced={vi.fn()}
      />,
      { language: 'ko' },
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/입찰가 \(KRW\)/), '100000');
    await user.click(screen.getByRole('button', { name: koBids.dialog.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(koBids.messages.amountTooLow);
    expect(
      screen.getByText(koBids.dialog.min.replace('{{amount}}', '₩2,400,000')),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('bid-krw')).toBeNull();
  });
});
