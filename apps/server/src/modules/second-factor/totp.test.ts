import { expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchingStep, otpauthUri, stepAt, totpAt } from './totp';

// RFC 6238's SHA-1 seed, and RFC 4226's.
const seed = Buffer.from('12345678901234567890');

it("gives RFC 6238's SHA-1 test values, as their last six digits", () => {
  // Appendix B: 94287082, 07081804, 14050471, 89005924, 69279037, 65353130 (eight digits).
  expect(totpAt(seed, 59_000)).toBe('287082');
  expect(totpAt(seed, 1_111_111_109_000)).toBe('081804');
  expect(totpAt(seed, 1_111_111_111_000)).toBe('050471');
  expect(totpAt(seed, 1_234_567_890_000)).toBe('005924');
  expect(totpAt(seed, 2_000_000_000_000)).toBe('279037');
  expect(totpAt(seed, 20_000_000_000_000)).toBe('353130');
});

it("gives RFC 4226's HOTP test values", () => {
  expect([0, 1, 2, 9].map((counter) => hotp(seed, counter))).toEqual([
    '755224',
    '287082',
    '359152',
    '520489',
  ]);
});

it('reads back what it writes in base32, ignoring case, spaces and padding', () => {
  expect(base32Encode(seed)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq==')).toEqual(seed);
  expect(() => base32Decode('GEZ1')).toThrow();
});

it('accepts a code of the step before or after now, and no further', () => {
  const now = 1_234_567_890_000;
  const step = stepAt(now);
  expect(matchingStep(seed, hotp(seed, step - 1), { now, afterStep: null })).toBe(step - 1);
  expect(matchingStep(seed, hotp(seed, step + 1), { now, afterStep: null })).toBe(step + 1);
  expect(matchingStep(seed, hotp(seed, step - 2), { now, afterStep: null })).toBeNull();
});

it('never accepts a step at or before the last one used', () => {
  const now = 1_234_567_890_000;
  const step = stepAt(now);
  expect(matchingStep(seed, hotp(seed, step), { now, afterStep: step })).toBeNull();
  expect(matchingStep(seed, hotp(seed, step), { now, afterStep: step - 1 })).toBe(step);
  expect(matchingStep(seed, '12345', { now, afterStep: null })).toBeNull();
});

it('writes an otpauth URI an authenticator app reads', () => {
  const uri = new URL(otpauthUri({ secret: seed, issuer: 'Jothidam', account: '+919840400001' }));
  expect(uri.protocol).toBe('otpauth:');
  expect(uri.host).toBe('totp');
  expect(decodeURIComponent(uri.pathname)).toBe('/Jothidam:+919840400001');
  expect(Object.fromEntries(uri.searchParams)).toEqual({
    secret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ',
    issuer: 'Jothidam',
    algorithm: 'SHA1',
    digits: '6',
    period: '30',
  });
});
