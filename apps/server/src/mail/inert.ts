/**
 * Text a user wrote (a list's name, their own name), made inert for an e-mail: what reads as a
 * web address gets its dots bracketed ("example[.]com", "https[:]//…"), so mail programs do not
 * turn it into a link. Invitations carry these names to people who did not ask for them; they
 * must not carry someone's advert.
 *
 * Addresses are looked for in the text as a program reading it for links could see it, not as it
 * is spelled: each character folded by NFKC (full-width letters, `．` `﹒` `․` to a dot, `⒈` to
 * "1."), the URL standard's IDNA mapping of the ideographic full stops (`。`, and `｡` which NFKC
 * makes `。`), and without the invisible characters a URL parser drops inside a host (soft
 * hyphen, zero-width space, joiners, variation selectors). What is found is bracketed in the text
 * as written; the rest stays as the person wrote it.
 */

/** A dot between a letter or digit and two letters: where host names have theirs. */
const HOST_DOT = /(?<=[\p{L}\p{N}])\.(?=\p{L}{2})/gu;
const SCHEME_COLON = /:(?=\/\/)/g;
const IDEOGRAPHIC_FULL_STOP = /\u3002/g;
const INVISIBLE = /^\p{Default_Ignorable_Code_Point}$/u;

/** One character as a program looking for links could read it (often itself, maybe nothing). */
function folded(char: string): string {
  if (INVISIBLE.test(char)) return '';
  return char.normalize('NFKC').replace(IDEOGRAPHIC_FULL_STOP, '.');
}

export function inert(text: string): string {
  const chars = [...text];
  const pieces = chars.map(folded);
  // Which character of the text each unit of the folded text comes from, and where in its piece.
  const from: Array<{ char: number; at: number }> = [];
  for (const [char, piece] of pieces.entries())
    for (let at = 0; at < piece.length; at++) from.push({ char, at });
  const seen = pieces.join('');
  const found = new Map<number, Set<number>>();
  for (const pattern of [SCHEME_COLON, HOST_DOT]) {
    for (const match of seen.matchAll(pattern)) {
      const { char, at } = from[match.index]!;
      found.set(char, (found.get(char) ?? new Set()).add(at));
    }
  }
  if (found.size === 0) return text;
  let inertText = '';
  for (const [n, char] of chars.entries()) {
    const marks = found.get(n);
    const piece = pieces[n]!;
    if (!marks) inertText += char;
    // The character as read, its dot or colon in brackets: "。" is "[.]", "⒈" is "1[.]".
    else
      for (let at = 0; at < piece.length; at++)
        inertText += marks.has(at) ? `[${piece[at]}]` : piece[at];
  }
  return inertText;
}
