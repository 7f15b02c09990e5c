import { createHash } from 'node:crypto';

/** A value with its object keys in order and its bytes as their SHA-256, so equal requests give equal text. */
function canonical(value: unknown): unknown {
  if (value instanceof Uint8Array)
    return { sha256: createHash('sha256').update(value).digest('hex'), bytes: value.length };
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    const record = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(record)
        .filter((key) => record[key] !== undefined)
        .sort()
        .map((key) => [key, canonical(record[key])]),
    );
  }
  return value;
}

/**
 * SHA-256 of what a request asks for (its target and its body, file bytes included), whatever
 * the order of its fields: the same key with another request is told apart by it.
 */
export function requestHash(request: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(request)) ?? 'null')
    .digest('hex');
}
