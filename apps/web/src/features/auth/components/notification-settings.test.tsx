import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Preferences } from '@wishlist/core';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { mockApi, OWNER, renderApp, signInAs } from '../../../test/test-utils';

const PREFS = '/api/auth/preferences';
const allOn: Preferences = {
  notify: { digest: true, claimedChanged: true, reminders: true },
  language: 'en',
};

/** The server's side: a PUT changes what it names and answers all of it. */
function preferencesServer(start: Preferences = allOn) {
  let saved = start;
  return {
    get: () => ({ body: saved }),
    put: ({ body }: { body: unknown }) => {
      const input = body as Partial<Preferences>;
      saved = { ...saved, ...input, notify: { ...saved.notify, ...input.notify } };
      return { body: saved };
    },
  };
}

async function openSection() {
  renderApp('/profile');
  const section = await screen.findByRole('region', { name: 'E-mail notifications' });
  await within(section).findByRole('checkbox', { name: 'Event reminders' });
  return within(section);
}

describe('profile: e-mail notifications (N3)', () => {
  it('shows the three kinds with what they are, as saved, and is accessible', async () => {
    signInAs(OWNER);
    mockApi({
      [`GET ${PREFS}`]: {
        body: { ...allOn, notify: { digest: true, claimedChanged: false, reminders: true } },
      },
    });
    const section = await openSection();
    expect(
      section.getByRole('checkbox', { name: 'New items on lists shared with me' }),
    ).toBeChecked();
    expect(
      section.getByRole('checkbox', { name: 'Changes to gifts I marked as bought' }),
    ).not.toBeChecked();
    expect(section.getByRole('checkbox', { name: 'Event reminders' })).toBeChecked();
    expect(
      section.getByRole('checkbox', { name: 'Changes to gifts I marked as bought' }),
    ).toHaveAccessibleDescription(
      'When an item you marked as bought is changed or removed, or its list is archived or deleted.',
    );
    expect(section.getByRole('button', { name: 'Save e-mail settings' })).toBeDisabled();
    // The profile's own texts are where they were.
    expect(screen.getByRole('heading', { name: 'Your profile' })).toBeInTheDocument();
    expect(
      screen.getByText('Email cannot be changed. Contact support if needed.'),
    ).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('sends only what changed, shows progress, then says it is saved', async () => {
    signInAs(OWNER);
    const server = preferencesServer();
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const api = mockApi({
      [`GET ${PREFS}`]: server.get,
      [`PUT ${PREFS}`]: async (call) => {
        await held;
        return server.put(call);
      },
    });
    const section = await openSection();
    await userEvent.click(section.getByRole('checkbox', { name: 'Event reminders' }));
    await userEvent.click(section.getByRole('button', { name: 'Save e-mail settings' }));
    expect(section.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    answer();
    expect(await section.findByRole('status')).toHaveTextContent('E-mail settings saved');
    expect(api.callsTo('PUT', PREFS).map((call) => call.body)).toEqual([
      { notify: { reminders: false } },
    ]);
    expect(section.getByRole('checkbox', { name: 'Event reminders' })).not.toBeChecked();
    expect(section.getByRole('button', { name: 'Save e-mail settings' })).toBeDisabled();
    await expectNoAxeViolations();

    // A second change: the success goes, the button comes back.
    await userEvent.click(
      section.getByRole('checkbox', { name: 'New items on lists shared with me' }),
    );
    expect(section.queryByRole('status')).toBeNull();
    await userEvent.click(section.getByRole('button', { name: 'Save e-mail settings' }));
    await waitFor(() => expect(api.callsTo('PUT', PREFS)).toHaveLength(2));
    expect(api.callsTo('PUT', PREFS)[1]?.body).toEqual({ notify: { digest: false } });
  });

  it('ticking a box back leaves nothing to save', async () => {
    signInAs(OWNER);
    mockApi({ [`GET ${PREFS}`]: { body: allOn } });
    const section = await openSection();
    const box = section.getByRole('checkbox', { name: 'Changes to gifts I marked as bought' });
    await userEvent.click(box);
    expect(section.getByRole('button', { name: 'Save e-mail settings' })).toBeEnabled();
    await userEvent.click(box);
    expect(section.getByRole('button', { name: 'Save e-mail settings' })).toBeDisabled();
  });

  it("shows the server's reason when saving fails, and keeps the ticks", async () => {
    signInAs(OWNER);
    mockApi({
      [`GET ${PREFS}`]: { body: allOn },
      [`PUT ${PREFS}`]: { status: 400, body: { message: 'notify.digest must be true or false' } },
    });
    const section = await openSection();
    await userEvent.click(
      section.getByRole('checkbox', { name: 'New items on lists shared with me' }),
    );
    await userEvent.click(section.getByRole('button', { name: 'Save e-mail settings' }));
    expect(await section.findByRole('alert')).toHaveTextContent(
      'notify.digest must be true or false',
    );
    expect(
      section.getByRole('checkbox', { name: 'New items on lists shared with me' }),
    ).not.toBeChecked();
    expect(section.getByRole('button', { name: 'Save e-mail settings' })).toBeEnabled();
    await expectNoAxeViolations();
  });

  it('/profile#notifications (the unsubscribe page links there) brings the section into view', async () => {
    signInAs(OWNER);
    mockApi({ [`GET ${PREFS}`]: { body: allOn } });
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderApp('/profile#notifications');
    const section = await screen.findByRole('region', { name: 'E-mail notifications' });
    await waitFor(() => expect(scrolled.mock.contexts).toContain(section));
    scrolled.mockRestore();
  });

  it('says so when the settings cannot be loaded', async () => {
    signInAs(OWNER);
    mockApi({ [`GET ${PREFS}`]: { status: 500, body: {} } });
    renderApp('/profile');
    const section = await screen.findByRole('region', { name: 'E-mail notifications' });
    expect(await within(section).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Failed to load your e-mail settings',
    );
    expect(within(section).queryByRole('checkbox')).toBeNull();
  });
});
