import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** RATE_LIMIT_IPV6_PREFIX's default: the /64 a home or a phone is given as one subscriber. */
export const DEFAULT_IPV6_PREFIX = 64;

/**
 * Who a client is for a per-address limit. An IPv4 address counts as itself, and so does an
 * IPv4-mapped IPv6 one (`::ffff:192.0.2.1` is `192.0.2.1`). An IPv6 address counts as its
 * network of `ipv6Prefix` bits (`2001:db8:1:2::/64`): one subscriber is handed a whole /64 (or
 * more) and picks addresses in it at will, so counting each address would give them a new
 * allowance per request. Anything that is not an IP address as Node writes one (an account's
 * id, which some limits count by) is kept as it is.
 */
export function clientAddressGroup(address: string, ipv6Prefix: number): string {
  const parsed = isIP(address) === 0 ? undefined : parseAddress(address);
  if (!parsed) return address;
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const bytes = parsed.toByteArray();
  for (let index = 0; index < bytes.length; index++) {
    const kept = Math.min(Math.max(ipv6Prefix - index * 8, 0), 8);
    bytes[index] = (bytes[index] ?? 0) & ((0xff << (8 - kept)) & 0xff);
  }
  return `${ipaddr.fromByteArray(bytes).toString()}/${ipv6Prefix}`;
}

function parseAddress(address: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  try {
    return ipaddr.process(address);
  } catch {
    return undefined; // Node and ipaddr.js disagreeing on an odd zone id: kept as written
  }
}
