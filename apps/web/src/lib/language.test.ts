import { describe, expect, it } from 'vitest';
import { readSavedLanguage, saveLanguage } from './language';

describe('the language a visit starts in', () => {
  it('is the saved one; else the cookie the server prerendered the page in; else English', () => {
    expect(readSavedLanguage()).toBe('english');
    saveLanguage('tamil');
    expect(readSavedLanguage()).toBe('tamil');
    // Storage cleared, the cookie kept: the Tamil page the server sent stays Tamil as it comes alive.
    localStorage.clear();
    expect(readSavedLanguage()).toBe('tamil');
    localStorage.setItem('language', 'english');
    expect(readSavedLanguage()).toBe('english');
  });
});
