import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  expectFieldError,
  makeList,
  mockApi,
  OWNER,
  renderApp,
  signInAs,
} from '../../../test/test-utils';

const INVITE = 'POST /api/lists/l-1/invite';
const overview = {
  stats: { total: 2, pending: 1, accepted: 1 },
  invitations: [
    {
      id: 'a',
      inviteeEmail: 'gran@example.test',
      status: 'accepted',
      createdAt: '2026-01-02T00:00:00Z',
    },
    {
      id: 'b',
      inviteeEmail: 'joe@example.test',
      status: 'pending',
      createdAt: '2026-01-03T00:00:00Z',
    },
  ],
};

function setup(extra: Parameters<typeof mockApi>[0] = {}) {
  signInAs(OWNER);
  return mockApi({
    'GET /api/lists/l-1': { body: makeList({ invitationCount: 2 }) },
    'GET /api/lists/l-1/invitations': { body: overview },
    [INVITE]: (call) => ({
      body: {
        message: 'ok',
        invited: (call.body as { emails: string[] }).emails,
        skipped: [],
      },
    }),
    ...extra,
  });
}

async function openShare() {
  renderApp('/lists/l-1');
  await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
  return within(await screen.findByRole('dialog', { name: 'Share this list' }));
}

describe('share dialog', () => {
  it('opens on its address box; addresses not sent are asked about before it closes', async () => {
    setup();
    const dialog = await openShare();
    const addresses = dialog.getByLabelText('Email addresses');
    await waitFor(() => expect(addresses).toHaveFocus());
    await userEvent.type(addresses, 'gran@example.test');
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    const ask = within(await screen.findByRole('alertdialog', { name: 'Discard your changes?' }));
    expect(ask.getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    await userEvent.click(ask.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Opened again, it starts empty and closes at once.
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    await screen.findByRole('dialog', { name: 'Share this list' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("no address with '@': 'Please enter at least one email address'", async () => {
    const api = setup();
    const dialog = await openShare();
    const addresses = dialog.getByLabelText('Email addresses');
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitations' }));
    await waitFor(() => expect(addresses).toHaveFocus());
    expectFieldError(addresses, 'Please enter at least one email address');
    await userEvent.type(addresses, 'gran, joe{Enter} ');
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitations' }));
    expectFieldError(addresses, 'Please enter at least one email address');
    expect(api.callsTo('POST', '/api/lists/l-1/invite')).toHaveLength(0);
  });

  it('splits on commas and new lines, trims, keeps entries with @; the message clears after 2 s', async () => {
    const api = setup();
    const dialog = await openShare();
    await userEvent.type(
      dialog.getByLabelText('Email addresses'),
      ' gran@example.test ,nope{Enter}joe@example.test{Enter}{Enter}',
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(async () => {
      dialog.getByRole('button', { name: 'Send invitations' }).click();
    });
    // Anywhere on the page, once: no toast repeats it (spec section 9).
    const sentence = () => screen.queryAllByText('Invitations sent to 2 email(s)!');
    await waitFor(() => expect(sentence()).toHaveLength(1));
    expect(sentence()[0]).toHaveAttribute('role', 'status');
    expect(api.callsTo('POST', '/api/lists/l-1/invite')[0]?.body).toEqual({
      emails: ['gran@example.test', 'joe@example.test'],
    });
    act(() => {
      vi.advanceTimersByTime(1_900);
    });
    expect(sentence()).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(sentence()).toHaveLength(0);
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(sentence()).toHaveLength(0);
    // What was left out is still said, until the dialog closes.
    expect(dialog.getByRole('status')).toHaveTextContent(
      '1 entry got no invitation:nope: not an e-mail address',
    );
  });

  it('"not-an-email, anna@example.com": the spec\'s sentence, and which entries were skipped and why', async () => {
    setup({
      [INVITE]: {
        body: {
          message: 'ok',
          invited: [],
          skipped: ['anna@example.com'],
          skippedReasons: [{ email: 'anna@example.com', reason: 'already_invited' }],
        },
      },
    });
    const dialog = await openShare();
    await userEvent.type(
      dialog.getByLabelText('Email addresses'),
      'not-an-email, anna@example.com',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitations' }));
    expect(await dialog.findByText('Invitations sent to 0 email(s)!')).toBeInTheDocument();
    const note = dialog.getByText('2 entries got no invitation:').closest('[role="status"]');
    expect(note).not.toBeNull();
    expect(
      within(note as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'not-an-email: not an e-mail address',
      'anna@example.com: already invited to this list',
    ]);
    // Closed and opened again: a fresh form.
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const again = within(await screen.findByRole('dialog', { name: 'Share this list' }));
    expect(again.queryByRole('status')).toBeNull();
  });

  it('each server reason in words; an answer without reasons still names what it skipped', async () => {
    const answers = [
      {
        message: 'ok',
        invited: ['gran@example.test'],
        skipped: ['olivia@example.test', 'gran@example.test'],
        skippedReasons: [
          { email: 'olivia@example.test', reason: 'own_address' },
          { email: 'gran@example.test', reason: 'duplicate' },
        ],
      },
      // A server that gives no reasons yet.
      { message: 'ok', invited: [], skipped: ['joe@example.test'] },
    ];
    setup({ [INVITE]: () => ({ body: answers.shift() }) });
    const dialog = await openShare();
    const box = dialog.getByLabelText('Email addresses');
    await userEvent.type(box, 'olivia@example.test, gran@example.test, gran@example.test');
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitations' }));
    expect(await dialog.findByText('olivia@example.test: your own address')).toBeInTheDocument();
    expect(dialog.getByText('gran@example.test: entered more than once')).toBeInTheDocument();
    await userEvent.type(box, 'joe@example.test');
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitations' }));
    expect(
      await dialog.findByText(
        'joe@example.test: already invited, entered twice or your own address',
      ),
    ).toBeInTheDocument();
    expect(dialog.queryByText(/olivia@example\.test/)).toBeNull();
  });

  it("nothing with an @: the spec's message, and the entries it could not use", async () => {
    setup();
    const dialog = await openShare();
    await userEvent.type(dialog.getByLabelText('Email addresses'), 'gran, joe');
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitations' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Please enter at least one email address');
    expect(dialog.getByText('gran: not an e-mail address')).toBeInTheDocument();
    expect(dialog.getByText('joe: not an e-mail address')).toBeInTheDocument();
  });

  it("shows the server's message, or 'Failed to send invitations'", async () => {
    setup({ [INVITE]: { status: 400, body: { message: 'At most 50 addresses', code: 'X' } } });
    const dialog = await openShare();
    await userEvent.type(dialog.getByLabelText('Email addresses'), 'a@b.cd');
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitations' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('At most 50 addresses');
    mockApi({ [INVITE]: { status: 500, body: {} } });
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitations' }));
    await waitFor(() =>
      expect(dialog.getByRole('alert')).toHaveTextContent('Failed to send invitations'),
    );
  });
});

describe('Manage Recipients', () => {
  async function openManage() {
    renderApp('/lists/l-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Shared with 2 people' }));
    return within(await screen.findByRole('dialog', { name: 'Manage Recipients' }));
  }

  it('shows stats and each invitee with status', async () => {
    setup();
    const dialog = await openManage();
    expect(await dialog.findByText('gran@example.test')).toBeInTheDocument();
    const recipients = dialog.getByRole('list', { name: 'Recipients' });
    expect(within(recipients).getAllByRole('listitem')[0]).toHaveTextContent('Accepted');
    expect(within(recipients).getAllByRole('listitem')[1]).toHaveTextContent('Pending');
    expect(dialog.getByText('Total').nextSibling).toHaveTextContent('2');
    expect(dialog.getByText('Pending', { selector: 'dt' }).nextSibling).toHaveTextContent('1');
    expect(dialog.getByText('Accepted', { selector: 'dt' }).nextSibling).toHaveTextContent('1');
  });

  it("revoking asks first; a failure shows 'Failed to revoke invitation'", async () => {
    const api = setup({ 'DELETE /api/lists/l-1/invitations/b': { status: 500, body: {} } });
    const dialog = await openManage();
    await userEvent.click(await dialog.findByRole('button', { name: 'Revoke joe@example.test' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke invitation?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE', '/api/lists/l-1/invitations/b')).toHaveLength(0);
    await userEvent.click(dialog.getByRole('button', { name: 'Revoke joe@example.test' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke' }),
    );
    expect(await screen.findByText('Failed to revoke invitation')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/lists/l-1/invitations/b')).toHaveLength(1);
  });

  it('a failed detail load is only logged, not displayed', async () => {
    const original = console.error;
    const logged: unknown[] = [];
    console.error = (...args: unknown[]) => logged.push(args);
    try {
      setup({ 'GET /api/lists/l-1/invitations': { status: 500, body: {} } });
      const dialog = await openManage();
      await waitFor(() => expect(logged.length).toBeGreaterThan(0), { timeout: 4_000 });
      expect(dialog.queryByRole('alert')).toBeNull();
    } finally {
      console.error = original;
    }
  });

  it('invites more; the message clears after 3 s, and nothing repeats it', async () => {
    setup();
    const dialog = await openManage();
    await userEvent.type(dialog.getByLabelText('Email addresses'), 'cousin@example.test');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(async () => {
      dialog.getByRole('button', { name: 'Invite' }).click();
    });
    const sentence = () => screen.queryAllByText('Invitations sent to 1 email(s)!');
    await waitFor(() => expect(sentence()).toHaveLength(1));
    act(() => {
      vi.advanceTimersByTime(2_900);
    });
    expect(sentence()).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(sentence()).toHaveLength(0);
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(sentence()).toHaveLength(0);
  });
});
