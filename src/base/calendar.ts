/**
 * Dates as the program takes them: `YYYY-MM-DD`, a day that exists in the Gregorian calendar (no 2026-13-01,
 * no 2026-02-30; 29 February only in leap years).
 *
 * @example
 * isCalendarDate('2024-02-29') //=> true
 * isCalendarDate('2026-02-29') //=> false
 */
export function isCalendarDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] as number;
  return day <= days;
}
