import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FRIEND, makeList, mockApi, OWNER, renderApp, signInAs } from '../../../test/test-utils';

const pendingInvitation = {
  id: 'inv-1',
  invitationToken: 'tok-1',
  listId: 'l-1',
  listName: 'Olivia’s Birthday',
  inviterName: 'Olivia Owner',
  itemCount: 4,
  createdAt: '2026-02-01T00:00:00.000Z',
};

describe('shared lists page', () => {
  it('lists pending invitations; accepting one opens the list', async () => {
    signInAs(FRIEND);
    let accepted = false;
    const api = mockApi({
      'GET /api/lists/invitations/pending': () => ({ body: accepted ? [] : [pendingInvitation] }),
      'GET /api/lists/shared-lists': () => ({
        body: accepted
          ? [makeList({ name: 'Olivia’s Birthday', userId: { _id: OWNER.id, name: OWNER.name } })]
          : [],
      }),
      'POST /api/lists/invitations/tok-1/accept': () => {
        accepted = true;
        return { body: { message: 'Invitation accepted', listId: 'l-1' } };
      },
      'GET /api/lists/l-1': {
        body: makeList({ name: 'Olivia’s Birthday', userId: { _id: OWNER.id, name: OWNER.name } }),
      },
    });
    const { router } = renderApp('/shared-lists');
    expect(await screen.findByText('Olivia’s Birthday')).toBeInTheDocument();
    expect(screen.getByText(/From Olivia Owner · 4 items/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Accept Invitation/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lists/l-1'));
    expect(
      await screen.findByRole('heading', { name: 'Olivia’s Birthday', level: 1 }),
    ).toBeVisible();
    expect(api.callsTo('POST', '/api/lists/invitations/tok-1/accept')).toHaveLength(1);
    // Back on Friends Lists, it is shared and pending no more.
    await router.navigate('/shared-lists');
    expect(await screen.findByRole('link', { name: /Olivia’s Birthday/ })).toHaveAttribute(
      'href',
      '/lists/l-1',
    );
    expect(screen.queryByRole('button', { name: /Accept Invitation/ })).toBeNull();
  });

  it('the empty state links to the dashboard', async () => {
    signInAs(FRIEND);
    mockApi({
      'GET /api/lists/invitations/pending': { body: [] },
      'GET /api/lists/shared-lists': { body: [] },
    });
    renderApp('/shared-lists');
    expect(await screen.findByText('No shared lists yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it("a failed load shows the server's message, or 'Failed to load shared lists'", async () => {
    signInAs(FRIEND);
    mockApi({
      'GET /api/lists/invitations/pending': { body: [] },
      'GET /api/lists/shared-lists': { status: 404, body: { message: 'Gone fishing', code: 'X' } },
    });
    const first = renderApp('/shared-lists');
    expect(await screen.findByRole('alert')).toHaveTextContent('Gone fishing');
    first.unmount();
    mockApi({
      'GET /api/lists/invitations/pending': { body: [] },
      'GET /api/lists/shared-lists': { status: 500, body: {} },
    });
    renderApp('/shared-lists');
    expect(await screen.findByRole('alert', {}, { timeout: 4_000 })).toHaveTextContent(
      'Failed to load shared lists',
    );
  });

  it("a failed accept shows 'Failed to accept invitation'", async () => {
    signInAs(FRIEND);
    mockApi({
      'GET /api/lists/invitations/pending': { body: [pendingInvitation] },
      'GET /api/lists/shared-lists': { body: [] },
      'POST /api/lists/invitations/tok-1/accept': { status: 500, body: {} },
    });
    renderApp('/shared-lists');
    await userEvent.click(await screen.findByRole('button', { name: /Accept Invitation/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to accept invitation');
  });
});
