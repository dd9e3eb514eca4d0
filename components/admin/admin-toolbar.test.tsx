// Issue 23: the back-office lists share one toolbar (status tabs, search, a select filter), one
// "more" button and one artworks list; each reads and answers the same on every page.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/components/testing/render-with-app';
import { AdminArtworkList } from './admin-artwork-list';
import { AdminFilter, AdminMore, AdminToolbar } from './admin-toolbar';

afterEach(cleanup);

const statuses = ['all', 'active', 'blocked'] as const;

describe('the admin list toolbar', () => {
  it('marks the current tab, reports a chosen tab and the trimmed search text', async () => {
    const onSelect = vi.fn();
    const onSearch = vi.fn();
    renderWithApp(
      <AdminToolbar
        tabs={{
          label: 'Customers',
          tabs: statuses,
          current: 'active',
          onSelect,
          labelOf: (tab) => `tab ${tab}`,
        }}
        search={{ placeholder: 'Search customers', initial: 'kim', onSearch }}
      />,
    );
    const tabs = within(screen.getByRole('tablist', { name: 'Customers' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual([
      'false',
      'true',
      'false',
    ]);
    await userEvent.click(screen.getByRole('tab', { name: 'tab blocked' }));
    expect(onSelect).toHaveBeenCalledWith('blocked');

    const box = screen.getByRole('searchbox', { name: 'Search customers' });
    expect(box).toHaveProperty('value', 'kim');
    await userEvent.type(box, ' lee  ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith('kim lee');
  });

  it('has no search box when the list has none, and reports a filter choice', async () => {
    const onChange = vi.fn();
    renderWithApp(
      <AdminToolbar
        tabs={{
          label: 'Inbox',
          tabs: statuses,
          current: 'all',
          onSelect: vi.fn(),
          labelOf: (tab) => tab,
        }}
      >
        <AdminFilter
          label="Type"
          options={statuses}
          value="all"
          onChange={onChange}
          labelOf={(name) => `type ${name}`}
        />
      </AdminToolbar>,
    );
    expect(screen.queryByRole('search')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'type active');
    expect(onChange).toHaveBeenCalledWith('active');
  });

  it('offers more only while the list shows fewer than it counts', async () => {
    const onMore = vi.fn();
    const { rerender } = renderWithApp(<AdminMore shown={20} count={45} onMore={onMore} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(onMore).toHaveBeenCalledOnce();
    rerender(<AdminMore shown={45} count={45} onMore={onMore} />);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});

describe('the admin artworks list', () => {
  const artwork = {
    id: 'art_1',
    handle: 'blue-hour',
    title_en: 'Blue Hour',
    title_ko: '푸른 시간',
    price: 1_200_000,
    purchase_status: 'on_sale',
  };

  it('shows title, address, price and status per row, and opens the editor for a row', async () => {
    const onEdit = vi.fn();
    renderWithApp(
      <AdminArtworkList
        query={{
          data: { artworks: [artwork, { ...artwork, id: 'art_2', price: null }] },
          error: null,
        }}
        testId="partner-artwork"
        markStatus
        onEdit={onEdit}
      />,
    );
    const rows = screen.getAllByTestId('partner-artwork');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.getAttribute('data-status')).toBe('on_sale');
    expect(within(rows[0]!).getByText('Blue Hour')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: '/work/blue-hour' })).toBeTruthy();
    expect(within(rows[1]!).getByText('—')).toBeTruthy();
    await userEvent.click(within(rows[1]!).getByRole('button'));
    expect(onEdit).toHaveBeenCalledWith('art_2');
  });

  it('leaves the status off the rows unless asked, and says when there are none', () => {
    const { rerender } = renderWithApp(
      <AdminArtworkList
        query={{ data: { artworks: [artwork] }, error: null }}
        testId="admin-artwork"
        onEdit={vi.fn()}
      />,
    );
    expect(screen.getByTestId('admin-artwork').hasAttribute('data-status')).toBe(false);
    rerender(
      <AdminArtworkList
        query={{ data: { artworks: [] }, error: null }}
        testId="admin-artwork"
        onEdit={vi.fn()}
      />,
    );
    expect(screen.queryByTestId('admin-artwork')).toBeNull();
  });
});
