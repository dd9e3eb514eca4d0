// The operator's irreversible order actions ask first (rules §4.52), and the shipped step asks for
// its carrier and tracking number (rules §4.46), in the staff member's language.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '@/i18n/test-i18n';
import { orderFixture } from '@/api/testing/order-fixture';
import type { AdminOrderDto } from '@/schemas/back-office-dto';
import type { Language } from '@/schemas/dto';
import { activateStore, createAppStore } from '@/store/app-store';
import { AppStoreProvider } from '@/store/app-store-context';
import { AdvanceShipping, CancelOrderButton, ConfirmDepositButton } from './order-actions';

function renderAdmin(ui: ReactElement, language: Language = 'en') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const store = createAppStore({ language, accessToken: 'token', loginCheckEnded: true });
  activateStore(store);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={createTestI18n(language)}>
      <AppStoreProvider store={store}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AppStoreProvider>
    </I18nextProvider>
  );
  return render(ui, { wrapper });
}

const order: AdminOrderDto = {
  ...orderFixture(),
  customer_id: 'cus_1',
  customer: {
    id: 'cus_1',
    first_name: 'Minji',
    last_name: 'Kim',
    email: 'minji@example.com',
    country_code: '+82',
    phone: '01098765432',
    language: 'ko',
  },
  cancel_reason: null,
  next_shipping_status: 'shipped',
  can_confirm_deposit: false,
  can_advance_shipping: true,
};

describe('the shipped step (rules §4.46)', () => {
  it('asks for the carrier and the tracking number, and checks the number’s shape', async () => {
    const user = userEvent.setup();
    const run = vi.fn(() => Promise.resolve());
    renderAdmin(<AdvanceShipping order={order} run={run} />);
    await user.click(screen.getByRole('button', { name: 'Mark as Shipped' }));
    expect(screen.getByText('Choose the carrier to mark the order shipped.')).toBeVisible();
    expect(screen.getByText('Enter the tracking number to mark the order shipped.')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.selectOptions(screen.getByLabelText('Carrier'), 'epost');
    expect(screen.getByText('As on the label, e.g. 6012 3456 78901')).toBeVisible();
    await user.type(screen.getByLabelText('Tracking number'), '6789 1234 5678');
    await user.click(screen.getByRole('button', { name: 'Mark as Shipped' }));
    expect(
      screen.getByText('This is not a Korea Post Parcel tracking number (e.g. 6012 3456 78901).'),
    ).toBeVisible();
    expect(run).not.toHaveBeenCalled();
  });

  it('confirms with the carrier and number, says who is told, then sends them', async () => {
    const user = userEvent.setup();
    const run = vi.fn(() => Promise.resolve());
    renderAdmin(<AdvanceShipping order={order} run={run} />);
    await user.selectOptions(screen.getByLabelText('Carrier'), 'cj');
    await user.type(screen.getByLabelText('Tracking number'), '6789-1234-5678');
    await user.click(screen.getByRole('button', { name: 'Mark as Shipped' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Mark order AM-20261124-0001 as Shipped?',
    });
    expect(dialog).toHaveAccessibleDescription(
      'Minji Kim is e-mailed that the order is now “Shipped”. The shipment cannot be moved back.',
    );
    expect(within(dialog).getByTestId('confirm-shipment')).toHaveTextContent(
      'CarrierCJ LogisticsTracking number678912345678',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Shipped' }));
    expect(run).toHaveBeenCalledWith(
      {
        kind: 'advance-shipping',
        orderId: 'ord_1',
        to: 'shipped',
        shipment: { carrier: 'cj', tracking_number: '678912345678' },
      },
      expect.any(Function),
    );
  });

  it('offers only couriers abroad for an address abroad, in Korean', async () => {
    const abroad = {
      ...order,
      shipping_address: { ...order.shipping_address!, country: 'US' },
    };
    renderAdmin(<AdvanceShipping order={abroad} run={() => Promise.resolve()} />, 'ko');
    const options = within(screen.getByLabelText('택배사')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      '택배사를 선택하세요',
      'DHL',
      'FedEx',
      'UPS',
      'EMS (우체국 국제특급)',
    ]);
    expect(
      screen.getByText('해외 주소입니다: DHL, FedEx, UPS, EMS 중에서 선택하세요.'),
    ).toBeVisible();
  });

  it('says the last step closes the track', async () => {
    const user = userEvent.setup();
    renderAdmin(
      <AdvanceShipping
        order={{ ...order, shipping_status: 'out_for_delivery', next_shipping_status: 'delivered' }}
        run={() => Promise.resolve()}
      />,
    );
    expect(screen.queryByLabelText('Carrier')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Mark as Delivered' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(/This is the last step/);
  });
});

describe('deposit, refund and cancel ask first (rules §4.52)', () => {
  it('confirming a deposit names the amount and what follows; Go back does nothing', async () => {
    const user = userEvent.setup();
    const run = vi.fn(() => Promise.resolve());
    renderAdmin(<ConfirmDepositButton order={order} note="Shinhan" run={run} />);
    await user.click(screen.getByRole('button', { name: 'Confirm deposit' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Confirm the deposit of ₩1,110,000 for order AM-20261124-0001?',
    });
    expect(dialog).toHaveAccessibleDescription(/The order becomes paid, the work is sold/);
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(run).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a refund says how much goes back to whom, in Korean, with a warning button', async () => {
    const user = userEvent.setup();
    const run = vi.fn(() => Promise.resolve());
    renderAdmin(<CancelOrderButton order={order} body={{ reason: '액자 파손' }} run={run} />, 'ko');
    await user.click(screen.getByRole('button', { name: '주문 환불' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Minji Kim님에게 ₩1,110,000을(를) 환불할까요?',
    });
    expect(dialog).toHaveTextContent('액자 파손');
    const confirm = within(dialog).getByRole('button', { name: '주문 환불' });
    expect(confirm).toHaveAttribute('data-tone', 'danger');
    await user.click(confirm);
    expect(run).toHaveBeenCalledWith(
      { kind: 'cancel', orderId: 'ord_1', body: { reason: '액자 파손' } },
      expect.any(Function),
    );
  });
});
