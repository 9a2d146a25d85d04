import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, OWNER, renderApp, signInAs } from '../test/test-utils';

const emptyDashboard = {
  'GET /api/lists': { body: [] },
  'GET /api/lists/invitations/stats': { body: { accepted: 0, pending: 0 } },
};

describe('routes and access rules (spec sections 2 and 6)', () => {
  it.each(['/', '/dashboard', '/shared-lists', '/profile', '/lists/l-1'])(
    'anonymous access to %s goes to /login',
    async (path) => {
      mockApi({});
      const { router } = renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
    },
  );

  it.each(['/', '/login', '/register'])(
    'signed-in access to %s goes to /dashboard',
    async (path) => {
      signInAs(OWNER);
      mockApi(emptyDashboard);
      const { router } = renderApp(path);
      expect(
        await screen.findByRole('heading', { name: 'Welcome, Olivia Owner!' }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/dashboard');
    },
  );

  it('shows the top navigation with the user name, and Logout goes to /login', async () => {
    signInAs(OWNER);
    mockApi(emptyDashboard);
    const { router } = renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(nav).toHaveTextContent('My Lists');
    expect(nav).toHaveTextContent('Friends Lists');
    expect(screen.getByRole('link', { name: /Olivia Owner/ })).toHaveAttribute('href', '/profile');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('a 401 on any call signs out and redirects to /login', async () => {
    signInAs(OWNER);
    mockApi({
      'GET /api/lists': { status: 401, body: { message: 'Session expired', code: 'UNAUTHORIZED' } },
      'GET /api/lists/invitations/stats': { body: { accepted: 0, pending: 0 } },
    });
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.queryByText('Unable to load your wish lists. Please try again.')).toBeNull();
  });

  it('a 403 signs out too', async () => {
    signInAs(OWNER);
    mockApi({
      'GET /api/lists/shared-lists': { status: 403, body: { message: 'Forbidden', code: 'F' } },
      'GET /api/lists/invitations/pending': { body: [] },
    });
    const { router } = renderApp('/shared-lists');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('a corrupt saved user clears both and shows the sign-in page', async () => {
    localStorage.setItem('token', 'abc');
    localStorage.setItem('user', 'not-json{');
    mockApi({});
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('/reset-password without a token shows the Invalid Link screen', async () => {
    mockApi({});
    const { router } = renderApp('/reset-password');
    expect(await screen.findByRole('heading', { name: 'Invalid Link' })).toBeInTheDocument();
    expect(
      screen.getByText('This password reset link is invalid or has expired.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
