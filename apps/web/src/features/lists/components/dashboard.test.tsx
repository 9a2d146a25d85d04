import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  expectFieldError,
  makeItem,
  makeList,
  mockApi,
  OWNER,
  renderApp,
  signInAs,
} from '../../../test/test-utils';

const noStats = { 'GET /api/lists/invitations/stats': { body: { accepted: 0, pending: 0 } } };

describe('dashboard (spec section 2)', () => {
  it('welcomes the user and shows list cards and stats', async () => {
    signInAs(OWNER);
    mockApi({
      ...noStats,
      'GET /api/lists': {
        body: [
          makeList({
            _id: 'a',
            name: 'Birthday',
            description: 'Things I love',
            invitationCount: 3,
            items: [makeItem(), makeItem({ _id: 'i-2' })],
            createdAt: '2026-03-05T10:00:00.000Z',
          }),
          makeList({ _id: 'b', name: 'Public one', isPublic: true, invitationCount: 2 }),
        ],
      },
    });
    renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { name: 'Welcome, Olivia Owner!' }),
    ).toBeInTheDocument();
    const birthday = await screen.findByRole('link', { name: /Birthday/ });
    expect(birthday).toHaveAttribute('href', '/lists/a');
    expect(birthday).toHaveTextContent('3 invited');
    expect(birthday).toHaveTextContent('Things I love');
    expect(birthday).toHaveTextContent('2 items');
    expect(birthday).toHaveTextContent('Mar 5, 2026');
    const publicCard = screen.getByRole('link', { name: /Public one/ });
    expect(publicCard).toHaveTextContent('Public');
    expect(publicCard).not.toHaveTextContent('invited');

    const stats = screen.getByRole('region', { name: 'Your stats' });
    expect(within(stats).getByText('Wish Lists').nextSibling).toHaveTextContent('2');
    expect(within(stats).getByText('Total Items').nextSibling).toHaveTextContent('2');
    expect(within(stats).getByText('Contacts').nextSibling).toHaveTextContent('5');
    expect(screen.queryByText('Lists Shared with You')).toBeNull();
  });

  it.each([
    [{ accepted: 1, pending: 0 }, true],
    [{ accepted: 0, pending: 2 }, true],
    [{ accepted: 0, pending: 0 }, false],
  ])("'Lists Shared with You' for stats %j: shown=%s", async (stats, shown) => {
    signInAs(OWNER);
    const api = mockApi({
      'GET /api/lists': { body: [] },
      'GET /api/lists/invitations/stats': { body: stats },
    });
    renderApp('/dashboard');
    await screen.findByText('No lists yet');
    await waitFor(() => expect(api.callsTo('GET', '/api/lists/invitations/stats')).toHaveLength(1));
    if (shown) {
      expect(
        await screen.findByRole('heading', { name: 'Lists Shared with You' }),
      ).toBeInTheDocument();
    } else {
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('heading', { name: 'Lists Shared with You' })).toBeNull();
    }
  });

  it("a failed load shows 'Unable to load your wish lists. Please try again.'", async () => {
    signInAs(OWNER);
    mockApi({ ...noStats, 'GET /api/lists': { status: 500, body: {} } });
    renderApp('/dashboard');
    expect(await screen.findByRole('alert', {}, { timeout: 4_000 })).toHaveTextContent(
      'Unable to load your wish lists. Please try again.',
    );
  });

  it('a failed stats load is only logged, not displayed', async () => {
    signInAs(OWNER);
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      mockApi({
        'GET /api/lists': { body: [] },
        'GET /api/lists/invitations/stats': { status: 500, body: {} },
      });
      renderApp('/dashboard');
      await screen.findByText('No lists yet');
      await waitFor(() => expect(errors.length).toBeGreaterThan(0), { timeout: 4_000 });
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      console.error = original;
    }
  });

  it('creates a list with trimmed name and description, isPublic false', async () => {
    signInAs(OWNER);
    const created = makeList({ _id: 'new', name: 'Xmas' });
    const api = mockApi({
      ...noStats,
      'GET /api/lists': { body: [] },
      'POST /api/lists': { status: 201, body: created },
    });
    const { router } = renderApp('/dashboard');
    const button = await screen.findByRole('button', { name: 'Create list' });
    expect(screen.getByLabelText('List name')).toBeRequired();
    await userEvent.type(screen.getByLabelText('List name'), '   ');
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('List name'), ' Xmas ');
    await userEvent.type(screen.getByLabelText('Description (optional)'), '  For Santa  ');
    await userEvent.click(button);
    await waitFor(() => expect(api.callsTo('POST', '/api/lists')).toHaveLength(1));
    // The spec's body and the currency the form shows; surprise and a date only when chosen.
    expect(api.callsTo('POST', '/api/lists')[0]?.body).toEqual({
      name: 'Xmas',
      description: 'For Santa',
      isPublic: false,
      currency: 'USD',
    });
    // The new list opens itself (issue 23).
    await waitFor(() => expect(router.state.location.pathname).toBe('/lists/new'));
  });

  it('leaves an empty description out', async () => {
    signInAs(OWNER);
    const api = mockApi({
      ...noStats,
      'GET /api/lists': { body: [] },
      'POST /api/lists': { status: 201, body: makeList() },
    });
    renderApp('/dashboard');
    await userEvent.type(await screen.findByLabelText('List name'), 'Xmas');
    await userEvent.type(screen.getByLabelText('Description (optional)'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Create list' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/lists')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/lists')[0]?.body).toEqual({
      name: 'Xmas',
      isPublic: false,
      currency: 'USD',
    });
  });

  it('creates a surprise list with an event date; the checkbox says what it does', async () => {
    signInAs(OWNER);
    const api = mockApi({
      ...noStats,
      'GET /api/lists': { body: [] },
      'POST /api/lists': { status: 201, body: makeList({ surprise: true }) },
    });
    renderApp('/dashboard');
    await userEvent.type(await screen.findByLabelText('List name'), 'Xmas');
    const surprise = screen.getByRole('checkbox', { name: 'Keep it a surprise' });
    expect(surprise).not.toBeChecked();
    expect(surprise).toHaveAccessibleDescription(
      'You won’t see who marked what as bought until the day after the event; otherwise you see each mark as it is made.',
    );
    await userEvent.click(surprise);
    const date = screen.getByLabelText('Event date (optional)');
    expect(date).toHaveAttribute('type', 'date');
    fireEvent.change(date, { target: { value: '2026-12-24' } });
    await userEvent.click(screen.getByRole('button', { name: 'Create list' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/lists')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/lists')[0]?.body).toEqual({
      name: 'Xmas',
      isPublic: false,
      surprise: true,
      eventDate: '2026-12-24',
      currency: 'USD',
    });
  });

  it('a date typed in a browser without a date picker must be YYYY-MM-DD', async () => {
    signInAs(OWNER);
    const api = mockApi({ ...noStats, 'GET /api/lists': { body: [] } });
    renderApp('/dashboard');
    await userEvent.type(await screen.findByLabelText('List name'), 'Xmas');
    const date = screen.getByLabelText('Event date (optional)');
    // What a text box left in place of the date picker would hold.
    date.setAttribute('type', 'text');
    await userEvent.type(date, '24/12/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Create list' }));
    await waitFor(() => expect(date).toHaveFocus());
    expectFieldError(date, 'Event date must be a date written YYYY-MM-DD');
    expect(api.callsTo('POST', '/api/lists')).toHaveLength(0);
  });

  it("a failed create shows 'Failed to create wish list'", async () => {
    signInAs(OWNER);
    mockApi({
      ...noStats,
      'GET /api/lists': { body: [] },
      'POST /api/lists': { status: 400, body: { message: 'whatever', code: 'X' } },
    });
    renderApp('/dashboard');
    await userEvent.type(await screen.findByLabelText('List name'), 'Xmas');
    await userEvent.click(screen.getByRole('button', { name: 'Create list' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create wish list');
  });

  it("says why a create failed when the server says, after the spec's text", async () => {
    signInAs(OWNER);
    const limit = 'You can have at most 200 lists. Delete one you no longer need to make another.';
    mockApi({
      ...noStats,
      'GET /api/lists': { body: [] },
      'POST /api/lists': { status: 409, body: { message: limit, code: 'LIST_LIMIT' } },
    });
    renderApp('/dashboard');
    await userEvent.type(await screen.findByLabelText('List name'), 'Xmas');
    await userEvent.click(screen.getByRole('button', { name: 'Create list' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Failed to create wish list: ${limit}`,
    );
  });
});
