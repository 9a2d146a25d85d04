import { describe, expect, it } from 'vitest';
import { charsetFromContentType, decodeHtml, detectEncoding, sniffMetaCharset } from './decode.js';

const ascii = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

describe('charsetFromContentType', () => {
  it.each([
    ['text/html; charset=windows-1252', 'windows-1252'],
    ['text/html;charset="Shift_JIS"', 'Shift_JIS'],
    ['text/html; foo=bar; CHARSET = euc-jp ', 'euc-jp'],
    ['text/html', undefined],
    [undefined, undefined],
  ])('%j → %j', (header, expected) => {
    expect(charsetFromContentType(header)).toBe(expected);
  });
});

describe('sniffMetaCharset', () => {
  it('reads <meta charset>', () => {
    expect(sniffMetaCharset(ascii('<html><head><meta charset="shift_jis">'))).toBe('shift_jis');
    expect(sniffMetaCharset(ascii("<META CHARSET='gbk' />"))).toBe('gbk');
  });

  it('reads <meta http-equiv="Content-Type">', () => {
    const html = '<meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-2">';
    expect(sniffMetaCharset(ascii(html))).toBe('ISO-8859-2');
  });

  it('only looks at the first 2 KB', () => {
    const html = `<html>${' '.repeat(2100)}<meta charset="gbk">`;
    expect(sniffMetaCharset(ascii(html))).toBeUndefined();
  });
});

describe('detectEncoding / decodeHtml', () => {
  it('prefers the header over <meta>', () => {
    expect(detectEncoding(ascii('<meta charset="gbk">'), 'text/html; charset=euc-jp')).toBe(
      'euc-jp',
    );
  });

  it('falls back to <meta> when the header label is unknown, then to UTF-8', () => {
    expect(detectEncoding(ascii('<meta charset="gbk">'), 'text/html; charset=bogus')).toBe('gbk');
    expect(detectEncoding(ascii('<meta charset="bogus">'), 'text/html; charset=nope')).toBe(
      'utf-8',
    );
    expect(detectEncoding(ascii('<p>hi</p>'))).toBe('utf-8');
  });

  it('treats a <meta> claiming UTF-16 as UTF-8', () => {
    expect(detectEncoding(ascii('<meta charset="utf-16">'))).toBe('utf-8');
  });

  it('lets a byte-order mark win and strips it', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from('<p>café</p>')]);
    expect(detectEncoding(bytes, 'text/html; charset=windows-1252')).toBe('utf-8');
    expect(decodeHtml(bytes, 'text/html; charset=windows-1252')).toBe('<p>café</p>');
  });

  it('decodes windows-1252 and Shift_JIS', () => {
    const cp1252 = new Uint8Array([0x43, 0x61, 0x66, 0xe9, 0x20, 0x96, 0x20, 0x80]);
    expect(decodeHtml(cp1252, 'text/html; charset=windows-1252')).toBe('Café – €');
    const sjis = new Uint8Array([
      ...ascii('<meta charset="Shift_JIS">'),
      ...[0x82, 0xb1, 0x82, 0xf1, 0x82, 0xc9, 0x82, 0xbf, 0x82, 0xcd],
    ]);
    expect(decodeHtml(sjis, 'text/html')).toBe('<meta charset="Shift_JIS">こんにちは');
  });
});

describe('windows-1252 (Node 20 TextDecoder decodes it as Latin-1; we must not)', () => {
  it('maps every byte 0x80–0x9F like the WHATWG table, whatever the label', () => {
    const bytes = new Uint8Array([
      0x80, 0x85, 0x8a, 0x91, 0x92, 0x93, 0x94, 0x96, 0x97, 0x99, 0x9f,
    ]);
    for (const label of ['windows-1252', 'iso-8859-1', 'latin1', 'us-ascii']) {
      expect(decodeHtml(bytes, `text/html; charset=${label}`)).toBe('€…Š‘’“”–—™Ÿ');
    }
    expect(decodeHtml(new Uint8Array([0x81, 0x8d, 0xa0, 0xff]), 'text/html; charset=cp1252')).toBe(
      '\u0081\u008d\u00a0ÿ',
    );
  });
});
