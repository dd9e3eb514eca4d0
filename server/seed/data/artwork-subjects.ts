// What each demo work is about, in words a catalogue would use: the subject of every series, the
// subject of a stand-alone work by style, the colours of each palette, and a note on each medium.
// Descriptions (artwork-text.ts) are assembled from these, so each one speaks of its own work.
import type { PaletteName } from '../art/palettes';
import type { ArtStyle } from '../art/render';
import type { MediumKey } from './media';

type Bilingual = readonly [string, string];

/** Subject of each series (keyed by its English title): an English and a Korean noun phrase. */
export const seriesSubjects: Record<string, Bilingual> = {
  Breath: [
    'the slow rise and fall of a breath, held in stacked bands of colour',
    '색의 띠로 쌓아 올린 숨의 느린 오르내림',
  ],
  'Evening Layer': [
    'the last light of an evening, laid down one translucent layer over another',
    '반투명한 층 위에 다시 층으로 내려앉은 저녁의 마지막 빛',
  ],
  Repetition: [
    'a field of pencil lines drawn through wet paint, row after row',
    '마르지 않은 물감 위로 줄지어 그은 연필 선의 들판',
  ],
  'Between Lines': [
    'the narrow gaps left between hundreds of drawn lines',
    '수백 개의 선 사이에 남은 좁은 틈',
  ],
  'Weather Report': [
    'a day of changing weather: gusts, showers and sudden breaks of sun',
    '돌풍과 소나기, 갑작스러운 햇살이 오가는 변덕스러운 하루의 날씨',
  ],
  'Soft Hours': ['the unhurried hours of a spring afternoon', '봄날 오후의 느긋한 시간'],
  'Far Mountains': ['far mountain ranges fading into mist', '안개 속으로 멀어지는 먼 산줄기'],
  'Nine Ridges': [
    'nine overlapping ridges seen from a mountain path',
    '산길에서 바라본 아홉 겹의 능선',
  ],
  'Night Constellation': [
    'a night sky of imagined constellations',
    '상상 속 별자리가 떠 있는 밤하늘',
  ],
  'Where the Dots Rest': [
    'dots gathering and settling like fallen stars',
    '떨어진 별처럼 모여 내려앉는 점들',
  ],
  'Moon Jar': [
    'a full-bodied moon jar, thrown in two halves and joined at the waist',
    '위아래를 따로 빚어 허리에서 이은 넉넉한 달항아리',
  ],
  'White Vessel': [
    'a plain white vessel with a softly uneven rim',
    '입술이 부드럽게 어긋난 소박한 백색 그릇',
  ],
  'Window Sill': [
    'a window sill with potted plants in morning light',
    '아침 햇살 속 화분이 놓인 창틀',
  ],
  'Sunday Shapes': [
    'the shapes of a slow Sunday: a cup, a chair, a patch of sun on the floor',
    '찻잔과 의자, 바닥에 든 햇빛 한 조각 같은 느린 일요일의 도형들',
  ],
  'Jeju Horizon': ['the sea horizon off Jeju at dawn', '새벽 제주 앞바다의 수평선'],
  'Basalt Shore': ['black basalt rocks at the edge of the Jeju sea', '제주 바닷가의 검은 현무암'],
  'Contour Study': ['the contour lines of an imagined hillside', '상상한 언덕의 등고선'],
  'Tree Rings': ['the growth rings of a felled tree, drawn large', '크게 옮겨 그린 나무의 나이테'],
  'Paper Garden': [
    'a garden of cut-paper flowers and leaves',
    '오려 낸 종이 꽃과 잎으로 이룬 정원',
  ],
  'Mountain and Sun': [
    'a mountain and a sun reduced to flat planes',
    '납작한 면으로 덜어 낸 산과 해',
  ],
  'Five Colours': ['the five traditional colours of obangsaek', '오방색의 다섯 빛깔'],
  'Tide Line': ['the line the tide leaves on a wide beach', '너른 모래밭에 물때가 남긴 선'],
  'Gwangalli, Evening': [
    'the sea at Gwangalli beach in Busan as evening falls',
    '저녁이 내리는 부산 광안리 바다',
  ],
  'Weight of Stones': ['stones stacked and leaning on one another', '서로 기대어 쌓인 돌'],
  Balance: ['two forms balanced on a single point', '한 점 위에서 균형을 이루는 두 형태'],
  'Seoul Night Walk': [
    'the streets of Seoul at night, lit by shop signs and headlights',
    '간판과 전조등이 밝히는 밤의 서울 거리',
  ],
  Afterimage: [
    'the afterimage of city lights seen from a moving bus',
    '달리는 버스에서 본 도시 불빛의 잔상',
  ],
  'Hanji Layers': [
    'layered sheets of hanji, torn and pressed into the paint',
    '찢어서 물감 속에 눌러 붙인 한지의 겹',
  ],
  Current: ['the current of a river, traced line by line', '한 줄 한 줄 따라 그린 강의 물살'],
  'City Grid': ['the grid of a city seen from above', '위에서 내려다본 도시의 격자'],
  'Wood Grain Water': [
    'ripples of water drawn out of the grain of the woodblock',
    '목판의 나뭇결에서 길어 올린 물결',
  ],
  'Celadon Light': ['the pale green-blue light of celadon glaze', '청자 유약의 옅은 비췻빛'],
  'Forest in Fog': [
    'a pine forest dissolving into morning fog',
    '아침 안개 속으로 풀어지는 소나무 숲',
  ],
  'Autumn Ridge': [
    'mountain ridges turning red and gold in autumn',
    '붉고 노랗게 물드는 가을 능선',
  ],
  'Gold Between Paper': [
    'gold leaf glinting between layers of old paper',
    '오래된 종이 사이로 반짝이는 금박',
  ],
  'Loud Morning': ['the noise and rush of a city morning', '도시 아침의 소음과 분주함'],
  'Concrete Light': [
    'afternoon light falling across bare concrete walls',
    '맨 콘크리트 벽 위로 떨어지는 오후의 빛',
  ],
  'Stacked Time': ['rings of clay stacked like years', '세월처럼 켜켜이 쌓은 흙의 고리'],
  'Universe of Small Things': [
    'a universe of tiny marks, each one placed by hand',
    '손으로 하나씩 찍은 작은 점들의 우주',
  ],
  'Summer Sheets': [
    'bright summer afternoons cut into flat sheets of colour',
    '납작한 색면으로 오려 낸 눈부신 여름 오후',
  ],
  'Hatched Silence': ['a quiet room built entirely of hatched lines', '빗금만으로 지은 조용한 방'],
  'Sea of Aewol': ['the sea at Aewol on the west coast of Jeju', '제주 서쪽 애월의 바다'],
  'Night Calligraphy': [
    'brushstrokes that recall calligraphy written late at night',
    '늦은 밤에 쓴 글씨를 닮은 붓질',
  ],
  'Morning Room': ['a quiet room in the first light of morning', '아침 첫 햇살이 드는 조용한 방'],
  'Vertical Hours': [
    'tall upright forms, like the hands of a clock at noon',
    '정오의 시곗바늘처럼 곧게 선 키 큰 형태',
  ],
  'Collected Afternoons': [
    'afternoons kept as scraps of paper: tickets, wrappers and notes',
    '표와 포장지, 쪽지 같은 종이 조각으로 모아 둔 오후',
  ],
  'Grid of Days': [
    'a calendar of days, one square painted each day',
    '하루에 한 칸씩 칠한 날들의 달력',
  ],
  'Tidal Drawing': [
    'the rhythm of the tide, coming in and going out',
    '들어오고 나가는 밀물과 썰물의 리듬',
  ],
  'Tropical Ink': [
    'tropical leaves and flowers in dense, overlapping shapes',
    '빽빽하게 겹친 열대의 잎과 꽃',
  ],
  'Temple Geometry': [
    'the roofs and gables of Thai temples turned into pure geometry',
    '순수한 기하학으로 옮긴 태국 사원의 지붕과 박공',
  ],
  'Chao Phraya Nights': [
    'the Chao Phraya river in Bangkok at night, boats and city lights smeared across the water',
    '배와 도시 불빛이 물 위로 번지는 밤의 방콕 짜오프라야강',
  ],
  Estuary: ['the wide estuary where a river meets the sea', '강이 바다와 만나는 너른 하구'],
  'Collage for a Room': [
    'a composition cut and pasted to the scale of a room',
    '방 하나의 크기를 염두에 두고 오려 붙인 구성',
  ],
  'Quiet Forms': [
    'smooth, quiet forms that recall pebbles and resting bodies',
    '조약돌과 쉬는 몸을 떠올리게 하는 매끈하고 고요한 형태',
  ],
  'Brooklyn Heat': ['a Brooklyn summer, its heat and its noise', '브루클린 여름의 열기와 소음'],
  'Kyoto Rain': ['rain falling on the tiled roofs of Kyoto', '교토의 기와지붕 위로 내리는 비'],
  'Small Architecture': [
    'small buildings reduced to their essential shapes',
    '본질적인 도형만 남긴 작은 건물들',
  ],
  'Where Water Rests': [
    'still pools where mountain streams come to rest',
    '산골 물이 잠시 머무는 고요한 웅덩이',
  ],
  'Empty Rooms': [
    'empty rooms in an apartment block about to be demolished',
    '철거를 앞둔 아파트 단지의 빈방',
  ],
};

/** Subject of a work outside any series, by the artist's way of working. */
export const styleSubjects: Record<ArtStyle, Bilingual> = {
  colorField: [
    'colour itself: a few soft-edged fields that seem to glow',
    '빛을 머금은 듯한 몇 개의 부드러운 색면, 곧 색 그 자체',
  ],
  geometric: [
    'a landscape pared down to flat geometric planes',
    '납작한 기하학적 면으로 덜어 낸 풍경',
  ],
  gestural: [
    'weather and movement, in wide loaded strokes',
    '넓고 묵직한 붓질로 옮긴 날씨와 움직임',
  ],
  dotField: ['a field of small points of light', '작은 빛의 점들이 모인 들판'],
  horizon: ['sea and sky meeting at a low horizon', '낮은 수평선에서 만나는 바다와 하늘'],
  dansaekhwa: [
    'a single colour worked until it becomes a surface',
    '표면이 될 때까지 다듬은 한 가지 색',
  ],
  inkWash: ['mountains and valleys resting in mist', '안개 속에 잠긴 산과 골짜기'],
  photograph: ['an ordinary place at an unusual hour', '흔치 않은 시간대의 평범한 장소'],
  sculpture: [
    'a simple, weighty form meant to be seen from every side',
    '사방에서 보도록 만든 단순하고 묵직한 형태',
  ],
  drawing: ['a natural form, traced in fine lines', '가는 선으로 따라간 자연의 형태'],
  print: ['everyday shapes in flat, bright colour', '납작하고 밝은 색으로 옮긴 일상의 도형'],
  collage: ['torn papers arranged into a quiet composition', '찢은 종이로 짜 맞춘 조용한 화면'],
};

/** The colours a palette paints with. */
export const paletteColours: Record<PaletteName, Bilingual> = {
  obangsaek: ['red, yellow, blue, white and black', '적·황·청·백·흑의 오방색'],
  celadon: ['pale celadon greens', '옅은 청자색'],
  hanjiEarth: ['warm hanji beiges and earth browns', '한지의 따뜻한 베이지와 흙빛 갈색'],
  ink: ['ink blacks and soft greys', '먹의 검정과 부드러운 회색'],
  jejuSea: ['the blues and greens of the Jeju sea', '제주 바다의 파랑과 초록'],
  rothkoRed: ['deep reds and maroons', '짙은 빨강과 적갈색'],
  nightBlue: ['night blues and silver', '밤의 푸른빛과 은빛'],
  autumnHill: ['autumn reds, ochres and browns', '가을의 붉은색과 황토색, 갈색'],
  spring: ['soft spring pinks and greens', '봄의 연분홍과 연두'],
  seoulNeon: ['neon pinks and electric blues', '네온 분홍과 강렬한 파랑'],
  graphite: ['graphite greys', '흑연의 회색'],
  ochre: ['yellow ochre and umber', '황토색과 암갈색'],
  indigo: ['deep indigo', '짙은 쪽빛'],
  whiteOnWhite: ['whites and off-whites', '흰색과 미색'],
  moss: ['moss greens', '이끼 같은 초록'],
  bauhaus: ['primary red, blue and yellow', '빨강·파랑·노랑의 삼원색'],
  dusk: ['dusky violets and oranges', '해 질 녘의 보라와 주황'],
  sunflower: ['sunflower yellows', '해바라기 같은 노랑'],
  stone: ['stone greys', '돌의 회색'],
  bronze: ['bronze browns and golds', '청동의 갈색과 금빛'],
  porcelain: ['porcelain whites', '백자의 흰빛'],
  mist: ['misty greys and blues', '안개 같은 회색과 청색'],
  copper: ['copper oranges and browns', '구릿빛 주황과 갈색'],
  lotus: ['lotus pinks', '연꽃 같은 분홍'],
};

/** How each medium is made, in one sentence. */
export const mediumNotes: Record<MediumKey, Bilingual> = {
  oilCanvas: [
    'Oil on stretched cotton canvas keeps the slow, soft sheen of the paint.',
    '면 캔버스 위의 유채가 물감 특유의 느리고 은은한 광택을 간직한다.',
  ],
  oilLinen: [
    'Painted in oil on Belgian linen, whose fine weave shows through the thinner passages.',
    '벨기에산 리넨에 유채로 그려, 얇게 칠한 부분에서는 고운 올이 비쳐 보인다.',
  ],
  acrylicCanvas: [
    'Acrylic on canvas, laid on in thin coats that dry matt and even.',
    '캔버스에 아크릴릭을 얇게 여러 번 올려, 무광으로 고르게 말랐다.',
  ],
  oilPencilCanvas: [
    'The pencil lines are drawn into oil paint while it is still wet, so each one leaves a groove.',
    '연필 선은 유채가 마르기 전에 그어져, 선마다 가는 골이 남는다.',
  ],
  hanjiAcrylicCanvas: [
    'Mulberry-bark hanji is soaked, pressed onto the canvas and sealed with acrylic.',
    '닥나무 한지를 적셔 캔버스에 눌러 붙이고 아크릴릭으로 마감했다.',
  ],
  inkHanji: [
    'Ink on hanji: the mulberry paper drinks the ink, so no stroke can be taken back.',
    '한지에 수묵으로 그렸다. 닥종이가 먹을 그대로 머금어 한 번 그은 획은 되돌릴 수 없다.',
  ],
  inkColourHanji: [
    'Ink and mineral colour on hanji, the colour washed in thin layers over the ink.',
    '한지에 수묵과 석채를 썼으며, 먹 위에 색을 묽게 여러 번 우려 올렸다.',
  ],
  graphitePaper: [
    'Graphite on heavy cotton paper, burnished in the darkest passages to a soft metallic sheen.',
    '두꺼운 면 종이에 흑연으로 그렸고, 가장 어두운 부분은 문질러 은은한 금속광이 돈다.',
  ],
  pencilPaper: [
    'Pencil on Arches paper, the French mould-made sheet that takes a fine line without fraying.',
    '가는 선이 번지지 않는 프랑스 아르쉬지에 연필로 그렸다.',
  ],
  charcoalPaper: [
    'Charcoal on paper, rubbed back and redrawn until the greys settle.',
    '종이에 목탄으로 그리고 지우고 다시 그리기를 되풀이해 회색의 층을 가라앉혔다.',
  ],
  inkPaper: [
    'Ink on handmade paper, drawn with a steel nib and a fine brush.',
    '수제 종이에 철필과 가는 붓으로 먹을 올렸다.',
  ],
  colouredPencilPaper: [
    'Coloured pencil on paper, built up stroke by stroke in overlapping hues.',
    '종이에 색연필로 여러 빛깔을 한 획씩 겹쳐 쌓았다.',
  ],
  screenprint: [
    'A screenprint, pulled by hand one colour at a time on heavy cotton paper.',
    '두꺼운 면 종이에 한 색씩 손으로 밀어 찍은 실크스크린이다.',
  ],
  woodcut: [
    'A woodcut carved in cherry wood and printed by hand on hanji with a baren.',
    '벚나무 판에 새겨 바렌으로 한지에 손으로 찍은 목판화다.',
  ],
  pigmentPrint: [
    'An archival pigment print on cotton rag paper, printed under the artist’s supervision.',
    '작가의 감수 아래 면 섬유 종이에 출력한 아카이벌 피그먼트 프린트다.',
  ],
  cPrint: [
    'A chromogenic print from the original negative, with the deep colour of the darkroom.',
    '원본 네거티브에서 인화한 C-프린트로, 암실 인화 특유의 깊은 색을 지녔다.',
  ],
  gelatinSilver: [
    'A gelatin silver print, hand-printed in the darkroom on fibre-based paper.',
    '암실에서 바라이타 인화지에 손으로 인화한 젤라틴 실버 프린트다.',
  ],
  whitePorcelain: [
    'White porcelain, wheel-thrown and fired at 1,280 °C in a gas kiln.',
    '물레로 빚어 가스 가마에서 1,280도로 구운 백자다.',
  ],
  stoneware: [
    'Glazed stoneware, coil-built and fired twice; the glaze pools in the grooves.',
    '코일링으로 쌓아 두 번 구운 시유 석기로, 유약이 홈마다 고여 있다.',
  ],
  bronze: [
    'Cast in bronze by the lost-wax method and finished with a hand-applied patina.',
    '밀랍 주조법으로 뜬 브론즈에 손으로 파티나를 입혔다.',
  ],
  stainlessSteel: [
    'Stainless steel, cut, welded and painted in the studio.',
    '작업실에서 자르고 용접해 도장한 스테인리스 스틸이다.',
  ],
  marble: [
    'Carved by hand from a single block of marble and polished in places.',
    '대리석 한 덩어리를 손으로 깎고 군데군데 연마했다.',
  ],
  collagePanel: [
    'Paper collage and acrylic on a wooden panel, sealed with a matt varnish.',
    '나무 패널에 종이 콜라주와 아크릴릭을 올리고 무광 바니시로 마감했다.',
  ],
  collageGoldPanel: [
    'Hanji, pages from old books and gold leaf, laid on a wooden panel.',
    '한지와 고서 낱장, 금박을 나무 패널 위에 붙였다.',
  ],
  collagePaper: [
    'Collage and gouache on paper, cut with a scalpel and glued with wheat paste.',
    '종이에 콜라주와 과슈를 썼고, 칼로 오려 밀가루 풀로 붙였다.',
  ],
};
