// The filters in force, as pills above the grid: each says what narrows the list and removes
// itself with one click (to the first page). On a phone, where the panel is folded away, this
// is how a visitor sees what they chose.
import { CloseIcon } from '@/components/ui/icons/close-icon';
import { useLanguage } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import type { ArtworkCountCategoryDto } from '@/schemas/artwork-dto';
import { formatMoney, toMinorUnits, type CurrencyCode } from '@/rules/money';
import { FilterLink } from './filter-link';
import type { NavigateOptions } from './use-works-filters';
import {
  activeSizePreset,
  defaultWorksFilterState,
  type RangeKey,
  type WorksFilterState,
} from './works-filter-state';
import styles from './active-filters.module.scss';

interface Pill {
  key: string;
  label: string;
  without: WorksFilterState;
}

export function ActiveFilters({
  state,
  categories,
  currency,
  onNavigate,
}: {
  state: WorksFilterState;
  categories: ArtworkCountCategoryDto[];
  currency: CurrencyCode;
  onNavigate: (next: WorksFilterState, options?: NavigateOptions) => void;
}) {
  const { t } = useTranslation('works');
  const language = useLanguage();
  const base = { ...state, page: 1 };
  const drop = (...keys: (keyof WorksFilterState)[]): WorksFilterState => {
    const next = { ...base };
    for (const key of keys) delete next[key];
    return next;
  };
  const range = (min: number | undefined, max: number | undefined, show: (v: number) => string) =>
    min !== undefined && max !== undefined
      ? `${show(min)} – ${show(max)}`
      : min !== undefined
        ? t('filter.from', { value: show(min) })
        : t('filter.upTo', { value: show(max!) });
  const cm = (value: number) => `${value} ${t('filter.cm')}`;
  const money = (value: number) =>
    formatMoney({ amount: toMinorUnits(value, currency), currency }, language).replace(
      /[.,]00$/,
      '',
    );
  const dimension = (name: string, min: RangeKey, max: RangeKey): Pill | null =>
    state[min] === undefined && state[max] === undefined
      ? null
      : {
          key: min,
          label: `${name} ${range(state[min], state[max], cm)}`,
          without: drop(min, max),
        };

  const pills: Pill[] = [];
  if (state.q) pills.push({ key: 'q', label: `“${state.q}”`, without: drop('q') });
  if (state.group_handle) {
    const category = categories.find((c) => c.handle === state.group_handle);
    pills.push({
      key: 'group_handle',
      label: category?.title ?? state.group_handle,
      without: drop('group_handle'),
    });
  }
  if (state.order !== defaultWorksFilterState.order) {
    pills.push({ key: 'order', label: t(`order.${state.order}`), without: drop('order') });
  }
  if (state.min_price !== undefined || state.max_price !== undefined) {
    pills.push({
      key: 'price',
      label: range(state.min_price, state.max_price, money),
      without: drop('min_price', 'max_price'),
    });
  }
  const preset = activeSizePreset(state);
  if (preset) {
    pills.push({
      key: 'size_total',
      label: `${t(`filter.presets.${preset}`)} · ${t(`filter.presetHints.${preset}`)}`,
      without: drop('min_size_total', 'max_size_total'),
    });
  } else {
    const total = dimension(t('filter.sizeTotal'), 'min_size_total', 'max_size_total');
    if (total) pills.push(total);
  }
  for (const pill of [
    dimension(t('filter.width'), 'min_width', 'max_width'),
    dimension(t('filter.height'), 'min_height', 'max_height'),
  ]) {
    if (pill) pills.push(pill);
  }
  if (pills.length === 0) return null;

  return (
    <ul className={styles.pills} aria-label={t('filter.active')}>
      {pills.map((pill) => (
        <li key={pill.key}>
          <FilterLink
            to={pill.without}
            onNavigate={onNavigate}
            className={styles.pill}
            aria-label={t('filter.remove', { name: pill.label })}
          >
            <span>{pill.label}</span>
            <CloseIcon size={14} />
          </FilterLink>
        </li>
      ))}
    </ul>
  );
}
