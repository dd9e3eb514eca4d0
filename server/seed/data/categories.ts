// The six marketplace categories, in menu order.

export const categorySeeds = [
  { handle: 'painting', titleEn: 'Painting', titleKo: '회화', rank: 1 },
  { handle: 'works-on-paper', titleEn: 'Works on Paper', titleKo: '드로잉', rank: 2 },
  { handle: 'print', titleEn: 'Print', titleKo: '판화', rank: 3 },
  { handle: 'photography', titleEn: 'Photography', titleKo: '사진', rank: 4 },
  { handle: 'sculpture', titleEn: 'Sculpture', titleKo: '조각', rank: 5 },
  { handle: 'mixed-media', titleEn: 'Mixed Media', titleKo: '혼합매체', rank: 6 },
] as const;

export type CategoryHandle = (typeof categorySeeds)[number]['handle'];
