// Dates of the market (release, bid deadline) in Seoul time, where the gallery and the clock
// of every deadline are, with the zone named so a visitor abroad reads them right.
const formatters = new Map<string, Intl.DateTimeFormat>();

export function formatMarketDate(iso: string, language: string): string {
  const locale = language === 'ko' ? 'ko-KR' : 'en-GB';
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Asia/Seoul',
      timeZoneName: 'short',
    });
    formatters.set(locale, formatter);
  }
  return formatter.format(new Date(iso));
}
