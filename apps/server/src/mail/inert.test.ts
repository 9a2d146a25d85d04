import { describe, expect, it } from 'vitest';
import { inert } from './inert.js';

/**
 * The text as a link finder could read it, worked out here apart from the code under test: NFKC,
 * the ideographic full stops as dots, invisible characters gone.
 */
const asRead = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/\u3002/gu, '.')
    .replace(/\p{Default_Ignorable_Code_Point}/gu, '');

/** Whether the text, so read, still holds a host name or a scheme's `://`. */
const linkable = (text: string) =>
  /[\p{L}\p{N}]\.\p{L}{2}/u.test(asRead(text)) || asRead(text).includes('://');

describe('inert text in e-mails', () => {
  it('brackets a web address written with plain dots, as before', () => {
    expect(inert('Claim your prize at https://prize.example/win now')).toBe(
      'Claim your prize at https[:]//prize[.]example/win now',
    );
    expect(inert('Win at prize.example')).toBe('Win at prize[.]example');
  });

  // Each character some program reads as a dot: the URL standard's (IDNA) and NFKC's.
  const dots = {
    'U+3002 ideographic full stop': '\u3002',
    'U+FF0E full-width full stop': '\uFF0E',
    'U+FF61 half-width ideographic full stop': '\uFF61',
    'U+FE52 small full stop': '\uFE52',
    'U+2024 one dot leader': '\u2024',
  };
  for (const [name, dot] of Object.entries(dots)) {
    it(`treats ${name} as a dot`, () => {
      const sent = inert(`Win at prize${dot}example${dot}com`);
      expect(linkable(sent), sent).toBe(false);
      expect(sent).toBe('Win at prize[.]example[.]com');
    });
  }

  it('is right that a URL parser reads 。 ． ｡ as dots, and drops a soft hyphen', () => {
    for (const dot of ['\u3002', '\uFF0E', '\uFF61'])
      expect(new URL(`http://prize${dot}example/`).hostname).toBe('prize.example');
    expect(new URL('http://pri\u00ADze.example/').hostname).toBe('prize.example');
  });

  it('sees through invisible characters, full-width letters and look-alike colons and slashes', () => {
    for (const written of [
      'prize\u00AD.example',
      'prize.\u200Bexample',
      'prize\uFE0F.ex\u2060ample',
      '\uFF50\uFF52\uFF49\uFF5A\uFF45\uFF0E\uFF45\uFF58\uFF41\uFF4D\uFF50\uFF4C\uFF45',
      'https\uFF1A\uFF0F\uFF0Fprize',
      'prize\u2488example',
    ]) {
      const sent = inert(written);
      expect(linkable(written), written).toBe(true);
      expect(linkable(sent), sent).toBe(false);
    }
    expect(inert('prize\u2488example')).toBe('prize1[.]example');
    expect(inert('https\uFF1A\uFF0F\uFF0Fprize')).toBe('https[:]\uFF0F\uFF0Fprize');
  });

  it('leaves text that holds no address as it was written', () => {
    for (const text of [
      'Anna’s birthday',
      'Mr. Smith',
      'Geburtstag 2025: Fahrrad, Helm',
      '誕生日のリスト',
      'ﬁne ½ ①',
      'Family 👨\u200D👩\u200D👧',
    ])
      expect(inert(text)).toBe(text);
  });
});
