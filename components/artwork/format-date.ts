// Dates of the market (release, bid deadline) in Seoul time, where the gallery and the clock
// of every deadline are, with the zone named so a visitor abroad reads them right.
//
// The words are ours, not Intl's. Node's and the browser's ICU data word
// dates differently (Node 20 writes Korean times as "AM 06:00", Chromium as "오전 06:00"), and
// server-rendered text must equal what the browser renders when it hydrates.
const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

// Seoul keeps one offset all year (UTC+9, no daylight saving since 1988), so the zone is always
// KST and its clock is UTC shifted by nine hours: plain arithmetic, cheaper than Intl's parts.
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
const twoDigits = (n: number) => String(n).padStart(2, '0');

export function formatMarketDate(iso: string, language: string): string {
  const seoul = new Date(Date.parse(iso) + SEOUL_OFFSET_MS);
  const year = seoul.getUTCFullYear();
  const month = seoul.getUTCMonth() + 1;
  const day = seoul.getUTCDate();
  const time = `${twoDigits(seoul.getUTCHours())}:${twoDigits(seoul.getUTCMinutes())}`;
  return language === 'ko'
    ? `${year}년 ${month}월 ${day}일 ${time} KST`
    : `${day} ${MONTHS_EN[month - 1]} ${year}, ${time} KST`;
}
