import { describe, expect, it } from 'vitest';
import { isBlockedAddress } from './address-policy.js';

const BLOCKED_V4 = [
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback'],
  ['10.0.0.1', 'private 10/8'],
  ['10.255.255.255', 'private 10/8'],
  ['172.16.0.1', 'private 172.16/12'],
  ['172.31.255.255', 'private 172.16/12'],
  ['192.168.1.1', 'private 192.168/16'],
  ['169.254.0.1', 'link-local'],
  ['169.254.169.254', 'cloud metadata'],
  ['100.64.0.1', 'CGNAT'],
  ['100.127.255.255', 'CGNAT'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.255', 'multicast'],
  ['0.0.0.0', 'unspecified'],
  ['0.1.2.3', 'this network 0/8'],
  ['255.255.255.255', 'broadcast'],
  ['240.0.0.1', 'reserved 240/4'],
  ['192.0.0.1', 'IETF protocol assignments'],
  ['192.0.2.1', 'documentation TEST-NET-1'],
  ['198.51.100.1', 'documentation TEST-NET-2'],
  ['203.0.113.1', 'documentation TEST-NET-3'],
  ['198.18.0.1', 'benchmarking'],
  ['192.88.99.1', '6to4 relay anycast'],
] as const;

const BLOCKED_V6 = [
  ['::1', 'loopback'],
  ['::', 'unspecified'],
  ['fe80::1', 'link-local'],
  ['febf:ffff::1', 'link-local (end of fe80::/10)'],
  ['fc00::1', 'unique-local'],
  ['fd12:3456:789a::1', 'unique-local'],
  ['fd00:ec2::254', 'AWS metadata'],
  ['ff02::1', 'multicast'],
  ['fec0::1', 'deprecated site-local'],
  ['::ffff:7f00:1', 'IPv4-mapped loopback, hex form'],
  ['::127.0.0.1', 'IPv4-compatible loopback'],
  ['::7f00:1', 'IPv4-compatible loopback, hex form'],
  ['::a00:1', 'IPv4-compatible private'],
  ['2002:7f00:1::', '6to4 embedding 127.0.0.1'],
  ['2002:c0a8:101::1', '6to4 embedding 192.168.1.1'],
  ['2002:a9fe:a9fe::', '6to4 embedding 169.254.169.254'],
  ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo'],
  ['2001::7f00:1', 'Teredo'],
  ['64:ff9b::127.0.0.1', 'NAT64 embedding loopback'],
  ['64:ff9b::a9fe:a9fe', 'NAT64 embedding metadata'],
  ['64:ff9b:1::a00:1', 'local-use NAT64'],
  ['2001:db8::1', 'documentation'],
  ['3fff::1', 'documentation (RFC 9637)'],
  ['100::1', 'discard'],
  ['4000::1', 'outside global unicast 2000::/3'],
] as const;

describe('isBlockedAddress', () => {
  it.each(BLOCKED_V4)('blocks IPv4 %s (%s)', (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each(BLOCKED_V4)('blocks IPv4-mapped ::ffff:%s (%s)', (address) => {
    expect(isBlockedAddress(`::ffff:${address}`)).toBe(true);
  });

  it.each(BLOCKED_V6)('blocks IPv6 %s (%s)', (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each([
    'localhost',
    '',
    'example.com',
    '2130706433',
    '0x7f000001',
    '127.1',
    '0177.0.0.1',
    '[::1]',
    '1.2.3.4.5',
  ])('fails closed on something that is not a canonical IP literal: %j', (value) => {
    expect(isBlockedAddress(value)).toBe(true);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '1.1.1.1',
    '11.0.0.1',
    '172.32.0.1',
    '192.169.0.1',
    '100.128.0.1',
    '169.255.0.1',
    '::ffff:93.184.216.34',
    '2606:4700::1111',
    '2a00:1450:4001:80e::200e',
    '2001:4860:4860::8888',
  ])('allows public unicast %s', (address) => {
    expect(isBlockedAddress(address)).toBe(false);
  });
});
