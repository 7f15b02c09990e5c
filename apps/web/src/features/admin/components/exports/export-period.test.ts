import { describe, expect, it } from 'vitest';
import { defaultExportPeriod } from './export-period';

describe("the exports' default days", () => {
  it('run from the first of this month to the last day of next month', () => {
    expect(defaultExportPeriod('2026-12-02')).toEqual({ from: '2026-12-01', to: '2027-01-31' });
  });

  it('end on the last of February, leap year or not', () => {
    expect(defaultExportPeriod('2027-01-31')).toEqual({ from: '2027-01-01', to: '2027-02-28' });
    expect(defaultExportPeriod('2028-01-15')).toEqual({ from: '2028-01-01', to: '2028-02-29' });
  });

  it('cover consultations weeks ahead even on the last day of a month', () => {
    const { to } = defaultExportPeriod('2026-03-31');
    expect(to).toBe('2026-04-30');
  });
});
