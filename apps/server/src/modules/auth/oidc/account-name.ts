import { LIMITS, personNameField, toAllowedText } from '@wishlist/core';

/**
 * The name a new account made through the provider starts with: the provider's `name`, else its
 * `given_name`, else the e-mail's local part, else the whole address; the first that makes a
 * name under the spec's rules (2 to 50 characters, one line, nothing the text rules refuse)
 * once cut to 50 characters and cleaned. The person can change it on the profile page.
 */
export function accountName(
  claims: { name: string | undefined; givenName: string | undefined },
  email: string,
): string {
  const candidates = [claims.name, claims.givenName, email.split('@')[0], email];
  for (const candidate of candidates) {
    if (!candidate) continue;
    const cleaned = toAllowedText(candidate.replace(/\s+/g, ' '), 'line', LIMITS.nameMax);
    const parsed = personNameField.safeParse(cleaned);
    if (parsed.success) return parsed.data;
  }
  // Not reached: an address that passed the e-mail rules is a name too.
  return email.slice(0, LIMITS.nameMax);
}
