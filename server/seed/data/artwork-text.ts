// Words for artworks: stand-alone titles by style, and catalogue descriptions assembled from a
// few sentences per style, written for both languages (not translated word for word).
import type { ArtStyle } from '../art/render';
import { josa } from '../korean';

type Bilingual = readonly [string, string];

export const standaloneTitles: Record<ArtStyle, Bilingual[]> = {
  colorField: [
    ['Before Dawn', '새벽 전'],
    ['Warm Silence', '따뜻한 침묵'],
    ['A Room Facing West', '서쪽으로 난 방'],
    ['Ember', '잉걸불'],
    ['Long Afternoon', '긴 오후'],
    ['The Colour of Waiting', '기다림의 색'],
  ],
  geometric: [
    ['Blue Mountain, Red Sun', '푸른 산, 붉은 해'],
    ['Composition in Five Colours', '오색 구성'],
    ['Gable', '박공'],
    ['Noon Architecture', '정오의 건축'],
    ['Three Peaks', '세 봉우리'],
    ['Crossing', '건널목'],
  ],
  gestural: [
    ['Wind Through the Yard', '마당을 지나는 바람'],
    ['Sudden Rain', '소나기'],
    ['Midsummer', '한여름'],
    ['Things Said Quickly', '빨리 한 말들'],
    ['Late Bloom', '늦게 핀 꽃'],
    ['Current Against Current', '물살과 물살'],
  ],
  dotField: [
    ['Where Shall We Meet', '어디서 다시 만나랴'],
    ['Star Map for Two', '둘을 위한 성도'],
    ['Field of Small Lights', '작은 불빛들의 들판'],
    ['Echo', '메아리'],
    ['Rain on the Lake', '호수에 내리는 비'],
  ],
  horizon: [
    ['Low Tide', '썰물'],
    ['Last Light', '마지막 빛'],
    ['Salt Wind', '소금 바람'],
    ['Far Shore', '먼 기슭'],
    ['After the Storm', '폭풍 뒤'],
  ],
  dansaekhwa: [
    ['Untitled White', '무제 백색'],
    ['Method', '묘법'],
    ['Breathing Surface', '숨 쉬는 표면'],
    ['Quiet Labour', '조용한 노동'],
    ['Trace', '흔적'],
  ],
  inkWash: [
    ['Mist over Valleys', '골짜기의 안개'],
    ['Mountain after Rain', '비 갠 산'],
    ['Autumn Ridge', '가을 능선'],
    ['Distant Peaks', '먼 봉우리'],
    ['Morning at the Temple', '산사의 아침'],
  ],
  photograph: [
    ['Slow Water', '느린 물'],
    ['Night Bus', '밤 버스'],
    ['Concrete, 4 pm', '콘크리트, 오후 4시'],
    ['Fog Line', '안개선'],
    ['The Hour Between', '사이의 시간'],
  ],
  sculpture: [
    ['Resting Form', '쉬는 형태'],
    ['Weight', '무게'],
    ['Held Breath', '참은 숨'],
    ['Standing Stone', '선돌'],
    ['Vessel', '그릇'],
  ],
  drawing: [
    ['Study for a River', '강을 위한 습작'],
    ['Growth Rings', '생장의 고리'],
    ['Rain Drawing', '비 드로잉'],
    ['Line, Again', '다시, 선'],
    ['Map of a Quiet Place', '조용한 곳의 지도'],
  ],
  print: [
    ['Window in June', '6월의 창'],
    ['Two Suns', '두 개의 해'],
    ['Evening Street', '저녁 거리'],
    ['Garden Plan', '정원 도면'],
    ['Blue Hour', '푸른 시간'],
  ],
  collage: [
    ['Letters Never Sent', '부치지 못한 편지'],
    ['Paper Weather', '종이 날씨'],
    ['Souvenir', '기념품'],
    ['Gold Afternoon', '금빛 오후'],
    ['Map of the Market', '시장 지도'],
  ],
};

export interface DescriptionContext {
  titleEn: string;
  titleKo: string;
  /** Short name as used in English prose: family name for Korean artists, surname otherwise. */
  shortNameEn: string;
  mediumEn: string;
  mediumKo: string;
  year: number;
  editionSize: number;
}

type Sentence = (c: DescriptionContext) => Bilingual;
const k = (c: DescriptionContext) => `〈${c.titleKo}〉`;

const openings: Record<ArtStyle, Sentence[]> = {
  colorField: [
    (c) => [
      `${c.titleEn} sets soft-edged fields of colour against a darker ground, so that each one seems to glow from within.`,
      `${josa(k(c), '은/는')} 어두운 바탕 위에 가장자리가 부드러운 색면을 놓아, 색이 안에서부터 빛나는 듯한 인상을 준다.`,
    ],
    (c) => [
      `${c.shortNameEn} built ${c.titleEn} from dozens of thin, diluted layers, and the colour appears to hover just in front of the canvas.`,
      `작가는 묽게 희석한 물감을 수십 번 덧칠해 ${josa(k(c), '을/를')} 완성했다. 색은 화면 바로 앞에 떠 있는 듯하다.`,
    ],
    (c) => [
      `In ${c.titleEn}, the edges of each field dissolve into the ground, like the light at the end of a day.`,
      `${k(c)}에서 색면의 경계는 하루가 저물 무렵의 빛처럼 바탕 속으로 풀어진다.`,
    ],
  ],
  geometric: [
    (c) => [
      `${c.titleEn} reduces a landscape to a few flat planes of colour: a mountain, a sun, the line where they meet.`,
      `${josa(k(c), '은/는')} 풍경을 몇 개의 납작한 색면으로 덜어 낸다. 산 하나, 해 하나, 그리고 둘이 만나는 선.`,
    ],
    (c) => [
      `${c.titleEn} divides the canvas into a grid of cells, each holding one plain shape in a clear, unmixed colour.`,
      `${josa(k(c), '은/는')} 화면을 여러 칸으로 나누고, 칸마다 섞지 않은 맑은 색의 단순한 도형 하나를 담는다.`,
    ],
    (c) => [
      `Hard edges and balanced weights give ${c.titleEn} the calm of architecture.`,
      `단단한 경계와 균형 잡힌 무게감이 ${k(c)}에 건축 같은 고요함을 준다.`,
    ],
  ],
  gestural: [
    (c) => [
      `${c.titleEn} was painted quickly, in wide loaded strokes that still show the bristles of the brush.`,
      `${josa(k(c), '은/는')} 물감을 듬뿍 머금은 넓은 붓으로 빠르게 그려졌고, 붓털의 자국이 그대로 남아 있다.`,
    ],
    (c) => [
      `In ${c.titleEn}, ${c.shortNameEn} lets each stroke cross and interrupt the last, until the surface feels like moving air.`,
      `${k(c)}에서 작가는 붓질이 앞선 붓질을 가로지르고 끊도록 내버려 둔다. 그렇게 화면은 움직이는 공기처럼 된다.`,
    ],
    (c) => [
      `${c.titleEn} is full of energy: strokes gather near the centre and thin out toward the edges of the canvas.`,
      `${josa(k(c), '은/는')} 에너지로 가득하다. 붓질은 화면 가운데로 모였다가 가장자리로 갈수록 성글어진다.`,
    ],
  ],
  dotField: [
    (c) => [
      `${c.titleEn} is made of thousands of dots, placed one at a time over many weeks.`,
      `${josa(k(c), '은/는')} 몇 주에 걸쳐 하나씩 찍은 수천 개의 점으로 이루어져 있다.`,
    ],
    (c) => [
      `In ${c.titleEn}, small dots spread across the canvas in rings and rows, like a night sky seen from far away.`,
      `${k(c)}에서 작은 점들은 고리와 줄을 이루며 화면에 퍼져 나간다. 멀리서 바라본 밤하늘처럼.`,
    ],
  ],
  horizon: [
    (c) => [
      `${c.titleEn} is built from horizontal bands of sky, water and shore, meeting at a low, soft horizon.`,
      `${josa(k(c), '은/는')} 하늘과 물, 해안의 가로 띠로 이루어지며, 낮고 부드러운 수평선에서 만난다.`,
    ],
    (c) => [
      `${c.shortNameEn} painted ${c.titleEn} at the hour when the light leaves the water and colours begin to merge.`,
      `작가는 빛이 물에서 빠져나가고 색들이 섞이기 시작하는 시간에 ${josa(k(c), '을/를')} 그렸다.`,
    ],
  ],
  dansaekhwa: [
    (c) => [
      `${c.titleEn} is a single colour worked over and over, until the surface becomes a record of the time it took.`,
      `${josa(k(c), '은/는')} 한 가지 색을 거듭 쌓고 긋고 누른 작업으로, 화면 자체가 그 시간의 기록이 된다.`,
    ],
    (c) => [
      `Close up, ${c.titleEn} reveals hundreds of lines and ridges; from a distance it reads as one quiet, breathing surface.`,
      `가까이서 보면 ${k(c)}에는 수백 개의 선과 결이 드러나고, 멀리서 보면 하나의 조용히 숨 쉬는 표면으로 읽힌다.`,
    ],
  ],
  inkWash: [
    (c) => [
      `${c.titleEn} layers ranges of mountains from pale to dark, with mist resting in the valleys between them.`,
      `${josa(k(c), '은/는')} 옅은 산에서 짙은 산으로 능선을 겹쳐 올리고, 그 사이 골짜기에 안개를 머물게 한다.`,
    ],
    (c) => [
      `In ${c.titleEn}, ${c.shortNameEn} lets the ink spread into the damp paper, so the far mountains seem to dissolve into air.`,
      `${k(c)}에서 작가는 젖은 종이에 먹이 번지도록 두어, 먼 산이 공기 속으로 풀어지는 듯 보이게 한다.`,
    ],
  ],
  photograph: [
    (c) => [
      `${c.titleEn} was made with a long exposure, which smooths water and light into soft, continuous bands.`,
      `${josa(k(c), '은/는')} 장노출로 촬영되어 물과 빛이 부드럽고 끊김 없는 띠로 펼쳐진다.`,
    ],
    (c) => [
      `Shot deliberately out of focus, ${c.titleEn} turns an ordinary scene into fields of colour and light.`,
      `일부러 초점을 흐려 찍은 ${josa(k(c), '은/는')} 평범한 장면을 색과 빛의 면으로 바꾸어 놓는다.`,
    ],
    (c) => [
      `${c.titleEn} belongs to a series the artist has been photographing for several years, always at the same hour of the day.`,
      `${josa(k(c), '은/는')} 작가가 몇 해째 같은 시간대에만 찍어 온 연작의 한 점이다.`,
    ],
  ],
  sculpture: [
    (c) => [
      `${c.titleEn} is a compact, rounded form meant to be seen from every side; its surface catches light differently as you walk around it.`,
      `${josa(k(c), '은/는')} 사방에서 보도록 만든 둥글고 단단한 형태다. 주위를 걸으면 표면이 빛을 받는 방식이 달라진다.`,
    ],
    (c) => [
      `In ${c.titleEn}, ${c.shortNameEn} balances weight and stillness, leaving small marks of the hand on an otherwise calm surface.`,
      `${k(c)}에서 작가는 무게와 고요함 사이의 균형을 잡고, 차분한 표면 위에 손의 흔적을 조금 남겨 둔다.`,
    ],
  ],
  drawing: [
    (c) => [
      `${c.titleEn} is built from thousands of fine lines, drawn slowly over several weeks.`,
      `${josa(k(c), '은/는')} 몇 주에 걸쳐 천천히 그은 수천 개의 가는 선으로 이루어져 있다.`,
    ],
    (c) => [
      `In ${c.titleEn}, lines follow one another like water, bending around invisible obstacles.`,
      `${k(c)}에서 선들은 물처럼 서로를 따라가며 보이지 않는 장애물을 돌아 휘어진다.`,
    ],
  ],
  print: [
    (c) => [
      `${c.titleEn} was printed by hand, one colour at a time, and the slight shifts between layers are part of the work.`,
      `${josa(k(c), '은/는')} 한 색씩 손으로 찍어 낸 판화로, 판과 판 사이의 미세한 어긋남도 작품의 일부다.`,
    ],
    (c) => [
      `Flat, overlapping shapes give ${c.titleEn} the clarity of a poster and the warmth of handmade paper.`,
      `겹쳐진 납작한 도형들이 ${k(c)}에 포스터의 명료함과 손으로 뜬 종이의 따뜻함을 함께 준다.`,
    ],
  ],
  collage: [
    (c) => [
      `${c.titleEn} layers torn papers, hanji and small pieces of gold leaf into a quiet, shifting composition.`,
      `${josa(k(c), '은/는')} 찢은 종이와 한지, 작은 금박 조각을 겹쳐 조용히 움직이는 화면을 만든다.`,
    ],
    (c) => [
      `In ${c.titleEn}, ${c.shortNameEn} keeps the torn edges of every piece, so the work shows exactly how it was made.`,
      `${k(c)}에서 작가는 조각마다 찢긴 가장자리를 그대로 살려, 작품이 어떻게 만들어졌는지 고스란히 보여 준다.`,
    ],
  ],
};

const closings: Sentence[] = [
  () => [
    'The work rewards slow looking and changes noticeably between daylight and evening light.',
    '천천히 오래 볼수록 더 많은 것을 보여 주며, 낮과 저녁의 빛에서 인상이 크게 달라진다.',
  ],
  () => [
    'It would sit comfortably in a living room as well as in a quiet study.',
    '거실에도, 조용한 서재에도 잘 어울리는 작품이다.',
  ],
  (c) => [
    `Made in ${c.year}, it is one of the artist's most characteristic works of that year.`,
    `${c.year}년에 제작된 작품으로, 그해 작가의 작업을 잘 보여 주는 대표작 중 하나다.`,
  ],
  () => [
    'The surface is in excellent condition and has been kept in the artist’s studio since it was made.',
    '제작 이후 작가의 작업실에서 보관되어 상태가 매우 좋다.',
  ],
];

export function describeArtwork(
  style: ArtStyle,
  context: DescriptionContext,
  pick: <T>(items: readonly T[]) => T,
): Bilingual {
  const [openEn, openKo] = pick(openings[style])(context);
  const [closeEn, closeKo] = pick(closings)(context);
  const [extraEn, extraKo] =
    context.editionSize > 1
      ? [
          `From an edition of ${context.editionSize}; each one is signed and numbered by the artist.`,
          `에디션 ${context.editionSize}점 중 하나이며, 모든 작품에 작가의 서명과 번호가 있다.`,
        ]
      : [
          'It comes with a certificate of authenticity signed by the artist.',
          '작가가 서명한 작품 보증서가 함께 제공된다.',
        ];
  return [`${openEn} ${closeEn} ${extraEn}`, `${openKo} ${closeKo} ${extraKo}`];
}
