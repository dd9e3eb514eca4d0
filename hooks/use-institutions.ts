import { keepPreviousData } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { GALLERIES_PAGE_SIZE, institutionQueries } from '@/api/institutions';
import type { InstitutionType } from '@/schemas/institution-dto';
import { useCatalogueContext } from './use-catalogue-context';

/** One page (1-based) of the gallery index, optionally of one type of space. */
export function useInstitutions({
  q,
  type,
  page,
}: {
  q: string;
  type: InstitutionType | '';
  page: number;
}) {
  const context = useCatalogueContext();
  return useQuery({
    ...institutionQueries.list(
      { q, type, limit: GALLERIES_PAGE_SIZE, offset: (page - 1) * GALLERIES_PAGE_SIZE },
      context,
    ),
    placeholderData: keepPreviousData,
  });
}

export function useInstitution(handle: string) {
  return useQuery(institutionQueries.detail(handle, useCatalogueContext()));
}
