import { describe, expect, it } from 'vitest';
import { csvRecord, neutralised } from './csv-writer';

describe('the CSV writer', () => {
  it('quotes what needs quoting and doubles quotes (RFC 4180)', () => {
    expect(csvRecord(['plain', 'a,b', 'say "hi"', 'two\nlines', null, 590])).toBe(
      'plain,"a,b","say ""hi""","two\nlines",,590\r\n',
    );
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    for (const text of ['=1+1', '+91 98400', '-2', '@SUM(A1)', '\tx'])
      expect(neutralised(text)).toBe(`'${text}`);
    expect(neutralised('மீனா')).toBe('மீனா');
  });
});
