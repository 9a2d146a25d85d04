import type { LookupAddress } from 'node:dns';
import type { AddressInfo, LookupFunction } from 'node:net';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { publicAddressesOnly } from './address-policy.js';
import { ScrapeRefusedError } from './errors.js';
import { parseTargetUrl } from './fetch-page.js';
import { createSafeConnector, createSafeLookup } from './safe-lookup.js';

const answering =
  (addresses: string[]): LookupFunction =>
  (_hostname, _options, callback) =>
    callback(
      null,
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    );

function callLookup(lookup: LookupFunction, all: boolean, family = 0) {
  return new Promise<{ err: Error | null; result: string | LookupAddress[]; family?: number }>(
    (resolve) =>
      lookup('shop.test', { all, family }, (err, result, fam) =>
        resolve({ err, result, family: fam }),
      ),
  );
}

describe('createSafeLookup', () => {
  it('hands vetted public addresses to the socket, in both calling styles', async () => {
    const lookup = createSafeLookup(
      publicAddressesOnly,
      answering(['93.184.216.34', '2606:4700::1111']),
    );
    expect(await callLookup(lookup, true)).toMatchObject({
      err: null,
      result: [
        { address: '93.184.216.34', family: 4 },
        { address: '2606:4700::1111', family: 6 },
      ],
    });
    expect(await callLookup(lookup, false)).toMatchObject({ result: '93.184.216.34', family: 4 });
    expect(await callLookup(lookup, false, 6)).toMatchObject({
      result: '2606:4700::1111',
      family: 6,
    });
  });

  it('vets every family even when the socket asks for one', async () => {
    const lookup = createSafeLookup(publicAddressesOnly, answering(['93.184.216.34', '::1']));
    const { err } = await callLookup(lookup, false, 4);
    expect(err).toBeInstanceOf(ScrapeRefusedError);
    expect(err).toMatchObject({ code: 'ADDRESS_NOT_ALLOWED' });
  });

  it('copes with a resolver that ignores all:true and answers one string', async () => {
    const single: LookupFunction = (_h, _o, callback) => callback(null, '10.0.0.1', 4);
    const { err } = await callLookup(createSafeLookup(publicAddressesOnly, single), true);
    expect(err).toMatchObject({ code: 'ADDRESS_NOT_ALLOWED' });
  });

  it('treats an empty answer as not found', async () => {
    const { err } = await callLookup(createSafeLookup(publicAddressesOnly, answering([])), true);
    expect(err).toMatchObject({ code: 'ENOTFOUND' });
  });
});

describe('createSafeConnector', () => {
  it('refuses a blocked literal IP without opening a connection', async () => {
    let connections = 0;
    const server = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = String((server.address() as AddressInfo).port);
    const connect = createSafeConnector({ policy: publicAddressesOnly, connectTimeoutMs: 1000 });
    for (const hostname of ['127.0.0.1', '::ffff:127.0.0.1']) {
      const err = await new Promise<Error | null>((resolve) =>
        connect({ hostname, protocol: 'http:', port }, (error, socket) => {
          socket?.destroy();
          resolve(error);
        }),
      );
      expect(err).toMatchObject({ code: 'ADDRESS_NOT_ALLOWED' });
    }
    await new Promise((resolve) => server.close(resolve));
    expect(connections).toBe(0);
  });
});

describe('parseTargetUrl', () => {
  it('refuses blocked literal IPs itself, before any dispatcher is involved', () => {
    for (const url of ['http://127.1/', 'http://[::ffff:10.0.0.1]/', 'https://0x7f000001/']) {
      expect(() => parseTargetUrl(url, publicAddressesOnly)).toThrow(
        expect.objectContaining({ code: 'ADDRESS_NOT_ALLOWED' }),
      );
    }
  });

  it('resolves a relative redirect and drops the fragment', () => {
    const base = new URL('https://shop.example/a/b?q=1');
    expect(parseTargetUrl('../c#top', publicAddressesOnly, base).href).toBe(
      'https://shop.example/c',
    );
    expect(() => parseTargetUrl('http://[bad', publicAddressesOnly, base)).toThrow(
      expect.objectContaining({ code: 'FETCH_FAILED' }),
    );
  });
});
