// The signed-in customer's query keys. Everything of the customer sits under one root (their
// wishes too), so signing out drops it all at once.
export const customerKeys = {
  all: () => ['customer'] as const,
  info: () => [...customerKeys.all(), 'info'] as const,
};

/** The pre-access check of an address (rules §4): not the customer's, kept apart. */
export const stagingEmailKey = (email: string | null | undefined) =>
  ['staging-email', email] as const;
