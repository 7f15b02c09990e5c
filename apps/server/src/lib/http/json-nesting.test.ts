import { expect, it } from 'vitest';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from './json-nesting';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

it('counts the nesting of lists and objects up to the limit, and refuses one more', () => {
  expect(jsonNestsDeeperThan(nested(MAX_JSON_DEPTH))).toBe(false);
  expect(jsonNestsDeeperThan(nested(MAX_JSON_DEPTH + 1))).toBe(true);
  expect(jsonNestsDeeperThan(`{"a":${nested(MAX_JSON_DEPTH - 1)}}`)).toBe(false);
  expect(jsonNestsDeeperThan(`{"a":{"b":${nested(MAX_JSON_DEPTH - 1)}}}`)).toBe(true);
  expect(jsonNestsDeeperThan(nested(100_000))).toBe(true);
});

it('does not count brackets inside strings, escaped quotes included', () => {
  expect(jsonNestsDeeperThan(JSON.stringify({ note: '['.repeat(1000) }))).toBe(false);
  expect(jsonNestsDeeperThan(JSON.stringify({ note: `a"\\${'{'.repeat(1000)}` }))).toBe(false);
  expect(jsonNestsDeeperThan(`["\\\\",${nested(MAX_JSON_DEPTH)}]`)).toBe(true);
});

it('measures lists side by side by their own depth, not their sum', () => {
  expect(jsonNestsDeeperThan(`[${Array.from({ length: 1000 }, () => nested(10)).join(',')}]`)).toBe(
    false,
  );
});
