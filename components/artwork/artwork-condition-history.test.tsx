// The artwork page's condition and history section (rules §4.74–4.76): five one-line rows that
// keep their place while loading, the condition report with its grade, checker and Korean-time
// date, a defect photo that opens in the zoom, provenance, the certificate's verify link,
// exhibitions and literature, in both languages.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '@/api/http';
import { renderWithApp } from '@/components/testing/render-with-app';
import type { ArtworkConditionHistoryDto } from '@/schemas/artwork-condition';
import { ArtworkConditionHistory } from './artwork-condition-history';

const artwork = {
  id: 'aw_4',
  title: 'Quiet Garden',
  edition_type: 'unique' as const,
  edition_size: 1,
};

const record = (language: 'en' | 'ko'): ArtworkConditionHistoryDto => ({
  artwork_id: 'aw_4',
  condition: {
    grade: 'good',
    notes: language === 'en' ? 'A 4 mm scuff on the lower left edge.' : '왼쪽 아래 4mm 긁힘.',
    checked_by: 'Han Conservation Studio',
    // 16:30 UTC on 2 Nov is 01:30 on 3 Nov in Korea.
    checked_at: '2026-11-02T16:30:00.000Z',
    photos: [
      {
        image_id: 'img_scuff',
        image: { url: '/media/defects/scuff.jpg', width: 900, height: 900, color: '#ccbbaa' },
        caption: language === 'en' ? 'Scuff, lower left' : '왼쪽 아래 긁힘',
      },
    ],
  },
  exhibitions: [
    { id: 'h1', kind: 'exhibition', year: 2026, text: 'Seoul Art Week' },
    { id: 'h2', kind: 'exhibition', year: 2024, text: 'Quiet Rooms, Gallery Onda, Seoul' },
  ],
  literature: [],
  edition: { edition_number: 1, edition_type: 'unique', edition_size: 1 },
  provenance: [
    {
      id: 'p1',
      kind: 'created',
      occurred_at: '2025-03-01T00:00:00.000Z',
      party: 'Park Jiho',
      institution: null,
      exhibition: null,
      note: '',
      seq: 1,
      prev_hash: null,
      hash: 'a'.repeat(64),
    },
  ],
  certificate: {
    certificate_number: 'COA-2026-0000201',
    issued_at: '2026-10-23T03:00:00.000Z',
    certificate_path: '/coa/quiet-garden?edition=1',
    verify_path: '/coa/verify/COA-2026-0000201-ABCD2345EFGH6789',
    status: 'intact',
    entries: 1,
  },
});

let answer: ArtworkConditionHistoryDto;
beforeEach(() => {
  vi.spyOn(http.v3, 'get').mockImplementation(async (url: string) => {
    expect(url).toBe('/store/artwork/aw_4/condition-history');
    return answer;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** What a row's one line says beside its title. */
const summaryOf = (id: string) =>
  screen.getByTestId(`record-${id}`).querySelector('summary span:last-child')?.textContent;

const rowTitles = () =>
  screen.getAllByRole('group').map((row) => row.querySelector('summary span')?.textContent);

describe('the condition and history section', { timeout: 20_000 }, () => {
  it('keeps five one-line rows in place and asks nothing until it nears the screen', () => {
    // An observer that never reports the section near.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    answer = record('en');
    renderWithApp(<ArtworkConditionHistory artwork={artwork} />);
    expect(rowTitles()).toEqual([
      'Condition',
      'Provenance',
      'Certificate',
      'Exhibition history',
      'Literature',
    ]);
    expect(screen.getAllByText('Loading…')).toHaveLength(5);
    expect(http.v3.get).not.toHaveBeenCalled();
  });

  it('shows the grade, who checked and when in Korea time, and opens a defect photo', async () => {
    answer = record('en');
    renderWithApp(<ArtworkConditionHistory artwork={artwork} />);
    const condition = await screen.findByTestId('record-condition');
    await waitFor(() => expect(summaryOf('condition')).toBe('Good'));
    expect(summaryOf('provenance')).toBe('1 entry');
    expect(summaryOf('exhibitions')).toBe('2 exhibitions');
    expect(summaryOf('literature')).toBe('None recorded');
    expect(screen.getByTestId('condition-grade')).not.toBeVisible();

    await userEvent.click(within(condition).getByText('Condition'));
    expect(screen.getByTestId('condition-grade')).toHaveTextContent('Good');
    expect(screen.getByTestId('condition-checked')).toHaveTextContent(
      'Checked by Han Conservation Studio on 3 Nov 2026',
    );
    expect(screen.getByText('A 4 mm scuff on the lower left edge.')).toBeVisible();
    await userEvent.click(
      screen.getByRole('button', { name: 'Open the photo: Scuff, lower left' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Defect photo: Scuff, lower left' });
    // The zoom names the view's kind after the caption, as it does for every view of the work.
    expect(within(dialog).getByRole('img')).toHaveAttribute(
      'alt',
      'Quiet Garden: Scuff, lower left — Condition',
    );
    expect(within(dialog).getByText('Condition', { selector: 'strong' })).toBeVisible();
  });

  it('links the certificate and its verification page, and lists the exhibitions newest first', async () => {
    answer = record('en');
    renderWithApp(<ArtworkConditionHistory artwork={artwork} />);
    const certificate = await screen.findByTestId('record-certificate');
    await waitFor(() => expect(summaryOf('certificate')).toBe('COA-2026-0000201'));
    await userEvent.click(within(certificate).getByText('Certificate'));
    expect(screen.getByRole('link', { name: 'Verify it' })).toHaveAttribute(
      'href',
      '/coa/verify/COA-2026-0000201-ABCD2345EFGH6789',
    );
    expect(screen.getByRole('link', { name: 'View the certificate' })).toHaveAttribute(
      'href',
      '/coa/quiet-garden?edition=1',
    );
    expect(screen.getByText('History verified: 1 entry, intact')).toBeVisible();
    const exhibitions = screen.getByTestId('record-exhibitions');
    await userEvent.click(within(exhibitions).getByText('Exhibition history'));
    expect(
      within(exhibitions)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2026Seoul Art Week', '2024Quiet Rooms, Gallery Onda, Seoul']);
  });

  it('speaks Korean', async () => {
    answer = record('ko');
    renderWithApp(<ArtworkConditionHistory artwork={artwork} />, { language: 'ko' });
    const condition = await screen.findByTestId('record-condition');
    await waitFor(() => expect(summaryOf('condition')).toBe('좋음'));
    await userEvent.click(within(condition).getByText('작품 상태'));
    expect(screen.getByTestId('condition-checked')).toHaveTextContent(
      '2026년 11월 3일 Han Conservation Studio 점검',
    );
    expect(screen.getByRole('button', { name: '사진 크게 보기: 왼쪽 아래 긁힘' })).toBeVisible();
    expect(summaryOf('exhibitions')).toBe('전시 2회');
  });
});
