import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { expectFieldError, mockApi, OWNER, renderApp, signInAs } from '../../../test/test-utils';

/**
 * The page's e-mail settings (N3) and API tokens (P2) load beside the form; their own tests are
 * elsewhere.
 */
const PREFERENCES = {
  'GET /api/auth/preferences': {
    body: { notify: { digest: true, claimedChanged: true, reminders: true }, language: 'en' },
  },
  'GET /api/auth/tokens': { body: [] },
};

describe('profile (spec sections 2 and 5)', () => {
  it('shows the e-mail read-only with its sentence', async () => {
    signInAs(OWNER);
    mockApi({ ...PREFERENCES });
    renderApp('/profile');
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveValue(OWNER.email);
    expect(email).toHaveAttribute('readonly');
    expect(
      screen.getByText('Email cannot be changed. Contact support if needed.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to dashboard/ })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('the update button is enabled only when the name changed', async () => {
    signInAs(OWNER);
    mockApi({ ...PREFERENCES });
    renderApp('/profile');
    const button = await screen.findByRole('button', { name: 'Update profile' });
    expect(button).toBeDisabled();
    const name = screen.getByLabelText('Full name');
    await userEvent.type(name, 'x');
    expect(button).toBeEnabled();
    await userEvent.type(name, '{Backspace}');
    expect(button).toBeDisabled();
  });

  it.each([
    ['A', 'Name must be at least 2 characters long'],
    ['   B   ', 'Name must be at least 2 characters long'],
    ['x'.repeat(51), 'Name must be less than 50 characters long'],
  ])('name %j gives %s', async (value, message) => {
    signInAs(OWNER);
    const api = mockApi({ ...PREFERENCES });
    renderApp('/profile');
    const name = await screen.findByLabelText('Full name');
    await userEvent.clear(name);
    await userEvent.type(name, value);
    await userEvent.click(screen.getByRole('button', { name: 'Update profile' }));
    await waitFor(() => expect(name).toHaveFocus());
    expectFieldError(name, message);
    expect(api.callsTo('PUT', '/api/auth/profile')).toHaveLength(0);
  });

  it('sends the trimmed name and updates the saved user and the navigation', async () => {
    signInAs(OWNER);
    const api = mockApi({
      ...PREFERENCES,
      'PUT /api/auth/profile': { body: { user: { ...OWNER, name: 'Olivia Smith' } } },
    });
    renderApp('/profile');
    const name = await screen.findByLabelText('Full name');
    await userEvent.clear(name);
    await userEvent.type(name, '  Olivia Smith ');
    await userEvent.click(screen.getByRole('button', { name: 'Update profile' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated');
    expect(api.callsTo('PUT', '/api/auth/profile')[0]?.body).toEqual({ name: 'Olivia Smith' });
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').name).toBe('Olivia Smith');
    expect(screen.getByRole('link', { name: /Olivia Smith/ })).toBeInTheDocument();
  });

  it("shows the server's message, or 'Failed to update profile'", async () => {
    signInAs(OWNER);
    mockApi({
      ...PREFERENCES,
      'PUT /api/auth/profile': { status: 400, body: { message: 'Name is odd', code: 'X' } },
    });
    renderApp('/profile');
    const name = await screen.findByLabelText('Full name');
    await userEvent.type(name, 'e');
    await userEvent.click(screen.getByRole('button', { name: 'Update profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Name is odd');
    mockApi({ 'PUT /api/auth/profile': { status: 500, body: {} } });
    await userEvent.click(screen.getByRole('button', { name: 'Update profile' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to update profile'),
    );
  });

  describe('"Contact support" on a self-hosted install', () => {
    afterEach(() => setLanguage('en'));
    const options = (supportEmail: string | null) => ({
      'GET /api/auth/options': { body: { registration: 'open', oidc: null, supportEmail } },
    });
    const hint = async () => (await screen.findByLabelText('Email')).parentElement!;

    it('writes to the support address the server names, the sentence unchanged', async () => {
      signInAs(OWNER);
      mockApi({ ...PREFERENCES, ...options('help@family.example') });
      renderApp('/profile');
      const link = await screen.findByRole('link', { name: 'Contact support' });
      expect(link).toHaveAttribute('href', 'mailto:help@family.example');
      expect((await hint()).textContent).toContain(
        'Email cannot be changed. Contact support if needed.',
      );
    });

    it('stays plain text when there is none', async () => {
      signInAs(OWNER);
      mockApi({ ...PREFERENCES, ...options(null) });
      renderApp('/profile');
      expect(
        await screen.findByText('Email cannot be changed. Contact support if needed.'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Contact support' })).toBeNull();
    });

    it('links the words of the German sentence', async () => {
      await setLanguage('de');
      signInAs(OWNER);
      mockApi({
        ...PREFERENCES,
        ...options('hilfe@familie.example'),
        'GET /api/auth/preferences': {
          body: { notify: { digest: true, claimedChanged: true, reminders: true }, language: 'de' },
        },
      });
      renderApp('/profile');
      const link = await screen.findByRole('link', { name: 'an den Support' });
      expect(link).toHaveAttribute('href', 'mailto:hilfe@familie.example');
      expect(link.parentElement?.textContent).toBe(
        'Die E-Mail-Adresse kann nicht geändert werden. Wende dich bei Bedarf an den Support.',
      );
    });
  });
});
