import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InvitationPreview } from '@wishlist/core';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { expectNoAxeViolations } from '../../../test/axe';
import { makeList, mockApi, OWNER, renderApp, signInAs } from '../../../test/test-utils';

const preview = (overrides: Partial<InvitationPreview> = {}): InvitationPreview => ({
  list: { _id: 'l-1', name: 'Omas Liste', owner: { name: 'Frank Friend' } },
  inviteeEmail: 'neu@example.test',
  status: 'pending',
  hasAccount: false,
  ...overrides,
});

describe('invitations in German (N5)', () => {
  it('a new invitee joins from the link in German, and may pick another language', async () => {
    await setLanguage('de');
    mockApi({ 'GET /api/invitations/tok': { body: preview() } });
    renderApp('/invitations/tok');
    expect(
      await screen.findByRole('heading', { name: 'Frank Friend hat „Omas Liste“ mit dir geteilt' }),
    ).toBeVisible();
    expect(
      screen.getByText('Sag uns deinen Namen, um die Liste zu sehen und ein Geschenk auszusuchen.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Dein Name')).toBeRequired();
    expect(screen.getByRole('button', { name: 'Beitreten und Liste öffnen' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Konto erstellen' })).toBeVisible();
    for (const english of ['Join and open the list', 'Your name', 'Create an account']) {
      expect(screen.queryByText(english)).toBeNull();
    }
    // The visitor is signed out: the language is theirs to pick here.
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    await expectNoAxeViolations();
  });

  it('someone else signed in is told so in German, with both addresses', async () => {
    await setLanguage('de');
    signInAs(OWNER);
    mockApi({
      'GET /api/invitations/tok': { body: preview({ hasAccount: true }) },
      'GET /api/auth/preferences': {
        body: { notify: { digest: true, claimedChanged: true, reminders: true }, language: 'de' },
      },
    });
    renderApp('/invitations/tok');
    const text = await screen.findByText(/Diese Einladung ist für/);
    expect(text).toHaveTextContent(
      `Diese Einladung ist für neu@example.test, und du bist als ${OWNER.email} angemeldet.`,
    );
    expect(within(text).getByText('neu@example.test').tagName).toBe('STRONG');
    expect(screen.getByRole('button', { name: 'Abmelden und fortfahren' })).toBeVisible();
    // Signed in, the language is the account's, chosen on the profile.
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('the share dialog in German counts the invitations sent with plural rules', async () => {
    await setLanguage('de');
    signInAs(OWNER);
    mockApi({
      'GET /api/lists/l-1': { body: makeList({ invitationCount: 0 }) },
      'POST /api/lists/l-1/invite': (call) => ({
        body: { message: 'ok', invited: (call.body as { emails: string[] }).emails, skipped: [] },
      }),
    });
    renderApp('/lists/l-1');
    await userEvent.click(await screen.findByRole('button', { name: /Teilen|Share/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Diese Liste teilen' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Einladungen senden' }));
    expect(dialog.getByLabelText('E-Mail-Adressen')).toHaveAccessibleDescription(
      expect.stringContaining('Bitte gib mindestens eine E-Mail-Adresse ein'),
    );
    await userEvent.type(dialog.getByLabelText('E-Mail-Adressen'), 'oma@example.test');
    await userEvent.click(dialog.getByRole('button', { name: 'Einladungen senden' }));
    expect(await dialog.findByRole('status')).toHaveTextContent(
      'Einladung an 1 E-Mail-Adresse gesendet!',
    );
  });
});
