import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../lib/i18n';
import { FRIEND, makeList, mockApi, OWNER, renderApp, signInAs } from '../test/test-utils';

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

  it('an unknown address shows a page saying so, with the way on (My Lists or sign in)', async () => {
    mockApi(emptyDashboard);
    const anonymous = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(
      screen.getByText('There is no page at this address. Check the link, or carry on from here.'),
    ).toBeVisible();
    expect(anonymous.router.state.location.pathname).toBe('/no/such/page');
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeVisible();
    anonymous.unmount();

    signInAs(OWNER);
    const signedIn = renderApp('/dashbord');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(document.title).toBe('Page not found · Wishlist');
    await userEvent.click(screen.getByRole('link', { name: 'My Lists' }));
    expect(
      await screen.findByRole('heading', { name: 'Welcome, Olivia Owner!' }),
    ).toBeInTheDocument();
    expect(signedIn.router.state.location.pathname).toBe('/dashboard');
  });

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

describe('the shell and Friends Lists in other languages (N5)', () => {
  it('the top bar speaks French', async () => {
    signInAs(OWNER);
    await setLanguage('fr');
    mockApi(emptyDashboard);
    renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(within(nav).getByRole('link', { name: 'Mes listes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Listes des amis' })).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'Mes cadeaux' })).toBeVisible();
    expect(within(nav).getByRole('button', { name: 'Déconnexion' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Aller au contenu' })).toBeInTheDocument();
    const theme = screen.getByRole('button', { name: 'Thème\u00a0: Système' });
    expect(theme).toHaveAttribute('title', 'Passer au thème clair');
    await userEvent.click(theme);
    expect(screen.getByRole('button', { name: 'Thème\u00a0: Clair' })).toBeVisible();
    for (const english of ['My Lists', 'Friends Lists', 'My Gifts', 'Logout', 'System']) {
      expect(screen.queryByText(english)).toBeNull();
    }
    expect(document.documentElement.lang).toBe('fr');
  });

  it('Friends Lists speaks German, with German dates and plurals', async () => {
    signInAs(FRIEND);
    await setLanguage('de');
    const invitation = (id: string, itemCount: number) => ({
      id,
      invitationToken: `tok-${id}`,
      listId: `l-${id}`,
      listName: `List ${id}`,
      inviterName: 'Olivia Owner',
      itemCount,
      createdAt: '2026-03-05T12:00:00.000Z',
    });
    mockApi({
      'GET /api/lists/invitations/pending': { body: [invitation('a', 1), invitation('b', 4)] },
      'GET /api/lists/shared-lists': {
        body: [makeList({ userId: { _id: OWNER.id, name: OWNER.name } })],
      },
    });
    renderApp('/shared-lists');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Listen von Freunden' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Listen von Freunden · Wishlist'));
    expect(
      screen.getByText('Listen, die Familie und Freunde mit dir geteilt haben.'),
    ).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Offene Einladungen' })).toBeVisible();
    expect(
      screen.getByText('Von Olivia Owner · 1 Wunsch · Eingeladen am 5. März 2026'),
    ).toBeVisible();
    expect(
      screen.getByText('Von Olivia Owner · 4 Wünsche · Eingeladen am 5. März 2026'),
    ).toBeVisible();
    const accept = screen.getByRole('button', { name: 'Einladung zu List a annehmen' });
    expect(accept).toHaveTextContent('Einladung annehmen');
    expect(screen.getByRole('heading', { name: 'Mit dir geteilt' })).toBeVisible();
    for (const english of [
      'Friends Lists',
      'Pending invitations',
      'Accept Invitation',
      'Shared with you',
      /From /,
      /Invited/,
    ]) {
      expect(screen.queryByText(english)).toBeNull();
    }
  });

  it('an empty Friends Lists speaks German', async () => {
    signInAs(FRIEND);
    await setLanguage('de');
    mockApi({
      'GET /api/lists/invitations/pending': { body: [] },
      'GET /api/lists/shared-lists': { body: [] },
    });
    renderApp('/shared-lists');
    expect(await screen.findByText('Noch keine geteilten Listen')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zu deiner Übersicht' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByText('No shared lists yet')).toBeNull();
  });
});
