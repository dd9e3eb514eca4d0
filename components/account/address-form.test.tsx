// The address form edits what a person can type (a Korean postal address); an address's country,
// which the form does not show, is sent back as it was, so saving never moves an address abroad
// or home.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/components/testing/render-with-app';
import type { ShippingAddressRequest } from '@/schemas/customer';
import type { ShippingAddressDto } from '@/schemas/customer-dto';
import { AddressForm } from './address-book';

const address: ShippingAddressDto = {
  id: 'adr_1',
  postal_code: '06236',
  street_address: '152 Teheran-ro, Gangnam-gu, Seoul',
  detail_address: '3F',
  phone_number: '01012345678',
  nickname: 'Office',
  country: 'JP',
  is_default: true,
  created_at: '2026-11-20T00:00:00Z',
};

describe('the address form', () => {
  it('keeps the country of the address it edits', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn<(values: ShippingAddressRequest) => Promise<void>>(() =>
      Promise.resolve(),
    );
    renderWithApp(
      <AddressForm title="Edit address" initial={address} onSave={onSave} onCancel={() => {}} />,
    );
    await user.clear(screen.getByLabelText(/Detail address/));
    await user.type(screen.getByLabelText(/Detail address/), '4F');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({ detail_address: '4F', country: 'JP' });
  });

  it('gives a new address the country the form is for (KR)', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn<(values: ShippingAddressRequest) => Promise<void>>(() =>
      Promise.resolve(),
    );
    renderWithApp(<AddressForm title="New address" onSave={onSave} onCancel={() => {}} />);
    await user.type(screen.getByLabelText(/Postal code/), '06236');
    await user.type(screen.getByLabelText(/Street address/), '152 Teheran-ro, Gangnam-gu, Seoul');
    await user.type(screen.getByLabelText(/Phone number/), '01012345678');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({ country: 'KR' });
  });
});
