import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, OWNER, renderApp } from '../../../test/test-utils';

const options = (registration: string, oidc: { name?: string } | null) => ({
  'GET /api/auth/options': { body: { registration, oidc } },
});
const dashboard = {
  'GET /api/lists': { body: [] },
  'GET /api/lists/invitations/stats': { body: { accepted: 0, pending: 0 } },
};

describe('signing in through the provider (S2)', () => {
  it('shows no provider button when the server has none', async () => {
    mockApi(options('open', null));
    renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Create an account' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Sign in with/ })).toBeNull();
  });

  it('shows nothing extra when the options cannot be read', async () => {
    mockApi({});
    renderApp('/register');
    expect(await screen.findByLabelText('Full name')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Sign in with/ })).toBeNull();
  });

  it('links to the server’s start with the provider’s name, keeping where the visitor was going', async () => {
    mockApi(options('open', { name: 'Acme ID' }));
    renderApp('/login?next=%2Flists%2Fl-1');
    const button = await screen.findByRole('link', { name: 'Sign in with Acme ID' });
    expect(button).toHaveAttribute('href', '/api/auth/oidc/start?next=%2Flists%2Fl-1');
  });

  it('says "single sign-on" when the provider has no name, on the register page too', async () => {
    mockApi(options('open', {}));
    renderApp('/register');
    const button = await screen.findByRole('link', { name: 'Sign in with single sign-on' });
    expect(button).toHaveAttribute('href', '/api/auth/oidc/start?next=%2Fdashboard');
  });

  it('says why a sign-in came back to the sign-in page', async () => {
    mockApi(options('closed', {}));
    renderApp('/login?oidc_error=registration_closed');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No account here uses the email address you signed in with, and registration is closed.',
    );
  });

  it('trades the hand-off code for a session, once, and goes where the sign-in started', async () => {
    const api = mockApi({
      'POST /api/auth/oidc/finish': { body: { token: 'provider-token', user: OWNER } },
      ...dashboard,
    });
    const { router } = renderApp('/oidc/finish?next=%2Fdashboard#code=one-time-code');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.callsTo('POST', '/api/auth/oidc/finish').map((call) => call.body)).toEqual([
      { code: 'one-time-code' },
    ]);
    expect(localStorage.getItem('token')).toBe('provider-token');
  });

  it('says so when the code cannot be used, with the way back to sign in', async () => {
    mockApi({
      'POST /api/auth/oidc/finish': {
        status: 404,
        body: { message: 'This sign-in link is invalid or has already been used.', code: 'X' },
      },
    });
    renderApp('/oidc/finish#code=used');
    expect(
      await screen.findByText('This sign-in link is invalid or has already been used.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('registration modes on the pages (S3)', () => {
  it('closed: no register link on the sign-in page, and no form on the register page', async () => {
    mockApi(options('closed', null));
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Create an account' })).toBeNull(),
    );

    mockApi(options('closed', null));
    renderApp('/register');
    expect(
      await screen.findByRole('heading', { name: 'Registration is closed' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Full name')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('by invitation: the form, with a word on where accounts are made', async () => {
    mockApi(options('invite', null));
    renderApp('/register');
    expect(await screen.findByLabelText('Full name')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Registration here is by invitation: open the link in your invitation email to create your account.',
    );
  });
});
