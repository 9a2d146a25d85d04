import fs from 'node:fs/promises';
import path from 'node:path';
import type { SendMailOptions, Transporter } from 'nodemailer';
import type { Logger } from '../logger.js';
import type { QueuedMail } from './queue-repository.js';

/** nodemailer loads with the first e-mail, not at start: most starts send none. */
function lazyTransporter(create: (mailer: typeof import('nodemailer')) => Transporter) {
  let transporter: Promise<Transporter> | undefined;
  return {
    get: () => {
      transporter ??= import('nodemailer').then((module) => create(module.default));
      return transporter;
    },
    close: () => void transporter?.then((t) => t.close()),
  };
}

/**
 * What nodemailer sends for a queued message. Extra headers go as they are (`headers`), not
 * through nodemailer's `list` option: that one writes every value as `<url>`, and RFC 8058's
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click` is not a URL.
 */
function messageOf(mail: QueuedMail, from: string): SendMailOptions {
  return {
    from,
    to: mail.recipient,
    subject: mail.subject,
    text: mail.text_body,
    html: mail.html_body,
    messageId: `<${mail.id}@wishlist>`,
    ...(mail.headers ? { headers: mail.headers } : {}),
  };
}

export interface MailTransport {
  send(mail: QueuedMail): Promise<void>;
  close(): void;
}

/**
 * SMTP_URL as a pooled transport: the worker's senders reuse open connections instead of a
 * connection (and TLS handshake) per message. The URL's own `pool` or `maxConnections` win.
 */
export function pooledSmtpUrl(smtpUrl: string, connections: number): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  if (!url.searchParams.has('maxConnections'))
    url.searchParams.set('maxConnections', String(connections));
  return url.toString();
}

/** Sends through SMTP_URL, `connections` messages at a time at most. */
export function smtpTransport(smtpUrl: string, from: string, connections: number): MailTransport {
  const transporter = lazyTransporter((nodemailer) =>
    nodemailer.createTransport(pooledSmtpUrl(smtpUrl, connections), { from }),
  );
  return {
    async send(mail) {
      await (await transporter.get()).sendMail(messageOf(mail, from));
    },
    close: transporter.close,
  };
}

/** With no SMTP_URL: each message becomes DATA_DIR/outbox/<id>.eml and its link goes to the log. */
export function outboxTransport(outboxDir: string, from: string, log: Logger): MailTransport {
  const transporter = lazyTransporter((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return {
    async send(mail) {
      const info = await (await transporter.get()).sendMail(messageOf(mail, from));
      await fs.mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${mail.id}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      const link = mail.text_body.match(/https?:\/\/\S+/)?.[0];
      log.info(
        { to: mail.recipient, file, link },
        `E-mail written to the outbox: ${mail.subject} — ${link ?? ''}`,
      );
    },
    close: transporter.close,
  };
}

/** SMTP when `SMTP_URL` is set (`connections` at once), else the outbox under the data dir. */
export function configuredTransport(
  config: { smtpUrl: string | undefined; mailFrom: string; dataDir: string },
  connections: number,
  log: Logger,
): MailTransport {
  return config.smtpUrl
    ? smtpTransport(config.smtpUrl, config.mailFrom, connections)
    : outboxTransport(path.join(config.dataDir, 'outbox'), config.mailFrom, log);
}
