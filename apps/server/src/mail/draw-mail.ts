import type { Language } from '@wishlist/core';
import { inert } from './inert.js';
import { layout, type MailMessage } from './templates.js';
import { MailWords, PRODUCT, strong } from './words.js';

/**
 * D1: a draw was run (or run again): come and see whom you drew. The same words for every
 * participant but their language; whom they drew is never in it (D2), only on the page.
 */
export function drawMail(input: {
  to: string;
  language: Language;
  adminName: string;
  drawName: string;
  circleName: string;
  again: boolean;
  budget: { amount: number; currency: string } | null;
  /** `YYYY-MM-DD`. */
  exchangeDate: string | null;
  link: string;
}): MailMessage {
  const words = new MailWords(input.language);
  const values = {
    admin: inert(input.adminName),
    draw: inert(input.drawName),
    circle: inert(input.circleName),
    product: PRODUCT,
  };
  const keys = input.again
    ? ({
        subject: 'mail.draw.again.subject',
        intro: 'mail.draw.again.intro',
        introHtml: 'mail.draw.again.introHtml',
      } as const)
    : ({
        subject: 'mail.draw.run.subject',
        intro: 'mail.draw.run.intro',
        introHtml: 'mail.draw.run.introHtml',
      } as const);
  const details = [
    input.budget
      ? words.text('mail.draw.budget', {
          budget: words.price(input.budget.amount, input.budget.currency),
        })
      : null,
    input.exchangeDate
      ? words.text('mail.draw.exchange', { date: words.day(input.exchangeDate) })
      : null,
  ].filter((line): line is string => line !== null);
  return {
    to: input.to,
    subject: words.text(keys.subject, values),
    text: [
      words.text(keys.intro, values),
      ...details,
      '',
      words.text('mail.draw.openLink'),
      input.link,
    ].join('\n'),
    html: layout(
      words,
      [
        words.html(keys.introHtml, {
          ...values,
          admin: strong(values.admin),
          draw: strong(words.quotedHtml(input.drawName)),
          circle: strong(words.quotedHtml(input.circleName)),
        }),
        ...details.map((line) => words.html('mail.draw.detailHtml', { line })),
        words.html('mail.draw.openHtml'),
      ],
      { href: input.link, label: words.text('mail.draw.button') },
    ),
  };
}
