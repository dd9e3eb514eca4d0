import { keepPreviousData } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { EXHIBITIONS_PAGE_SIZE, exhibitionQueries } from '@/api/exhibitions';
import type { ExhibitionPeriod } from '@/schemas/exhibition-dto';
import { useCatalogueContext } from './use-catalogue-context';

/** One page (1-based) of current, upcoming or past exhibitions. */
export function useExhibitions({ status, page }: { status: ExhibitionPeriod; page: number }) {
  const context = useCatalogueContext();
  return useQuery({
    ...exhibitionQueries.list(
      { status, limit: EXHIBITIONS_PAGE_SIZE, offset: (page - 1) * EXHIBITIONS_PAGE_SIZE },
      context,
    ),
    placeholderData: keepPreviousData,
  });
}

export function useExhibition(handle: string) {
  return useQuery(exhibitionQueries.detail(handle, useCatalogueContext()));
}
