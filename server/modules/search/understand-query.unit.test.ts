import { describe, expect, it } from 'vitest';
import { canvasSize } from './canvas-sizes';
import type { NamedEntity, UnderstoodQuery } from './query-pieces';
import { roomTerms } from './query-lexicon';
import { understandQuery } from './understand-query';

const artists: NamedEntity[] = [
  { id: 'ast_kim', names: ['Kim Whanki', '김환기'], label: { en: 'Kim Whanki', ko: '김환기' } },
];
const galleries: NamedEntity[] = [
  {
    id: 'ins_haon',
    names: ['Gallery Haon', '갤러리 하온'],
    label: { en: 'Gallery Haon', ko: '갤러리 하온' },
  },
];

const understand = (query: string) =>
  understandQuery(query, { currency: 'usd', artists, galleries });

/** The pieces as [slot, value] pairs, in the order they stand in the query. */
const slots = (result: UnderstoodQuery) => result.pieces.map((piece) => [piece.slot, piece.value]);

describe('understanding a search query', () => {
  describe('prices, in Korean units and in currencies', () => {
    it.each([
      ['200만원 이하 푸른 추상화', { currency: 'krw', max: 2_000_000 }],
      ['300만원 이하', { currency: 'krw', max: 3_000_000 }],
      ['100~200만원', { currency: 'krw', min: 1_000_000, max: 2_000_000 }],
      ['100만원에서 200만원 사이', { currency: 'krw', min: 1_000_000, max: 2_000_000 }],
      ['3백만원 이상', { currency: 'krw', min: 3_000_000 }],
      ['3백만원대', { currency: 'krw', min: 3_000_000, max: 3_999_999 }],
      ['1억 5천만원 미만', { currency: 'krw', max: 150_000_000 }],
      ['50만원 정도', { currency: 'krw', min: 400_000, max: 600_000 }],
      ['calm landscape under $3,000', { currency: 'usd', max: 3000 }],
      ['under 2 million won', { currency: 'krw', max: 2_000_000 }],
      ['$1,000-2,000', { currency: 'usd', min: 1000, max: 2000 }],
      ['between 1,000 and 3,000 dollars', { currency: 'usd', min: 1000, max: 3000 }],
      ['over €500', { currency: 'eur', min: 500 }],
      ['under 30,000 baht', { currency: 'thb', max: 30_000 }],
      ['30,000 baht or less', { currency: 'thb', max: 30_000 }],
      ['$500 and up', { currency: 'usd', min: 500 }],
      ["under 1k (the visitor's currency)", { currency: 'usd', max: 1000 }],
      ['￦２００만원 이하 (full width)', { currency: 'krw', max: 2_000_000 }],
    ])('reads %s', (query, price) => {
      const piece = understand(query).pieces.find((p) => p.slot === 'price');
      expect(piece).toMatchObject({ kind: 'filter', value: price });
    });

    it('takes no bare number, year or length for a price', () => {
      for (const query of ['works from 2019', 'under 100cm', '3m wide', '10호 캔버스', '30x40']) {
        expect(understand(query).pieces.filter((p) => p.slot === 'price')).toEqual([]);
      }
    });

    it('labels a price in both languages, the won in 만 and 억', () => {
      expect(understand('200만원 이하').pieces[0]!.label).toEqual({
        en: 'Under ₩2,000,000',
        ko: '200만원 이하',
      });
      expect(understand('over $1,500').pieces[0]!.label).toEqual({
        en: 'Over $1,500',
        ko: '$1,500 이상',
      });
      expect(understand('1억 5천만원 이상').pieces[0]!.label.ko).toBe('1억 5,000만원 이상');
    });
  });

  describe('sizes', () => {
    it('reads two dimensions in centimetres, millimetres or inches', () => {
      expect(understand('30x40cm').pieces[0]!.value).toEqual({
        kind: 'dimensions',
        dims: [30, 40],
        tolerance: 0.1,
      });
      expect(understand('12 by 16 in').pieces[0]!.value).toMatchObject({ dims: [30.5, 40.6] });
      expect(understand('300 × 400 mm').pieces[0]!.value).toMatchObject({ dims: [30, 40] });
    });

    it('reads canvas sizes in 호 (F by default, P and M by their letter)', () => {
      expect(understand('10호 유화').pieces[0]!.value).toMatchObject({ dims: canvasSize(10) });
      expect(understand('P20 캔버스').pieces[0]!.value).toMatchObject({
        dims: canvasSize(20, 'P'),
      });
      expect(understand('F10').pieces[0]!.label.ko).toBe('10호 (53 × 45.5cm)');
      expect(understand('7호').pieces.filter((p) => p.slot === 'size')).toEqual([]);
    });

    it('reads small, medium and large by the average side, and a longest side', () => {
      expect(slots(understand('작은 그림'))).toEqual([
        ['size', { kind: 'class', value: 'small', maxAverage: 40 }],
      ]);
      expect(slots(understand('large abstract'))[0]).toEqual([
        'size',
        { kind: 'class', value: 'large', minAverage: 100 },
      ]);
      expect(slots(understand('under 80cm'))).toEqual([['size', { kind: 'longest', maxCm: 80 }]]);
      expect(slots(understand('1m 이상 조각'))[0]).toEqual([
        'size',
        { kind: 'longest', minCm: 100 },
      ]);
    });
  });

  describe('amounts with abbreviations (issue 21)', () => {
    it.each([
      ['under 1.5m won', { currency: 'krw', max: 1_500_000 }, 'under 1.5m won'],
      ['abstract under $1.2k', { currency: 'usd', max: 1200 }, 'under $1.2k'],
      ['prints up to 2.5k dollars', { currency: 'usd', max: 2500 }, 'up to 2.5k dollars'],
      ['landscape under ₩1.5M', { currency: 'krw', max: 1_500_000 }, 'under ₩1.5M'],
      ['under 1.2 mil won', { currency: 'krw', max: 1_200_000 }, 'under 1.2 mil won'],
      ['150만원 이하 판화', { currency: 'krw', max: 1_500_000 }, '150만원 이하'],
      ['1.2천만원 이하 유화', { currency: 'krw', max: 12_000_000 }, '1.2천만원 이하'],
      ['2.5백만원 이하 사진', { currency: 'krw', max: 2_500_000 }, '2.5백만원 이하'],
      ['1천5백만원 이하 조각', { currency: 'krw', max: 15_000_000 }, '1천5백만원 이하'],
      ['5천 달러 이하 추상화', { currency: 'usd', max: 5000 }, '5천 달러 이하'],
    ])('reads %s with its span', (query, price, text) => {
      const pieces = understand(query).pieces;
      const piece = pieces.find((p) => p.slot === 'price');
      expect(piece).toMatchObject({ kind: 'filter', value: price, text });
      expect(query.slice(...piece!.span)).toBe(text);
      // '1.5m won' is money, not a length of 1.5 metres
      expect(pieces.filter((p) => p.slot === 'size')).toEqual([]);
    });
  });

  describe('approximate prices: a band of ±20 % (issue 21)', () => {
    it.each([
      ['around $3,000', 'usd', 2400, 3600, 'around $3,000', 'About $3,000 ($2,400–$3,600)'],
      ['about 2 million won', 'krw', 1_600_000, 2_400_000, 'about 2 million won', null],
      ['$2,000 or so landscape', 'usd', 1600, 2400, '$2,000 or so', null],
      ['roughly €800 prints', 'eur', 640, 960, 'roughly €800', null],
      ['300만원 정도', 'krw', 2_400_000, 3_600_000, '300만원 정도', null],
      ['약 500만원 유화', 'krw', 4_000_000, 6_000_000, '약 500만원', null],
      ['200만원 내외 풍경화', 'krw', 1_600_000, 2_400_000, '200만원 내외', null],
      ['1000달러 안팎 사진', 'usd', 800, 1200, '1000달러 안팎', null],
    ])('reads %s as a band about the amount', (query, currency, min, max, text, en) => {
      const piece = understand(query).pieces.find((p) => p.slot === 'price')!;
      expect(piece).toMatchObject({ kind: 'filter', value: { currency, min, max }, text });
      if (en) expect(piece.label.en).toBe(en);
    });

    it('labels the band in both languages, the won in 만', () => {
      expect(understand('300만원 정도').pieces[0]!.label).toEqual({
        en: 'About ₩3,000,000 (₩2,400,000–₩3,600,000)',
        ko: '약 300만원 (240만원 ~ 360만원)',
      });
    });
  });

  describe('one named dimension: height or width, not the longer side (issue 21)', () => {
    it.each([
      ['taller than 80 cm', { kind: 'height', minCm: 80 }, 'taller than 80 cm'],
      ['wider than 1 m', { kind: 'width', minCm: 100 }, 'wider than 1 m'],
      ['prints less than 50 cm wide', { kind: 'width', maxCm: 50 }, 'less than 50 cm wide'],
      ['photograph no taller than 60 cm', { kind: 'height', maxCm: 60 }, 'no taller than 60 cm'],
      ['height over 1.5 m sculpture', { kind: 'height', minCm: 150 }, 'height over 1.5 m'],
      ['landscape narrower than 70cm', { kind: 'width', maxCm: 70 }, 'narrower than 70cm'],
      ['a painting 80 cm tall', { kind: 'height', minCm: 72, maxCm: 88 }, '80 cm tall'],
      ['세로 50cm 이상', { kind: 'height', minCm: 50 }, '세로 50cm 이상'],
      ['가로 1미터 이하', { kind: 'width', maxCm: 100 }, '가로 1미터 이하'],
      ['높이 1m 이상 조각', { kind: 'height', minCm: 100 }, '높이 1m 이상'],
      ['폭 70cm 이하 판화', { kind: 'width', maxCm: 70 }, '폭 70cm 이하'],
      ['세로가 1m 넘는 유화', { kind: 'height', minCm: 100 }, '세로가 1m 넘는'],
      ['가로 60센티 미만 사진', { kind: 'width', maxCm: 60 }, '가로 60센티 미만'],
    ])('reads %s', (query, size, text) => {
      const sizes = understand(query).pieces.filter((p) => p.slot === 'size');
      expect(sizes).toEqual([expect.objectContaining({ kind: 'filter', value: size, text })]);
    });

    it('labels a named side in both languages', () => {
      expect(understand('taller than 80 cm').pieces[0]!.label).toEqual({
        en: 'Height at least 80 cm',
        ko: '세로 80cm 이상',
      });
      expect(understand('가로 1미터 이하').pieces[0]!.label).toEqual({
        en: 'Width up to 100 cm',
        ko: '가로 100cm 이하',
      });
    });

    it('still reads an unnamed side as the longest', () => {
      expect(slots(understand('under 80cm'))).toEqual([['size', { kind: 'longest', maxCm: 80 }]]);
    });
  });

  describe('availability with a medium (issue 21)', () => {
    it.each([
      [
        'available oil paintings',
        [
          ['availability', 'on_sale'],
          ['medium', 'oil'],
        ],
      ],
      [
        '구매 가능한 판화',
        [
          ['availability', 'on_sale'],
          ['category', 'print'],
        ],
      ],
      [
        '판매중인 수채화',
        [
          ['availability', 'on_sale'],
          ['medium', 'watercolour'],
        ],
      ],
      [
        'sold out photographs',
        [
          ['availability', 'sold'],
          ['category', 'photography'],
        ],
      ],
      [
        '판매 완료된 유화',
        [
          ['availability', 'sold'],
          ['medium', 'oil'],
        ],
      ],
      [
        '품절된 사진',
        [
          ['availability', 'sold'],
          ['category', 'photography'],
        ],
      ],
      [
        'coming soon prints',
        [
          ['availability', 'release_soon'],
          ['category', 'print'],
        ],
      ],
      [
        '출시 예정 판화',
        [
          ['availability', 'release_soon'],
          ['category', 'print'],
        ],
      ],
    ])('reads %s', (query, expected) => {
      const result = understand(query);
      expect(slots(result)).toEqual(expected);
      expect(result.keywords).toEqual([]);
    });

    it('labels sold and coming soon in both languages', () => {
      expect(understand('sold out').pieces[0]!.label).toEqual({ en: 'Sold', ko: '판매 완료' });
      expect(understand('출시 예정').pieces[0]!.label).toEqual({
        en: 'Coming soon',
        ko: '출시 예정',
      });
    });
  });

  describe('words of the lexicon, with Korean particles', () => {
    it.each([
      [
        '200만원 이하 푸른 추상화',
        [
          ['colour', 'blue'],
          ['style', 'abstract'],
        ],
      ],
      [
        'calm landscape',
        [
          ['mood', 'calm'],
          ['subject', 'landscape'],
        ],
      ],
      ['추상화를 찾아줘', [['style', 'abstract']]],
      ['바다가 보이는 그림', [['subject', 'seascape']]],
      [
        '유화 정물화',
        [
          ['medium', 'oil'],
          ['subject', 'still-life'],
        ],
      ],
      [
        'black and white photographs',
        [
          ['colour', 'monochrome'],
          ['category', 'photography'],
        ],
      ],
      [
        '한국 작가의 단색화 에디션',
        [
          ['nationality', 'Korean'],
          ['style', 'dansaekhwa'],
          ['availability', 'edition'],
        ],
      ],
      [
        'on sale korean paper works',
        [
          ['availability', 'on_sale'],
          ['medium', 'hanji'],
        ],
      ],
      [
        '강렬한 빨간 그림',
        [
          ['mood', 'dramatic'],
          ['colour', 'red'],
        ],
      ],
    ])('reads %s', (query, expected) => {
      expect(slots(understand(query)).filter(([slot]) => slot !== 'price')).toEqual(expected);
    });

    it('does not read a word inside another (산책 is no mountain, 강렬한 no river)', () => {
      expect(slots(understand('산책'))).toEqual([]);
      expect(slots(understand('강렬한')).map(([slot]) => slot)).toEqual(['mood']);
    });

    it('marks filters hard and tastes soft', () => {
      const kinds = Object.fromEntries(
        understand('200만원 이하 푸른 추상 회화').pieces.map((p) => [p.slot, p.kind]),
      );
      expect(kinds).toEqual({
        price: 'filter',
        colour: 'boost',
        style: 'boost',
        category: 'filter',
      });
    });

    it('reads a room as a boost that lifts the moods and colours suiting it', () => {
      const result = understand('침실에 걸 그림');
      expect(slots(result)).toEqual([['room', 'bedroom']]);
      expect(result.impliedBoosts).toContainEqual({ slot: 'mood', value: 'calm' });
      expect(understand('calm art for my bedroom').impliedBoosts).not.toContainEqual({
        slot: 'mood',
        value: 'calm',
      });
    });
  });

  describe("a room's extras agree with what was said (rules §4.55)", () => {
    const extras = (query: string) =>
      understand(query).impliedBoosts.map(({ slot, value }) => `${slot}:${value}`);

    it.each([
      // [query, the extras given]
      ['calm blue painting for my bedroom', []],
      ['침실에 걸 차분한 파란색 그림', []],
      ['energetic red abstract for the bedroom', ['mood:warm']],
      ['침실용 강렬한 빨간 추상화', ['mood:warm']],
      ['cool green landscape for the living room', ['mood:bright']],
      ['거실용 시원한 푸른 바다 그림', ['mood:bright']],
      ['melancholic grey seascape for the living room', []],
      ['쓸쓸한 회색 바다 거실 그림', []],
      ['dramatic black and white photograph for the kids room', ['mood:bright', 'subject:animals']],
      ['아이방에 어울리는 차분한 흑백 사진', ['mood:bright', 'subject:animals']],
      ['bold red abstract for the office', ['style:minimal']],
      ['사무실에 걸 강렬한 빨간 추상화', ['style:minimal']],
      ['cool green still life for the kitchen', ['subject:flowers']],
      ['식당에 걸 시원한 초록색 정물화', ['subject:flowers']],
      ['realistic portrait for the office', ['style:minimal', 'mood:calm']],
      ['사무실용 사실적인 인물화', ['style:minimal', 'mood:calm']],
      ['something warm for the bedroom', ['mood:calm', 'colour:pastel']],
      ['침실에 걸기 좋은 따뜻한 그림', ['mood:calm', 'colour:pastel']],
    ])('%s → %j', (query, given) => {
      expect(extras(query)).toEqual(given);
    });
  });

  describe('a room word names one room (rules §4.56)', () => {
    it.each([
      ['art for an office lobby', 'entrance', 'for an office lobby'],
      ['hotel lobby abstract', 'entrance', 'hotel lobby'],
      ['office kitchen still life', 'dining-room', 'office kitchen'],
      ['large painting for a study room', 'office', 'study'],
      ['사무실 로비에 걸 대형 그림', 'entrance', '사무실 로비'],
      ['호텔 로비용 현대미술', 'entrance', '호텔 로비'],
      ['안방 침대 위 그림', 'bedroom', '안방'],
      ['카페 인테리어용 그림', 'cafe', '카페'],
    ])('%s → one room, %s, read from “%s”', (query, room, text) => {
      const rooms = understand(query).pieces.filter((piece) => piece.slot === 'room');
      expect(rooms).toEqual([expect.objectContaining({ value: room, text })]);
      expect(query.slice(...rooms[0]!.span)).toBe(text);
    });

    it('keeps two rooms said apart, the first one’s extras first', () => {
      const result = understand('for the bedroom or the living room');
      expect(slots(result)).toEqual([
        ['room', 'bedroom'],
        ['room', 'living-room'],
      ]);
      expect(result.impliedBoosts.map(({ value }) => value)).toEqual([
        'calm',
        'pastel',
        'warm',
        'bright',
      ]);
    });

    it('gives every room word of the lexicon to one room only', () => {
      const owners = new Map<string, Set<string>>();
      for (const { room, term } of roomTerms) {
        owners.set(term, new Set([...(owners.get(term) ?? []), room]));
      }
      const shared = [...owners].filter(([, rooms]) => rooms.size > 1).map(([term]) => term);
      expect(shared).toEqual([]);
    });
  });

  it('reads artists and galleries by name, in either script', () => {
    expect(slots(understand('김환기의 푸른 점화'))[0]).toEqual(['artist', 'ast_kim']);
    expect(slots(understand('works by kim whanki'))).toEqual([['artist', 'ast_kim']]);
    expect(slots(understand('갤러리 하온 사진'))).toEqual([
      ['gallery', 'ins_haon'],
      ['category', 'photography'],
    ]);
  });

  it('puts right Hangul typed on an English keyboard when it makes a known word', () => {
    const result = understand('cntkdghk');
    expect(result.corrected).toBe('추상화');
    expect(slots(result)).toEqual([['style', 'abstract']]);
    expect(understand('blue').corrected).toBeUndefined();
  });

  it('puts right a slip in a longer English word, and leaves short or unknown words alone', () => {
    const result = understand('watercolour landscpe');
    expect(result.corrected).toBe('watercolour landscape');
    expect(slots(result)).toEqual([
      ['medium', 'watercolour'],
      ['subject', 'landscape'],
    ]);
    expect(slots(understand('abstarct'))).toEqual([['style', 'abstract']]);
    expect(understand('reed').corrected).toBeUndefined();
    expect(understand('xyzzy').corrected).toBeUndefined();
  });

  it('keeps every span on the query as typed, full-width characters included', () => {
    const query = 'ＣＡＬＭ 바다, ２００만원 이하';
    for (const piece of understand(query).pieces) {
      expect(query.slice(...piece.span)).toBe(piece.text);
    }
    expect(understand(query).pieces.map((p) => p.text)).toEqual([
      'ＣＡＬＭ',
      '바다',
      '２００만원 이하',
    ]);
  });

  it('leaves the other words as keywords, without particles and stop words', () => {
    expect(understand('소나무를 그린 작은 그림 추천해줘').keywords).toEqual(['소나무', '그린']);
    expect(understand('a moon jar by a young artist').keywords).toEqual(['young']);
  });

  it('drops a stop word before its ending is read as a particle (어울리는 is not 어울리)', () => {
    expect(understand('거실에 어울리는 밝은 그림').keywords).toEqual([]);
  });

  it('reads a query it does not understand as keywords only', () => {
    expect(understand('Untitled No. 83 by Hong')).toMatchObject({
      pieces: [],
      keywords: ['untitled', 'no', '83', 'hong'],
    });
  });
});
