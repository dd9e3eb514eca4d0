// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { koreanHolidayCoverage } from '@/rules/korean-holidays';
import { warnPastHolidayTable } from './holiday-table-warning';
import { setLogLevel, setLogWriter } from './logger';

const dayAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

afterEach(() => setLogWriter(null));

describe('warnPastHolidayTable', () => {
  it('says once in the log that delivery dates past the holiday table are offered', () => {
    const lines: string[] = [];
    setLogLevel('info');
    setLogWriter((level, line) => lines.push(`${level} ${line}`));
    const within = { earliest: '2026-12-07', latest: koreanHolidayCoverage.last };
    expect(warnPastHolidayTable(within)).toBe(within);
    expect(lines).toEqual([]);

    const past = { earliest: '2026-12-07', latest: dayAfter(koreanHolidayCoverage.last, 10) };
    expect(warnPastHolidayTable(past)).toBe(past);
    warnPastHolidayTable(past);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^warn .*past the Korean holiday table/);
    expect(lines[0]).toContain(koreanHolidayCoverage.last);
  });
});
