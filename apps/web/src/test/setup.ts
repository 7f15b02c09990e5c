import { afterEach, beforeEach, expect, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

// A test fails on an unexpected console.error (React warnings included).
let errors: unknown[][] = [];
// Test files share a worker (isolate: false): a test that followed a link (a download's blob: URL)
// must not leave the next one on that page. happy-dom's own handle sets the address back.
const startAddress = 'http://localhost:3000/';
beforeEach(() => {
  if (window.location.href !== startAddress)
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
      startAddress,
    );
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  // The language cookie outlives a test as storage would (readSavedLanguage falls back to it).
  document.cookie = 'language=; Path=/; Max-Age=0';
  expect(errors, 'console.error was called').toEqual([]);
});
