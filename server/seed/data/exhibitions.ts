// Exhibitions of the demo, dated in days relative to the seeding clock so that some are always
// current, some upcoming and some past. `{year}` in a text becomes the year the show opens.

export interface HighlightSeed {
  titleEn: string;
  titleKo: string;
  subtitleEn: string;
  subtitleKo: string;
  bodyEn: string;
  bodyKo: string;
}

export interface ExhibitionSeed {
  handle: string;
  type: 'group' | 'solo' | 'onview';
  titleEn: string;
  titleKo: string;
  shortTitleEn: string;
  shortTitleKo: string;
  descriptionEn: string;
  descriptionKo: string;
  institution: string | null;
  /** Solo shows name their artist; group shows draw from these artists (all of the gallery's when empty). */
  artists: string[];
  startDay: number;
  endDay: number;
  hasOnView?: boolean;
  menuRank?: number;
  /** Where the show is when it is not at its gallery (default: the gallery, or Online). */
  locationEn?: string;
  locationKo?: string;
  artworks: [number, number];
  highlights?: HighlightSeed[];
}

export const exhibitionSeeds: ExhibitionSeed[] = [
  {
    handle: 'han-seoyeon-breath-held',
    type: 'solo',
    titleEn: 'Han Seoyeon: Breath, Held',
    titleKo: '한서연: 머금은 숨',
    shortTitleEn: 'Breath, Held',
    shortTitleKo: '머금은 숨',
    descriptionEn:
      'Han Seoyeon’s first solo exhibition in Seoul in four years brings together recent paintings from her series Breath and Evening Layer. Built from dozens of thin layers, the canvases seem to inhale and exhale as the light in the gallery changes through the day.',
    descriptionKo:
      '4년 만에 서울에서 열리는 한서연의 개인전으로, 〈숨〉과 〈저녁의 층〉 연작의 근작을 한자리에 모았다. 수십 겹의 얇은 층으로 쌓아 올린 화면은 하루 동안 전시장의 빛이 바뀌는 데 따라 숨을 들이쉬고 내쉬는 듯하다.',
    institution: 'ieum',
    artists: ['han-seoyeon'],
    startDay: -18,
    endDay: 40,
    hasOnView: true,
    menuRank: 1,
    artworks: [8, 10],
    highlights: [
      {
        titleEn: 'The first room',
        titleKo: '첫 번째 방',
        subtitleEn: 'Four large red paintings, hung close together',
        subtitleKo: '가까이 걸린 네 점의 붉은 대작',
        bodyEn:
          'The exhibition opens with the largest works of the Breath series, hung closer together than usual so that their colours meet across the gaps.',
        bodyKo:
          '전시는 〈숨〉 연작의 대작들로 시작한다. 평소보다 가깝게 걸어, 작품 사이의 틈에서 색들이 서로 만나도록 했다.',
      },
      {
        titleEn: 'Evening Layer',
        titleKo: '저녁의 층',
        subtitleEn: 'A new series, shown for the first time',
        subtitleKo: '처음 공개되는 새 연작',
        bodyEn:
          'Painted over the past winter, the Evening Layer works are darker and quieter, built from violets and deep browns.',
        bodyKo:
          '지난겨울에 그린 〈저녁의 층〉은 보라와 짙은 갈색으로 쌓아 올린, 더 어둡고 조용한 작업이다.',
      },
      {
        titleEn: 'In the studio',
        titleKo: '작업실에서',
        subtitleEn: 'How a painting of forty layers is made',
        subtitleKo: '마흔 겹의 그림이 만들어지는 과정',
        bodyEn:
          'A short film in the last room follows one canvas from the first wash to the fortieth layer over three months.',
        bodyKo:
          '마지막 방의 짧은 영상은 캔버스 한 점이 첫 번째 칠에서 마흔 번째 층에 이르는 석 달을 따라간다.',
      },
    ],
  },
  {
    handle: 'the-quiet-surface',
    type: 'group',
    titleEn: 'The Quiet Surface: Monochrome Now',
    titleKo: '고요한 표면: 오늘의 단색',
    shortTitleEn: 'The Quiet Surface',
    shortTitleKo: '고요한 표면',
    descriptionEn:
      'Five painters from three generations return to the discipline of monochrome painting. Pencil drawn through wet paint, hanji pressed into ridges, a grid painted one square a day: each work is a record of patient, repeated labour.',
    descriptionKo:
      '세 세대에 걸친 다섯 작가가 단색 회화의 수행으로 돌아간다. 마르지 않은 물감 위에 그은 연필 선, 결을 이루도록 눌러 붙인 한지, 하루에 한 칸씩 칠한 격자. 모든 작품이 끈기 있게 되풀이한 노동의 기록이다.',
    institution: 'dalmoon',
    artists: ['kwon-dohyun', 'lim-jaehee', 'choi-wonbin', 'joo-seonmi', 'gil-hyunwoo'],
    startDay: -30,
    endDay: 25,
    hasOnView: true,
    menuRank: 2,
    artworks: [14, 18],
    highlights: [
      {
        titleEn: 'Three generations',
        titleKo: '세 세대',
        subtitleEn: 'From Joo Seonmi to Choi Wonbin',
        subtitleKo: '주선미에서 최원빈까지',
        bodyEn:
          'The oldest and the youngest painters in the show are almost twenty years apart, yet their works share the same patience.',
        bodyKo:
          '전시의 최연장 작가와 최연소 작가는 스무 살 가까이 차이가 나지만, 작품에는 같은 인내가 담겨 있다.',
      },
      {
        titleEn: 'White, again',
        titleKo: '다시, 백색',
        subtitleEn: 'Kwon Dohyun’s new Repetition paintings',
        subtitleKo: '권도현의 새 〈반복〉 연작',
        bodyEn:
          'Kwon shows six new paintings in which the pencil lines are finer and denser than ever before.',
        bodyKo: '권도현은 연필 선이 그 어느 때보다 가늘고 촘촘해진 신작 여섯 점을 선보인다.',
      },
    ],
  },
  {
    handle: 'salt-and-wind',
    type: 'group',
    titleEn: 'Salt and Wind: Artists of Jeju',
    titleKo: '소금과 바람: 제주의 작가들',
    shortTitleEn: 'Salt and Wind',
    shortTitleKo: '소금과 바람',
    descriptionEn:
      'Painters and photographers who live on Jeju look at the island’s sea, fog and basalt. The exhibition fills Gallery Oreum’s stone warehouse in Aewol, a few steps from the water.',
    descriptionKo:
      '제주에 사는 화가와 사진가들이 섬의 바다와 안개, 현무암을 바라본다. 바다에서 몇 걸음 떨어진 애월의 돌 창고, 갤러리 오름 전관에서 열린다.',
    institution: 'oreum',
    artists: ['ko-taeyang', 'yang-siwoo', 'ma-dahye'],
    startDay: -10,
    endDay: 50,
    menuRank: 3,
    artworks: [12, 16],
    highlights: [
      {
        titleEn: 'Fog, photographed',
        titleKo: '안개를 찍다',
        subtitleEn: 'Yang Siwoo’s forests near Hallasan',
        subtitleKo: '한라산 자락, 양시우의 숲',
        bodyEn:
          'Yang waited for hours in each place until the trees faded to grey before making a single exposure.',
        bodyKo:
          '양시우는 나무들이 회색으로 옅어질 때까지 몇 시간을 기다렸다가 한 번만 셔터를 눌렀다.',
      },
      {
        titleEn: 'The sea of Aewol',
        titleKo: '애월의 바다',
        subtitleEn: 'Paintings made a hundred metres from the gallery',
        subtitleKo: '갤러리에서 100미터 떨어진 곳에서 그린 그림',
        bodyEn:
          'Ma Dahye painted every work in the show from the window of her studio on the same coast.',
        bodyKo: '마다혜는 같은 해안에 있는 작업실 창가에서 이번 출품작을 모두 그렸다.',
      },
    ],
  },
  {
    handle: 'jang-minjae-moon-jar-slowly',
    type: 'solo',
    titleEn: 'Jang Minjae: Moon Jar, Slowly',
    titleKo: '장민재: 천천히, 달항아리',
    shortTitleEn: 'Moon Jar, Slowly',
    shortTitleKo: '천천히, 달항아리',
    descriptionEn:
      'Eight moon jars and white vessels fired over the past two years in Jang Minjae’s wood kiln in Icheon. Each jar shows its seam, its slight lean and the marks of the fire.',
    descriptionKo:
      '장민재가 지난 2년간 이천의 장작 가마에서 구운 달항아리와 백색 그릇 여덟 점. 항아리마다 이음매와 살짝 기운 몸, 불의 흔적이 그대로 남아 있다.',
    institution: 'sanmaru',
    artists: ['jang-minjae'],
    startDay: -45,
    endDay: 30,
    hasOnView: true,
    menuRank: 4,
    artworks: [8, 8],
  },
  {
    handle: 'paper-weight',
    type: 'group',
    titleEn: 'Paper Weight',
    titleKo: '종이의 무게',
    shortTitleEn: 'Paper Weight',
    shortTitleKo: '종이의 무게',
    descriptionEn:
      'Drawings in graphite, charcoal, ink and coloured pencil by artists for whom the line is the whole subject. A small, concentrated exhibition in Ondo Gallery’s two rooms in Seochon.',
    descriptionKo:
      '선 그 자체가 주제인 작가들의 흑연, 목탄, 먹, 색연필 드로잉. 서촌 온도 갤러리의 두 개 방에서 열리는 작고 밀도 높은 전시다.',
    institution: 'ondo',
    artists: ['moon-sojin', 'jeon-hyesu', 'woo-jinyoung', 'jung-yeseul', 'aiko-morimoto'],
    startDay: -5,
    endDay: 35,
    artworks: [12, 16],
  },
  {
    handle: 'rooms-of-light',
    type: 'onview',
    titleEn: 'Rooms of Light (3D On View)',
    titleKo: '빛의 방 (3D 온뷰)',
    shortTitleEn: 'Rooms of Light',
    shortTitleKo: '빛의 방',
    descriptionEn:
      'An online exhibition in three virtual rooms: colour, horizon and night. Walk through at your own pace, and see every work at its true size on the wall.',
    descriptionKo:
      '색, 수평선, 밤이라는 세 개의 가상 전시실로 이루어진 온라인 전시. 원하는 속도로 걸으며 모든 작품을 실제 크기로 벽에서 만나 보세요.',
    institution: null,
    artists: [
      'han-seoyeon',
      'kim-haeun',
      'shin-arin',
      'camille-aubert',
      'oh-hayoung',
      'hwang-boram',
    ],
    startDay: -60,
    endDay: 120,
    hasOnView: true,
    menuRank: 5,
    // The largest room, 30 works: the one the 3D frame-rate bench walks (bench/onview-fps.ts).
    artworks: [30, 30],
  },
  {
    handle: 'ryu-jaewon-five-colours-again',
    type: 'solo',
    titleEn: 'Ryu Jaewon: Five Colours, Again',
    titleKo: '류재원: 다시, 오방',
    shortTitleEn: 'Five Colours, Again',
    shortTitleKo: '다시, 오방',
    descriptionEn:
      'Ryu Jaewon returns to the five traditional colours with a new series of mountains and suns, painted over the last three years. The exhibition opens with a conversation between the artist and the gallery’s director.',
    descriptionKo:
      '류재원이 지난 3년간 그린 산과 해의 새 연작으로 다시 오방색에 돌아온다. 전시 첫날에는 작가와 갤러리 대표의 대화가 열린다.',
    institution: 'dalmoon',
    artists: ['ryu-jaewon'],
    startDay: 12,
    endDay: 70,
    artworks: [8, 9],
  },
  {
    handle: 'new-wave-seongsu',
    type: 'group',
    titleEn: 'New Wave Seongsu {year}',
    titleKo: '뉴웨이브 성수 {year}',
    shortTitleEn: 'New Wave Seongsu',
    shortTitleKo: '뉴웨이브 성수',
    descriptionEn:
      'Foundry Seongsu’s annual exhibition of artists in the first years of their careers: painting, collage and sculpture, with prices chosen for first-time collectors.',
    descriptionKo:
      '파운드리 성수가 해마다 여는 신진 작가 기획전. 회화와 콜라주, 조각을 처음 작품을 사는 컬렉터도 부담 없는 가격으로 소개한다.',
    institution: 'foundry-seongsu',
    artists: [],
    startDay: 20,
    endDay: 62,
    artworks: [16, 22],
  },
  {
    handle: 'across-the-water',
    type: 'group',
    titleEn: 'Across the Water: Busan – Bangkok',
    titleKo: '물 건너: 부산 – 방콕',
    shortTitleEn: 'Across the Water',
    shortTitleKo: '물 건너',
    descriptionEn:
      'Gallery Mulgyeol and Krung Contemporary exchange artists for a season. Works from Bangkok come to Haeundae, and the exhibition travels to Charoen Krung Road in the spring.',
    descriptionKo:
      '갤러리 물결과 끄룽 컨템포러리가 한 계절 동안 작가를 맞바꾼다. 방콕의 작품들이 해운대로 오고, 전시는 봄에 짜른끄룽 로드로 이어진다.',
    institution: 'mulgyeol',
    artists: [
      'shin-arin',
      'noh-eunji',
      'pimchanok-rattanakul',
      'thanawat-boonmee',
      'hong-gaeun',
      'ahn-mirae',
    ],
    startDay: 35,
    endDay: 90,
    artworks: [14, 18],
  },
  {
    handle: 'ko-taeyang-basalt-shore',
    type: 'solo',
    titleEn: 'Ko Taeyang: Basalt Shore',
    titleKo: '고태양: 현무암 해안',
    shortTitleEn: 'Basalt Shore',
    shortTitleKo: '현무암 해안',
    descriptionEn:
      'Long-exposure photographs of the black basalt coast of southern Jeju, made at dawn over four winters.',
    descriptionKo:
      '네 번의 겨울 동안 새벽마다 제주 남쪽의 검은 현무암 해안을 장노출로 담은 사진들.',
    institution: 'oreum',
    artists: ['ko-taeyang'],
    startDay: -130,
    endDay: -70,
    artworks: [8, 8],
  },
  {
    handle: 'impressions-euljiro',
    type: 'group',
    titleEn: 'Impressions: Printmaking in Euljiro',
    titleKo: '찍힌 것들: 을지로의 판화',
    shortTitleEn: 'Impressions',
    shortTitleKo: '찍힌 것들',
    descriptionEn:
      'Woodcuts and screenprints printed on the presses of Space Hwalja, shown alongside the blocks and screens they came from.',
    descriptionKo:
      '공간 활자의 프레스에서 찍은 목판화와 실크스크린을, 그 작품을 낳은 목판과 스크린과 함께 보여 준다.',
    institution: 'space-hwalja',
    artists: [],
    startDay: -95,
    endDay: -48,
    artworks: [14, 20],
  },
  {
    handle: 'between-seoul-and-paris',
    type: 'group',
    titleEn: 'Between Seoul and Paris',
    titleKo: '서울과 파리 사이',
    shortTitleEn: 'Between Seoul and Paris',
    shortTitleKo: '서울과 파리 사이',
    descriptionEn:
      'Galerie Lune Blanche’s twentieth-anniversary exhibition brings Korean and French artists of the gallery together in the Marais.',
    descriptionKo:
      '갤러리 륀 블랑슈 개관 20주년 기념전. 갤러리와 함께해 온 한국과 프랑스 작가들이 마레 지구에서 만난다.',
    institution: 'lune-blanche',
    artists: ['kim-haeun', 'camille-aubert', 'julien-marchetti', 'kwon-dohyun', 'baek-seungho'],
    startDay: -210,
    endDay: -150,
    artworks: [12, 16],
  },
  {
    // The special page /rockefeller-center-exhibition (rules §2) shows this record.
    handle: 'rockefeller-center-exhibition',
    type: 'group',
    titleEn: 'Seoul in New York: Hollis & Park at Rockefeller Center',
    titleKo: '뉴욕의 서울: 록펠러 센터의 홀리스 앤 파크',
    shortTitleEn: 'Rockefeller Center',
    shortTitleKo: '록펠러 센터',
    descriptionEn:
      'For six weeks Hollis & Park takes over a ground-floor hall of Rockefeller Center with painting and sculpture by artists who live between Seoul and New York. Every work in the hall can be bought here, in won, dollars, euros or baht, and shipped from New York or Seoul.\n\nThe hall is also open as a 3D room: walk it from anywhere, at the works’ true sizes.',
    descriptionKo:
      '6주 동안 홀리스 앤 파크가 록펠러 센터 1층 전시장에서 서울과 뉴욕을 오가며 활동하는 작가들의 회화와 조각을 선보인다. 전시장의 모든 작품은 이곳에서 원화, 달러, 유로, 바트로 구매할 수 있으며 뉴욕이나 서울에서 배송된다.\n\n전시장은 3D 전시실로도 열려 있어, 어디서든 작품의 실제 크기로 걸으며 감상할 수 있다.',
    institution: 'hollis-park',
    artists: [],
    startDay: -14,
    endDay: 42,
    hasOnView: true,
    locationEn: 'Rockefeller Center, New York',
    locationKo: '미국 뉴욕 록펠러 센터',
    artworks: [10, 14],
  },
  {
    handle: 'maya-lindqvist-quiet-forms',
    type: 'solo',
    titleEn: 'Maya Lindqvist: Quiet Forms',
    titleKo: '마야 린드크비스트: 고요한 형태',
    shortTitleEn: 'Quiet Forms',
    shortTitleKo: '고요한 형태',
    descriptionEn:
      'Small, heavy sculptures in marble and bronze, shown on low plinths so that visitors can look down on them, as one looks at stones on a beach.',
    descriptionKo:
      '대리석과 브론즈로 만든 작고 묵직한 조각들을 낮은 좌대에 올려, 해변의 돌을 내려다보듯 감상하도록 했다.',
    institution: 'hollis-park',
    artists: ['maya-lindqvist'],
    startDay: -62,
    endDay: -21,
    artworks: [8, 8],
  },
];

/** The art fair and its gallery booths (exhibitions of type `fair`). */
export const fairSeed = {
  titleEn: 'Seoul Art Week {year}',
  titleKo: '서울 아트 위크 {year}',
  descriptionEn:
    'Seoul Art Week brings forty galleries from Korea and abroad to Seongsu-dong for five days of exhibitions, talks and studio visits. Works from the booths of our partner galleries can be bought online for the length of the fair.',
  descriptionKo:
    '서울 아트 위크는 국내외 40여 개 갤러리가 닷새 동안 성수동에 모여 전시와 대담, 작업실 방문 프로그램을 여는 아트 페어다. 파트너 갤러리 부스의 작품은 페어 기간 동안 온라인에서도 구매할 수 있다.',
  venueEn: 'Seongsu Art Hall, Seoul',
  venueKo: '서울 성수 아트홀',
  startDay: -2,
  endDay: 3,
  booths: [
    { institution: 'ieum', booth: 'A12' },
    { institution: 'foundry-seongsu', booth: 'B04' },
    { institution: 'haon', booth: 'A03' },
    { institution: 'krung', booth: 'C21' },
  ],
};
