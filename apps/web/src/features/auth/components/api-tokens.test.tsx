import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiToken } from '@wishlist/core';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { expectNoAxeViolations } from '../../../test/axe';
import { mockApi, OWNER, renderApp, signInAs } from '../../../test/test-utils';

const PREFERENCES = {
  'GET /api/auth/preferences': {
    body: { notify: { digest: true, claimedChanged: true, reminders: true }, language: 'en' },
  },
};
const HOME: ApiToken = {
  id: 't-home',
  name: 'Home Assistant',
  scope: 'read',
  createdAt: '2026-03-05T10:00:00.000Z',
  lastUsedAt: '2026-03-06T10:00:00.000Z',
};
const IMPORTER: ApiToken = {
  id: 't-import',
  name: 'Importer',
  scope: 'write',
  createdAt: '2026-02-01T10:00:00.000Z',
  lastUsedAt: null,
};
const TEXT = `wl_${'A'.repeat(43)}`;

async function openSection(tokens: ApiToken[], more: Parameters<typeof mockApi>[0] = {}) {
  signInAs(OWNER);
  const api = mockApi({ ...PREFERENCES, 'GET /api/auth/tokens': { body: tokens }, ...more });
  renderApp('/profile');
  const heading = await screen.findByRole('heading', { level: 2, name: /API/ });
  return { api, section: within(heading.closest('section') as HTMLElement) };
}

describe('API tokens in the profile (P2)', () => {
  it('lists each token with what it may do, when it was made and last used', async () => {
    const { section } = await openSection([HOME, IMPORTER]);
    const list = await section.findByRole('list', { name: 'Your API tokens' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Home AssistantRead onlyCreated Mar 5, 2026 · Last used Mar 6, 2026Revoke',
      'ImporterRead and writeCreated Feb 1, 2026 · Never usedRevoke',
    ]);
    expect(section.getByRole('button', { name: 'Revoke Home Assistant' })).toBeVisible();
    await expectNoAxeViolations();
  });

  it('says when there is none', async () => {
    const { section } = await openSection([]);
    expect(await section.findByText('You have no API tokens yet.')).toBeVisible();
  });

  it('makes a token, shows it once with a copy button, and forgets it on Done', async () => {
    const user = userEvent.setup();
    const { api, section } = await openSection([HOME], {
      'POST /api/auth/tokens': {
        status: 201,
        body: {
          id: 't-new',
          name: 'Phone',
          scope: 'write',
          token: TEXT,
          createdAt: HOME.createdAt,
        },
      },
    });
    const name = section.getByRole('textbox', { name: 'Token name' });
    expect(name).toHaveAccessibleDescription('What will use it, such as “Home Assistant”.');
    expect(section.getByRole('radio', { name: 'Read only' })).toBeChecked();
    await user.type(name, '  Phone ');
    await user.click(section.getByRole('radio', { name: 'Read and write' }));
    await user.click(section.getByRole('button', { name: 'Create token' }));

    const shown = await section.findByRole('region', { name: 'Your new token “Phone”' });
    expect(within(shown).getByText(TEXT)).toBeVisible();
    const copy = within(shown).getByRole('button', { name: 'Copy token' });
    expect(copy).toHaveFocus();
    expect(copy).toHaveAccessibleDescription('Copy it now: it will not be shown again.');
    expect(api.callsTo('POST', '/api/auth/tokens')[0]?.body).toEqual({
      name: 'Phone',
      scope: 'write',
    });
    // The list has it at once, without its text; the form is empty again.
    const list = section.getByRole('list', { name: 'Your API tokens' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(/^PhoneRead and write/);
    expect(within(list).queryByText(TEXT)).toBeNull();
    expect(name).toHaveValue('');
    await expectNoAxeViolations();

    await user.click(copy);
    expect(await navigator.clipboard.readText()).toBe(TEXT);
    expect(within(shown).getByRole('status')).toHaveTextContent('Copied to the clipboard');

    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(TEXT)).toBeNull();
    expect(name).toHaveFocus();
  });

  it('can be made with the keyboard alone', async () => {
    const user = userEvent.setup();
    const { api, section } = await openSection([], {
      'POST /api/auth/tokens': {
        status: 201,
        body: { id: 't-k', name: 'Keys', scope: 'write', token: TEXT, createdAt: HOME.createdAt },
      },
    });
    section.getByRole('textbox', { name: 'Token name' }).focus();
    await user.keyboard('Keys');
    await user.tab();
    expect(section.getByRole('radio', { name: 'Read only' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(section.getByRole('radio', { name: 'Read and write' })).toBeChecked();
    await user.tab();
    expect(section.getByRole('button', { name: 'Create token' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await section.findByRole('button', { name: 'Copy token' })).toHaveFocus();
    expect(api.callsTo('POST', '/api/auth/tokens')[0]?.body).toEqual({
      name: 'Keys',
      scope: 'write',
    });
  });

  it.each([
    ['   ', 'Token name is required'],
    ['x'.repeat(61), 'Token name must be at most 60 characters'],
  ])('refuses the name %j before sending: %s', async (value, message) => {
    const user = userEvent.setup();
    const { api, section } = await openSection([]);
    const name = section.getByRole('textbox', { name: 'Token name' });
    await user.type(name, value);
    await user.click(section.getByRole('button', { name: 'Create token' }));
    expect(await section.findByRole('alert')).toHaveTextContent(message);
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', '/api/auth/tokens')).toHaveLength(0);
  });

  it("shows the server's refusal (the cap)", async () => {
    const user = userEvent.setup();
    const refusal = 'You can have at most 20 API tokens. Revoke one you no longer use.';
    const { section } = await openSection([HOME], {
      'POST /api/auth/tokens': { status: 409, body: { message: refusal, code: 'API_TOKEN_LIMIT' } },
    });
    await user.type(section.getByRole('textbox', { name: 'Token name' }), 'One more');
    await user.click(section.getByRole('button', { name: 'Create token' }));
    expect(await section.findByRole('alert')).toHaveTextContent(refusal);
  });

  it('revokes a token after asking, then puts focus on the section', async () => {
    const user = userEvent.setup();
    const { api, section } = await openSection([HOME, IMPORTER], {
      'DELETE /api/auth/tokens/t-home': { status: 204 },
    });
    await user.click(await section.findByRole('button', { name: 'Revoke Home Assistant' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke “Home Assistant”?' });
    expect(dialog).toHaveAccessibleDescription(
      'Anything using this token is refused from its next call. This cannot be undone.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke token' }));
    await waitFor(() => expect(section.queryByText('Home Assistant')).toBeNull());
    expect(api.callsTo('DELETE', '/api/auth/tokens/t-home')).toHaveLength(1);
    expect(section.getByRole('heading', { name: 'API tokens' })).toHaveFocus();
    expect(await screen.findByText('Token “Home Assistant” revoked')).toBeVisible();
  });

  it('revokes nothing when the question is cancelled', async () => {
    const user = userEvent.setup();
    const { api, section } = await openSection([HOME]);
    const revoke = await section.findByRole('button', { name: 'Revoke Home Assistant' });
    await user.click(revoke);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(revoke).toHaveFocus();
    expect(api.callsTo('DELETE', '/api/auth/tokens/t-home')).toHaveLength(0);
  });

  it.each([
    ['fr', 'Jetons d’API', 'Lecture seule', 'Jamais utilisé', 'Révoquer Importer'],
    ['de', 'API-Tokens', 'Nur lesen', 'Noch nie benutzt', 'Importer widerrufen'],
  ])('speaks %s', async (language, title, readOnly, neverUsed, revoke) => {
    await setLanguage(language as 'fr' | 'de');
    const { section } = await openSection([IMPORTER], {
      'GET /api/auth/preferences': {
        body: { notify: { digest: true, claimedChanged: true, reminders: true }, language },
      },
    });
    expect(screen.getByRole('region', { name: title })).toBeVisible();
    expect(section.getByRole('radio', { name: readOnly })).toBeChecked();
    expect(await section.findByText(neverUsed, { exact: false })).toBeVisible();
    expect(section.getByRole('button', { name: revoke })).toBeVisible();
  });
});
