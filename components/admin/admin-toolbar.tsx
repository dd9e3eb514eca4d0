// A back-office list's toolbar: status tabs, a search box, a select filter, and the button that
// shows the next page. The lists (orders, catalogue, coupons, customers, contacts, audit) share
// them so a tab, a search or a page reads and behaves alike everywhere.
import clsx from 'clsx';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button/button';
import { useTranslation } from 'next-i18next/pages';
import bar from './admin-toolbar.module.scss';

export type AdminTabsProps<T extends string> = {
  label: string;
  tabs: readonly T[];
  current: T;
  onSelect: (tab: T) => void;
  labelOf: (tab: T) => string;
};

export function AdminTabs<T extends string>({
  label,
  tabs,
  current,
  onSelect,
  labelOf,
}: AdminTabsProps<T>) {
  return (
    <div role="tablist" aria-label={label} className={bar.tabs}>
      {tabs.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          aria-selected={current === tab}
          className={clsx(bar.tab, current === tab && bar.tabActive)}
          onClick={() => onSelect(tab)}
        >
          {labelOf(tab)}
        </button>
      ))}
    </div>
  );
}

export type AdminSearchProps = {
  placeholder: string;
  initial?: string;
  onSearch: (text: string) => void;
};

/** A search box that reports its text (trimmed) when submitted. */
export function AdminSearch({ placeholder, initial = '', onSearch }: AdminSearchProps) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className={bar.search} onSubmit={submit} role="search">
      <input
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
        aria-label={placeholder}
        className={bar.searchInput}
      />
      <Button type="submit" variant="secondary">
        {t('orders.searchButton')}
      </Button>
    </form>
  );
}

/** A labelled select that narrows a list to one of `options`. */
export function AdminFilter<T extends string>({
  label,
  options,
  value,
  onChange,
  labelOf,
}: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (next: T) => void;
  labelOf: (option: T) => string;
}) {
  return (
    <label className={bar.filter}>
      <span>{label}</span>
      <select value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {labelOf(option)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A list's toolbar: its status tabs, then its search box when it has one, then other filters. */
export function AdminToolbar<T extends string>({
  tabs,
  search,
  children,
}: {
  tabs: AdminTabsProps<T>;
  search?: AdminSearchProps;
  children?: ReactNode;
}) {
  return (
    <div className={bar.toolbar}>
      <AdminTabs {...tabs} />
      {search && <AdminSearch {...search} />}
      {children}
    </div>
  );
}

/** The next page of a list, offered while the list shows fewer than `count`. */
export function AdminMore({
  shown,
  count,
  onMore,
}: {
  shown: number;
  count: number;
  onMore: () => void;
}) {
  const { t } = useTranslation('admin');
  if (count <= shown) return null;
  return (
    <Button variant="secondary" onClick={onMore}>
      {t('more')}
    </Button>
  );
}
