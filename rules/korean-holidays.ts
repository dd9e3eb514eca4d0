// Korean public holidays (공휴일), the calendar deliveries keep. Sources:
//  - 2026 and 2027: the 월력요항 (official almanac) of 우주항공청 (KASA), as published in the
//    official gazette, with 노동절 and 제헌절 as public holidays and their substitute days;
//  - 2028 and 2029 (provisional until their 월력요항 appears, each June for the next year): the
//    fixed dates of 공휴일에 관한 법률 and 관공서의 공휴일에 관한 규정 §2; 설날, 부처님 오신 날 and 추석
//    converted from the lunar calendar with KASI's lunar-solar tables (Korea's time zone: 설날
//    2028 is 27 January, a day after China's New Year); substitute days (대체공휴일) per §3 of
//    the 규정 (national days, 노동절, 어린이날, 부처님 오신 날 and 성탄절 falling on a Saturday,
//    Sunday or other holiday; 설날 and 추석 on a Sunday or other holiday; none for 1월 1일 and
//    현충일); the general election of 12 April 2028 (공직선거법 §34).
// Temporary holidays (임시공휴일) are declared weeks ahead and must be added when they are.
// A unit test fails 90 days before the last covered day, and when a provisional year's 월력요항
// is due; beyond the table, only weekends and the fixed-date holidays are known (checkout-rules).

export interface KoreanHoliday {
  /** YYYY-MM-DD in Korea. */
  date: string;
  /** The name the 월력요항 gives. */
  name: string;
}

interface HolidayYear {
  year: number;
  /** False until the year's 월력요항 has been checked against this list. */
  confirmed: boolean;
  holidays: readonly KoreanHoliday[];
}

const year = (
  y: number,
  confirmed: boolean,
  days: readonly (readonly [string, string])[],
): HolidayYear => ({
  year: y,
  confirmed,
  holidays: days.map(([monthDay, name]) => ({ date: `${y}-${monthDay}`, name })),
});

/** The holidays fixed by law to one date every year (MM-DD). */
export const fixedDateKoreanHolidays: readonly KoreanHoliday[] = [
  { date: '01-01', name: '1월 1일' },
  { date: '03-01', name: '3ㆍ1절' },
  { date: '05-01', name: '노동절' },
  { date: '05-05', name: '어린이날' },
  { date: '06-06', name: '현충일' },
  { date: '07-17', name: '제헌절' },
  { date: '08-15', name: '광복절' },
  { date: '10-03', name: '개천절' },
  { date: '10-09', name: '한글날' },
  { date: '12-25', name: '기독탄신일' },
];

export const koreanHolidayYears: readonly HolidayYear[] = [
  year(2026, true, [
    ['01-01', '1월 1일'],
    ['02-16', '설날 전날'],
    ['02-17', '설날'],
    ['02-18', '설날 다음 날'],
    ['03-01', '3ㆍ1절'],
    ['03-02', '대체공휴일(3ㆍ1절)'],
    ['05-01', '노동절'],
    ['05-05', '어린이날'],
    ['05-24', '부처님 오신 날'],
    ['05-25', '대체공휴일(부처님 오신 날)'],
    ['06-03', '전국동시지방선거'],
    ['06-06', '현충일'],
    ['07-17', '제헌절'],
    ['08-15', '광복절'],
    ['08-17', '대체공휴일(광복절)'],
    ['09-24', '추석 전날'],
    ['09-25', '추석'],
    ['09-26', '추석 다음 날'],
    ['10-03', '개천절'],
    ['10-05', '대체공휴일(개천절)'],
    ['10-09', '한글날'],
    ['12-25', '기독탄신일'],
  ]),
  year(2027, true, [
    ['01-01', '1월 1일'],
    ['02-06', '설날 전날'],
    ['02-07', '설날'],
    ['02-08', '설날 다음 날'],
    ['02-09', '대체공휴일(설날)'],
    ['03-01', '3ㆍ1절'],
    ['05-01', '노동절'],
    ['05-03', '대체공휴일(노동절)'],
    ['05-05', '어린이날'],
    ['05-13', '부처님 오신 날'],
    ['06-06', '현충일'],
    ['07-17', '제헌절'],
    ['07-19', '대체공휴일(제헌절)'],
    ['08-15', '광복절'],
    ['08-16', '대체공휴일(광복절)'],
    ['09-14', '추석 전날'],
    ['09-15', '추석'],
    ['09-16', '추석 다음 날'],
    ['10-03', '개천절'],
    ['10-04', '대체공휴일(개천절)'],
    ['10-09', '한글날'],
    ['10-11', '대체공휴일(한글날)'],
    ['12-25', '기독탄신일'],
    ['12-27', '대체공휴일(기독탄신일)'],
  ]),
  year(2028, false, [
    ['01-01', '1월 1일'],
    ['01-26', '설날 전날'],
    ['01-27', '설날'],
    ['01-28', '설날 다음 날'],
    ['03-01', '3ㆍ1절'],
    ['04-12', '국회의원선거'],
    ['05-01', '노동절'],
    ['05-02', '부처님 오신 날'],
    ['05-05', '어린이날'],
    ['06-06', '현충일'],
    ['07-17', '제헌절'],
    ['08-15', '광복절'],
    ['10-02', '추석 전날'],
    ['10-03', '추석'],
    ['10-03', '개천절'],
    ['10-04', '추석 다음 날'],
    ['10-05', '대체공휴일(추석)'],
    ['10-09', '한글날'],
    ['12-25', '기독탄신일'],
  ]),
  year(2029, false, [
    ['01-01', '1월 1일'],
    ['02-12', '설날 전날'],
    ['02-13', '설날'],
    ['02-14', '설날 다음 날'],
    ['03-01', '3ㆍ1절'],
    ['05-01', '노동절'],
    ['05-05', '어린이날'],
    ['05-07', '대체공휴일(어린이날)'],
    ['05-20', '부처님 오신 날'],
    ['05-21', '대체공휴일(부처님 오신 날)'],
    ['06-06', '현충일'],
    ['07-17', '제헌절'],
    ['08-15', '광복절'],
    ['09-21', '추석 전날'],
    ['09-22', '추석'],
    ['09-23', '추석 다음 날'],
    ['09-24', '대체공휴일(추석)'],
    ['10-03', '개천절'],
    ['10-09', '한글날'],
    ['12-25', '기독탄신일'],
  ]),
];

/** The first and last days the table answers for. */
export const koreanHolidayCoverage = {
  first: `${koreanHolidayYears[0]!.year}-01-01`,
  last: `${koreanHolidayYears.at(-1)!.year}-12-31`,
} as const;

const holidayDates = new Set(koreanHolidayYears.flatMap((y) => y.holidays.map((h) => h.date)));
const fixedDates = new Set(fixedDateKoreanHolidays.map((h) => h.date));

/** Whether the table knows every holiday of `date` (YYYY-MM-DD). */
export function koreanHolidaysCover(date: string): boolean {
  return date >= koreanHolidayCoverage.first && date <= koreanHolidayCoverage.last;
}

/**
 * Whether `date` (YYYY-MM-DD) is a Korean public holiday. Outside the table only the fixed-date
 * holidays are known: lunar, substitute and election days there are missed (see
 * koreanHolidaysCover).
 */
export function isKoreanPublicHoliday(date: string): boolean {
  if (koreanHolidaysCover(date)) return holidayDates.has(date);
  return fixedDates.has(date.slice(5));
}
