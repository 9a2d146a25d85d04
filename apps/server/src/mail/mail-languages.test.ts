import type { AuthResult } from '@wishlist/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectName } from '../test/databases.js';
import { TestServer } from '../test/harness.js';
import { dayAfter, later, notificationsTo, settle } from '../test/notifications.js';

const NBSP = '\u00a0';

// N5: every e-mail goes out in its recipient's language, whoever caused it.
describe(`e-mails in the recipient's language (${dialectName})`, () => {
  let server: TestServer;

  /** Registers in `language` (the browser's), as the web app does. */
  async function register(name: string, email: string, language: string): Promise<AuthResult> {
    const res = await server.request<AuthResult>('POST', '/api/auth/register', {
      body: { email, password: 'correct horse', name },
      headers: { 'accept-language': language },
    });
    expect(res.status).toBe(201);
    return res.body;
  }

  const mailTo = (email: string, what: string) =>
    server.smtp.waitFor((m) => m.to === email && m.text.includes(what));

  beforeAll(async () => {
    server = await TestServer.start();
  });
  afterAll(() => server.stop());

  it('sends the confirmation of a German sign-up in German, and a reset in German', async () => {
    await register('Greta', 'greta@example.com', 'de-DE,de;q=0.9');
    const confirm = await mailTo('greta@example.com', '/verify-email/');
    expect(confirm.subject).toBe('Bestätige deine E-Mail-Adresse für Wishlist');
    expect(confirm.text).toContain('Hallo Greta,');
    expect(confirm.html).toContain('E-Mail-Adresse bestätigen');
    expect(confirm.html).toContain('<html lang="de">');

    // Asked for in English, the reset still goes out in the account's language.
    const since = server.smtp.messages.length;
    await server.request('POST', '/api/auth/forgot-password', {
      body: { email: 'greta@example.com' },
    });
    const reset = await server.smtp.waitFor(
      (m) =>
        m.to === 'greta@example.com' &&
        m.text.includes('/reset-password/') &&
        server.smtp.messages.indexOf(m) >= since,
    );
    expect(reset.subject).toBe('Setze dein Wishlist-Passwort zurück');
    expect(reset.text).toContain('Wenn du das nicht warst, ignoriere diese E-Mail');
    expect(reset.text).not.toMatch(/Someone|ignore this/);
  });

  it('invites in the invitee’s language, or the inviter’s when the address has no account', async () => {
    const inviter = await register('Dora', 'dora@example.com', 'de');
    const invitee = await register('Fleur', 'fleur@example.com', 'fr');
    const list = await server.list(inviter.token, { name: 'Hochzeit' });
    const res = await server.request('POST', `/api/lists/${list._id}/invite`, {
      token: inviter.token,
      body: { emails: ['fleur@example.com', 'nobody@example.com'] },
      headers: { 'accept-language': 'de' },
    });
    expect(res.body).toMatchObject({
      message: 'Einladungen an 2 E-Mail-Adressen gesendet!',
      invited: ['fleur@example.com', 'nobody@example.com'],
    });

    const toFleur = await mailTo(invitee.user.email, '/invitations/');
    expect(toFleur.subject).toBe(
      `Dora a partagé avec vous la liste de souhaits «${NBSP}Hochzeit${NBSP}» sur Wishlist`,
    );
    expect(toFleur.html).toContain('Voir l’invitation');

    const toNobody = await mailTo('nobody@example.com', '/invitations/');
    expect(toNobody.subject).toBe(
      'Dora hat die Wunschliste „Hochzeit“ auf Wishlist mit dir geteilt',
    );
    expect(toNobody.text).toContain('Dora hat dich eingeladen, die Wunschliste „Hochzeit“');
  });

  it('reminds in French with the date written the French way, and a digest with French prices', async () => {
    const owner = await register('Olive', 'olive@example.com', 'en');
    const giver = await register('Fleur', 'fleur2@example.com', 'fr-FR');
    const eventDate = dayAfter(server, 7);
    const list = await server.list(owner.token, { name: 'Birthday', currency: 'EUR', eventDate });
    await server.share(owner.token, list._id, giver);
    await server.putItems(owner.token, list._id, [{ name: 'Kite', price: 1234.5 }]);

    later(server, 61);
    await settle(server);
    const mails = notificationsTo(server.smtp.messages, giver.user.email);
    const reminder = mails.find((m) => m.subject.startsWith(`Rappel${NBSP}:`));
    const expectedDate = new Intl.DateTimeFormat('fr-FR', {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${eventDate}T00:00:00Z`));
    expect(expectedDate).toMatch(/^(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) \d+ /);
    const days = (Date.parse(eventDate) - Date.parse(server.services.clock.today())) / 86_400_000;
    expect(reminder?.subject).toBe(
      `Rappel${NBSP}: «${NBSP}Birthday${NBSP}», c’est dans ${days} jours`,
    );
    expect(reminder?.text).toContain(
      `a pour date le ${expectedDate}, c’est-à-dire dans ${days} jours.`,
    );
    expect(reminder?.html).toContain('Voir la liste');

    const digest = mails.find((m) => m.subject.startsWith('Olive a ajouté'));
    expect(digest?.subject).toBe(`Olive a ajouté un nouvel article à «${NBSP}Birthday${NBSP}»`);
    expect(digest?.text).toMatch(/- «\sKite\s» \(1\s234,50\s€\)/);
    expect(digest?.text).toContain('Pour ne plus recevoir les e-mails concernant');
    // The owner, who speaks English, got nothing in French.
    expect(notificationsTo(server.smtp.messages, owner.user.email)).toEqual([]);
  });
});
