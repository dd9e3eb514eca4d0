// The search box of a catalogue list: typing narrows the list after a pause, Enter applies at
// once, and nothing is sent while an input method is still composing a Korean syllable.
import clsx from 'clsx';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { shouldSubmitSearch } from '@/components/layout/header/search-bar';
import { CloseIcon } from '@/components/ui/icons/close-icon';
import { SearchIcon } from '@/components/ui/icons/search-icon';
import styles from './list-search.module.scss';

export const LIST_SEARCH_DELAY_MS = 350;

export function ListSearch({
  value,
  onSearch,
  label,
  placeholder,
  clearLabel,
  className,
}: {
  value: string;
  onSearch: (q: string) => void;
  label: string;
  placeholder: string;
  clearLabel: string;
  className?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const composing = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(onSearch);
  latest.current = onSearch;

  // The URL is the source of truth: back navigation or a cleared filter updates the box.
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  useEffect(() => () => clearTimer(), []);

  function clearTimer() {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }

  function schedule(next: string) {
    clearTimer();
    timer.current = setTimeout(() => {
      if (!composing.current && next.trim() !== value) latest.current(next.trim());
    }, LIST_SEARCH_DELAY_MS);
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { key, keyCode } = event;
    if (shouldSubmitSearch({ key, isComposing: event.nativeEvent.isComposing, keyCode })) {
      event.preventDefault();
      clearTimer();
      onSearch(text.trim());
    }
  };

  return (
    <div className={clsx(styles.search, className)} role="search">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <SearchIcon size={18} className={styles.icon} />
      <input
        id={id}
        type="search"
        className={styles.input}
        value={text}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => {
          setText(event.target.value);
          schedule(event.target.value);
        }}
        onCompositionStart={() => {
          composing.current = true;
        }}
        onCompositionEnd={(event) => {
          composing.current = false;
          schedule(event.currentTarget.value);
        }}
        onKeyDown={onKeyDown}
      />
      {text && (
        <button
          type="button"
          className={styles.clear}
          aria-label={clearLabel}
          onClick={() => {
            clearTimer();
            setText('');
            onSearch('');
          }}
        >
          <CloseIcon size={16} />
        </button>
      )}
    </div>
  );
}
