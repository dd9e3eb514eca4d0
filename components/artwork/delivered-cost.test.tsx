// "Delivery to" on the artwork page (rules §4.77–4.80): the country defaults from the visitor's
// language and currency, a remembered one wins, a new choice is kept in a cookie, and the rows show
// the destination's currency with the won beside, as the rule computes them.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { artworkDetailFixture } from '@/api/testing/artwork-fixture';
import { renderWithApp } from '@/components/testing/render-with-app';
import enWorks from '@/locales/en/works.json';
import koWorks from '@/locales/ko/works.json';
import { DELIVERY_TO_COOKIE } from '@/store/cookie-names';
import { DeliveredCost } from './delivered-cost';

// A 60 × 50 cm painting at ₩2,000,000 (medium size), with today's rates on the page.
const artwork = artworkDetailFixture({
  width_cm: 60,
  height_cm: 50,
  price: { krw: 2_000_000, display: { amount: 141_593, currency: 'usd' } },
  exchange_rates: { krw: 1, usd: 1_412.5, eur: 1_500, thb: 40 },
});
const row = (key: string) => screen.getByTestId(`delivered-${key}`);
const select = (label: string) => screen.getByRole('combobox', { name: label });

afterEach(() => Cookies.remove(DELIVERY_TO_COOKIE));

describe('the delivered cost in English', () => {
  const words = enWorks.artwork.delivered;

  it('starts at the United States in dollars, with the won beside each figure', () => {
    renderWithApp(<DeliveredCost artwork={artwork} remembered={null} />, {
      state: { storedCurrency: 'usd' },
    });
    expect(select(words.deliveryTo)).toHaveValue('US');
    expect(row('delivery')).toHaveTextContent('≈ $531 · ₩750,000');
    expect(row('insurance')).toHaveTextContent('≈ $14 · ₩20,000');
    expect(row('duties')).toHaveTextContent('≈ $0 · ₩0');
    expect(row('total')).toHaveTextContent('≈ $1,961 · ₩2,770,000');
    expect(screen.getByText(words.fineAbroad)).toBeInTheDocument();
  });

  it('shows Germany in euros with the 7 % import VAT, and remembers the choice in a cookie', async () => {
    const user = userEvent.setup();
    renderWithApp(<DeliveredCost artwork={artwork} remembered={null} />, {
      state: { storedCurrency: 'usd' },
    });
    await user.selectOptions(select(words.deliveryTo), 'DE');
    expect(row('delivery')).toHaveTextContent('≈ €460 · ₩690,000');
    expect(row('insurance')).toHaveTextContent('≈ €13 · ₩20,000');
    expect(row('duties')).toHaveTextContent('≈ €126 · ₩189,700');
    expect(Cookies.get(DELIVERY_TO_COOKIE)).toBe('DE');
  });

  it('opens at the remembered country, in the visitor’s currency where we sell in no yen', () => {
    renderWithApp(<DeliveredCost artwork={artwork} remembered="JP" />, {
      state: { storedCurrency: 'usd' },
    });
    expect(select(words.deliveryTo)).toHaveValue('JP');
    expect(row('delivery')).toHaveTextContent('≈ $319 · ₩450,000');
  });

  it('keeps the same four rows whatever the country, so choosing one moves nothing', async () => {
    const user = userEvent.setup();
    renderWithApp(<DeliveredCost artwork={artwork} remembered="KR" />, {
      state: { storedCurrency: 'usd' },
    });
    const rows = () => screen.getByTestId('delivered-cost').querySelectorAll('[data-row]').length;
    expect(rows()).toBe(4);
    await user.selectOptions(select(words.deliveryTo), 'CN');
    expect(rows()).toBe(4);
  });
});

describe('the delivered cost in Korean', () => {
  const words = koWorks.artwork.delivered;

  it('starts at Korea in won: normal delivery, optional insurance, no duties', () => {
    renderWithApp(<DeliveredCost artwork={artwork} remembered={null} />, { language: 'ko' });
    expect(select(words.deliveryTo)).toHaveValue('KR');
    expect(row('delivery')).toHaveTextContent('₩60,000');
    expect(screen.getByText(words.insuranceOptional)).toBeInTheDocument();
    expect(row('insurance')).toHaveTextContent('₩10,000');
    expect(row('duties')).toHaveTextContent(words.noDuties);
    expect(row('total')).toHaveTextContent('₩2,060,000');
  });

  it('shows the United States in dollars with the won beside, though Korean mode pays in won', async () => {
    const user = userEvent.setup();
    renderWithApp(<DeliveredCost artwork={artwork} remembered={null} />, { language: 'ko' });
    await user.selectOptions(select(words.deliveryTo), 'US');
    expect(row('delivery')).toHaveTextContent('약 $531 · ₩750,000');
    expect(screen.getByText(words.countries.US, { selector: 'option' })).toBeInTheDocument();
  });
});
