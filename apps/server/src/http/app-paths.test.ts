import { describe, expect, it } from 'vitest';
import { UnsubscribeTokens } from '../modules/notifications/unsubscribe-tokens.js';
import { namesAFile } from './app-paths.js';

describe('namesAFile', () => {
  it('knows the files a web app serves, whatever the case or query', () => {
    for (const file of [
      '/favicon.png',
      '/assets/index-3f2a.js',
      '/assets/index-3f2a.CSS',
      '/robots.txt',
      '/manifest.webmanifest?v=2',
      '/sw.js',
    ]) {
      expect([file, namesAFile(file)]).toEqual([file, true]);
    }
  });

  it('leaves the app its addresses, with dots in their tokens or none', () => {
    for (const page of [
      '/dashboard',
      '/lists/4f0a',
      '/unsubscribe/NGYwMDA1OGQy.eNL7xU36Er30sHqePa5LHm7MVasaXwYUlPCTsPNgzV4',
      '/reset-password/a.b.c',
      '/share?url=https://shop.example/item.html',
      '/',
    ]) {
      expect([page, namesAFile(page)]).toEqual([page, false]);
    }
  });

  it('no unsubscribe token reads as a file, whichever user and kind it names', () => {
    const tokens = new UnsubscribeTokens('a secret for this test');
    for (let n = 0; n < 500; n += 1) {
      const token = tokens.tokenFor(`user-${n}`, n % 2 ? 'digest' : 'claimedChanged');
      expect(namesAFile(`/unsubscribe/${token}`)).toBe(false);
    }
  });
});
