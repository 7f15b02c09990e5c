import { expect, it } from 'vitest';
import { controlCharacterPath, inputProblem } from './plain-text-input';

it('names the first string or key with a control character by its path', () => {
  expect(controlCharacterPath({ a: 'ok', b: [{ c: 'x' }, { d: 'y\u0000' }], e: '\u0007' })).toBe(
    'b.1.d',
  );
  expect(controlCharacterPath({ a: { 'k\u0001': 'v' }, b: '\u0000' })).toBe('a.k\u0001');
  expect(controlCharacterPath('a\ud800')).toBe('request');
  expect(controlCharacterPath({ a: ['plain', 'தமிழ்', '😀'] })).toBeNull();
});

it('walks a value of any depth or width without recursion, refusing nesting past 64 levels', () => {
  let deep: unknown = 'x';
  for (let level = 0; level < 100_000; level += 1) deep = [deep];
  expect(inputProblem(deep)).toEqual({ path: 'request', key: 'validation.nesting_depth' });
  let allowed: unknown = 'x\u0000';
  for (let level = 0; level < 64; level += 1) allowed = [allowed];
  expect(inputProblem(allowed)).toEqual({
    path: Array.from({ length: 64 }, () => '0').join('.'),
    key: 'validation.control_characters',
  });
  const wide = Object.fromEntries(
    Array.from({ length: 100_000 }, (_, index) => [`k${index}`, 'v']),
  );
  expect(inputProblem({ ...wide, last: '\u0000' })).toEqual({
    path: 'last',
    key: 'validation.control_characters',
  });
});
