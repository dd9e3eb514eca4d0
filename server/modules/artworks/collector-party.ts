// How a collector appears in a public provenance: 'Private collection, <city>', never a name.
// The city comes from the delivery address (Korean metropolitan cities and provinces, in Korean
// or English); an address abroad gives its country; no address gives no place.

/** [English, Korean, what the address may start with or contain]. */
const koreanPlaces: readonly (readonly [string, string, readonly string[]])[] = [
  ['Seoul', '서울', ['서울', 'seoul']],
  ['Busan', '부산', ['부산', 'busan']],
  ['Daegu', '대구', ['대구', 'daegu']],
  ['Incheon', '인천', ['인천', 'incheon']],
  ['Gwangju', '광주', ['광주광역시', 'gwangju-si', 'gwangju metropolitan']],
  ['Daejeon', '대전', ['대전', 'daejeon']],
  ['Ulsan', '울산', ['울산', 'ulsan']],
  ['Sejong', '세종', ['세종특별자치시', 'sejong-si', 'sejong city']],
  ['Jeju', '제주', ['제주', 'jeju']],
  ['Gyeonggi', '경기', ['경기', 'gyeonggi']],
  ['Gangwon', '강원', ['강원', 'gangwon']],
  ['Chungbuk', '충북', ['충청북도', '충북', 'chungcheongbuk', 'chungbuk']],
  ['Chungnam', '충남', ['충청남도', '충남', 'chungcheongnam', 'chungnam']],
  ['Jeonbuk', '전북', ['전라북도', '전북', 'jeollabuk', 'jeonbuk']],
  ['Jeonnam', '전남', ['전라남도', '전남', 'jeollanam', 'jeonnam']],
  ['Gyeongbuk', '경북', ['경상북도', '경북', 'gyeongsangbuk', 'gyeongbuk']],
  ['Gyeongnam', '경남', ['경상남도', '경남', 'gyeongsangnam', 'gyeongnam']],
];

// `fallback: 'none'` answers undefined for a code with no name (instead of 'Unknown Region').
const regionNames = {
  en: new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }),
  ko: new Intl.DisplayNames(['ko'], { type: 'region', fallback: 'none' }),
};

export interface CollectorAddress {
  street_address?: string | null;
  /** ISO 3166 alpha-2. */
  country?: string | null;
}

/**
 * The public party of a private buyer. Korean addresses name the city or province the first
 * match of which appears earliest in the address (the Korean order starts with it, the English
 * order ends with it, so the earliest Korean or the last English mention wins).
 */
export function collectorParty(address: CollectorAddress | null | undefined): {
  partyEn: string;
  partyKo: string;
} {
  const place = placeOf(address);
  return place
    ? { partyEn: `Private collection, ${place[0]}`, partyKo: `개인 소장, ${place[1]}` }
    : { partyEn: 'Private collection', partyKo: '개인 소장' };
}

function placeOf(address: CollectorAddress | null | undefined): [string, string] | null {
  if (!address) return null;
  const country = (address.country ?? '').toUpperCase();
  const street = (address.street_address ?? '').toLowerCase();
  if (!country || country === 'KR') {
    let best: { at: number; place: [string, string] } | null = null;
    for (const [en, ko, marks] of koreanPlaces) {
      for (const mark of marks) {
        const korean = /[가-힣]/.test(mark);
        const at = korean ? street.indexOf(mark) : street.lastIndexOf(mark);
        if (at < 0) continue;
        // Korean text: the earliest mention; English text: the latest (it ends with the city).
        const rank = korean ? at : street.length * 2 - at;
        if (!best || rank < best.at) best = { at: rank, place: [en, ko] };
      }
    }
    if (best) return best.place;
    if (country === 'KR') return ['Korea', '대한민국'];
    return null;
  }
  if (!/^[A-Z]{2}$/.test(country)) return null;
  try {
    const en = regionNames.en.of(country);
    const ko = regionNames.ko.of(country);
    return en && ko && !/unknown/i.test(en) ? [en, ko] : null;
  } catch {
    return null;
  }
}
