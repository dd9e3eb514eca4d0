// The signed-in customer's shipping addresses (rules §7): exactly one default while any exists;
// another customer's address answers 404, as an unknown one does.
import type { Hono } from 'hono';
import { object, string } from 'yup';
import type { AppContext } from '../../context';
import type { Services } from '../../services';
import { shippingAddressRequestSchema } from '@/schemas/customer';
import { currentCustomer, customerRoute } from '../customer-auth';
import { defineRoute } from '../route';
import { shippingAddressItemResponse, shippingAddressListResponse } from './customer-responses';

const tags = ['customer'];
const idParams = object({
  id: string()
    .required('id is required')
    .max(64, 'id is not a valid id')
    .matches(/^[A-Za-z0-9_-]+$/, 'id is not a valid id'),
});

export function registerShippingAddressRoutes(
  app: Hono,
  _ctx: AppContext,
  services: Services,
): void {
  const { customers } = services.customerAccounts;
  const signedIn = customerRoute(services);
  const path = '/v3/store/customer/shipping-address';

  defineRoute(
    app,
    {
      ...signedIn,
      method: 'get',
      path,
      summary:
        'The customer’s shipping addresses, the default first, then newest first (at most 20).',
      tags,
      response: shippingAddressListResponse,
    },
    ({ c }) => customers.addressList(currentCustomer(c).customerId),
  );

  defineRoute(
    app,
    {
      ...signedIn,
      method: 'post',
      path,
      summary:
        'Adds an address. The first address, or one sent with is_default, becomes the default. 409 beyond 20 addresses.',
      tags,
      body: shippingAddressRequestSchema,
      response: shippingAddressItemResponse,
      errors: [409],
    },
    ({ c, body }) => customers.addAddress(currentCustomer(c).customerId, body),
  );

  defineRoute(
    app,
    {
      ...signedIn,
      method: 'put',
      path: `${path}/:id/default`,
      summary: 'Makes the address the default (the previous default stops being one).',
      tags,
      params: idParams,
      response: shippingAddressListResponse,
    },
    ({ c, params }) => customers.setDefaultAddress(currentCustomer(c).customerId, params.id),
  );

  defineRoute(
    app,
    {
      ...signedIn,
      method: 'put',
      path: `${path}/:id`,
      summary: 'Replaces the address’s fields; is_default true also makes it the default.',
      tags,
      params: idParams,
      body: shippingAddressRequestSchema,
      response: shippingAddressItemResponse,
    },
    ({ c, params, body }) =>
      customers.updateAddress(currentCustomer(c).customerId, params.id, body),
  );

  defineRoute(
    app,
    {
      ...signedIn,
      method: 'delete',
      path: `${path}/:id`,
      summary:
        'Deletes the address. When it was the default, the newest remaining address becomes the default.',
      tags,
      params: idParams,
      response: shippingAddressListResponse,
    },
    ({ c, params }) => customers.deleteAddress(currentCustomer(c).customerId, params.id),
  );
}
