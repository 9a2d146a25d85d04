import type { TestServer } from './harness.js';
import type { ReceivedMail } from './smtp-sink.js';

/** A header of a received e-mail exactly as it came (name and value as written). */
export function rawHeader(mail: ReceivedMail, name: string): string | undefined {
  const line = mail.raw.headerLines.find((h) => h.key === name.toLowerCase())?.line;
  return line?.slice(line.indexOf(':') + 1).trim();
}

/** Notification e-mails carry List-Unsubscribe (N3); invitations and resets do not. */
export const isNotification = (mail: ReceivedMail) =>
  rawHeader(mail, 'List-Unsubscribe') !== undefined;

/** The notification e-mails `email` got so far. */
export const notificationsTo = (messages: readonly ReceivedMail[], email: string) =>
  messages.filter((m) => m.to === email && isNotification(m));

/** The unsubscribe token of a notification, from its List-Unsubscribe header. */
export function unsubscribeTokenOf(mail: ReceivedMail): string {
  const value = rawHeader(mail, 'List-Unsubscribe') ?? '';
  const token = value.match(/\/api\/unsubscribe\/([^>]+)>$/)?.[1];
  if (!token) throw new Error(`no unsubscribe link in ${value}`);
  return token;
}

/**
 * One scheduler round, then waits until the mail worker has delivered what it queued; answers
 * how many e-mails the round queued.
 */
export async function settle(server: TestServer): Promise<number> {
  const queued = await server.services.notifications.tick();
  await server.services.mailWorker.idle();
  return queued;
}

/** Moves the server's clock `minutes` on from where it is. */
export function later(server: TestServer, minutes: number): void {
  const { clock } = server.services;
  clock.set(new Date(clock.now().getTime() + minutes * 60_000));
}

/** The day `days` after the server's today, `YYYY-MM-DD`. */
export function dayAfter(server: TestServer, days: number): string {
  const today = Date.parse(`${server.services.clock.today()}T00:00:00Z`);
  return new Date(today + days * 86_400_000).toISOString().slice(0, 10);
}

export type Person = Awaited<ReturnType<TestServer['user']>>;

/** New users with these names, registered at once, in the names' order. */
export async function people<const Names extends readonly string[]>(
  server: TestServer,
  names: Names,
): Promise<{ -readonly [K in keyof Names]: Person }> {
  const users = await Promise.all(names.map((name) => server.user({ name })));
  return users as { -readonly [K in keyof Names]: Person };
}
