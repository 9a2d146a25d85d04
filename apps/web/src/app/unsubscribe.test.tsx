import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { mockApi, OWNER, renderApp, signInAs } from '../test/test-utils';

const TOKEN = 'tok.en_1';
const LINK = `/api/unsubscribe/${TOKEN}`;
const DESCRIBED = 'This link turns off e-mails about new items on lists shared with you.';
const DONE =
  'You will no longer get e-mails about new items on lists shared with you. You can turn them back on from your profile page.';
const BAD =
  'This unsubscribe link is not valid. Open it again from the e-mail, or choose your e-mails on your profile page.';

describe('the unsubscribe page (N3)', () => {
  it('signed out: says what the link turns off and changes nothing until the button', async () => {
    const api = mockApi({
      [`GET ${LINK}`]: { body: { kind: 'digest', message: DESCRIBED } },
      [`POST ${LINK}`]: { body: { kind: 'digest', message: DONE } },
    });
    renderApp(`/unsubscribe/${TOKEN}`);
    expect(await screen.findByText(DESCRIBED)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeInTheDocument();
    expect(api.callsTo('POST', LINK)).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Choose which e-mails you get' })).toHaveAttribute(
      'href',
      '/profile#notifications',
    );
    await expectNoAxeViolations();

    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    const answer = await screen.findByRole('status');
    expect(answer).toHaveTextContent(DONE);
    expect(answer).toHaveFocus();
    expect(api.callsTo('POST', LINK)).toHaveLength(1);
    // No session was needed, and none was sent.
    expect(api.callsTo('POST', LINK)[0]?.headers.Authorization).toBeUndefined();
    expect(screen.getByRole('link', { name: 'Turn them back on in your profile' })).toHaveAttribute(
      'href',
      '/profile#notifications',
    );
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    await expectNoAxeViolations();
  });

  it('signed in: the same, and the profile link leads to the settings', async () => {
    signInAs(OWNER);
    mockApi({
      [`GET ${LINK}`]: { body: { kind: 'reminders', message: 'This link turns off reminders.' } },
      [`POST ${LINK}`]: { body: { kind: 'reminders', message: 'No more reminders.' } },
      'GET /api/auth/preferences': {
        body: {
          notify: { digest: true, claimedChanged: true, reminders: false },
          language: 'en',
        },
      },
    });
    const { router } = renderApp(`/unsubscribe/${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    await userEvent.click(
      await screen.findByRole('link', { name: 'Turn them back on in your profile' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(router.state.location.hash).toBe('#notifications');
    expect(await screen.findByRole('checkbox', { name: 'Event reminders' })).not.toBeChecked();
  });

  it("a bad link shows the server's sentence", async () => {
    mockApi({
      [`GET ${LINK}`]: {
        status: 400,
        body: { message: BAD, code: 'invalid_unsubscribe_link' },
      },
    });
    renderApp(`/unsubscribe/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { name: 'This link cannot be used' }),
    ).toBeInTheDocument();
    expect(screen.getByText(BAD)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open my e-mail settings' })).toHaveAttribute(
      'href',
      '/profile#notifications',
    );
    await expectNoAxeViolations();
  });

  it('a failed unsubscribe says so and leaves the button to try again', async () => {
    let fails = true;
    const api = mockApi({
      [`GET ${LINK}`]: { body: { kind: 'digest', message: DESCRIBED } },
      [`POST ${LINK}`]: () =>
        fails ? { status: 503, body: {} } : { body: { kind: 'digest', message: DONE } },
    });
    renderApp(`/unsubscribe/${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not unsubscribe. Please try again.',
    );
    fails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(DONE));
    expect(api.callsTo('POST', LINK)).toHaveLength(2);
  });
});
