// Fictional partner galleries and institutions: seven in Seoul, one each in Busan and Jeju,
// three abroad. Websites use example.com.
import type { PaletteName } from '../art/palettes';
import type { LogoDesign } from '../art/logo';

export interface InstitutionSeed {
  handle: string;
  type: 'gallery' | 'museum' | 'foundation' | 'art_space';
  nameEn: string;
  nameKo: string;
  descriptionEn: string;
  descriptionKo: string;
  addressEn: string;
  addressKo: string;
  cityEn: string;
  cityKo: string;
  countryCode: string;
  foundedYear: number;
  instagram: string;
  logo: LogoDesign;
  wall: string;
  palette: PaletteName;
  featuredRank?: number;
}

export const institutionSeeds: InstitutionSeed[] = [
  {
    handle: 'dalmoon',
    type: 'gallery',
    nameEn: 'Gallery Dalmoon',
    nameKo: '갤러리 달문',
    descriptionEn:
      'Founded in 1998 in a restored hanok on a side street of Samcheong-dong, Gallery Dalmoon represents senior Korean painters working in ink and monochrome abstraction. Its exhibitions are unhurried, and each runs for at least two months.',
    descriptionKo:
      '1998년 삼청동 골목의 한옥을 고쳐 문을 연 갤러리 달문은 수묵과 단색 추상을 이어 가는 원로·중진 작가들과 함께한다. 전시는 서두르지 않으며, 한 전시를 최소 두 달 이상 연다.',
    addressEn: '34 Samcheong-ro 5-gil, Jongno-gu, Seoul',
    addressKo: '서울특별시 종로구 삼청로5길 34',
    cityEn: 'Seoul',
    cityKo: '서울',
    countryCode: 'KOR',
    foundedYear: 1998,
    instagram: 'gallery.dalmoon',
    logo: {
      wordmark: 'DALMOON',
      caption: 'GALLERY · SEOUL',
      layout: 'spaced-serif',
      color: '#1b1b1b',
    },
    wall: '#f2f0eb',
    palette: 'hanjiEarth',
    featuredRank: 1,
  },
  {
    handle: 'ieum',
    type: 'gallery',
    nameEn: 'Ieum Gallery',
    nameKo: '이음 갤러리',
    descriptionEn:
      'Ieum Gallery opened in Hannam-dong in 2012 with a programme of mid-career painters from Korea and abroad. The name means "connection", and the gallery runs an exchange programme with partner spaces in Berlin and Bangkok.',
    descriptionKo:
      '이음 갤러리는 2012년 한남동에서 국내외 중진 회화 작가들과 함께 문을 열었다. 이름 그대로 연결을 지향하며, 베를린과 방콕의 파트너 공간과 교류 프로그램을 운영한다.',
    addressEn: '2F, 41 Itaewon-ro 55ga-gil, Yongsan-gu, Seoul',
    addressKo: '서울특별시 용산구 이태원로55가길 41, 2층',
    cityEn: 'Seoul',
    cityKo: '서울',
    countryCode: 'KOR',
    foundedYear: 2012,
    instagram: 'ieum.gallery',
    logo: { wordmark: 'ieum', caption: 'HANNAM', layout: 'bold-sans', color: '#1f3b5a' },
    wall: '#f3f1ec',
    palette: 'dusk',
    featuredRank: 2,
  },
  {
    handle: 'foundry-seongsu',
    type: 'art_space',
    nameEn: 'Foundry Seongsu',
    nameKo: '파운드리 성수',
    descriptionEn:
      'Foundry Seongsu is an art space in a former shoe factory in Seongsu-dong, opened in 2019. It shows artists in the first ten years of their careers and keeps prices accessible for first-time collectors.',
    descriptionKo:
      '파운드리 성수는 2019년 성수동의 옛 구두 공장을 고쳐 연 전시 공간이다. 활동 10년 이내의 작가들을 소개하며, 처음 작품을 사는 컬렉터도 부담 없는 가격을 지향한다.',
    addressEn: '17 Seongsuil-ro 8-gil, Seongdong-gu, Seoul',
    addressKo: '서울특별시 성동구 성수일로8길 17',
    cityEn: 'Seoul',
    cityKo: '서울',
    countryCode: 'KOR',
    foundedYear: 2019,
    instagram: 'foundry.seongsu',
    logo: { wordmark: 'FOUNDRY', caption: 'SEONGSU', layout: 'bold-sans', color: '#2b2b2b' },
    wall: '#eeece8',
    palette: 'seoulNeon',
    featuredRank: 3,
  },
  {
    handle: 'haon',
    type: 'gallery',
    nameEn: 'Gallery Haon',
    nameKo: '갤러리 하온',
    descriptionEn:
      'Gallery Haon in Cheongdam-dong has specialised in contemporary photography since 2007. Its print room holds editions by Korean and Asian photographers, available to view by appointment.',
    descriptionKo:
      '청담동의 갤러리 하온은 2007년부터 현대 사진을 전문으로 소개해 왔다. 프린트 룸에는 한국과 아시아 사진가들의 에디션이 있으며, 예약하면 직접 볼 수 있다.',
    addressEn: 'B1, 12 Dosan-daero 45-gil, Gangnam-gu, Seoul',
    addressKo: '서울특별시 강남구 도산대로45길 12, 지하 1층',
    cityEn: 'Seoul',
    cityKo: '서울',
    countryCode: 'KOR',
    foundedYear: 2007,
    instagram: 'gallery_haon',
    logo: { wordmark: 'HAON', caption: 'PHOTOGRAPHY', layout: 'mark', color: '#222222' },
    wall: '#f1efea',
    palette: 'stone',
    featuredRank: 4,
  },
  {
    handle: 'ondo',
    type: 'gallery',
    nameEn: 'Ondo Gallery',
    nameKo: '온도 갤러리',
    descriptionEn:
      'Ondo Gallery is a small space in Seochon devoted to drawing and works on paper. Since 2016 it has shown artists for whom the line itself is the subject.',
    descriptionKo:
      '온도 갤러리는 서촌에 자리한 드로잉과 종이 작업 전문 공간이다. 2016년부터 선 그 자체를 주제로 삼는 작가들을 소개해 왔다.',
    addressEn: '9 Jahamun-ro 7-gil, Jongno-gu, Seoul',
    addressKo: '서울특별시 종로구 자하문로7길 9',
    cityEn: 'Seoul',
    cityKo: '서울',
    countryCode: 'KOR',
    foundedYear: 2016,
    instagram: 'ondo.gallery',
    logo: { wordmark: 'ONDO', caption: 'WORKS ON PAPER', layout: 'mark', color: '#b5452a' },
    wall: '#f4f2ed',
    palette: 'graphite',
    featuredRank: 5,
  },
  {
    handle: 'space-hwalja',
    type: 'art_space',
    nameEn: 'Space Hwalja',
    nameKo: '공간 활자',
    descriptionEn:
      'Space Hwalja is a print studio and gallery in the printing alleys of Euljiro, named after the movable type once set in the neighbourhood. Artists print their editions on site, and visitors can watch the presses on Saturdays.',
    descriptionKo:
      '공간 활자는 을지로 인쇄 골목에 자리한 판화 공방 겸 갤러리로, 한때 이 동네에서 조판하던 활자에서 이름을 따왔다. 작가들이 이곳에서 직접 에디션을 찍으며, 토요일에는 작업 과정을 볼 수 있다.',
    addressEn: '3F, 22 Eulji-ro 18-gil, Jung-gu, Seoul',
    addressKo: '서울특별시 중구 을지로18길 22, 3층',
    cityEn: 'Seoul',
    cityKo: '서울',
    countryCode: 'KOR',
    foundedYear: 2018,
    instagram: 'space.hwalja',
    logo: {
      wordmark: 'HWALJA',
      caption: 'PRINT STUDIO · EULJIRO',
      layout: 'spaced-serif',
      color: '#c1272d',
    },
    wall: '#efece6',
    palette: 'bauhaus',
  },
  {
    handle: 'sanmaru',
    type: 'museum',
    nameEn: 'Sanmaru Museum of Art',
    nameKo: '산마루 미술관',
    descriptionEn:
      'Sanmaru Museum of Art sits on the slopes of Pyeongchang-dong below Bukhansan. Opened in 2003 by a private foundation, it collects and exhibits Korean sculpture and painting, and sells selected works from its partner artists.',
    descriptionKo:
      '산마루 미술관은 북한산 아래 평창동 비탈에 자리한다. 2003년 한 사립 재단이 설립했으며, 한국의 조각과 회화를 수집·전시하고 협력 작가들의 작품 일부를 판매한다.',
    addressEn: '88 Pyeongchang 30-gil, Jongno-gu, Seoul',
    addressKo: '서울특별시 종로구 평창30길 88',
    cityEn: 'Seoul',
    cityKo: '서울',
    countryCode: 'KOR',
    foundedYear: 2003,
    instagram: 'sanmaru.museum',
    logo: {
      wordmark: 'SANMARU',
      caption: 'MUSEUM OF ART',
      layout: 'spaced-serif',
      color: '#2f4a3a',
    },
    wall: '#f2f1ed',
    palette: 'stone',
    featuredRank: 6,
  },
  {
    handle: 'mulgyeol',
    type: 'gallery',
    nameEn: 'Gallery Mulgyeol',
    nameKo: '갤러리 물결',
    descriptionEn:
      'Gallery Mulgyeol looks out over Haeundae beach from the fourth floor of a building in U-dong, Busan. Since 2010 it has championed artists from the southern coast and from nearby Japan.',
    descriptionKo:
      '갤러리 물결은 부산 우동의 한 건물 4층에서 해운대 바다를 내려다본다. 2010년부터 남해안과 가까운 일본의 작가들을 꾸준히 소개해 왔다.',
    addressEn: '4F, 30 Haeun-daero 620beon-gil, Haeundae-gu, Busan',
    addressKo: '부산광역시 해운대구 해운대로620번길 30, 4층',
    cityEn: 'Busan',
    cityKo: '부산',
    countryCode: 'KOR',
    foundedYear: 2010,
    instagram: 'gallery.mulgyeol',
    logo: { wordmark: 'Mulgyeol Gallery', layout: 'stacked', color: '#1f6f8b' },
    wall: '#eef0ef',
    palette: 'jejuSea',
  },
  {
    handle: 'oreum',
    type: 'gallery',
    nameEn: 'Gallery Oreum',
    nameKo: '갤러리 오름',
    descriptionEn:
      'Gallery Oreum occupies a basalt warehouse in Aewol, on the west coast of Jeju. Opened in 2014, it shows painters and photographers who live on the island and work with its wind, sea and stone.',
    descriptionKo:
      '갤러리 오름은 제주 서쪽 애월의 현무암 창고에 자리한다. 2014년 문을 열었으며, 섬에 살며 제주의 바람과 바다, 돌을 작업하는 화가와 사진가들을 소개한다.',
    addressEn: '1520 Aewolhaean-ro, Aewol-eup, Jeju-si, Jeju',
    addressKo: '제주특별자치도 제주시 애월읍 애월해안로 1520',
    cityEn: 'Jeju',
    cityKo: '제주',
    countryCode: 'KOR',
    foundedYear: 2014,
    instagram: 'gallery_oreum',
    logo: { wordmark: 'OREUM', caption: 'JEJU', layout: 'bold-sans', color: '#3a4634' },
    wall: '#f0efe9',
    palette: 'moss',
  },
  {
    handle: 'krung',
    type: 'gallery',
    nameEn: 'Krung Contemporary',
    nameKo: '끄룽 컨템포러리',
    descriptionEn:
      'Krung Contemporary is a gallery in a 1920s shophouse on Charoen Krung Road in Bangkok. Since 2015 it has connected artists from Thailand and Korea through exhibitions and residencies.',
    descriptionKo:
      '끄룽 컨템포러리는 방콕 짜른끄룽 로드의 1920년대 숍하우스에 자리한 갤러리다. 2015년부터 전시와 레지던시를 통해 태국과 한국의 작가들을 잇고 있다.',
    addressEn: '1240 Charoen Krung Road, Bang Rak, Bangkok 10500',
    addressKo: '태국 방콕 방락구 짜른끄룽 로드 1240',
    cityEn: 'Bangkok',
    cityKo: '방콕',
    countryCode: 'THA',
    foundedYear: 2015,
    instagram: 'krung.contemporary',
    logo: {
      wordmark: 'KRUNG',
      caption: 'CONTEMPORARY · BANGKOK',
      layout: 'spaced-serif',
      color: '#8f2d1f',
    },
    wall: '#f3efe6',
    palette: 'sunflower',
  },
  {
    handle: 'lune-blanche',
    type: 'gallery',
    nameEn: 'Galerie Lune Blanche',
    nameKo: '갤러리 륀 블랑슈',
    descriptionEn:
      'Galerie Lune Blanche opened in the Marais in 2001 and has shown Korean artists in Paris for more than two decades. It takes its name from the white porcelain moon jar.',
    descriptionKo:
      '갤러리 륀 블랑슈는 2001년 파리 마레 지구에 문을 열어 20년 넘게 한국 작가들을 파리에 소개해 왔다. 이름은 백자 달항아리에서 따왔다.',
    addressEn: '58 Rue de Turenne, 75003 Paris',
    addressKo: '프랑스 파리 3구 튀렌가 58',
    cityEn: 'Paris',
    cityKo: '파리',
    countryCode: 'FRA',
    foundedYear: 2001,
    instagram: 'galerieluneblanche',
    logo: { wordmark: 'Lune Blanche', layout: 'stacked', color: '#1b1b1b' },
    wall: '#f4f3ef',
    palette: 'whiteOnWhite',
  },
  {
    handle: 'hollis-park',
    type: 'gallery',
    nameEn: 'Hollis & Park',
    nameKo: '홀리스 앤 파크',
    descriptionEn:
      'Hollis & Park is a gallery in Tribeca founded in 2011 by a New York dealer and a Korean curator. It shows painting and sculpture by artists living between Asia and North America.',
    descriptionKo:
      '홀리스 앤 파크는 2011년 뉴욕의 딜러와 한국인 큐레이터가 트라이베카에 함께 연 갤러리다. 아시아와 북미를 오가며 활동하는 작가들의 회화와 조각을 소개한다.',
    addressEn: '47 Walker Street, New York, NY 10013',
    addressKo: '미국 뉴욕주 뉴욕 워커 스트리트 47',
    cityEn: 'New York',
    cityKo: '뉴욕',
    countryCode: 'USA',
    foundedYear: 2011,
    instagram: 'hollisandpark',
    logo: { wordmark: 'Hollis Park', layout: 'stacked', color: '#222222' },
    wall: '#f1f0ec',
    palette: 'copper',
  },
];
