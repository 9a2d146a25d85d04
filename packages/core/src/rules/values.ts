/**
 * Putting values into a translated message. The message is formatted with a marker from
 * Unicode's private use area in each value's place, and the values go in last: text a person
 * wrote (a list's name) comes out exactly as written, and the words just before a value can
 * still be fitted to it, as French elides "de Anna" to "d’Anna".
 */

const MARKER = /\uE000(\d+)\uE001/g;

/** What stands in the message for the value numbered `n` until `fillValues`. */
export const valueMarker = (n: number): string => `\uE000${n}\uE001`;

/** "de" or "que" (any case) as a word, then a space and a value's marker. */
const ELIDABLE = /(?<![\p{L}\p{N}’'-])(de|que) (?=\uE000(\d+)\uE001)/giu;

/**
 * Words beginning with an aspirated h, before which French keeps "de" ("de Hollande", "de
 * housse"): the common ones a list, an item or a name may begin with. Before any other h (mute:
 * "d’Hélène", "d’Hugo", "d’horloge") French elides.
 */
const ASPIRATED_H =
  /^h(?:aie|aine|all|amac|ambourg|amburg|amster|and|anche|ang|ar|asard|ache|aut|ibou|ockey|ollan|omard|ongr|ors|otte|ousse|ublot|uit|urle|érisson|éros(?![a-zà-ÿ])|être)/i;

/** Whether French elides "de" or "que" before `value`: it begins with a vowel sound. */
export function frenchElides(value: string): boolean {
  // A value made HTML (a name in bold) is read from its first letter.
  const text = value.replace(/^(?:<[^>]*>)+/, '').normalize('NFC');
  if (/^[aeiouàâäéèêëîïôöùûüœæ]/i.test(text)) return true;
  // Y sounds a vowel before a consonant ("d’Yves"), not before a vowel ("de Yann", "de yaourt").
  if (/^y[^aeiouàâäéèêëîïôöùûüœæ]/i.test(text)) return true;
  return /^h/i.test(text) && !ASPIRATED_H.test(text);
}

/** "de" → "d’", "Que" → "Qu’", keeping the case of the word written. */
function elided(word: string): string {
  return `${word.slice(0, -1)}’`;
}

/**
 * `words`, a message formatted with `valueMarker`s, with `values` in their places. In French,
 * "de" and "que" before a value beginning with a vowel sound are elided: "la liste d’Anna",
 * "la liste de Ben", "en tant qu’anna@example.com".
 */
export function fillValues(words: string, values: readonly string[], language: string): string {
  const fitted =
    language === 'fr'
      ? words.replace(ELIDABLE, (word: string, _article: string, n: string) =>
          frenchElides(values[Number(n)] ?? '') ? elided(word.trimEnd()) : word,
        )
      : words;
  return fitted.replace(MARKER, (_, n: string) => values[Number(n)] ?? '');
}
