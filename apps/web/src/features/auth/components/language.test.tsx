import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session';
import { expectNoAxeViolations } from '../../../test/axe';
import { mockApi, OWNER, renderApp, signInAs } from '../../../test/test-utils';

const PREFS = '/api/auth/preferences';
const prefs = (language: string) => ({
  body: { notify: { digest: true, claimedChanged: true, reminders: true }, language },
});
const dashboard = {
  'GET /api/lists': { body: [] },
  'GET /api/lists/invitations/stats': { body: { accepted: 0, pending: 0 } },
};

describe('the profile language picker (N5)', () => {
  it('saves the language with the account, shows progress, then switches the whole app', async () => {
    signInAs(OWNER);
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const api = mockApi({
      [`GET ${PREFS}`]: prefs('en'),
      [`PUT ${PREFS}`]: async () => {
        await held;
        return prefs('de');
      },
    });
    renderApp('/profile');
    const section = within(await screen.findByRole('region', { name: 'Language' }));
    const picker = section.getByRole('combobox', { name: 'Language' });
    expect(picker).toHaveValue('en');
    expect(picker).toHaveAccessibleDescription(
      'Wishlist and the e-mails it sends you use this language.',
    );
    await expectNoAxeViolations();

    await userEvent.selectOptions(picker, 'de');
    expect(section.getByRole('status')).toHaveTextContent('Saving your language…');
    // Nothing switches before the server has it.
    expect(document.documentElement.lang).toBe('en');
    answer();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dein Profil' })).toBeVisible();
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem('language')).toBe('de');
    expect(api.callsTo('PUT', PREFS).map((call) => call.body)).toEqual([{ language: 'de' }]);
    // The picker drawn again in German keeps the keyboard focus.
    const german = screen.getByRole('combobox', { name: 'Sprache' });
    expect(german).toHaveValue('de');
    expect(german).toHaveFocus();
    expect(screen.getByRole('region', { name: 'E-Mail-Benachrichtigungen' })).toBeVisible();
    expect(screen.queryByText('Your profile')).toBeNull();
    expect(screen.queryByText('Change password')).toBeNull();
    expect(screen.getByRole('button', { name: 'Profil speichern' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it("a refused save shows the server's message and keeps the language", async () => {
    signInAs(OWNER);
    mockApi({
      [`GET ${PREFS}`]: prefs('en'),
      // The profile's API tokens load beside it; a failure of theirs would be a second alert.
      'GET /api/auth/tokens': { body: [] },
      [`PUT ${PREFS}`]: {
        status: 400,
        body: { message: 'language must be one of en, de, fr', code: 'VALIDATION' },
      },
    });
    renderApp('/profile');
    const picker = await screen.findByRole('combobox', { name: 'Language' });
    await userEvent.selectOptions(picker, 'fr');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'language must be one of en, de, fr',
    );
    expect(picker).toHaveValue('en');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('language')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    await expectNoAxeViolations();
  });
});

describe('the language of someone signed out', () => {
  it('the select under the sign-in card switches the form to French, on this device only', async () => {
    const api = mockApi({});
    renderApp('/login');
    const picker = await screen.findByRole('combobox', { name: 'Language' });
    expect(picker).toHaveValue('en');
    await expectNoAxeViolations();
    await userEvent.selectOptions(picker, 'fr');
    expect(await screen.findByRole('heading', { name: 'Bon retour parmi nous' })).toBeVisible();
    expect(screen.getByLabelText('Mot de passe')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mot de passe oublié\u00a0?' })).toBeInTheDocument();
    expect(screen.queryByText('Welcome back')).toBeNull();
    expect(document.documentElement.lang).toBe('fr');
    expect(localStorage.getItem('language')).toBe('fr');
    expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveFocus();
    // Nothing is saved anywhere but here: the page only read what it offers (S2, S3).
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/auth/options',
    ]);
    await expectNoAxeViolations();
  });

  it('the sign-in page in German', async () => {
    await setLanguage('de');
    mockApi({});
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Willkommen zurück' })).toBeVisible();
    expect(screen.getByText('Melde dich an, um deine Wunschlisten zu sehen.')).toBeVisible();
    expect(screen.getByLabelText('E-Mail')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Konto erstellen' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    for (const english of ['Welcome back', 'Sign in', 'Forgot your password?', 'New here?']) {
      expect(screen.queryByText(english)).toBeNull();
    }
    // The tab's name is set by an effect after the page renders.
    await waitFor(() => expect(document.title).toBe('Willkommen zurück · Wishlist'));
  });

  it('a German register form keeps the spec rules, in German', async () => {
    await setLanguage('de');
    mockApi({});
    renderApp('/register');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Vollständiger Name'), 'Ann');
    await user.type(screen.getByLabelText('E-Mail'), 'ann@example.test');
    await user.type(screen.getByLabelText('Passwort'), 'secret1');
    await user.type(screen.getByLabelText('Passwort bestätigen'), 'secret2');
    await user.click(screen.getByRole('button', { name: 'Konto erstellen' }));
    const confirm = screen.getByLabelText('Passwort bestätigen');
    await waitFor(() => expect(confirm).toHaveFocus());
    expect(confirm).toHaveAccessibleDescription('Die Passwörter stimmen nicht überein');
  });
});

describe("the account's language follows the person (N5)", () => {
  it('is applied after a sign-in', async () => {
    const api = mockApi({
      'POST /api/auth/login': { body: { token: 't', user: OWNER } },
      [`GET ${PREFS}`]: prefs('de'),
      ...dashboard,
    });
    const { router } = renderApp('/login');
    await userEvent.type(await screen.findByLabelText('Email'), OWNER.email);
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
    expect(await screen.findByRole('link', { name: 'Meine Listen' })).toBeVisible();
    expect(localStorage.getItem('language')).toBe('de');
    expect(api.callsTo('GET', PREFS)).toHaveLength(1);
  });

  it('is applied when the app opens with a saved session, over the device’s own', async () => {
    await setLanguage('de');
    signInAs(OWNER);
    const api = mockApi({ [`GET ${PREFS}`]: prefs('fr'), ...dashboard });
    renderApp('/dashboard');
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    expect(await screen.findByRole('link', { name: 'Mes listes' })).toBeVisible();
    // Once per session: opening the profile reads nothing again.
    await userEvent.click(screen.getByRole('link', { name: /Olivia Owner/ }));
    expect(await screen.findByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
    expect(api.callsTo('GET', PREFS)).toHaveLength(1);
  });

  it('is not applied when the answer arrives after the session ended', async () => {
    signInAs(OWNER);
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const api = mockApi({
      [`GET ${PREFS}`]: async () => {
        await answered;
        return prefs('de');
      },
      ...dashboard,
    });
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(api.callsTo('GET', PREFS)).toHaveLength(1));
    sessionStore.signOut();
    answer();
    await router.navigate('/login');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('language')).toBeNull();
  });

  it('is left alone when it is the one in use, and signed-in pages show no device select', async () => {
    signInAs(OWNER);
    const api = mockApi({ [`GET ${PREFS}`]: prefs('en'), ...dashboard });
    renderApp('/dashboard');
    await waitFor(() => expect(api.callsTo('GET', PREFS)).toHaveLength(1));
    expect(document.documentElement.lang).toBe('en');
    expect(screen.queryByRole('combobox', { name: 'Language' })).toBeNull();
  });
});
