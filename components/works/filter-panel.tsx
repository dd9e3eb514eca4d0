// The marketplace's filter panel (rules §2: sort by, category, price, size). On a desktop it sits
// beside the grid and applies each choice at once (ranges on Apply or Enter); in the phone's
// sheet every choice is a draft until "Show results". Applying always goes to the first page.
import clsx from 'clsx';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button/button';
import { useTranslation } from 'next-i18next/pages';
import type { ArtworkCountCategoryDto } from '@/schemas/artwork-dto';
import { artworkOrders, type ArtworkOrder } from '@/rules/artwork-filter-rules';
import { currencies, type CurrencyCode } from '@/rules/money';
import {
  activeFilterCount,
  activeSizePreset,
  rangeKeys,
  sizePresets,
  type RangeKey,
  type SizePreset,
  type WorksFilterDraft,
  type WorksFilterState,
} from './works-filter-state';
import styles from './filter-panel.module.scss';

export interface FilterPanelProps {
  value: WorksFilterState;
  categories: ArtworkCountCategoryDto[];
  currency: CurrencyCode;
  /** 'instant': each choice applies at once; 'draft': applied together from the footer. */
  mode: 'instant' | 'draft';
  onApply: (draft: WorksFilterDraft) => void;
  onClear: () => void;
}

type RangeTexts = Record<RangeKey, string>;

const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

function textsFrom(value: WorksFilterState): RangeTexts {
  return Object.fromEntries(
    rangeKeys.map((key) => [key, value[key] === undefined ? '' : grouping.format(value[key]!)]),
  ) as RangeTexts;
}

/** '1,200,000' → 1200000; '' or nonsense → undefined. */
export function parseAmount(text: string): number | undefined {
  const cleaned = text.replace(/[,\s]/g, '');
  if (!cleaned) return undefined;
  const value = Number(cleaned);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

export function FilterPanel({
  value,
  categories,
  currency,
  mode,
  onApply,
  onClear,
}: FilterPanelProps) {
  const { t } = useTranslation('works');
  const id = useId();
  const [order, setOrder] = useState<ArtworkOrder>(value.order);
  const [group, setGroup] = useState<string | undefined>(value.group_handle);
  const [texts, setTexts] = useState<RangeTexts>(() => textsFrom(value));
  const instant = mode === 'instant';

  const draft = (patch: Partial<WorksFilterDraft> = {}, nextTexts = texts): WorksFilterDraft => {
    const ranges = Object.fromEntries(
      rangeKeys.map((key) => [key, parseAmount(nextTexts[key])]),
    ) as Pick<WorksFilterDraft, RangeKey>;
    return { order, group_handle: group, ...ranges, ...patch };
  };

  const chooseOrder = (next: ArtworkOrder) => {
    setOrder(next);
    if (instant) onApply(draft({ order: next }));
  };
  const chooseGroup = (next: string | undefined) => {
    setGroup(next);
    if (instant) onApply(draft({ group_handle: next }));
  };
  const sizeTotal = {
    min_size_total: parseAmount(texts.min_size_total),
    max_size_total: parseAmount(texts.max_size_total),
  };
  const preset = activeSizePreset(sizeTotal);
  const choosePreset = (next: SizePreset) => {
    const range: Partial<Record<RangeKey, number>> = next === preset ? {} : sizePresets[next];
    const nextTexts = {
      ...texts,
      min_size_total: range.min_size_total === undefined ? '' : String(range.min_size_total),
      max_size_total: range.max_size_total === undefined ? '' : String(range.max_size_total),
    };
    setTexts(nextTexts);
    if (instant) onApply(draft({}, nextTexts));
  };
  const submitRanges = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft());
  };
  const setText = (key: RangeKey, text: string) => setTexts((prev) => ({ ...prev, [key]: text }));
  const tidy = (key: RangeKey) => {
    const amount = parseAmount(texts[key]);
    setText(key, amount === undefined ? '' : grouping.format(amount));
  };

  const { symbol } = currencies[currency];
  const active = activeFilterCount(value) > 0;

  const range = (key: RangeKey, label: string, unit: ReactNode, unitBefore = false) => (
    <label className={styles.amount}>
      <span className="visually-hidden">{label}</span>
      {unitBefore && (
        <span className={styles.unit} aria-hidden="true">
          {unit}
        </span>
      )}
      <input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        name={key}
        value={texts[key]}
        placeholder={key.startsWith('min') ? t('filter.min') : t('filter.max')}
        onChange={(event) => setText(key, event.target.value)}
        onBlur={() => tidy(key)}
      />
      {!unitBefore && (
        <span className={styles.unit} aria-hidden="true">
          {unit}
        </span>
      )}
    </label>
  );
  const dimension = (name: string, min: RangeKey, max: RangeKey) => (
    <div className={styles.rangeRow} role="group" aria-label={name}>
      <span className={styles.rangeName}>{name}</span>
      {range(min, t('filter.minOf', { name }), t('filter.cm'))}
      <span className={styles.dash} aria-hidden="true">
        –
      </span>
      {range(max, t('filter.maxOf', { name }), t('filter.cm'))}
    </div>
  );

  return (
    <div className={clsx(styles.panel, styles[mode])}>
      {instant && (
        <div className={styles.head}>
          <h2 className={styles.heading}>{t('filter.title')}</h2>
          {active && (
            <button type="button" className={styles.clear} onClick={onClear}>
              {t('filter.clear')}
            </button>
          )}
        </div>
      )}

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('filter.sortBy')}</legend>
        <div className={styles.options}>
          {artworkOrders.map((option) => (
            <label key={option} className={styles.option}>
              <input
                type="radio"
                name={`${id}-order`}
                value={option}
                checked={order === option}
                onChange={() => chooseOrder(option)}
              />
              <span>{t(`order.${option}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('filter.category')}</legend>
        <div className={styles.options}>
          <label className={styles.option}>
            <input
              type="radio"
              name={`${id}-category`}
              value="all"
              checked={!group}
              onChange={() => chooseGroup(undefined)}
            />
            <span>{t('filter.anyCategory')}</span>
          </label>
          {categories.map((category) => (
            <label key={category.handle} className={styles.option}>
              <input
                type="radio"
                name={`${id}-category`}
                value={category.handle}
                checked={group === category.handle}
                onChange={() => chooseGroup(category.handle)}
              />
              <span>{category.title}</span>
              <span className={styles.count} aria-hidden="true">
                {category.count}
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <form className={styles.section} onSubmit={submitRanges} aria-labelledby={`${id}-price`}>
        <h3 id={`${id}-price`} className={styles.legend}>
          {t('filter.priceIn', { code: currency.toUpperCase() })}
        </h3>
        <div className={styles.rangeRow}>
          {range('min_price', t('filter.minOf', { name: t('filter.price') }), symbol, true)}
          <span className={styles.dash} aria-hidden="true">
            –
          </span>
          {range('max_price', t('filter.maxOf', { name: t('filter.price') }), symbol, true)}
        </div>
        {instant && (
          <Button type="submit" variant="secondary" className={styles.apply}>
            {t('filter.apply')}
          </Button>
        )}
      </form>

      <form className={styles.section} onSubmit={submitRanges} aria-labelledby={`${id}-size`}>
        <h3 id={`${id}-size`} className={styles.legend}>
          {t('filter.size')}
        </h3>
        <div className={styles.presets} role="group" aria-label={t('filter.presetNote')}>
          {(Object.keys(sizePresets) as SizePreset[]).map((option) => (
            <button
              key={option}
              type="button"
              className={styles.preset}
              aria-pressed={preset === option}
              onClick={() => choosePreset(option)}
            >
              <span className={styles.presetName}>{t(`filter.presets.${option}`)}</span>
              <span className={styles.presetHint}>{t(`filter.presetHints.${option}`)}</span>
            </button>
          ))}
        </div>
        <p className={styles.note}>{t('filter.custom')}</p>
        {dimension(t('filter.width'), 'min_width', 'max_width')}
        {dimension(t('filter.height'), 'min_height', 'max_height')}
        {dimension(t('filter.sizeTotal'), 'min_size_total', 'max_size_total')}
        {instant && (
          <Button type="submit" variant="secondary" className={styles.apply}>
            {t('filter.apply')}
          </Button>
        )}
      </form>

      {!instant && (
        <div className={styles.footer}>
          <Button variant="secondary" onClick={onClear}>
            {t('filter.clear')}
          </Button>
          <Button onClick={() => onApply(draft())}>{t('filter.showResults')}</Button>
        </div>
      )}
    </div>
  );
}
