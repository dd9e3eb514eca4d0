import { describe, expect, it } from 'vitest';
import { buildSearchDocument, hangulBigrams } from './search-document';
import { koreanTsQuery, lastRelaxation, planSearch, relaxations } from './search-plan';
import { understandQuery } from './understand-query';

describe('hangulBigrams', () => {
  it('splits each Hangul run into overlapping pairs and keeps other words whole', () => {
    expect(hangulBigrams('붉은 추상화, Red Field 24-07')).toEqual([
      '붉은',
      '추상',
      '상화',
      'red',
      'field',
      '24',
      '07',
    ]);
    expect(hangulBigrams('숨')).toEqual(['숨']);
  });
});

describe('koreanTsQuery', () => {
  it('asks for every pair of a word, any of the words, and a single syllable as a prefix', () => {
    expect(koreanTsQuery(['추상화', 'blue', '꽃'])).toBe('(추상 & 상화) | 꽃:*');
    expect(koreanTsQuery(['blue'])).toBeUndefined();
  });
});

describe('buildSearchDocument', () => {
  it('tags a work from its curated tags, the words of its title and medium and its colours', () => {
    const doc = buildSearchDocument({
      titleEn: 'Mountain after Rain',
      titleKo: '비 갠 산',
      descriptionEn: 'Ink laid on wet paper.',
      descriptionKo: '젖은 종이에 먹을 올렸다.',
      mediumEn: 'Ink on hanji',
      mediumKo: '한지에 수묵',
      artistNameEn: 'Noh Eunji',
      artistNameKo: '노은지',
      institutionNameEn: null,
      institutionNameKo: null,
      curatedTags: ['mood:calm'],
      colourFamilies: ['grey', 'white'],
    });
    expect(doc.tags).toEqual([
      'colour:grey',
      'colour:white',
      'medium:hanji',
      'medium:ink',
      'mood:calm',
      'subject:mountain',
      'subject:water',
    ]);
    expect(doc.en.a).toBe('Mountain after Rain Noh Eunji');
    expect(doc.en.b).toContain('Calm');
    expect(doc.ko.a.split(' ')).toEqual(['비', '갠', '산', '노은', '은지']);
    expect(doc.names).toBe('Mountain after Rain / 비 갠 산 / Noh Eunji / 노은지');
  });
});

describe('planSearch', () => {
  const toKrw = ({ min, max, currency }: { min?: number; max?: number; currency: string }) => {
    const rate = currency === 'usd' ? 1400 : 1;
    return {
      min: min === undefined ? undefined : min * rate,
      max: max === undefined ? undefined : max * rate,
    };
  };

  it('turns filters into WHERE terms and boosts into weighted tags; a room lifts at half weight', () => {
    const plan = planSearch(
      understandQuery('calm oil painting for a bedroom under $3,000', { currency: 'usd' }),
      toKrw,
    );
    expect(plan.filters).toMatchObject({
      maxPriceKrw: 4_200_000,
      // 'oil painting' is one term, a medium
      mediumTags: ['medium:oil'],
      categoryHandles: [],
    });
    expect(plan.boosts).toEqual(
      expect.arrayContaining([
        { tag: 'mood:calm', weight: 1 },
        { tag: 'colour:pastel', weight: 0.5 },
        { tag: 'mood:warm', weight: 0.5 },
      ]),
    );
    expect(plan.browse).toBe(true);
    expect(plan.english).toBeUndefined();
  });

  it('searches the words left over as text: English, Korean bigrams and trigrams', () => {
    const plan = planSearch(understandQuery('Breath 숨결', { currency: 'krw' }), toKrw);
    expect(plan).toMatchObject({
      english: 'breath',
      korean: '(숨결)',
      fuzzy: 'breath 숨결',
      browse: false,
    });
  });

  it('narrows two prices to both', () => {
    const plan = planSearch(
      understandQuery('over $1,000 under 2 million won', { currency: 'usd' }),
      toKrw,
    );
    expect(plan.filters).toMatchObject({ minPriceKrw: 1_400_000, maxPriceKrw: 2_000_000 });
  });
});

describe('the on-sale-first rule and loosening (issue 21)', () => {
  const plan = (q: string) => planSearch(understandQuery(q, { currency: 'usd' }), () => ({}));

  it('searches works on sale only unless the query names a sale status (rules §4.57)', () => {
    expect(plan('calm landscape under $3,000').filters.onSaleOnly).toBe(true);
    expect(plan('차분한 풍경화').filters.onSaleOnly).toBe(true);
    expect(plan('sold out photographs').filters.onSaleOnly).toBe(false);
    expect(plan('판매 완료된 유화').filters.onSaleOnly).toBe(false);
    expect(plan('출시 예정 판화').filters.onSaleOnly).toBe(false);
    // the loosening that follows when none on sale matched
    expect(
      planSearch(understandQuery('calm landscape', { currency: 'usd' }), () => ({}), {
        notOnSale: true,
      }).filters.onSaleOnly,
    ).toBe(false);
  });

  it('puts works on sale first unless the query names a sale status', () => {
    expect(plan('calm landscape under $3,000').onSaleFirst).toBe(true);
    expect(plan('available oil paintings')).toMatchObject({
      onSaleFirst: false,
      filters: { statuses: ['on_sale'] },
    });
    expect(plan('sold out photographs')).toMatchObject({
      onSaleFirst: false,
      filters: { statuses: ['sold'], categoryHandles: ['photography'] },
    });
    expect(plan('출시 예정 판화').filters.statuses).toEqual(['release_soon']);
  });

  it('filters a named height or width on that side', () => {
    expect(plan('세로 50cm 이상').filters.sizes).toEqual([{ kind: 'height', minCm: 50 }]);
    expect(plan('wider than 1 m').filters.sizes).toEqual([{ kind: 'width', minCm: 100 }]);
  });

  it('loosens a budget first by widening it, then drops one slot at a time', () => {
    const understood = understandQuery('photography under $100 wider than 1 m', {
      currency: 'usd',
    });
    const steps = relaxations(understood);
    expect(steps.map((step) => [step.slot, step.to ? 'widened' : 'dropped'])).toEqual([
      ['price', 'widened'],
      ['not_on_sale', 'dropped'],
      ['size', 'dropped'],
      ['price', 'dropped'],
      ['category', 'dropped'],
    ]);
    expect(steps[0]!.to).toMatchObject({
      value: { currency: 'usd', max: 150 },
      label: { en: 'Under $150', ko: '$150 이하' },
    });
    expect(steps[2]!.understood.pieces.map((p) => p.slot)).toEqual(['category', 'price']);
    // what a query says is kept: works not on sale that match it all come before any slot goes
    expect(relaxations(understandQuery('calm blue', { currency: 'usd' }))).toEqual([
      expect.objectContaining({ slot: 'not_on_sale', from: [] }),
    ]);
    expect(
      relaxations(understandQuery('sold out photographs', { currency: 'usd' })).map((s) => s.slot),
    ).toEqual(['availability', 'category']);
  });

  it('loosens words nothing matched even when the query has no filter (rules §4.58)', () => {
    const steps = relaxations(understandQuery('unicorn', { currency: 'usd' }));
    expect(steps.map((step) => step.slot)).toEqual(['not_on_sale', 'keywords']);
    expect(steps[1]!.understood).toMatchObject({ pieces: [], keywords: [] });
    expect(lastRelaxation(understandQuery('unicorn', { currency: 'usd' }))).toBeUndefined();
  });

  it('ends, when no single loosening finds anything, with every filter dropped but a named status', () => {
    const understood = understandQuery('sold bronze sculptures under $100 taller than 3 m', {
      currency: 'usd',
    });
    const last = lastRelaxation(understood)!;
    expect(last.slot).toBe('filters');
    expect(last.from.map((piece) => piece.slot).sort()).toEqual([
      'category',
      'medium',
      'price',
      'size',
    ]);
    expect(last.understood.pieces.map((piece) => [piece.slot, piece.value])).toEqual([
      ['availability', 'sold'],
    ]);
    // one filter alone: its own step already drops it
    expect(lastRelaxation(understandQuery('10호 유화', { currency: 'usd' }))).toMatchObject({
      slot: 'filters',
    });
    expect(lastRelaxation(understandQuery('photography', { currency: 'usd' }))).toBeUndefined();
  });
});
