// The large catalogue's tables (seed-large-catalogue.ts): the syllables generated artists are
// named from, and which styles and media each category is made in, and in what share.
import type { ArtStyle } from './art/render';
import type { CategoryHandle } from './data/categories';
import type { MediumKey } from './data/media';

export const surnames: [string, string][] = [
  ['Kim', '김'],
  ['Lee', '이'],
  ['Park', '박'],
  ['Choi', '최'],
  ['Jung', '정'],
  ['Kang', '강'],
  ['Cho', '조'],
  ['Yoon', '윤'],
  ['Jang', '장'],
  ['Lim', '임'],
  ['Han', '한'],
  ['Oh', '오'],
  ['Seo', '서'],
  ['Shin', '신'],
  ['Kwon', '권'],
  ['Hwang', '황'],
  ['Ahn', '안'],
  ['Song', '송'],
  ['Ryu', '류'],
  ['Hong', '홍'],
  ['Jeon', '전'],
  ['Go', '고'],
  ['Moon', '문'],
  ['Yang', '양'],
];
export const syllables: [string, string][] = [
  ['seo', '서'],
  ['yeon', '연'],
  ['min', '민'],
  ['ji', '지'],
  ['hyun', '현'],
  ['woo', '우'],
  ['ha', '하'],
  ['eun', '은'],
  ['jun', '준'],
  ['su', '수'],
  ['jin', '진'],
  ['young', '영'],
  ['yun', '윤'],
  ['jae', '재'],
  ['hye', '혜'],
  ['do', '도'],
  ['a', '아'],
  ['rin', '린'],
  ['ho', '호'],
  ['hee', '희'],
  ['tae', '태'],
  ['kyung', '경'],
  ['so', '소'],
  ['ye', '예'],
  ['na', '나'],
  ['da', '다'],
  ['gyu', '규'],
  ['dong', '동'],
  ['sang', '상'],
  ['se', '세'],
];

export const stylesByCategory: Record<CategoryHandle, ArtStyle[]> = {
  painting: ['colorField', 'geometric', 'gestural', 'dotField', 'horizon', 'dansaekhwa', 'inkWash'],
  'works-on-paper': ['drawing'],
  print: ['print'],
  photography: ['photograph'],
  sculpture: ['sculpture'],
  'mixed-media': ['collage'],
};
export const mediaByCategory: Record<CategoryHandle, MediumKey[]> = {
  painting: ['oilCanvas', 'acrylicCanvas', 'oilLinen', 'inkColourHanji', 'hanjiAcrylicCanvas'],
  'works-on-paper': ['graphitePaper', 'charcoalPaper', 'inkPaper', 'colouredPencilPaper'],
  print: ['screenprint', 'woodcut'],
  photography: ['pigmentPrint', 'cPrint', 'gelatinSilver'],
  sculpture: ['bronze', 'stoneware', 'whitePorcelain', 'marble'],
  'mixed-media': ['collagePanel', 'collagePaper'],
};
export const categoryWeights: [CategoryHandle, number][] = [
  ['painting', 45],
  ['works-on-paper', 14],
  ['print', 14],
  ['photography', 12],
  ['sculpture', 8],
  ['mixed-media', 7],
];
