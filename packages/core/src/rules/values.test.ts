import { describe, expect, it } from 'vitest';
import { fillValues, frenchElides, valueMarker } from './values.js';

const marked = (words: string) => words.replace('{}', valueMarker(0));

describe('fillValues', () => {
  it('puts each value in its place, as written', () => {
    const words = `${valueMarker(0)} & ${valueMarker(1)}`;
    expect(fillValues(words, ['<b>A</b>', '$1'], 'en')).toBe('<b>A</b> & $1');
  });

  it('in French, "de" and "que" before a vowel sound are elided; before a consonant kept', () => {
    const list = marked('Une liste de souhaits de {}');
    expect(fillValues(list, ['Anna'], 'fr')).toBe('Une liste de souhaits d’Anna');
    expect(fillValues(list, ['Ben'], 'fr')).toBe('Une liste de souhaits de Ben');
    expect(fillValues(list, ['Élodie'], 'fr')).toBe('Une liste de souhaits d’Élodie');
    expect(fillValues(marked('De {} · 3 articles'), ['Yves'], 'fr')).toBe('D’Yves · 3 articles');
    expect(fillValues(marked('en tant que {}'), ['anna@example.test'], 'fr')).toBe(
      'en tant qu’anna@example.test',
    );
    // Only a whole "de" or "que", and only in French.
    expect(fillValues(marked('Monde {}'), ['Anna'], 'fr')).toBe('Monde Anna');
    expect(fillValues(marked('de {}'), ['Anna'], 'en')).toBe('de Anna');
  });

  it('knows a mute h from an aspirated one, and y before a vowel', () => {
    expect(
      ['Hélène', 'Hugo', 'horloge', 'Irène', 'Œuvre', 'Yves', 'ukulélé'].map(frenchElides),
    ).toEqual([true, true, true, true, true, true, true]);
    expect(
      ['Ben', 'Hamac', 'haut-parleur', 'Héros', 'Yann', 'yaourt', '2 tasses', ''].map(frenchElides),
    ).toEqual([false, false, false, false, false, false, false, false]);
    // A value made HTML is read from its first letter.
    expect(frenchElides('<strong>Anna</strong>')).toBe(true);
  });
});
