// Media as a catalogue writes them, in English and Korean.

export const media = {
  oilCanvas: ['Oil on canvas', '캔버스에 유채'],
  oilLinen: ['Oil on linen', '리넨에 유채'],
  acrylicCanvas: ['Acrylic on canvas', '캔버스에 아크릴릭'],
  oilPencilCanvas: ['Oil and pencil on canvas', '캔버스에 유채, 연필'],
  hanjiAcrylicCanvas: ['Hanji and acrylic on canvas', '캔버스에 한지, 아크릴릭'],
  inkHanji: ['Ink on hanji', '한지에 수묵'],
  inkColourHanji: ['Ink and colour on hanji', '한지에 수묵채색'],
  graphitePaper: ['Graphite on paper', '종이에 흑연'],
  pencilPaper: ['Pencil on Arches paper', '아르쉬지에 연필'],
  charcoalPaper: ['Charcoal on paper', '종이에 목탄'],
  inkPaper: ['Ink on handmade paper', '수제 종이에 먹'],
  colouredPencilPaper: ['Coloured pencil on paper', '종이에 색연필'],
  screenprint: ['Screenprint on paper', '종이에 실크스크린'],
  woodcut: ['Woodcut on hanji', '한지에 목판화'],
  pigmentPrint: ['Archival pigment print', '아카이벌 피그먼트 프린트'],
  cPrint: ['Chromogenic print', 'C-프린트'],
  gelatinSilver: ['Gelatin silver print', '젤라틴 실버 프린트'],
  whitePorcelain: ['White porcelain', '백자'],
  stoneware: ['Glazed stoneware', '시유 석기'],
  bronze: ['Bronze', '브론즈'],
  stainlessSteel: ['Stainless steel, paint', '스테인리스 스틸에 도장'],
  marble: ['Marble', '대리석'],
  collagePanel: ['Paper collage and acrylic on panel', '패널에 종이 콜라주, 아크릴릭'],
  collageGoldPanel: ['Hanji, book pages and gold leaf on panel', '패널에 한지, 고서 낱장, 금박'],
  collagePaper: ['Collage and gouache on paper', '종이에 콜라주, 과슈'],
} as const satisfies Record<string, readonly [string, string]>;

export type MediumKey = keyof typeof media;
