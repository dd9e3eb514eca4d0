// A signed-in customer as GET store/customer/info answers it, for component tests.
import type { CustomerDto } from '@/schemas/customer-dto';

export function customerFixture(patch: Partial<CustomerDto> = {}): CustomerDto {
  return {
    id: 'c1',
    first_name: 'Minji',
    last_name: 'Kim',
    email: 'minji@example.com',
    email_verified: false,
    country_code: null,
    phone: null,
    hash_password_flag: true,
    promotional_consent: false,
    language: 'en',
    memberships: [],
    shipping_addresses: [],
    created_at: '2026-01-01T00:00:00.000Z',
    full_name: 'Minji Kim',
    contact: null,
    verified_email: null,
    default_address: null,
    has_phone: false,
    has_password: true,
    has_shipping_address: false,
    isPinkRock: false,
    ...patch,
  };
}
