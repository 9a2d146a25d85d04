import { describe, expect, it } from 'vitest';
import { render } from './message.js';

describe('render', () => {
  it('in French, "de" before a name with a vowel sound is elided, in e-mails too', () => {
    const intro = (owner: string) =>
      render('fr', 'mail.reminder.intro', {
        list: 'Noël',
        owner,
        date: '24 décembre 2026',
        when: 'demain',
      });
    expect(intro('Anna')).toBe(
      'La liste de souhaits Noël d’Anna a pour date le 24 décembre 2026, c’est-à-dire demain.',
    );
    expect(intro('Ben')).toBe(
      'La liste de souhaits Noël de Ben a pour date le 24 décembre 2026, c’est-à-dire demain.',
    );
    // Other languages are left as they are.
    expect(
      render('en', 'mail.reminder.intro', {
        list: 'X',
        owner: 'Anna',
        date: 'May 1',
        when: 'soon',
      }),
    ).toBe('The date of Anna’s wish list X is May 1, soon.');
  });
});
