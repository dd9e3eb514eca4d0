// Resale and consignment query keys (rules §7 my-work, resell and consign; ADR 0025).
export interface ResalePage {
  limit?: number;
  offset?: number;
}

export const resaleKeys = {
  all: () => ['resale'] as const,
  myWork: (page: ResalePage) => [...resaleKeys.all(), 'my-work', page] as const,
  requests: (limit: number) => [...resaleKeys.all(), 'requests', limit] as const,
  consignForm: (editionId: string) => [...resaleKeys.all(), 'consign', editionId] as const,
};
