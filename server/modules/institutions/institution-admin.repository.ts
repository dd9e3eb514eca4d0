// The back office's galleries (issue 10): every institution, both languages as stored.
import { asc } from 'drizzle-orm';
import { institutions } from '../../db/schema';
import { adminTable } from '../../lib/admin-table';

export type InstitutionRow = typeof institutions.$inferSelect;

export const institutionRows = adminTable(institutions, {
  idPrefix: 'ins',
  search: [institutions.nameEn, institutions.nameKo, institutions.handle],
  orderBy: [asc(institutions.nameEn)],
});
