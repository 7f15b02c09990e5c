/**
 * Whether a date field's value is a day someone finished typing. A date typed with the keyboard
 * changes with each digit of its year (0002-12-15, 0020-12-15, 0202-12-15, 2026-12-15): a screen
 * that asks the server for every change asks for the year 2 first, and is refused. A year before
 * 1900 is one still being typed (decision 0108).
 */
export function isFinishedDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && value >= '1900-01-01';
}
