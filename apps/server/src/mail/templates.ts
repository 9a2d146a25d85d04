export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (a notification's `List-Unsubscribe`), kept with the message in the queue. */
  headers?: Record<string, string>;
}

export const PRODUCT = 'Wishlist';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A dot between a letter or digit and two letters: where host names have theirs. */
const HOST_DOT = /(?<=[\p{L}\p{N}])\.(?=\p{L}{2})/gu;

/**
 * Text a user wrote (a list's name, their own name), made inert for an e-mail: what reads as a
 * web address gets its dots bracketed ("example[.]com", "https[:]//…"), so mail programs do not
 * turn it into a link. Invitations carry these names to people who did not ask for them; they
 * must not carry someone's advert.
 */
export function inert(text: string): string {
  return text.replaceAll('://', '[:]//').replace(HOST_DOT, '[.]');
}

/** A paragraph of HTML, or a bulleted list of HTML lines. */
export type MailBlock = string | { list: string[] };

const block = (b: MailBlock) =>
  typeof b === 'string'
    ? `<p style="margin:0 0 16px">${b}</p>`
    : `<ul style="margin:0 0 16px;padding-left:20px">${b.list.map((line) => `<li>${line}</li>`).join('')}</ul>`;

/** The HTML part: the blocks, a button to `link`, and small print (`footer`, HTML) under it. */
export function layout(
  blocks: MailBlock[],
  link: { href: string; label: string },
  footer: string[] = [],
): string {
  const body = blocks.map(block).join('');
  const small = footer.map((p) => `<p style="font-size:13px;color:#6b7280">${p}</p>`).join('');
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${PRODUCT}</h1>${body}
<p style="margin:24px 0"><a href="${escapeHtml(link.href)}" style="background:#4f46e5;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${escapeHtml(link.label)}</a></p>
<p style="font-size:13px;color:#6b7280">Or open this link: ${escapeHtml(link.href)}</p>
${small}</body></html>`;
}

export function invitationMail(input: {
  to: string;
  inviterName: string;
  listName: string;
  link: string;
}): MailMessage {
  const inviterName = inert(input.inviterName);
  const listName = inert(input.listName);
  const { link } = input;
  return {
    to: input.to,
    subject: `${inviterName} shared the wish list "${listName}" with you on ${PRODUCT}`,
    text: [
      `${inviterName} invited you to see the wish list "${listName}" on ${PRODUCT}.`,
      '',
      'Open this link to accept the invitation and see the list (sign in, or create an account with this e-mail address):',
      link,
      '',
      'You can mark items as bought so nobody buys the same gift twice.',
    ].join('\n'),
    html: layout(
      [
        `<strong>${escapeHtml(inviterName)}</strong> invited you to see the wish list <strong>“${escapeHtml(listName)}”</strong> on ${PRODUCT}.`,
        'Open the invitation to see the list (sign in, or create an account with this e-mail address). You can mark items as bought so nobody buys the same gift twice.',
      ],
      { href: link, label: 'View the invitation' },
    ),
  };
}

export function verificationMail(input: { to: string; name: string; link: string }): MailMessage {
  const name = inert(input.name);
  return {
    to: input.to,
    subject: `Confirm your e-mail address for ${PRODUCT}`,
    text: [
      `Hello ${name},`,
      '',
      `Please confirm that this is your e-mail address by opening this link within 7 days:`,
      input.link,
      '',
      `Until then, invitations sent to this address are not shown in your ${PRODUCT} account.`,
      'If you did not create an account, ignore this e-mail.',
    ].join('\n'),
    html: layout(
      [
        `Hello ${escapeHtml(name)},`,
        `Please confirm that this is your e-mail address. Until then, invitations sent to this address are not shown in your ${PRODUCT} account. The link works for 7 days.`,
        'If you did not create an account, ignore this e-mail.',
      ],
      { href: input.link, label: 'Confirm my e-mail address' },
    ),
  };
}

export function passwordResetMail(input: { to: string; name: string; link: string }): MailMessage {
  return {
    to: input.to,
    subject: `Reset your ${PRODUCT} password`,
    text: [
      `Hello ${inert(input.name)},`,
      '',
      `Someone asked to reset the password of your ${PRODUCT} account. To choose a new password, open this link within one hour:`,
      input.link,
      '',
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
    html: layout(
      [
        `Hello ${escapeHtml(inert(input.name))},`,
        `Someone asked to reset the password of your ${PRODUCT} account. The link works once, within one hour.`,
        'If it was not you, ignore this e-mail: your password stays as it is.',
      ],
      { href: input.link, label: 'Choose a new password' },
    ),
  };
}
