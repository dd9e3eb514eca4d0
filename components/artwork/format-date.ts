// Dates of the market (release, bid deadline) in Seoul time, where the gallery and the clock
// of every deadline are, with the zone named so a visitor abroad reads them right.
//
// Only the numbers come from Intl; the words are ours. Node's and the browser's ICU data word
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

// Seoul keeps one offset all year (no daylight saving), so the zone is always KST.
const seoulParts = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
  timeZone: 'Asia/Seoul',
});

export function formatMarketDate(iso: string, language: string): string {
  const parts: Record<string, string> = {};
  for (const { type, value } of seoulParts.formatToParts(new Date(iso))) parts[type] = value;
  const year = parts.year;
  const month = Number(parts.month);
  const day = Number(parts.day);
  const time = `${parts.hour!.padStart(2, '0')}:${parts.minute!.padStart(2, '0')}`;
  return language === 'ko'
    ? `${year}년 ${month}월 ${day}일 ${time} KST`
    : `${day} ${MONTHS_EN[month - 1]} ${year}, ${time} KST`;
}
