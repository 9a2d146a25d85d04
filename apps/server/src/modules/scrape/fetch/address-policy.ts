import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Decides whether the server may connect to an IP address. `true` = allowed. */
export type AddressPolicy = (address: string) => boolean;

/**
 * Global unicast IPv6 space (2000::/3). Everything outside it is either special-purpose
 * (e.g. IPv4-compatible ::a.b.c.d, discard 100::/64) or unallocated, and ipaddr.js reports
 * some of those as plain 'unicast', so IPv6 must also fall inside this block.
 */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');

/**
 * True when the address must not be fetched: anything ipaddr.js does not classify as plain
 * 'unicast' (loopback, RFC 1918 private, link-local incl. 169.254.169.254, CGNAT, multicast,
 * unspecified, broadcast, reserved/documentation/benchmarking, unique-local incl.
 * fd00:ec2::254, 6to4, Teredo, NAT64, ...). IPv4-mapped IPv6 (::ffff:a.b.c.d) is judged as
 * the IPv4 address it carries. Anything that is not a valid IP literal is blocked (fail closed).
 */
export function isBlockedAddress(address: string): boolean {
  if (isIP(address) === 0) return true;
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(address);
  } catch {
    return true;
  }
  if (parsed instanceof ipaddr.IPv6) {
    if (parsed.isIPv4MappedAddress()) return parsed.toIPv4Address().range() !== 'unicast';
    return parsed.range() !== 'unicast' || !parsed.match(GLOBAL_UNICAST_V6);
  }
  return parsed.range() !== 'unicast';
}

/** The production policy: only public unicast addresses. */
export const publicAddressesOnly: AddressPolicy = (address) => !isBlockedAddress(address);

/** Policy for `allowPrivate` (tests / local development only). */
export const anyAddress: AddressPolicy = () => true;
