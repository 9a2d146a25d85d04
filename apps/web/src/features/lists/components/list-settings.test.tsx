import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WishList } from '@wishlist/core';
import { isSurpriseActive, utcDay } from '@wishlist/core';
import { describe, expect, it } from 'vitest';
import { makeList, mockApi, OWNER, renderApp, signInAs } from '../../../test/test-utils';

const LIST_PATH = '/api/lists/l-1';
const HINT = 'Hide who marked what as bought from you until the day after the event.';

/** The owner's list page, whose saves change the list the way the server would. */
function ownerPage(start: Partial<WishList>, { status = 200, path = '/lists/l-1' } = {}) {
  signInAs(OWNER);
  let current = makeList(start);
  const api = mockApi({
    'GET /api/lists': { body: [current] },
    'GET /api/lists/invitations/stats': { body: { accepted: 0, pending: 0 } },
    [`GET ${LIST_PATH}`]: () => ({ body: current }),
    [`PUT ${LIST_PATH}`]: (call) => {
      if (status !== 200) return { status, body: {} };
      const next = { ...current, ...(call.body as Partial<WishList>) };
      // As the server: whether claims are hidden follows from the new settings.
      current = { ...next, surpriseActive: isSurpriseActive(next, utcDay(new Date())) };
      return { body: current };
    },
  });
  const view = renderApp(path);
  return { ...view, puts: () => api.callsTo('PUT', LIST_PATH).map((call) => call.body) };
}

/** Opens the dialog from the More menu, as the owner would. */
async function openSettings() {
  await userEvent.click(await screen.findByRole('button', { name: 'More list actions' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'List settings…' }));
  return within(await screen.findByRole('dialog', { name: 'List settings' }));
}

const setDate = (dialog: ReturnType<typeof within>, value: string) =>
  fireEvent.change(dialog.getByLabelText('Event date'), { target: { value } });

describe('list settings (G1, L2): a dialog, saved with one action', () => {
  it('the page shows no settings but a one-line summary; the dialog saves all three at once', async () => {
    const { puts } = ownerPage({});
    await screen.findByRole('heading', { level: 1, name: 'Birthday' });
    expect(screen.queryByRole('checkbox', { name: 'Surprise mode' })).toBeNull();
    expect(screen.queryByLabelText('Event date')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Currency' })).toBeNull();
    // nothing set: no summary line
    expect(screen.queryByRole('button', { name: /Surprise mode on/ })).toBeNull();

    const dialog = await openSettings();
    const box = dialog.getByRole('checkbox', { name: 'Surprise mode' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(HINT);
    await userEvent.click(box);
    setDate(dialog, '2999-12-24');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Currency' }), 'EUR');
    expect(puts()).toEqual([]);
    await userEvent.click(dialog.getByRole('button', { name: 'Save settings' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts()).toEqual([{ surprise: true, eventDate: '2999-12-24', currency: 'EUR' }]);
    expect(await screen.findByText('List settings saved.')).toBeInTheDocument();
    const summary = screen.getByRole('button', { name: /^Surprise mode on · Event Dec 24, 2999/ });
    expect(summary).toHaveAccessibleName('Surprise mode on · Event Dec 24, 2999 (List settings)');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('the summary opens the dialog, which says why there are no mark buttons', async () => {
    ownerPage({ surprise: true, eventDate: '2999-12-24' });
    await userEvent.click(await screen.findByRole('button', { name: /^Surprise mode on/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'List settings' }));
    expect(
      dialog.getByText(
        "Surprise mode is on: you won't see what friends mark as bought until the day after the event (Dec 24, 2999).",
      ),
    ).toBeInTheDocument();
    expect(dialog.getByLabelText('Event date')).toHaveValue('2999-12-24');
  });

  it('turning surprise off while it hides claims asks first; Cancel saves nothing', async () => {
    const { puts } = ownerPage({ surprise: true, eventDate: '2999-12-24' });
    const dialog = await openSettings();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Surprise mode' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save settings' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Show who bought what now?' });
    expect(ask).toHaveTextContent('shows you at once who marked what as bought on “Birthday”');
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(puts()).toEqual([]);
    expect(dialog.getByRole('checkbox', { name: 'Surprise mode' })).not.toBeChecked();

    await userEvent.click(dialog.getByRole('button', { name: 'Save settings' }));
    const again = await screen.findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Save and show' }));
    await waitFor(() =>
      expect(puts()).toEqual([{ surprise: false, eventDate: '2999-12-24', currency: 'USD' }]),
    );
    expect(
      await screen.findByText(
        'Surprise mode no longer hides what friends mark as bought: you see it all.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Event Dec 24, 2999/ })).toBeInTheDocument();
  });

  it('a date already past, while claims are hidden, asks first; after the event nothing asks', async () => {
    const { puts } = ownerPage({ surprise: true });
    const dialog = await openSettings();
    setDate(dialog, '2020-12-24');
    await userEvent.click(dialog.getByRole('button', { name: 'Save settings' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Show who bought what now?' });
    expect(ask).toHaveTextContent('The event on Dec 24, 2020 has passed');
    await userEvent.click(within(ask).getByRole('button', { name: 'Save and show' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(await screen.findByRole('button', { name: /^Surprise revealed · Event Dec 24, 2020/ }));

    const after = await openSettings();
    expect(
      after.getByText(
        'The event (Dec 24, 2020) has passed: what friends marked as bought is now revealed.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(after.getByRole('checkbox', { name: 'Surprise mode' }));
    await userEvent.click(after.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("a failed save shows 'Failed to update wishlist' and keeps what was chosen", async () => {
    ownerPage({}, { status: 500 });
    const dialog = await openSettings();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Surprise mode' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save settings' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Failed to update wishlist');
    expect(dialog.getByRole('checkbox', { name: 'Surprise mode' })).toBeChecked();
  });

  it('a currency code that is none is refused at its field; nothing is sent', async () => {
    const { puts } = ownerPage({});
    const dialog = await openSettings();
    await userEvent.selectOptions(
      dialog.getByRole('combobox', { name: 'Currency' }),
      'Other currency…',
    );
    const code = dialog.getByRole('textbox', { name: 'Currency code' });
    await userEvent.clear(code);
    await userEvent.type(code, 'xyz');
    await userEvent.click(dialog.getByRole('button', { name: 'Save settings' }));
    expect(code).toHaveAccessibleDescription(
      'Currency must be a three-letter ISO 4217 code such as USD or EUR',
    );
    await waitFor(() => expect(code).toHaveFocus());
    expect(puts()).toEqual([]);
  });
});

describe('list settings: changes are never lost without asking', () => {
  it('Escape and Close ask before discarding; Keep editing keeps the change', async () => {
    const { puts } = ownerPage({});
    for (const leave of [
      () => userEvent.keyboard('{Escape}'),
      () => userEvent.click(screen.getByRole('button', { name: 'Close' })),
    ]) {
      const dialog = await openSettings();
      await userEvent.click(dialog.getByRole('checkbox', { name: 'Surprise mode' }));
      await leave();
      const ask = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
      await userEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
      expect(screen.getByRole('dialog', { name: 'List settings' })).toBeInTheDocument();
      expect(dialog.getByRole('checkbox', { name: 'Surprise mode' })).toBeChecked();

      await leave();
      await userEvent.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard' }),
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    // Cancel is the owner's own choice to leave the changes: it asks nothing.
    const dialog = await openSettings();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Surprise mode' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(puts()).toEqual([]);
    // Opened again, it shows the list as saved.
    const again = await openSettings();
    expect(again.getByRole('checkbox', { name: 'Surprise mode' })).not.toBeChecked();
  });

  it('a click beside it asks too; an unchanged form closes at once', async () => {
    ownerPage({});
    await openSettings();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();

    const dialog = await openSettings();
    setDate(dialog, '2999-01-31');
    const overlay = document.querySelector('.dialog-overlay');
    if (!overlay) throw new Error('no overlay');
    fireEvent.pointerDown(overlay, { button: 0 });
    fireEvent.click(overlay);
    expect(
      await screen.findByRole('alertdialog', { name: 'Discard your changes?' }),
    ).toBeInTheDocument();
  });

  it("the browser's Back asks first, and leaves only when told to discard", async () => {
    const { router, puts } = ownerPage({}, { path: '/dashboard' });
    await screen.findByRole('heading', { name: /Welcome/ });
    await act(() => router.navigate('/lists/l-1'));
    const dialog = await openSettings();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Surprise mode' }));

    await act(() => router.navigate(-1));
    const ask = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.pathname).toBe('/lists/l-1');
    expect(dialog.getByRole('checkbox', { name: 'Surprise mode' })).toBeChecked();

    await act(() => router.navigate(-1));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(puts()).toEqual([]);
  });
});
