// The customer's own data: the info call's shape with its derived fields (rules §3), profile
// edits, and shipping addresses (exactly one default while any exists; another customer's
// address is "not found").
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors';
import { profileRules } from '@/rules/account-limits';
import {
  customerFullName,
  hasPinkRock,
  isMembershipActive,
  type CustomerDto,
  type ShippingAddressDto,
} from '@/schemas/customer-dto';
import {
  customerMessages,
  type ShippingAddressRequest,
  type UpdateCustomerRequest,
} from '@/schemas/customer';
import {
  findCustomerById,
  findMemberships,
  lockCustomer,
  updateCustomer,
  type CustomerChanges,
  type CustomerProfile,
} from './customer.repository';
import {
  countShippingAddresses,
  deleteShippingAddress,
  findNewestShippingAddressId,
  findShippingAddress,
  insertShippingAddress,
  listShippingAddresses,
  setDefaultShippingAddress,
  updateShippingAddress,
} from './shipping-address.repository';

export interface ShippingAddressListDto {
  shipping_addresses: ShippingAddressDto[];
  count: number;
  limit: number;
  offset: number;
}

export function toCustomerDto(
  customer: CustomerProfile,
  memberships: CustomerDto['memberships'],
  addresses: ShippingAddressDto[],
  now: Date,
): CustomerDto {
  const active = memberships.filter((m) => isMembershipActive(m, now));
  const defaultAddress = addresses.find((a) => a.is_default) ?? null;
  const hasPhone = Boolean(customer.phone);
  return {
    id: customer.id,
    first_name: customer.firstName,
    last_name: customer.lastName,
    email: customer.email,
    email_verified: customer.emailVerified,
    country_code: hasPhone ? customer.countryCode : null,
    phone: customer.phone,
    hash_password_flag: customer.hasPassword,
    promotional_consent: customer.promotionalConsent,
    language: customer.language,
    memberships: active,
    shipping_addresses: addresses,
    created_at: customer.createdAt.toISOString(),
    full_name: customerFullName(customer.firstName, customer.lastName),
    contact: hasPhone ? `${customer.countryCode} ${customer.phone}` : null,
    verified_email: customer.emailVerified ? customer.email : null,
    default_address: defaultAddress,
    has_phone: hasPhone,
    has_password: customer.hasPassword,
    has_shipping_address: addresses.length > 0,
    isPinkRock: hasPinkRock(active, now),
  };
}

const addressNotFound = () => new AppError('NOT_FOUND', customerMessages.addressNotFound);

export type CustomerService = ReturnType<typeof createCustomerService>;

export function createCustomerService(ctx: AppContext) {
  const limit = profileRules.maxShippingAddresses;

  async function info(customerId: string, db: Executor = ctx.db): Promise<CustomerDto> {
    const customer = await findCustomerById(db, customerId);
    // A token outliving its customer (account deleted) is no longer a signed-in customer.
    if (!customer) throw new AppError('UNAUTHORIZED', customerMessages.signInRequired);
    const [memberships, addresses] = await Promise.all([
      findMemberships(db, customerId),
      listShippingAddresses(db, customerId),
    ]);
    return toCustomerDto(customer, memberships, addresses, ctx.now());
  }

  async function addressList(customerId: string): Promise<ShippingAddressListDto> {
    const addresses = await listShippingAddresses(ctx.db, customerId);
    return { shipping_addresses: addresses, count: addresses.length, limit, offset: 0 };
  }

  /** Runs `change` with the customer's row locked, so two address edits never interleave. */
  function serialised<T>(customerId: string, change: (tx: Executor) => Promise<T>): Promise<T> {
    return ctx.db.transaction(async (tx) => {
      if (!(await lockCustomer(tx, customerId))) {
        throw new AppError('UNAUTHORIZED', customerMessages.signInRequired);
      }
      return change(tx);
    });
  }

  return {
    info,

    /** PUT store/customer: names, promotional consent, language. */
    async updateProfile(customerId: string, input: UpdateCustomerRequest): Promise<CustomerDto> {
      const now = ctx.now();
      const changes: CustomerChanges = {};
      if (input.first_name !== undefined) changes.firstName = input.first_name;
      if (input.last_name !== undefined) changes.lastName = input.last_name;
      if (input.language !== undefined) changes.language = input.language;
      if (input.promotional_consent !== undefined) {
        const current = await findCustomerById(ctx.db, customerId);
        if (current && current.promotionalConsent !== input.promotional_consent) {
          changes.promotionalConsent = input.promotional_consent;
          changes.promotionalConsentAt = now;
        }
      }
      if (Object.keys(changes).length) await updateCustomer(ctx.db, customerId, changes, now);
      return info(customerId);
    },

    addressList,

    /** The first address, or one asked to be, becomes the default. */
    async addAddress(
      customerId: string,
      input: ShippingAddressRequest,
    ): Promise<{ shipping_address: ShippingAddressDto }> {
      return serialised(customerId, async (tx) => {
        const now = ctx.now();
        const count = await countShippingAddresses(tx, customerId);
        if (count >= limit) throw new AppError('CONFLICT', customerMessages.tooManyAddresses);
        const id = await insertShippingAddress(tx, customerId, input, now);
        if (count === 0 || input.is_default)
          await setDefaultShippingAddress(tx, customerId, id, now);
        return { shipping_address: (await findShippingAddress(tx, customerId, id))! };
      });
    },

    async updateAddress(
      customerId: string,
      id: string,
      input: ShippingAddressRequest,
    ): Promise<{ shipping_address: ShippingAddressDto }> {
      return serialised(customerId, async (tx) => {
        const now = ctx.now();
        if (!(await updateShippingAddress(tx, customerId, id, input, now))) throw addressNotFound();
        if (input.is_default) await setDefaultShippingAddress(tx, customerId, id, now);
        return { shipping_address: (await findShippingAddress(tx, customerId, id))! };
      });
    },

    async setDefaultAddress(customerId: string, id: string): Promise<ShippingAddressListDto> {
      await serialised(customerId, async (tx) => {
        if (!(await findShippingAddress(tx, customerId, id))) throw addressNotFound();
        await setDefaultShippingAddress(tx, customerId, id, ctx.now());
      });
      return addressList(customerId);
    },

    /** Deleting the default makes the newest remaining address the default. */
    async deleteAddress(customerId: string, id: string): Promise<ShippingAddressListDto> {
      await serialised(customerId, async (tx) => {
        const deleted = await deleteShippingAddress(tx, customerId, id);
        if (!deleted) throw addressNotFound();
        if (deleted.wasDefault) {
          const next = await findNewestShippingAddressId(tx, customerId);
          if (next) await setDefaultShippingAddress(tx, customerId, next, ctx.now());
        }
      });
      return addressList(customerId);
    },
  };
}
