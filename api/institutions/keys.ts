// Institution (gallery, museum, art space) query keys.
import { contextKey, type CatalogueQueryContext } from '../query-context';
import { institutionListParams, type InstitutionListParams } from './institution-list-params';

export const institutionKeys = {
  all: () => ['institutions'] as const,
  lists: () => [...institutionKeys.all(), 'list'] as const,
  list: (params: InstitutionListParams, context: CatalogueQueryContext) =>
    [...institutionKeys.lists(), institutionListParams(params), ...contextKey(context)] as const,
  detail: (handle: string, context: CatalogueQueryContext) =>
    [...institutionKeys.all(), 'detail', handle, ...contextKey(context)] as const,
};
