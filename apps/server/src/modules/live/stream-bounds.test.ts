import type { AuthResult } from '@wishlist/core';
import { LANGUAGES } from '@wishlist/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppError } from '../../errors.js';
import { translate } from '../../i18n/message.js';
import { dialectName } from '../../test/databases.js';
import { TestServer } from '../../test/harness.js';
import { SseReader } from '../../test/sse.js';
import { LIVE_LIMITS } from './service.js';
import { StreamBounds } from './stream-bounds.js';

/** The per-address cap in this suite: small, so that a few streams reach it. */
const PER_ADDRESS = 4;

const WORDS = {
  too_many_streams: {
    en: 'Too many live connections are open for this account. Close some tabs and try again.',
    de: 'Für dieses Konto sind zu viele Live-Verbindungen offen. Schließe einige Tabs und versuche es erneut.',
    fr: 'Trop de connexions en direct sont ouvertes pour ce compte. Fermez quelques onglets et réessayez.',
  },
  too_many_streams_here: {
    en: 'Too many live connections are open from your network. Close some tabs and try again.',
    de: 'Aus deinem Netzwerk sind zu viele Live-Verbindungen offen. Schließe einige Tabs und versuche es erneut.',
    fr: 'Trop de connexions en direct sont ouvertes depuis votre réseau. Fermez quelques onglets et réessayez.',
  },
} as const;

describe(`live streams: what one address and one account may hold (${dialectName})`, () => {
  let server: TestServer;
  const readers: SseReader[] = [];

  beforeAll(async () => {
    // Behind a trusted proxy, so each test's client address is the one it names.
    server = await TestServer.start({
      TRUST_PROXY: '1',
      LIVE_STREAMS_PER_ADDRESS: String(PER_ADDRESS),
    });
  });
  afterEach(() => {
    for (const reader of readers.splice(0)) reader.close();
  });
  afterAll(() => server.stop());

  const open = async (who: AuthResult, from: string, language = 'en') => {
    const headers = { 'x-forwarded-for': from, 'accept-language': language };
    const reader = await SseReader.open(server.baseUrl, '/api/me/events', who.token, headers);
    readers.push(reader);
    return reader;
  };
  const refusedWith = async (reader: Promise<SseReader & { body?: object }>) => {
    const answer = await reader;
    return { status: answer.status, retry: answer.headers.get('retry-after'), ...answer.body };
  };

  it('refuses a stream past the address cap, for any account, saying so in three languages', async () => {
    const [ann, bob, cid] = [await server.user(), await server.user(), await server.user()];
    const from = '203.0.113.7';
    // Two accounts fill the address.
    for (let n = 0; n < PER_ADDRESS; n++)
      expect((await open(n % 2 ? ann : bob, from)).status).toBe(200);
    for (const language of ['en', 'de', 'fr'] as const)
      expect(await refusedWith(open(cid, from, language))).toEqual({
        status: 429,
        retry: '30',
        code: 'too_many_streams_here',
        message: WORDS.too_many_streams_here[language],
      });
    // Another address is not refused, nor the same accounts from it.
    expect((await open(cid, '203.0.113.8')).status).toBe(200);
    expect((await open(ann, '203.0.113.8')).status).toBe(200);
    // A closed stream frees its place.
    readers[0]!.close();
    await readers[0]!.until(() => server.services.live.size(bob.user.id) === 1, 2000, 'close');
    expect((await open(cid, from)).status).toBe(200);
  });

  it('refuses the account past its cap before its address, whatever address it comes from', async () => {
    const dan = await server.user();
    for (let n = 0; n < LIVE_LIMITS.perAccount; n++)
      expect((await open(dan, `198.51.100.${n + 1}`)).status).toBe(200);
    // A full address too: the account's reason comes first, as it is the narrower.
    for (const language of ['en', 'de', 'fr'] as const)
      expect(await refusedWith(open(dan, '198.51.100.1', language))).toEqual({
        status: 429,
        retry: '30',
        code: 'too_many_streams',
        message: WORDS.too_many_streams[language],
      });
    expect(server.services.live.size(dan.user.id)).toBe(LIVE_LIMITS.perAccount);
  });

  it('ends a stream whose time is up at the heartbeat, by the clock, with no timer of its own', async () => {
    const eve = await server.user();
    const reader = await open(eve, '192.0.2.1');
    expect(reader.status).toBe(200);
    await server.services.live.ping();
    expect(reader.ended).toBe(false);
    const { clock } = server.services;
    clock.set(new Date(clock.now().getTime() + LIVE_LIMITS.lifetimeMs * 1.2));
    try {
      await server.services.live.ping();
      await reader.until(() => reader.ended, 2000, 'end of the stream');
      expect(server.services.live.size(eve.user.id)).toBe(0);
    } finally {
      clock.set(new Date(Date.now()));
    }
  });
});

describe('the process cap', () => {
  it('refuses past the process cap with its own reason, after the narrower ones', () => {
    const bounds = new StreamBounds({ perAccount: 2, perAddress: 2, perProcess: 4 });
    const attempt = (account: string, address: string) => {
      try {
        return bounds.take(account, address);
      } catch (error) {
        return error as AppError;
      }
    };
    const first = attempt('a', '1');
    const others = [attempt('a', '2'), attempt('b', '1'), attempt('c', '3')];
    expect([first, ...others].map((taken) => typeof taken)).toEqual(Array(4).fill('function'));
    expect(bounds.size()).toBe(4);
    expect((attempt('a', '4') as AppError).code).toBe('too_many_streams');
    expect((attempt('d', '1') as AppError).code).toBe('too_many_streams_here');
    const full = attempt('d', '9') as AppError;
    expect([full.status, full.code, full.headers['retry-after']]).toEqual([
      429,
      'streams_full',
      '30',
    ]);
    expect(LANGUAGES.map((language) => translate(language, full.text))).toEqual([
      'The server has as many live connections open as it can hold. This page still works; it will update again in a moment.',
      'Der Server hat so viele Live-Verbindungen offen, wie er halten kann. Diese Seite funktioniert weiter; sie aktualisiert sich gleich wieder.',
      'Le serveur a autant de connexions en direct ouvertes qu’il peut en tenir. Cette page fonctionne toujours\u00a0; elle se mettra à jour dans un instant.',
    ]);
    // A place given back (twice counts once) is a place to take.
    (first as () => void)();
    (first as () => void)();
    expect(bounds.size()).toBe(3);
    expect(typeof attempt('d', '9')).toBe('function');
    expect((attempt('e', '8') as AppError).code).toBe('streams_full');
  });
});
