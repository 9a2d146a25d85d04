import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixturesDir } from '../test/saved-pages.js';
import { detectBotWall } from './bot-wall.js';

const html = (title: string, body = ''): string =>
  `<html><head><title>${title}</title></head><body>${body}</body></html>`;

describe('detectBotWall', () => {
  it('spots Amazon robot checks', () => {
    expect(
      detectBotWall(
        html(
          'Robot Check',
          '<form action="/errors/validateCaptcha"><p>Enter the characters you see below</p></form>',
        ),
      ),
    ).toBe('bot-wall');
    expect(
      detectBotWall(html('Amazon.com', '<form action="/errors/validateCaptcha"></form>')),
    ).toBe('bot-wall');
  });

  it('spots Cloudflare challenges and "Attention Required"', () => {
    expect(detectBotWall(html('Just a moment...', '<div id="challenge-running"></div>'))).toBe(
      'bot-wall',
    );
    expect(detectBotWall(html('Attention Required! | Cloudflare'))).toBe('bot-wall');
    expect(detectBotWall(html('Shop', '<script>window._cf_chl_opt={}</script>'))).toBe('bot-wall');
  });

  it('spots captcha pages (PerimeterX, DataDome, small reCAPTCHA pages)', () => {
    expect(
      detectBotWall(html('Access to this page has been denied', '<div id="px-captcha"></div>')),
    ).toBe('bot-wall');
    expect(
      detectBotWall(
        html('shop.example', '<script src="https://geo.captcha-delivery.com/c.js"></script>'),
      ),
    ).toBe('bot-wall');
    expect(detectBotWall(html('Verify', '<div class="g-recaptcha" data-sitekey="x"></div>'))).toBe(
      'bot-wall',
    );
  });

  it('spots "Access Denied" pages', () => {
    expect(
      detectBotWall(
        html(
          'Access Denied',
          'You don\'t have permission to access "/p/1" on this server. Reference #18.1a2b.1700000000.abc',
        ),
      ),
    ).toBe('blocked');
  });

  it('uses the HTTP status', () => {
    expect(detectBotWall(html('Oops'), 404)).toBe('not-found');
    expect(detectBotWall(html('Oops'), 410)).toBe('not-found');
    expect(detectBotWall(html('Oops'), 503)).toBe('shop-error');
    expect(detectBotWall(html('Forbidden'), 403)).toBe('blocked');
    expect(detectBotWall(html('Robot Check'), 503)).toBe('shop-error');
    expect(detectBotWall(html('Robot Check'), 429)).toBe('bot-wall');
    expect(detectBotWall(html('Lamp'), 200)).toBeNull();
  });

  it('spots error pages served with 200', () => {
    expect(detectBotWall(html('404 Not Found'))).toBe('not-found');
    expect(detectBotWall(html('Page not found | Shop'))).toBe('not-found');
    expect(detectBotWall(html('502 Bad Gateway'))).toBe('shop-error');
  });

  it('leaves normal product pages alone, even with a captcha widget in a login box', () => {
    const product = html(
      'Desk Lamp | Shop',
      `<script type="application/ld+json">{"@type":"Product","name":"Lamp"}</script><div class="g-recaptcha"></div>${'x'.repeat(70_000)}`,
    );
    expect(detectBotWall(product)).toBeNull();
  });

  it('finds no wall in any real product page fixture', () => {
    const dir = fixturesDir();
    const files = readdirSync(dir).filter((f) => f.endsWith('.html'));
    expect(files.length).toBeGreaterThanOrEqual(60);
    const walls = files.filter(
      (f) => detectBotWall(readFileSync(path.join(dir, f), 'utf8')) !== null,
    );
    expect(walls).toEqual([]);
  });
});
