export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const PRODUCT = 'Wishlist';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(paragraphs: string[], link: { href: string; label: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join('');
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${PRODUCT}</h1>${body}
<p style="margin:24px 0"><a href="${escapeHtml(link.href)}" style="background:#4f46e5;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${escapeHtml(link.label)}</a></p>
<p style="font-size:13px;color:#6b7280">Or open this link: ${escapeHtml(link.href)}</p>
</body></html>`;
}

export function invitationMail(input: {
  to: string;
  inviterName: string;
  listName: string;
  link: string;
}): MailMessage {
  const { inviterName, listName, link } = input;
  return {
    to: input.to,
    subject: `${inviterName} shared the wish list "${listName}" with you on ${PRODUCT}`,
    text: [
      `${inviterName} invited you to see the wish list "${listName}" on ${PRODUCT}.`,
      '',
      'Sign in (or create an account with this e-mail address) and accept the invitation here:',
      link,
      '',
      'You can mark items as bought so nobody buys the same gift twice.',
    ].join('\n'),
    html: layout(
      [
        `<strong>${escapeHtml(inviterName)}</strong> invited you to see the wish list <strong>“${escapeHtml(listName)}”</strong> on ${PRODUCT}.`,
        'Sign in (or create an account with this e-mail address) and accept the invitation. You can mark items as bought so nobody buys the same gift twice.',
      ],
      { href: link, label: 'View the invitation' },
    ),
  };
}

export function passwordResetMail(input: { to: string; name: string; link: string }): MailMessage {
  return {
    to: input.to,
    subject: `Reset your ${PRODUCT} password`,
    text: [
      `Hello ${input.name},`,
      '',
      `Someone asked to reset the password of your ${PRODUCT} account. To choose a new password, open this link within one hour:`,
      input.link,
      '',
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
    html: layout(
      [
        `Hello ${escapeHtml(input.name)},`,
        `Someone asked to reset the password of your ${PRODUCT} account. The link works once, within one hour.`,
        'If it was not you, ignore this e-mail: your password stays as it is.',
      ],
      { href: input.link, label: 'Choose a new password' },
    ),
  };
}
