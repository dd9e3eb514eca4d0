// The delivery dates a checkout offers rest on the Korean holiday table (rules/korean-holidays.ts).
// Past its last day only weekends and the fixed-date holidays are known, so a lunar, substitute or
// election day could be offered as a delivery day: the server says so in its log, once a process.
import { koreanHolidayCoverage, koreanHolidaysCover } from '@/rules/korean-holidays';
import { logger } from './logger';

let warned = false;

/** Passes `range` through; the first time its last day lies past the table, a warning. */
export function warnPastHolidayTable<T extends { latest: string }>(range: T): T {
  if (!warned && !koreanHolidaysCover(range.latest)) {
    warned = true;
    logger.warn('delivery dates offered past the Korean holiday table: extend it', {
      table_last_day: koreanHolidayCoverage.last,
      latest_offered: range.latest,
      table: 'rules/korean-holidays.ts',
    });
  }
  return range;
}
