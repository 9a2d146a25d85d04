import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { clientAddressGroup } from './address-group.js';

describe('clientAddressGroup: who a client address is for per-address limits', () => {
  it('groups IPv6 addresses by their /64, however they are written', () => {
    const group = '2001:db8:1:2::/64';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:db8:1:2:aaaa:bbbb:cccc:dddd',
      '2001:DB8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:db8:1:2:0:0:0:0',
    ])
      expect(clientAddressGroup(address, 64), address).toBe(group);
    expect(clientAddressGroup('2001:db8:1:3::1', 64)).toBe('2001:db8:1:3::/64');
    expect(clientAddressGroup('fe80::1%eth0', 64)).toBe('fe80::/64');
  });

  it('takes other prefix lengths, cutting inside a byte too', () => {
    expect(clientAddressGroup('2001:db8:1:2::1', 48)).toBe('2001:db8:1::/48');
    expect(clientAddressGroup('2001:db8:1:2ff::1', 56)).toBe('2001:db8:1:200::/56');
    expect(clientAddressGroup('2001:db8:1:2ff::1', 60)).toBe('2001:db8:1:2f0::/60');
    expect(clientAddressGroup('2001:db8:1:2::1', 128)).toBe('2001:db8:1:2::1/128');
  });

  it('counts an IPv4 address, and an IPv4-mapped IPv6 one, as the IPv4 address', () => {
    expect(clientAddressGroup('192.0.2.1', 64)).toBe('192.0.2.1');
    expect(clientAddressGroup('::ffff:192.0.2.1', 64)).toBe('192.0.2.1');
    expect(clientAddressGroup('::FFFF:c000:0201', 64)).toBe('192.0.2.1');
    expect(clientAddressGroup('192.0.2.2', 64)).toBe('192.0.2.2');
  });

  it('keeps anything that is no IP address as it is (an account id, a fake client)', () => {
    for (const key of [
      '5f1c2d3e4a5b6c7d8e9f0a1b',
      'nonsense',
      '',
      '1::2:3:4:5:6:7:8',
      '3232235777',
    ])
      expect(clientAddressGroup(key, 64)).toBe(key);
  });
});

describe('RATE_LIMIT_IPV6_PREFIX in the config', () => {
  it('is 64 unless set, and takes 32 to 128', () => {
    expect(loadConfig({}).rateLimitIpv6Prefix).toBe(64);
    expect(loadConfig({ RATE_LIMIT_IPV6_PREFIX: '56' }).rateLimitIpv6Prefix).toBe(56);
    expect(loadConfig({ RATE_LIMIT_IPV6_PREFIX: '128' }).rateLimitIpv6Prefix).toBe(128);
  });

  it('refuses anything else, saying what it takes', () => {
    for (const bad of ['0', '16', '129', '64.5', 'sixty-four'])
      expect(() => loadConfig({ RATE_LIMIT_IPV6_PREFIX: bad }), bad).toThrow(
        /RATE_LIMIT_IPV6_PREFIX: .* must be a whole number from 32 to 128/,
      );
  });
});
