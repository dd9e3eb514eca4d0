// Editorial and reference data: FAQ, articles, payment providers and exchange rates.

export const faqSeeds = [
  {
    category: 'purchase',
    questionEn: 'How do I buy an artwork?',
    questionKo: '작품은 어떻게 구매하나요?',
    answerEn:
      'Open the artwork page, choose an edition if there is more than one, and press Buy Now. You will be asked for a shipping address, a shipping method and a payment method. The work is reserved for you as soon as payment is confirmed.',
    answerKo:
      '작품 상세 페이지에서 에디션이 여러 개라면 원하는 에디션을 고른 뒤 ‘구매하기’를 누르세요. 배송지와 배송 방법, 결제 수단을 입력하면 되며, 결제가 확인되는 즉시 작품이 회원님께 확보됩니다.',
  },
  {
    category: 'purchase',
    questionEn: 'What does “edition” mean, and what is an edition number?',
    questionKo: '에디션과 에디션 번호는 무엇인가요?',
    answerEn:
      'Prints, photographs and some sculptures are made in a limited number of identical copies, called an edition. “4/20” means the fourth copy of an edition of twenty. Unique works such as paintings have an edition of one.',
    answerKo:
      '판화, 사진, 일부 조각은 같은 작품을 정해진 수량만큼만 제작하는데, 이를 에디션이라고 합니다. ‘4/20’은 총 20점 중 네 번째 작품이라는 뜻입니다. 회화처럼 한 점뿐인 작품은 에디션이 1입니다.',
  },
  {
    category: 'purchase',
    questionEn: 'How do bids and price offers work?',
    questionKo: '입찰(가격 제안)은 어떻게 진행되나요?',
    answerEn:
      'On works that accept bids you can propose a price below the listed one. The gallery or owner can accept it until the bid expires; if accepted, you will be notified and have a limited time to complete payment. You can cancel a bid at any time before it is accepted.',
    answerKo:
      '입찰이 가능한 작품은 판매가보다 낮은 가격을 제안할 수 있습니다. 갤러리나 소장자는 입찰 기한 안에 제안을 수락할 수 있으며, 수락되면 알림을 받고 정해진 시간 안에 결제를 마치면 됩니다. 수락 전이라면 언제든 입찰을 취소할 수 있습니다.',
  },
  {
    category: 'payment',
    questionEn: 'Which payment methods can I use?',
    questionKo: '어떤 결제 수단을 쓸 수 있나요?',
    answerEn:
      'Korean and international credit cards, real-time bank transfer, virtual account (bank deposit), PayPal and BitPay. Korean cards may be paid in full or in instalments. Payments in Korean won use Korean methods; USD, EUR and THB payments use international cards, PayPal or BitPay.',
    answerKo:
      '국내·해외 신용카드, 실시간 계좌이체, 가상계좌(무통장 입금), 페이팔, 비트페이를 이용할 수 있습니다. 국내 카드는 일시불 또는 할부로 결제할 수 있습니다. 원화 결제는 국내 결제 수단으로, 달러·유로·바트 결제는 해외 카드, 페이팔, 비트페이로 진행됩니다.',
  },
  {
    category: 'payment',
    questionEn: 'How long do I have to pay into a virtual account?',
    questionKo: '가상계좌 입금 기한은 얼마인가요?',
    answerEn:
      'A virtual account must be paid within 1 hour of placing the order. If the deposit does not arrive in time, the order is canceled automatically and the artwork becomes available to other collectors again.',
    answerKo:
      '가상계좌는 주문 후 1시간 이내에 입금해야 합니다. 기한 안에 입금이 확인되지 않으면 주문은 자동으로 취소되고, 작품은 다시 다른 컬렉터에게 판매됩니다.',
  },
  {
    category: 'payment',
    questionEn: 'Which currencies are prices shown in?',
    questionKo: '가격은 어떤 통화로 표시되나요?',
    answerEn:
      'Prices are set in Korean won. In the English version you can view and pay in US dollars, euros or Thai baht; the amount is converted at the exchange rate of the day and locked when you place the order. The Korean version shows and charges Korean won only.',
    answerKo:
      '작품 가격은 원화로 정해집니다. 영문 화면에서는 미국 달러, 유로, 태국 바트로 보고 결제할 수 있으며, 그날의 환율로 환산한 금액이 주문 시점에 확정됩니다. 한국어 화면에서는 원화로만 표시되고 결제됩니다.',
  },
  {
    category: 'shipping',
    questionEn: 'How is my artwork delivered?',
    questionKo: '작품은 어떻게 배송되나요?',
    answerEn:
      'Within Korea, artworks are delivered by a specialist art handler. For addresses outside Korea, please choose pick-up at checkout and send us a contact request: we will arrange international shipping and insurance with you directly.',
    answerKo:
      '국내는 미술품 전문 운송사가 직접 배송합니다. 해외 주소는 결제 단계에서 ‘직접 수령(픽업)’을 선택한 뒤 문의를 남겨 주세요. 해외 운송과 보험은 담당자가 직접 안내해 드립니다.',
  },
  {
    category: 'shipping',
    questionEn: 'When will my artwork arrive?',
    questionKo: '작품은 언제 받을 수 있나요?',
    answerEn:
      'Delivery is expected within 14 days of the transaction. Framed works, installation bookings and works coming from a gallery abroad may take longer; we will let you know the date before the work is dispatched.',
    answerKo:
      '거래일로부터 14일 이내 배송을 목표로 합니다. 액자 제작이나 설치 예약이 필요한 작품, 해외 갤러리에서 오는 작품은 더 걸릴 수 있으며, 발송 전에 날짜를 미리 안내해 드립니다.',
  },
  {
    category: 'shipping',
    questionEn: 'Are there extra delivery charges?',
    questionKo: '추가 배송비가 있나요?',
    answerEn:
      'Extra charges may apply for Jeju and other remote areas, delivery on a specified date, rail or wire hanging systems, and installation of more than one work. The exact amount is shown or confirmed before you pay.',
    answerKo:
      '제주 및 도서·산간 지역, 지정일 배송, 레일·와이어 설치, 두 점 이상 설치 시에는 추가 비용이 발생할 수 있습니다. 정확한 금액은 결제 전에 표시하거나 확인해 드립니다.',
  },
  {
    category: 'shipping',
    questionEn: 'Can you keep my artwork for me?',
    questionKo: '작품을 보관해 줄 수 있나요?',
    answerEn:
      'Yes. Storage in our climate-controlled art storage is free. You can have the work delivered whenever you are ready, or put it up for resale directly from storage.',
    answerKo:
      '네. 항온·항습 미술품 보관소에 무료로 보관해 드립니다. 원하실 때 언제든 배송을 요청하거나, 보관 중인 작품을 그대로 재판매할 수 있습니다.',
  },
  {
    category: 'resale',
    questionEn: 'How do I resell a work I bought here?',
    questionKo: '이곳에서 산 작품을 되팔 수 있나요?',
    answerEn:
      'Go to My Page > My Artworks and choose Request for Sale on the work. Our team reviews the request, suggests a price based on recent sales and, once you confirm, lists the work on the marketplace.',
    answerKo:
      '마이페이지 > 내 작품에서 해당 작품의 ‘판매 요청’을 누르세요. 담당 팀이 요청을 검토하고 최근 거래가를 바탕으로 가격을 제안하며, 회원님이 확인하면 마켓플레이스에 작품이 등록됩니다.',
  },
  {
    category: 'purchase',
    questionEn: 'Do artworks come with a certificate of authenticity?',
    questionKo: '작품 보증서가 있나요?',
    answerEn:
      'Every work comes with a certificate of authenticity issued by the artist or gallery. A digital certificate is also available from the artwork’s page in My Page, and it follows the work if you resell it.',
    answerKo:
      '모든 작품에는 작가 또는 갤러리가 발행한 작품 보증서가 함께 제공됩니다. 마이페이지의 작품 화면에서 디지털 보증서도 확인할 수 있으며, 재판매 시 보증서도 함께 이전됩니다.',
  },
  {
    category: 'purchase',
    questionEn: 'Can I cancel an order or return a work?',
    questionKo: '주문을 취소하거나 반품할 수 있나요?',
    answerEn:
      'You can cancel free of charge until the work is dispatched. After delivery, returns are accepted within 7 days if the work arrives damaged or differs from its description; please contact us with photographs before sending anything back.',
    answerKo:
      '작품이 발송되기 전까지는 무료로 주문을 취소할 수 있습니다. 배송 후에는 작품이 파손되었거나 설명과 다른 경우 7일 이내에 반품할 수 있으며, 보내시기 전에 사진과 함께 먼저 문의해 주세요.',
  },
  {
    category: 'account',
    questionEn: 'How do I change my email, phone number or password?',
    questionKo: '이메일, 전화번호, 비밀번호는 어떻게 바꾸나요?',
    answerEn:
      'Go to My Page > My Profile. A new email address or phone number must be verified with a code before it is saved; a new password needs your current password.',
    answerKo:
      '마이페이지 > 내 정보에서 변경할 수 있습니다. 새 이메일이나 전화번호는 인증 코드로 확인한 뒤 저장되며, 비밀번호를 바꿀 때는 현재 비밀번호가 필요합니다.',
  },
];

export const contentSeeds = [
  {
    handle: 'in-the-studio-han-seoyeon',
    type: 'interview',
    titleEn: 'In the Studio with Han Seoyeon',
    titleKo: '한서연 작가의 작업실에서',
    summaryEn:
      'Forty layers, three months, one painting: a morning in Han Seoyeon’s studio in Mangwon-dong.',
    summaryKo: '마흔 겹, 석 달, 그림 한 점. 망원동 한서연 작가의 작업실에서 보낸 어느 오전.',
    bodyEn:
      'Han Seoyeon starts every painting the same way: a wash of colour so thin it is almost water. Over the next three months she adds another thirty or forty layers, waiting a day or two between each.\n\n“People think colour field painting is about big gestures,” she says. “For me it is about waiting. The painting tells me when it is ready for the next layer.” On the wall behind her hangs {work0}, finished the week before; up close, the edge of each band is a soft haze of earlier colours showing through.\n\nShe mixes her own glazes from pigment and linseed oil, and keeps a notebook of every layer: date, colour, how diluted. “When I look at {work1} now I can read it like a diary. The dark band at the bottom was the week my father was in hospital.”\n\nAsked what a collector should look for, she laughs. “Stand close, then far away. If the colour moves when you do, it is working.” {work2}, the newest canvas in the studio, is still wet at its edges.\n\nHer new series, Evening Layer, is on view at Ieum Gallery in Hannam-dong.',
    bodyKo:
      '한서연은 모든 그림을 같은 방식으로 시작한다. 거의 물에 가까울 만큼 묽은 색을 한 번 칠하는 것이다. 이후 석 달 동안 하루이틀씩 기다리며 서른에서 마흔 겹을 더 올린다.\n\n“사람들은 색면 회화가 큰 몸짓이라고 생각하지만, 제게는 기다림이에요. 다음 층을 올릴 때가 되면 그림이 먼저 알려 줘요.” 그의 뒤편 벽에는 지난주에 마친 {work0:이/가} 걸려 있다. 가까이 다가가면 색띠의 가장자리마다 먼저 칠한 색들이 안개처럼 비친다.\n\n그는 안료와 아마인유로 직접 글레이즈를 개고, 층마다 날짜와 색, 희석 정도를 공책에 적는다. “지금 {work1:을/를} 보면 일기처럼 읽혀요. 아래쪽의 어두운 띠는 아버지가 입원해 계시던 주에 올린 거예요.”\n\n컬렉터에게 조언을 청하자 그는 웃었다. “가까이 섰다가, 멀리서 보세요. 내가 움직일 때 색도 움직이면 잘된 그림이에요.” 작업실에서 가장 최근에 그린 {work2:은/는} 아직 가장자리가 마르지 않았다.\n\n새 연작 〈저녁의 층〉은 한남동 이음 갤러리에서 만날 수 있다.',
    linkUrl: '/artist?handle=han-seoyeon',
  },
  {
    handle: 'collectors-guide-to-editions',
    type: 'article',
    titleEn: 'A Collector’s Guide to Editions',
    titleKo: '에디션 작품, 이렇게 고르세요',
    summaryEn:
      'What the numbers on a print mean, why edition size matters, and what to ask before you buy.',
    summaryKo: '판화에 적힌 숫자의 의미, 에디션 수가 중요한 이유, 구매 전에 확인할 것들.',
    bodyEn:
      'An edition is a set of identical works made from the same plate, screen or negative. The smaller the edition, the rarer each copy, and usually the higher the price.\n\nLook for the signature and the number, usually written in pencil below the image. {work0}, a screenprint pulled by hand one colour at a time, is a good example: every sheet carries its number, and the slight shifts between the colour layers differ from one copy to the next.\n\nArtist’s proofs (AP) are a few extra copies kept by the artist, and are often valued like the numbered ones. When an edition is nearly sold out, as {work1} may soon be, the last copies are often priced a little higher.\n\nFinally, ask about the paper and the printing method: archival pigment prints and hand-pulled screenprints last for generations when framed behind UV-protective glass. Woodcuts on hanji such as {work2} are printed by hand with a baren, so the grain of the block is part of every copy.',
    bodyKo:
      '에디션은 같은 판이나 스크린, 원판에서 만든 동일한 작품들의 묶음입니다. 에디션 수가 적을수록 한 점 한 점이 귀하고, 대체로 가격도 높습니다.\n\n이미지 아래에 연필로 적힌 서명과 번호를 확인하세요. 한 색씩 손으로 찍어 낸 실크스크린 {work0:이/가} 좋은 예입니다. 모든 장에 번호가 있고, 색과 색 사이의 미세한 어긋남이 장마다 조금씩 다릅니다.\n\nAP(작가 보관본)는 작가가 따로 남겨 두는 몇 점으로, 번호가 매겨진 작품과 비슷한 가치로 거래되곤 합니다. 〈{work1}〉처럼 에디션이 거의 팔린 작품은 마지막 몇 점의 가격이 조금 더 높게 매겨지기도 합니다.\n\n마지막으로 종이와 인쇄 방식을 물어보세요. 아카이벌 피그먼트 프린트나 손으로 찍은 실크스크린은 자외선 차단 유리로 액자를 하면 여러 세대에 걸쳐 보존됩니다. {work2} 같은 한지 목판화는 바렌으로 한 장씩 손으로 찍어, 나뭇결까지 작품의 일부가 됩니다.',
    linkUrl: '/works?group_handle=print',
  },
  {
    handle: 'why-monochrome-still-matters',
    type: 'article',
    titleEn: 'Why Monochrome Painting Still Matters',
    titleKo: '단색 회화가 여전히 중요한 이유',
    summaryEn:
      'A new generation of Korean painters returns to repetition, restraint and the slow labour of the hand.',
    summaryKo: '새로운 세대의 한국 작가들이 반복과 절제, 손의 느린 노동으로 돌아가고 있다.',
    bodyEn:
      'In the 1970s a group of Korean painters turned away from image and gesture toward repetition: lines drawn through wet paint, paper soaked and pressed, colour pushed through the back of the canvas.\n\nFifty years later, younger artists are taking up the same discipline for different reasons. For Choi Wonbin, painting one square a day is a way to mark time in a city that moves too fast. The Quiet Surface opens with {work0}, whose surface reads from the door as one flat colour and from a step away as hundreds of small decisions.\n\nFurther in, {work1} hangs alone on a long wall. Its ridges of paint catch the light from the skylight differently through the day, so the painting seen at noon is not the one seen at five.\n\nThe last room pairs {work2} with the older paintings that inspired it, and the conversation between the generations is the point of the show.\n\nThe Quiet Surface, at Gallery Dalmoon, brings together five painters across three generations.',
    bodyKo:
      '1970년대 한국의 한 무리의 화가들은 이미지와 몸짓에서 벗어나 반복으로 향했다. 마르지 않은 물감 위에 선을 긋고, 종이를 적셔 누르고, 캔버스 뒷면으로 색을 밀어냈다.\n\n50년이 지난 지금, 젊은 작가들이 다른 이유로 같은 수행을 이어 간다. 최원빈에게 하루에 한 칸씩 칠하는 일은 너무 빨리 움직이는 도시에서 시간을 붙잡는 방법이다. 전시는 {work0:으로/로} 시작한다. 입구에서는 하나의 평평한 색으로 보이지만, 한 걸음 다가서면 수백 번의 작은 결정이 보인다.\n\n안쪽의 긴 벽에는 {work1:이/가} 홀로 걸려 있다. 물감의 결이 천창에서 드는 빛을 시간마다 다르게 받아, 정오에 본 그림과 다섯 시에 본 그림은 같지 않다.\n\n마지막 방은 {work2:을/를} 그 작품에 영감을 준 이전 세대의 그림과 나란히 건다. 세대 사이의 대화가 이 전시의 요점이다.\n\n갤러리 달문의 〈고요한 표면〉전에서 세 세대에 걸친 다섯 작가를 만날 수 있다.',
    linkUrl: '/exhibitions/the-quiet-surface',
  },
  {
    handle: 'seoul-art-week-guide',
    type: 'news',
    titleEn: 'Seoul Art Week {year}: What to See',
    titleKo: '서울 아트 위크 {year} 관람 가이드',
    summaryEn: 'Four booths not to miss, and how to buy from the fair online.',
    summaryKo: '놓치지 말아야 할 부스 네 곳, 그리고 온라인으로 페어 작품을 구매하는 방법.',
    bodyEn:
      'This year’s fair fills Seongsu Art Hall with forty galleries. Start at Ieum Gallery’s booth for new paintings by Han Seoyeon, then visit Foundry Seongsu for works by artists at the start of their careers.\n\nEvery work from our partner booths is also available online for the five days of the fair, with the same prices and delivery as in the hall.',
    bodyKo:
      '올해 페어에는 40여 개 갤러리가 성수 아트홀을 채운다. 한서연의 신작을 만날 수 있는 이음 갤러리 부스에서 시작해, 신진 작가들을 소개하는 파운드리 성수 부스로 이어 가 보자.\n\n파트너 갤러리 부스의 모든 작품은 페어 기간 닷새 동안 온라인에서도 같은 가격과 배송 조건으로 구매할 수 있다.',
    linkUrl: null,
  },
  {
    handle: 'ko-taeyang-on-jeju-wind',
    type: 'interview',
    titleEn: 'Ko Taeyang on Photographing the Wind',
    titleKo: '고태양, 바람을 찍다',
    summaryEn:
      'Why a photographer from Seogwipo keeps his shutter open for four minutes at a time.',
    summaryKo: '서귀포 출신 사진가가 셔터를 4분씩 열어 두는 이유.',
    bodyEn:
      '“You cannot see the wind, but you can see what it does to water,” says Ko Taeyang. His exposures last up to four minutes, long enough for the waves to smooth into mist.\n\nHe works only at dawn, before the first fishing boats go out, and only in winter, when the wind from the north is strongest.',
    bodyKo:
      '“바람은 보이지 않지만, 바람이 물에 하는 일은 볼 수 있어요.” 고태양의 노출은 길게는 4분에 이른다. 파도가 안개처럼 매끈해지기에 충분한 시간이다.\n\n그는 첫 고깃배가 나가기 전인 새벽에만, 그리고 북풍이 가장 센 겨울에만 작업한다.',
    linkUrl: '/artist?handle=ko-taeyang',
  },
  {
    handle: 'caring-for-works-on-paper',
    type: 'article',
    titleEn: 'Caring for Works on Paper',
    titleKo: '종이 작품, 이렇게 보관하세요',
    summaryEn:
      'Light, humidity and framing: simple habits that keep drawings and prints fresh for decades.',
    summaryKo: '빛과 습도, 그리고 액자. 드로잉과 판화를 수십 년 동안 처음처럼 지키는 간단한 습관.',
    bodyEn:
      'Paper is more sensitive than canvas. Hang drawings and prints away from direct sunlight, and choose UV-protective glass when framing.\n\nKeep the room between 40 and 55 per cent humidity; Korean summers are the hardest season for paper. Acid-free mats stop the paper from yellowing where it touches the frame.\n\nIf you are not ready to hang a work yet, our art storage keeps it safe free of charge.',
    bodyKo:
      '종이는 캔버스보다 예민합니다. 드로잉과 판화는 직사광선을 피해 걸고, 액자를 할 때는 자외선 차단 유리를 고르세요.\n\n실내 습도는 40~55%로 유지하는 것이 좋습니다. 한국의 여름은 종이에게 가장 힘든 계절입니다. 무산성 매트를 쓰면 액자와 닿는 부분이 누렇게 변하지 않습니다.\n\n아직 걸 준비가 되지 않았다면, 미술품 보관소에 무료로 맡겨 두셔도 됩니다.',
    linkUrl: '/works?group_handle=works-on-paper',
  },
];

export const paymentProviderSeeds = [
  {
    code: 'card_kr',
    nameEn: 'Credit card (Korea)',
    nameKo: '국내 신용카드',
    currencies: ['krw'],
    rank: 1,
  },
  {
    code: 'card_intl',
    nameEn: 'Credit card (International)',
    nameKo: '해외 신용카드',
    currencies: ['usd', 'eur', 'thb'],
    rank: 2,
  },
  {
    code: 'transfer',
    nameEn: 'Real-time bank transfer',
    nameKo: '실시간 계좌이체',
    currencies: ['krw'],
    rank: 3,
  },
  { code: 'vbank', nameEn: 'Virtual account', nameKo: '가상계좌', currencies: ['krw'], rank: 4 },
  {
    code: 'paypal',
    nameEn: 'PayPal',
    nameKo: '페이팔',
    currencies: ['usd', 'eur', 'thb'],
    rank: 5,
  },
  { code: 'bitpay', nameEn: 'BitPay', nameKo: '비트페이', currencies: ['usd', 'eur'], rank: 6 },
];

/** KRW per unit of each currency, plausible for 2026. */
export const exchangeRateSeeds = [
  { currencyCode: 'krw', krwPerUnit: 1 },
  { currencyCode: 'usd', krwPerUnit: 1412.5 },
  { currencyCode: 'eur', krwPerUnit: 1618.3 },
  { currencyCode: 'thb', krwPerUnit: 41.85 },
];
