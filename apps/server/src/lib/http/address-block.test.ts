import { expect, it } from 'vitest';
import { addressBlock } from './address-block';

it('keeps an IPv4 address whole', () => {
  expect(addressBlock('203.0.113.9')).toBe('203.0.113.9');
  expect(addressBlock('203.0.113.10')).not.toBe(addressBlock('203.0.113.9'));
});

it('counts every address of one IPv6 /64 as one, however it is written', () => {
  const block = '2001:db8:1:2::/64';
  expect(addressBlock('2001:db8:1:2::1')).toBe(block);
  expect(addressBlock('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe(block);
  expect(addressBlock('2001:db8:1:2:a:b:1.2.3.4')).toBe(block);
  expect(addressBlock('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  expect(addressBlock('::1')).toBe('0:0:0:0::/64');
});

it('takes an IPv4 address written in IPv6 as the IPv4 address', () => {
  expect(addressBlock('::ffff:203.0.113.9')).toBe('203.0.113.9');
});
