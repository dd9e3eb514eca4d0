import { describe, expect, it } from 'vitest';
import { isDeliveryDay, koreanDate } from './checkout-rules';
import {
  fixedDateKoreanHolidays,
  isKoreanPublicHoliday,
  koreanHolidayCoverage,
  koreanHolidaysCover,
  koreanHolidayYears,
} from './korean-holidays';

const DAY = 24 * 60 * 60 * 1000;
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

describe('the Korean holiday table', () => {
  it('covers at least the next 90 days (the real date today): extend rules/korean-holidays.ts', () => {
    const in90Days = koreanDate(new Date(), 90);
    expect(
      in90Days <= koreanHolidayCoverage.last,
      `the table ends ${koreanHolidayCoverage.last}, less than 90 days from today`,
    ).toBe(true);
  });

  it('has each provisional year checked against its 월력요항 by July of the year before', () => {
    // The almanac for year Y comes out around June of Y-1.
    const today = koreanDate(new Date());
    for (const { year, confirmed } of koreanHolidayYears) {
      if (confirmed) continue;
      expect(
        today < `${year - 1}-07-01`,
        `${year} is provisional: check it against the ${year} 월력요항 and mark it confirmed`,
      ).toBe(true);
    }
  });

  it('runs year after year without a gap, each date in its own year, valid and in order', () => {
    koreanHolidayYears.forEach(({ year, holidays }, i) => {
      if (i > 0) expect(year).toBe(koreanHolidayYears[i - 1]!.year + 1);
      const dates = holidays.map((h) => h.date);
      expect([...dates].sort()).toEqual(dates);
      for (const date of dates) {
        expect(date.slice(0, 4)).toBe(String(year));
        expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date);
      }
    });
  });

  it('holds every fixed-date holiday, three days of 설날 and of 추석, and 부처님 오신 날 each year', () => {
    for (const { year, holidays } of koreanHolidayYears) {
      const names = new Map(holidays.map((h) => [h.name, h.date]));
      for (const fixed of fixedDateKoreanHolidays) {
        expect(holidays, `${fixed.name} ${year}`).toContainEqual({
          date: `${year}-${fixed.date}`,
          name: fixed.name,
        });
      }
      for (const feast of ['설날', '추석']) {
        const day = names.get(feast)!;
        expect(names.get(`${feast} 전날`), `${feast} ${year}`).toBe(addDays(day, -1));
        expect(names.get(`${feast} 다음 날`), `${feast} ${year}`).toBe(addDays(day, 1));
      }
      expect(names.has('부처님 오신 날'), `부처님 오신 날 ${year}`).toBe(true);
    }
  });

  it('gives a substitute day exactly where the 규정 §3 asks for one', () => {
    // Days with a substitute when they fall on a Saturday or Sunday (or on another holiday).
    const weekendRule = new Set([
      '3ㆍ1절',
      '노동절',
      '어린이날',
      '부처님 오신 날',
      '제헌절',
      '광복절',
      '개천절',
      '한글날',
      '기독탄신일',
    ]);
    const feast = (name: string) => /^(설날|추석)/.test(name);
    for (const { year, holidays } of koreanHolidayYears) {
      const byDate = new Map<string, string[]>();
      for (const h of holidays) {
        if (h.name.startsWith('대체공휴일')) byDate.set(h.date, byDate.get(h.date) ?? []);
        else byDate.set(h.date, [...(byDate.get(h.date) ?? []), h.name]);
      }
      let owed = 0;
      for (const [date, names] of byDate) {
        const day = weekday(date);
        const ruled = names.filter((n) => weekendRule.has(n) || feast(n));
        if (day === 6) owed += names.filter((n) => weekendRule.has(n)).length;
        else if (day === 0) owed += ruled.length;
        else if (names.length > 1 && ruled.length) owed += names.length - 1;
      }
      const substitutes = holidays.filter((h) => h.name.startsWith('대체공휴일'));
      expect(substitutes.length, `substitute days in ${year}`).toBe(owed);
      for (const s of substitutes) {
        expect([0, 6], `${s.date} is a weekday`).not.toContain(weekday(s.date));
        // The first day after the holiday that is neither a weekend nor another holiday.
        let before = addDays(s.date, -1);
        while (!byDate.has(before)) {
          expect([0, 6], `${s.date} follows its holiday at once`).toContain(weekday(before));
          before = addDays(before, -1);
        }
      }
    }
  });

  it('knows the dates that trip people up', () => {
    expect(isKoreanPublicHoliday('2027-02-09')).toBe(true); // 설날 on a Sunday: substitute Tuesday
    expect(isKoreanPublicHoliday('2028-01-27')).toBe(true); // 설날 in Korea, a day after China's
    expect(isKoreanPublicHoliday('2028-01-25')).toBe(false);
    expect(isKoreanPublicHoliday('2028-10-05')).toBe(true); // 추석 on 개천절
    expect(isKoreanPublicHoliday('2028-04-12')).toBe(true); // general election
    expect(isKoreanPublicHoliday('2026-05-01')).toBe(true); // 노동절
    expect(isKoreanPublicHoliday('2027-07-19')).toBe(true); // 제헌절 on a Saturday
    expect(isKoreanPublicHoliday('2029-09-24')).toBe(true); // 추석 on a Sunday
    expect(isKoreanPublicHoliday('2026-06-08')).toBe(false); // 현충일 on a Saturday: none
  });

  it('beyond the table knows only weekends and the fixed-date holidays, and says it does not cover', () => {
    const after = addDays(koreanHolidayCoverage.last, 1);
    expect(koreanHolidaysCover(koreanHolidayCoverage.last)).toBe(true);
    expect(koreanHolidaysCover(after)).toBe(false);
    // A whole year past the table: a lunar, substitute or election day there counts as a
    // delivery day (the server warns when it offers one, schemas' test fails long before).
    const fixed = new Set(fixedDateKoreanHolidays.map((h) => h.date));
    for (let date = after; date < addDays(after, 366); date = addDays(date, 1)) {
      const weekend = weekday(date) === 0 || weekday(date) === 6;
      expect(isKoreanPublicHoliday(date), date).toBe(fixed.has(date.slice(5)));
      expect(isDeliveryDay(date), date).toBe(!weekend && !fixed.has(date.slice(5)));
    }
  });
});
