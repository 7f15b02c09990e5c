import { describe, expect, it } from 'vitest';
import { searchTerms } from './customer-search';

describe('what the office types, as the search asks it', () => {
  it('looks for any part of the words, spaces squeezed, the LIKE characters taken literally', () => {
    expect(searchTerms('  Meena   Sundaram ')).toEqual({
      pattern: '%Meena Sundaram%',
      digits: null,
    });
    expect(searchTerms('100%_x\\')).toEqual({ pattern: '%100\\%\\_x\\\\%', digits: null });
    expect(searchTerms('AST-2611-0042')).toEqual({ pattern: '%AST-2611-0042%', digits: null });
  });

  it('matches the start of a name for one or two letters, which have no trigram', () => {
    expect(searchTerms('Ra')).toEqual({ pattern: 'Ra%', digits: null });
    expect(searchTerms('மீ')).toEqual({ pattern: 'மீ%', digits: null });
  });

  it('adds the digits of a phone number written with separators', () => {
    expect(searchTerms('98403 39999')).toEqual({
      pattern: '%98403 39999%',
      digits: '%9840339999%',
    });
    expect(searchTerms('+91 98712')).toEqual({ pattern: '%+91 98712%', digits: '%9198712%' });
    // Digits alone are their own pattern; two digits are too few for a phone.
    expect(searchTerms('4567')).toEqual({ pattern: '%4567%', digits: null });
    expect(searchTerms('9 8')).toEqual({ pattern: '%9 8%', digits: null });
  });
});
