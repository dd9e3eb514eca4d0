import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIST_SEARCH_DELAY_MS, ListSearch } from './list-search';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(value = '') {
  const onSearch = vi.fn();
  const view = render(
    <ListSearch
      value={value}
      onSearch={onSearch}
      label="Search artists"
      placeholder="Search by name"
      clearLabel="Clear search"
    />,
  );
  return { onSearch, input: screen.getByRole('searchbox', { name: 'Search artists' }), ...view };
}

describe('catalogue list search', () => {
  it('narrows the list after a pause in typing, once', () => {
    const { onSearch, input } = setup();
    fireEvent.change(input, { target: { value: 'Han' } });
    fireEvent.change(input, { target: { value: 'Han S' } });
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(LIST_SEARCH_DELAY_MS));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('Han S');
  });

  it('sends nothing while a Korean syllable is being composed, and searches when it is done', () => {
    const { onSearch, input } = setup();
    fireEvent.compositionStart(input);
    fireEvent.change(input, { target: { value: '서여' } });
    fireEvent.keyDown(input, { key: 'Enter', isComposing: true, keyCode: 229 });
    act(() => vi.advanceTimersByTime(LIST_SEARCH_DELAY_MS));
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '서연' } });
    fireEvent.compositionEnd(input, { data: '연' });
    act(() => vi.advanceTimersByTime(LIST_SEARCH_DELAY_MS));
    expect(onSearch).toHaveBeenCalledWith('서연');
  });

  it('applies at once on Enter and clears with the clear button', () => {
    const { onSearch, input } = setup();
    fireEvent.change(input, { target: { value: '  Seoyeon ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSearch).toHaveBeenLastCalledWith('Seoyeon');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(input).toHaveValue('');
  });

  it('follows the URL when the search changes elsewhere (back navigation)', () => {
    const { input, rerender, onSearch } = setup('Kim');
    expect(input).toHaveValue('Kim');
    rerender(
      <ListSearch
        value="Lee"
        onSearch={onSearch}
        label="Search artists"
        placeholder="Search by name"
        clearLabel="Clear search"
      />,
    );
    expect(input).toHaveValue('Lee');
  });
});
