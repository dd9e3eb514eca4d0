// The Pink Rock membership's query keys. The customer's memberships themselves are part of the
// customer's info (customerKeys.info()), which a payment invalidates.
export const membershipKeys = {
  all: () => ['membership'] as const,
  /** The plans, priced in the visitor's currency (a currency change invalidates every query). */
  plans: () => [...membershipKeys.all(), 'plans'] as const,
};
