// The filter panel in a sheet, on a phone (rules §2): every choice is a draft until "Show
// results". Only opened on phones, so its code (with the sheet's focus trap) loads when the
// Filter button is first reached (ADR 0016).
import { Sheet } from '@/components/ui/sheet/sheet';
import { FilterPanel, type FilterPanelProps } from './filter-panel';

export interface FilterSheetProps extends Omit<FilterPanelProps, 'mode'> {
  title: string;
  closeLabel: string;
  onClose: () => void;
}

export function FilterSheet({ title, closeLabel, onClose, ...panel }: FilterSheetProps) {
  return (
    <Sheet open onClose={onClose} title={title} closeLabel={closeLabel}>
      <FilterPanel {...panel} mode="draft" />
    </Sheet>
  );
}
