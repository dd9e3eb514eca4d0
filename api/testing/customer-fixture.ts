// A signed-in customer as GET store/customer/info answers it, for component tests.
import type { CustomerDto } from '@/schemas/customer-dto';
import type { FakeServer } from './fake-transport';

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

/**
 * A fake server that answers GET store/customer/info with the signed-in customer (as every
 * signed-in screen asks for it: My Page's badges, the header) and everything else with `server`.
 */
export function withSignedInCustomer(
  server: FakeServer,
  customer: CustomerDto = customerFixture(),
): FakeServer {
  return (request) =>
    request.url === '/store/customer/info' ? { status: 200, data: customer } : server(request);
}
