// The back office's contact inbox keys (/v3/admin/contacts, issue 10), under the back office's
// root ['admin'].
import { adminKeys } from '../keys';

import type { ContactStatus } from '@/schemas/back-office-contacts';

export interface AdminContactFilters {
  type?: string;
  status?: ContactStatus;
  limit?: number;
}

export const adminContactKeys = {
  all: () => [...adminKeys.all(), 'contacts'] as const,
  list: (filters: AdminContactFilters) => [...adminContactKeys.all(), 'list', filters] as const,
  detail: (contactId: string) => [...adminContactKeys.all(), 'detail', contactId] as const,
};
