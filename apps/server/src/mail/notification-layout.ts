import type { Language, NotificationKind } from '@wishlist/core';
import { type Message, msg } from '../i18n/message.js';
import { layout, type MailBlock, type MailMessage } from './templates.js';
import { escapeHtml, Html, type MailWords } from './words.js';

/** Who gets a notification, and how they turn that kind off. */
export interface NotificationTarget {
  to: string;
  /** The recipient's language: their account's. */
  language: Language;
  /** APP_URL: the links' base. */
  appUrl: string;
  /** The recipient's unsubscribe token for this kind (see notifications/unsubscribe-tokens.ts). */
  unsubscribeToken: string;
}

/** What turning a kind off stops, in the e-mails' footers and the unsubscribe answers. */
export const kindOfMail = (kind: NotificationKind): Message => msg(`mail.kind.${kind}`);

export const listLink = (appUrl: string, listId: string) => `${appUrl}/lists/${listId}`;

/** The unsubscribe headers, the footer (text and HTML) and the links every notification has. */
export function notification(
  target: NotificationTarget,
  words: MailWords,
  kind: NotificationKind,
  content: {
    subject: string;
    text: string[];
    html: MailBlock[];
    link: { href: string; label: string };
  },
): MailMessage {
  const { appUrl, unsubscribeToken } = target;
  const page = `${appUrl}/unsubscribe/${unsubscribeToken}`;
  const profile = `${appUrl}/profile`;
  const what = words.text(`mail.kind.${kind}`);
  const link = (href: string, key: 'mail.footer.unsubscribe' | 'mail.footer.profilePage') =>
    new Html(`<a href="${escapeHtml(href)}">${words.html(key)}</a>`);
  return {
    to: target.to,
    subject: content.subject,
    text: [
      ...content.text,
      content.link.href,
      '',
      '--',
      words.text('mail.footer.stopText', { what, page }),
      words.text('mail.footer.chooseText', { profile }),
    ].join('\n'),
    html: layout(words, content.html, content.link, [
      words.html('mail.footer.stopHtml', {
        what,
        unsubscribe: link(page, 'mail.footer.unsubscribe'),
      }),
      words.html('mail.footer.chooseHtml', {
        profilePage: link(profile, 'mail.footer.profilePage'),
      }),
    ]),
    headers: {
      'List-Unsubscribe': `<${appUrl}/api/unsubscribe/${unsubscribeToken}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
