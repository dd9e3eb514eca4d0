import type { InstitutionType } from '@/schemas/institution-dto';

/** The gallery index shows 18 a page: six rows of three. */
export const GALLERIES_PAGE_SIZE = 18;

export interface InstitutionListParams {
  q?: string;
  type?: InstitutionType | '';
  limit: number;
  offset: number;
}

export function institutionListParams({ q, type, limit, offset }: InstitutionListParams) {
  return { ...(q ? { q } : {}), ...(type ? { type } : {}), limit, offset };
}
