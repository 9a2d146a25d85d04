import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import {
  expectFieldError,
  makeItem,
  makeList,
  mockApi,
  OWNER,
  renderApp,
  signInAs,
} from '../../../test/test-utils';

const LIST_PATH = '/api/lists/l-1';
const existing = makeItem({ _id: 'i-1', name: 'Headphones', price: 12, description: 'Black' });

function setup(put: { status?: number; body?: unknown } = { body: makeList() }) {
  signInAs(OWNER);
  return mockApi({
    [`GET ${LIST_PATH}`]: { body: makeList({ items: [existing] }) },
    'GET /api/lists': { body: [] },
    'GET /api/lists/invitations/stats': { body: { accepted: 0, pending: 0 } },
    [`PUT ${LIST_PATH}`]: put,
  });
}

async function openAdd(before: string[] = []) {
  const view = renderApp('/lists/l-1', before);
  await userEvent.click(await screen.findByRole('button', { name: 'Add item' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add item' }));
  return { ...view, dialog };
}

describe('item form: focus and errors at their fields', () => {
  it('opens on its first field, Name, for adding and for editing', async () => {
    setup();
    const { dialog } = await openAdd();
    await waitFor(() => expect(dialog.getByLabelText('Name')).toHaveFocus());
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: /^Edit Headphones/ }));
    const edit = within(await screen.findByRole('dialog', { name: 'Edit item' }));
    await waitFor(() => expect(edit.getByLabelText('Name')).toHaveFocus());
  });

  it('each problem shows at its field, and focus goes to the first one', async () => {
    const api = setup();
    const { dialog } = await openAdd();
    await userEvent.type(dialog.getByLabelText('Name'), '   ');
    await userEvent.type(dialog.getByLabelText('Link'), 'javascript:alert(1)');
    await userEvent.type(dialog.getByLabelText('Image URL'), 'not a url');
    await userEvent.click(dialog.getByRole('button', { name: 'Add item' }));
    const name = dialog.getByLabelText('Name');
    await waitFor(() => expect(name).toHaveFocus());
    expectFieldError(name, 'Item name is required');
    expectFieldError(dialog.getByLabelText('Link'), 'Link must be a valid URL');
    expectFieldError(dialog.getByLabelText('Image URL'), 'Image URL must be a valid URL');
    expect(dialog.getByLabelText('Price ($)')).not.toHaveAttribute('aria-invalid');
    // Each announced where it is; nothing said for the whole form at the top.
    const alerts = dialog.getAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Item name is required',
      'Link must be a valid URL',
      'Image URL must be a valid URL',
    ]);
    for (const alert of alerts) expect(alert.closest('.field')).not.toBeNull();
    await expectNoAxeViolations();

    await userEvent.type(name, 'Mug');
    await userEvent.click(dialog.getByRole('button', { name: 'Add item' }));
    await waitFor(() => expect(dialog.getByLabelText('Link')).toHaveFocus());
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(api.callsTo('PUT', LIST_PATH)).toHaveLength(0);
  });

  it('a price the browser cannot read as a number ("12,50") is refused, not left out', async () => {
    const api = setup();
    const { dialog } = await openAdd();
    await userEvent.type(dialog.getByLabelText('Name'), 'Mug');
    const price = dialog.getByLabelText('Price ($)');
    // What a number field holding "12,50" answers in an English browser: no value, bad input.
    Object.defineProperty(price, 'validity', { value: { badInput: true } });
    await userEvent.click(dialog.getByRole('button', { name: 'Add item' }));
    await waitFor(() => expect(price).toHaveFocus());
    expectFieldError(price, 'Price must be a number');
    expect(api.callsTo('PUT', LIST_PATH)).toHaveLength(0);
  });

  it("the server's refusal stays at the top, announced and scrolled into view", async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    setup({ status: 400, body: { message: 'bad', code: 'X' } });
    const { dialog } = await openAdd();
    await userEvent.type(dialog.getByLabelText('Name'), 'Mug');
    await userEvent.click(dialog.getByRole('button', { name: 'Add item' }));
    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to add item');
    expect(scrolled.mock.contexts).toContain(alert);
    scrolled.mockRestore();
  });
});

describe('item form: unsaved changes', () => {
  it('a form not changed closes at once on Escape', async () => {
    setup();
    await openAdd();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('Escape asks first; Keep editing keeps what was typed, Discard closes', async () => {
    setup();
    const { dialog } = await openAdd();
    await userEvent.type(dialog.getByLabelText('Name'), 'Mug');
    await userEvent.keyboard('{Escape}');
    let ask = within(await screen.findByRole('alertdialog', { name: 'Discard your changes?' }));
    expect(ask.getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    await expectNoAxeViolations();
    await userEvent.click(ask.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(dialog.getByLabelText('Name')).toHaveValue('Mug');
    await waitFor(() => expect(dialog.getByLabelText('Name')).toHaveFocus());

    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    ask = within(await screen.findByRole('alertdialog', { name: 'Discard your changes?' }));
    await userEvent.click(ask.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // Focus goes back to what opened the form.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add item' })).toHaveFocus());
  });

  it('a click beside the dialog asks too', async () => {
    setup();
    const { dialog } = await openAdd();
    await userEvent.type(dialog.getByLabelText('Description'), 'Blue');
    const overlay = document.querySelector('.dialog-overlay');
    if (!overlay) throw new Error('no overlay');
    // Radix counts a press outside once its click ends.
    fireEvent.pointerDown(overlay, { button: 0 });
    fireEvent.click(overlay);
    expect(
      await screen.findByRole('alertdialog', { name: 'Discard your changes?' }),
    ).toBeInTheDocument();
    // The form stays behind the question (hidden from the accessibility tree meanwhile).
    expect(document.querySelector('[role="dialog"] .dialog-title')).toHaveTextContent('Add item');
  });

  it("the browser's Back asks; Keep editing stays, Discard leaves", async () => {
    setup();
    const { dialog, router } = await openAdd(['/dashboard']);
    await userEvent.type(dialog.getByLabelText('Name'), 'Mug');
    await router.navigate(-1);
    let ask = within(await screen.findByRole('alertdialog', { name: 'Discard your changes?' }));
    await userEvent.click(ask.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/lists/l-1');
    expect(dialog.getByLabelText('Name')).toHaveValue('Mug');

    await router.navigate(-1);
    ask = within(await screen.findByRole('alertdialog', { name: 'Discard your changes?' }));
    await userEvent.click(ask.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('an edit is asked about only once it differs from the item', async () => {
    setup();
    const { router } = renderApp('/lists/l-1', ['/dashboard']);
    await userEvent.click(await screen.findByRole('button', { name: /^Edit Headphones/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit item' }));
    await userEvent.type(dialog.getByLabelText('Description'), '!');
    await userEvent.type(dialog.getByLabelText('Description'), '{Backspace}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/lists/l-1');
  });
});
