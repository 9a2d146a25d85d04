import type { Language } from '@wishlist/core';
import { inert } from './inert.js';
import { layout, type MailMessage } from './templates.js';
import { MailWords, PRODUCT, strong } from './words.js';

/** C2: an invitation to join a circle, in the invitee's language (the inviter's when they have no account). */
export function circleInvitationMail(input: {
  to: string;
  language: Language;
  inviterName: string;
  circleName: string;
  link: string;
}): MailMessage {
  const words = new MailWords(input.language);
  const inviter = inert(input.inviterName);
  const circle = inert(input.circleName);
  const { link } = input;
  return {
    to: input.to,
    subject: words.text('mail.circleInvitation.subject', { inviter, circle, product: PRODUCT }),
    text: [
      words.text('mail.circleInvitation.intro', { inviter, circle, product: PRODUCT }),
      '',
      words.text('mail.circleInvitation.openLink'),
      link,
    ].join('\n'),
    html: layout(
      words,
      [
        words.html('mail.circleInvitation.introHtml', {
          inviter: strong(inviter),
          circle: strong(words.quotedHtml(input.circleName)),
          product: PRODUCT,
        }),
        words.html('mail.circleInvitation.openHtml'),
      ],
      { href: link, label: words.text('mail.circleInvitation.button') },
    ),
  };
}
