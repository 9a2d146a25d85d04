import type { Language } from '@wishlist/core';
import { inert } from './inert.js';
import { escapeHtml, MailWords, PRODUCT, strong } from './words.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (a notification's `List-Unsubscribe`), kept with the message in the queue. */
  headers?: Record<string, string>;
}

/** A paragraph of HTML, or a bulleted list of HTML lines. */
export type MailBlock = string | { list: string[] };

const block = (b: MailBlock) =>
  typeof b === 'string'
    ? `<p style="margin:0 0 16px">${b}</p>`
    : `<ul style="margin:0 0 16px;padding-left:20px">${b.list.map((line) => `<li>${line}</li>`).join('')}</ul>`;

/** The HTML part: the blocks, a button to `link`, and small print (`footer`, HTML) under it. */
export function layout(
  words: MailWords,
  blocks: MailBlock[],
  link: { href: string; label: string },
  footer: string[] = [],
): string {
  const body = blocks.map(block).join('');
  const small = footer.map((p) => `<p style="font-size:13px;color:#6b7280">${p}</p>`).join('');
  return `<!doctype html><html lang="${words.language}"><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${PRODUCT}</h1>${body}
<p style="margin:24px 0"><a href="${escapeHtml(link.href)}" style="background:#4f46e5;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${escapeHtml(link.label)}</a></p>
<p style="font-size:13px;color:#6b7280">${words.html('mail.openLink', { link: link.href })}</p>
${small}</body></html>`;
}

/**
 * The e-mails about an account and its invitations, each in `language`: the account's, or for
 * an invitation the invitee's (the inviter's when the address has no account yet).
 */
export function invitationMail(input: {
  to: string;
  language: Language;
  inviterName: string;
  listName: string;
  link: string;
}): MailMessage {
  const words = new MailWords(input.language);
  const inviter = inert(input.inviterName);
  const list = inert(input.listName);
  const { link } = input;
  return {
    to: input.to,
    subject: words.text('mail.invitation.subject', { inviter, list, product: PRODUCT }),
    text: [
      words.text('mail.invitation.intro', { inviter, list, product: PRODUCT }),
      '',
      words.text('mail.invitation.openLink'),
      link,
      '',
      words.text('mail.invitation.markBought'),
    ].join('\n'),
    html: layout(
      words,
      [
        words.html('mail.invitation.introHtml', {
          inviter: strong(inviter),
          list: strong(words.quotedHtml(input.listName)),
          product: PRODUCT,
        }),
        words.html('mail.invitation.openHtml'),
      ],
      { href: link, label: words.text('mail.invitation.button') },
    ),
  };
}

export function verificationMail(input: {
  to: string;
  language: Language;
  name: string;
  link: string;
}): MailMessage {
  const words = new MailWords(input.language);
  const name = inert(input.name);
  return {
    to: input.to,
    subject: words.text('mail.verify.subject', { product: PRODUCT }),
    text: [
      words.text('mail.hello', { name }),
      '',
      words.text('mail.verify.openLink'),
      input.link,
      '',
      words.text('mail.verify.until', { product: PRODUCT }),
      words.text('mail.verify.notYou'),
    ].join('\n'),
    html: layout(
      words,
      [
        words.html('mail.hello', { name }),
        words.html('mail.verify.html', { product: PRODUCT }),
        words.html('mail.verify.notYou'),
      ],
      { href: input.link, label: words.text('mail.verify.button') },
    ),
  };
}

export function passwordResetMail(input: {
  to: string;
  language: Language;
  name: string;
  link: string;
}): MailMessage {
  const words = new MailWords(input.language);
  const name = inert(input.name);
  return {
    to: input.to,
    subject: words.text('mail.reset.subject', { product: PRODUCT }),
    text: [
      words.text('mail.hello', { name }),
      '',
      words.text('mail.reset.text', { product: PRODUCT }),
      input.link,
      '',
      words.text('mail.reset.notYou'),
    ].join('\n'),
    html: layout(
      words,
      [
        words.html('mail.hello', { name }),
        words.html('mail.reset.html', { product: PRODUCT }),
        words.html('mail.reset.notYou'),
      ],
      { href: input.link, label: words.text('mail.reset.button') },
    ),
  };
}
