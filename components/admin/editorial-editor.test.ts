import { describe, expect, it } from 'vitest';
import { initialValues, requestBody, type FieldSpec } from './editorial-editor';

const fields: FieldSpec[] = [
  { name: 'title_en', required: true },
  { name: 'website', nullable: true },
  { name: 'rank', kind: 'number' },
  { name: 'menu_rank', kind: 'number', nullable: true },
  { name: 'ends_at', kind: 'date', nullable: true },
  { name: 'published_at', kind: 'date' },
  { name: 'artwork_ids', kind: 'ids' },
  { name: 'has_on_view', kind: 'checkbox' },
  { name: 'image_id', kind: 'image' },
  { name: 'type', kind: 'select', options: ['group', 'solo'] },
];

describe('the editorial form’s request', () => {
  it('sends a blank optional field as null, blank text as empty, and leaves out a blank number or date that cannot be null', () => {
    const body = requestBody(fields, initialValues(fields, null));
    expect(body).toEqual({
      title_en: '',
      website: null,
      menu_rank: null,
      ends_at: null,
      artwork_ids: [],
      has_on_view: false,
      image_id: null,
      type: 'group',
    });
  });

  it('reads numbers, local dates and lists of ids as typed, and shows a stored object back', () => {
    const item = {
      id: 'exh_1',
      title_en: 'Quiet Rooms',
      website: null,
      rank: 3,
      menu_rank: null,
      ends_at: null,
      published_at: '2026-11-20T03:00:00.000Z',
      artwork_ids: ['aw_2', 'aw_1'],
      has_on_view: true,
      image_id: 'img_1',
      type: 'solo',
    };
    const values = initialValues(fields, item);
    expect(values).toMatchObject({ rank: '3', artwork_ids: 'aw_2, aw_1', has_on_view: true });
    expect(requestBody(fields, { ...values, artwork_ids: 'aw_3,aw_4  aw_5' })).toEqual({
      title_en: 'Quiet Rooms',
      website: null,
      rank: 3,
      menu_rank: null,
      ends_at: null,
      published_at: '2026-11-20T03:00:00.000Z',
      artwork_ids: ['aw_3', 'aw_4', 'aw_5'],
      has_on_view: true,
      image_id: 'img_1',
      type: 'solo',
    });
  });
});
