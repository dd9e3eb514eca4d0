// GET store/exhibition as the server reads it: the catalogue's exhibition filters plus on_view,
// which only the 3D On View list (/xronview) asks for. Kept apart from catalogue-filters.ts so the
// marketplace's bundle, which carries that module, does not grow with it (ADR 0027).
import { boolean, type InferType } from 'yup';
import { exhibitionFiltersSchema } from './catalogue-filters';

export const exhibitionListQuerySchema = exhibitionFiltersSchema.shape({
  /** true: only exhibitions with a 3D on-view room (/xronview); false: only those without. */
  on_view: boolean()
    .transform((value: unknown, original: unknown) =>
      original === '' || original === null ? undefined : value,
    )
    .typeError('on_view must be true or false')
    .optional(),
});
export type ExhibitionListQuery = InferType<typeof exhibitionListQuerySchema>;
export type ExhibitionListQueryInput = Partial<ExhibitionListQuery>;
