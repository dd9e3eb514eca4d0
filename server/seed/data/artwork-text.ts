// Words for artworks: stand-alone titles by style, and catalogue descriptions assembled for each
// work from what it is: its subject (series or style), colours, medium, size, year and edition,
// written for both languages (not translated word for word).
import type { ArtStyle } from '../art/render';
import type { CategoryHandle } from './categories';
import { mediumNotes } from './artwork-subjects';
import type { MediumKey } from './media';
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
  category: CategoryHandle;
  medium: MediumKey;
  year: number;
  editionSize: number;
  /** The series the title belongs to; null for a stand-alone or untitled work. */
  series: Bilingual | null;
  /** What the work shows (the series' subject, else its style's). */
  subject: Bilingual;
  /** The colours of its palette. */
  colours: Bilingual;
  widthCm: number;
  heightCm: number;
  depthCm: number | null;
  /** Korean canvas number for paintings on a standard canvas. */
  ho: number | null;
}

type Sentence = (c: DescriptionContext) => Bilingual;
const k = (c: DescriptionContext) => `〈${c.titleKo}〉`;

/** `~이다` after a consonant, `~다` after a vowel. */
const copula = (word: string) => (josa(word, '이/가').endsWith('이') ? `${word}이다` : `${word}다`);

/** What the work shows and in which colours. */
const subjectSentences: Sentence[] = [
  (c) => [
    `${c.titleEn} shows ${c.subject[0]}, in ${c.colours[0]}.`,
    `${josa(k(c), '은/는')} ${josa(c.colours[1], '으로/로')} ${josa(c.subject[1], '을/를')} 담았다.`,
  ],
  (c) => [
    `In ${c.titleEn}, ${c.shortNameEn} turns to ${c.subject[0]}, worked in ${c.colours[0]}.`,
    `${k(c)}에서 작가는 ${josa(c.colours[1], '으로/로')} ${josa(c.subject[1], '을/를')} 풀어낸다.`,
  ],
  (c) => [
    `${c.titleEn} is about ${c.subject[0]}; the palette keeps to ${c.colours[0]}.`,
    `${k(c)}의 주제는 ${copula(c.subject[1])}. 색은 ${josa(c.colours[1], '으로/로')} 절제했다.`,
  ],
];

const untitledSentence: Sentence = (c) => [
  `${c.titleEn} carries a number instead of a title; it shows ${c.subject[0]}, in ${c.colours[0]}.`,
  `제목 대신 번호만 붙인 ${josa(k(c), '은/는')} ${josa(c.colours[1], '으로/로')} ${josa(c.subject[1], '을/를')} 담았다.`,
];

/** How the picture is made, by style; no subject, so it never contradicts the series. */
const techniques: Record<ArtStyle, Sentence[]> = {
  colorField: [
    () => [
      'The fields are built from dozens of thin, diluted layers, so the colour seems to hover just in front of the canvas.',
      '묽게 희석한 물감을 수십 번 덧칠해, 색이 화면 바로 앞에 떠 있는 듯하다.',
    ],
    () => [
      'Soft-edged fields sit on a darker ground, and each seems to glow from within.',
      '어두운 바탕 위에 놓인 가장자리가 부드러운 색면들이 저마다 안에서부터 빛나는 듯하다.',
    ],
    () => [
      'The edges of each field dissolve into the ground, like the light at the end of a day.',
      '색면의 경계는 하루가 저물 무렵의 빛처럼 바탕 속으로 풀어진다.',
    ],
  ],
  geometric: [
    () => [
      'Hard edges and balanced weights give it the calm of architecture.',
      '단단한 경계와 균형 잡힌 무게감이 건축 같은 고요함을 준다.',
    ],
    () => [
      'The surface is divided into a few plain shapes, each in a clear, unmixed colour.',
      '화면을 몇 개의 단순한 도형으로 나누고, 도형마다 섞지 않은 맑은 색을 칠했다.',
    ],
  ],
  gestural: [
    () => [
      'It was painted quickly, in wide loaded strokes that still show the bristles of the brush.',
      '물감을 듬뿍 머금은 넓은 붓으로 빠르게 그려, 붓털 자국이 그대로 남아 있다.',
    ],
    (c) => [
      `${c.shortNameEn} lets each stroke cross and interrupt the last, until the surface feels like moving air.`,
      '붓질이 앞선 붓질을 가로지르고 끊도록 내버려 두어, 화면은 움직이는 공기처럼 된다.',
    ],
    () => [
      'The strokes gather near the centre and thin out toward the edges.',
      '붓질은 화면 가운데로 모였다가 가장자리로 갈수록 성글어진다.',
    ],
  ],
  dotField: [
    () => [
      'Thousands of dots were placed one at a time over many weeks.',
      '수천 개의 점을 몇 주에 걸쳐 하나씩 찍었다.',
    ],
    () => [
      'Small dots spread across the surface in rings and rows, like a night sky seen from far away.',
      '작은 점들이 멀리서 바라본 밤하늘처럼 고리와 줄을 이루며 화면에 퍼져 나간다.',
    ],
  ],
  horizon: [
    () => [
      'Horizontal bands of sky, water and shore meet at a low, soft horizon.',
      '하늘과 물, 해안의 가로 띠가 낮고 부드러운 수평선에서 만난다.',
    ],
    (c) => [
      `${c.shortNameEn} paints at the hour when the light leaves the water and the colours begin to merge.`,
      '작가는 빛이 물에서 빠져나가고 색들이 섞이기 시작하는 시간에 그린다.',
    ],
  ],
  dansaekhwa: [
    () => [
      'Close up, the surface reveals hundreds of lines and ridges; from a distance it reads as one quiet, breathing plane.',
      '가까이서 보면 수백 개의 선과 결이 드러나고, 멀리서 보면 하나의 조용히 숨 쉬는 면으로 읽힌다.',
    ],
    () => [
      'One colour is laid down, scraped back and laid down again, until the surface becomes a record of the time it took.',
      '한 가지 색을 올리고 긁어내고 다시 올려, 화면 자체가 그 시간의 기록이 된다.',
    ],
  ],
  inkWash: [
    () => [
      'The ranges step back from dark to pale, with mist resting in the valleys between them.',
      '능선은 짙은 데서 옅은 데로 물러나고, 그 사이 골짜기에 안개가 머문다.',
    ],
    (c) => [
      `${c.shortNameEn} lets the ink spread into the damp paper, so the far distance seems to dissolve into air.`,
      '젖은 종이에 먹이 번지도록 두어, 먼 곳이 공기 속으로 풀어지는 듯하다.',
    ],
  ],
  photograph: [
    () => [
      'A long exposure smooths water and light into soft, continuous bands.',
      '장노출로 물과 빛이 부드럽고 끊김 없는 띠로 펼쳐진다.',
    ],
    () => [
      'Shot slightly out of focus, the scene turns into fields of colour and light.',
      '살짝 초점을 흐려 찍어, 장면이 색과 빛의 면으로 바뀐다.',
    ],
    (c) => [
      `${c.shortNameEn} returns to the same place at the same hour, year after year.`,
      '작가는 해마다 같은 장소를 같은 시간에 다시 찾는다.',
    ],
  ],
  sculpture: [
    () => [
      'Its surface catches the light differently as you walk around it.',
      '주위를 걸으면 표면이 빛을 받는 방식이 달라진다.',
    ],
    () => [
      'Weight and stillness are held in balance, with small marks of the hand left on a calm surface.',
      '무게와 고요함이 균형을 이루고, 차분한 표면 위에 손의 흔적이 조금 남아 있다.',
    ],
  ],
  drawing: [
    () => [
      'Thousands of fine lines were drawn slowly over several weeks.',
      '몇 주에 걸쳐 수천 개의 가는 선을 천천히 그었다.',
    ],
    () => [
      'The lines follow one another like water, bending around invisible obstacles.',
      '선들은 물처럼 서로를 따라가며 보이지 않는 장애물을 돌아 휘어진다.',
    ],
  ],
  print: [
    () => [
      'The slight shifts between the colour layers are part of the work.',
      '판과 판 사이의 미세한 어긋남도 작품의 일부다.',
    ],
    () => [
      'Flat, overlapping shapes give it the clarity of a poster and the warmth of handmade paper.',
      '겹쳐진 납작한 도형들이 포스터의 명료함과 손으로 뜬 종이의 따뜻함을 함께 준다.',
    ],
  ],
  collage: [
    () => [
      'The torn edges of every piece are kept, so the work shows exactly how it was made.',
      '조각마다 찢긴 가장자리를 그대로 살려, 작품이 어떻게 만들어졌는지 고스란히 보여 준다.',
    ],
    () => [
      'Pieces are laid over one another into a quiet, shifting composition.',
      '조각들을 겹겹이 포개어 조용히 움직이는 화면을 만들었다.',
    ],
  ],
};

const cm = (value: number) => `${value} cm`;

/** Its size, and where a work of that size lives. */
function sizeSentence(c: DescriptionContext): Bilingual {
  const longest = Math.max(c.widthCm, c.heightCm);
  if (c.category === 'sculpture') {
    const [whereEn, whereKo] =
      c.heightCm < 40
        ? ['small enough for a shelf or a table', '선반이나 탁자 위에 놓기 좋은 크기다']
        : c.heightCm < 70
          ? ['a piece for a plinth or a sideboard', '좌대나 장식장 위에 어울리는 크기다']
          : ['a floor piece that holds a room', '바닥에 두어 공간을 채우는 크기다'];
    const depth = c.depthCm ?? c.widthCm;
    return [
      `It stands ${cm(c.heightCm)} tall, ${c.widthCm} × ${depth} cm at its widest: ${whereEn}.`,
      `높이 ${cm(c.heightCm)}, 폭 ${cm(c.widthCm)}, 깊이 ${cm(depth)}로, ${whereKo}.`,
    ];
  }
  const [whereEn, whereKo] =
    longest < 50
      ? ['a size for a desk, a shelf or a narrow wall', '책상이나 선반, 좁은 벽에 어울리는 크기다']
      : longest < 100
        ? ['a size that holds a living-room wall on its own', '거실 벽 하나를 혼자서 채우는 크기다']
        : longest < 150
          ? [
              'a large work that wants a wall of its own',
              '벽 하나를 온전히 내어 주어야 하는 대작이다',
            ]
          : [
              'a monumental work for a high wall or a lobby',
              '높은 벽이나 로비에 어울리는 대형 작품이다',
            ];
  const dims = `${c.widthCm} × ${c.heightCm} cm`;
  if (c.ho) {
    return [
      `At ${dims}, ${/^8/.test(String(c.ho)) ? 'an' : 'a'} ${c.ho}-ho canvas in Korean sizing, it is ${whereEn}.`,
      `${dims}, ${c.ho}호 크기로 ${whereKo}.`,
    ];
  }
  const [thingEn, thingKo] =
    c.category === 'photography'
      ? ['The print', '인화 크기는']
      : c.category === 'mixed-media'
        ? ['The work', '작품 크기는']
        : ['The sheet', '종이 크기는'];
  return [`${thingEn} measures ${dims}: ${whereEn}.`, `${thingKo} ${dims}로, ${whereKo}.`];
}

function seriesSentence(c: DescriptionContext): Bilingual {
  if (c.series) {
    return [
      `Made in ${c.year}, it belongs to ${c.shortNameEn}’s ${c.series[0]} series.`,
      `${c.year}년 작으로, 작가의 〈${c.series[1]}〉 연작에 속한다.`,
    ];
  }
  return [
    `Made in ${c.year}, it stands apart from ${c.shortNameEn}’s series.`,
    `${c.year}년 작으로, 작가의 연작과 따로 만든 단독 작품이다.`,
  ];
}

function editionSentence(c: DescriptionContext): Bilingual {
  return c.editionSize > 1
    ? [
        `From an edition of ${c.editionSize}, each signed and numbered by the artist.`,
        `에디션 ${c.editionSize}점 중 하나로, 모두 작가의 서명과 번호가 있다.`,
      ]
    : [
        'A unique work, with a certificate of authenticity signed by the artist.',
        '단 한 점뿐인 작품으로, 작가가 서명한 작품 보증서가 함께 제공된다.',
      ];
}

/** A catalogue description of one work: subject and colours, making, medium, size, series, edition. */
export function describeArtwork(
  style: ArtStyle,
  context: DescriptionContext,
  pick: <T>(items: readonly T[]) => T,
): Bilingual {
  // Always two picks, so the caller's random stream moves the same way for every work.
  const opening = pick(subjectSentences);
  const technique = pick(techniques[style]);
  const sentences: Bilingual[] = [
    (context.titleEn.startsWith('Untitled') ? untitledSentence : opening)(context),
    technique(context),
    mediumNotes[context.medium],
    sizeSentence(context),
    seriesSentence(context),
    editionSentence(context),
  ];
  return [sentences.map((s) => s[0]).join(' '), sentences.map((s) => s[1]).join(' ')];
}
