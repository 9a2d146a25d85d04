import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { buildConnector } from 'undici';
import type { AddressPolicy } from './address-policy.js';
import { ScrapeRefusedError } from './errors.js';

function wantedFamily(family: number | string | undefined): 0 | 4 | 6 {
  if (family === 4 || family === 'IPv4') return 4;
  if (family === 6 || family === 'IPv6') return 6;
  return 0;
}

function toAddressList(result: string | LookupAddress[], family?: number): LookupAddress[] {
  if (Array.isArray(result)) return result;
  return [{ address: result, family: family ?? isIP(result) }];
}

/**
 * Wraps a dns.lookup-compatible resolver so that the very lookup the socket performs is vetted:
 * it always resolves every address of the name (all families), refuses the connection if ANY
 * of them is disallowed by `policy`, and only then hands the vetted addresses to the socket.
 * There is no separate "check, then resolve again" step, so DNS rebinding has no gap to use.
 */
export function createSafeLookup(
  policy: AddressPolicy,
  baseLookup: LookupFunction = dnsLookup as LookupFunction,
): LookupFunction {
  return (hostname, options, callback) => {
    let answered = false;
    const answer: typeof callback = (...args) => {
      if (answered) return; // a misbehaving resolver must not answer twice
      answered = true;
      callback(...args);
    };
    const family = wantedFamily(options.family);
    baseLookup(hostname, { ...options, family: 0, all: true }, (err, result, resultFamily) => {
      if (err) {
        answer(err, []);
        return;
      }
      const addresses = toAddressList(result, resultFamily);
      if (addresses.some((entry) => !policy(entry.address))) {
        answer(new ScrapeRefusedError('ADDRESS_NOT_ALLOWED'), []);
        return;
      }
      const usable = addresses.filter((entry) => family === 0 || entry.family === family);
      const first = usable[0];
      if (first === undefined) {
        const notFound: NodeJS.ErrnoException = new Error(`No address found for ${hostname}`);
        notFound.code = 'ENOTFOUND';
        answer(notFound, []);
        return;
      }
      if (options.all) answer(null, usable);
      else answer(null, first.address, first.family);
    });
  };
}

export interface SafeConnectorOptions {
  policy: AddressPolicy;
  lookup?: LookupFunction;
  connectTimeoutMs: number;
}

/**
 * An undici connector that
 *  1. refuses literal-IP hosts the policy rejects (no DNS lookup happens for those),
 *  2. resolves names only through {@link createSafeLookup}, and
 *  3. as a last line of defence re-checks the socket's actual remote address once connected.
 */
export function createSafeConnector(options: SafeConnectorOptions): buildConnector.connector {
  const { policy, connectTimeoutMs } = options;
  const connect = buildConnector({
    lookup: createSafeLookup(policy, options.lookup),
    timeout: connectTimeoutMs,
  });
  return (connectOptions, callback) => {
    const { hostname } = connectOptions;
    if (isIP(hostname) !== 0 && !policy(hostname)) {
      callback(new ScrapeRefusedError('ADDRESS_NOT_ALLOWED'), null);
      return;
    }
    connect(connectOptions, (err, socket) => {
      if (err || !socket) {
        callback(err ?? new Error('Connection failed'), null);
        return;
      }
      const remote = socket.remoteAddress;
      if (remote === undefined || !policy(remote)) {
        socket.destroy();
        callback(new ScrapeRefusedError('ADDRESS_NOT_ALLOWED'), null);
        return;
      }
      callback(null, socket);
    });
  };
}
