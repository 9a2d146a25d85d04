import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Dialog, useDialogDirty } from './dialog';
import { UnsavedChangesGuard } from './unsaved-changes';

/** A form that keeps its own text, inside a dialog it does not own (the invitation form's way). */
function NestedForm() {
  const [text, setText] = useState('');
  useDialogDirty(text !== '');
  return (
    <label>
      Note
      <input value={text} onChange={(event) => setText(event.target.value)} />
    </label>
  );
}

/** A field that comes once something has loaded. */
/** Lets the late field come when the test says (its list of lists has arrived). */
let arrive: () => void = () => {};

function LateField() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    arrive = () => setLoaded(true);
  }, []);
  return loaded ? (
    <label>
      To list
      <select>
        <option>Christmas</option>
      </select>
    </label>
  ) : (
    <p>Loading…</p>
  );
}

function Opener({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Test dialog">
        {children}
      </Dialog>
    </>
  );
}

const leaving = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('Dialog', () => {
  it('with no field, opens on its first control, as before', async () => {
    render(
      <Opener>
        <p>Nothing to fill in.</p>
      </Opener>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Test dialog' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Close' })).toHaveFocus());
  });

  it('a field that comes later takes the focus when it comes', async () => {
    render(
      <Opener>
        <LateField />
      </Opener>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Test dialog' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Close' })).toHaveFocus());
    act(() => arrive());
    await waitFor(() => expect(dialog.getByLabelText('To list')).toHaveFocus());
  });

  it('a form inside says it is dirty with useDialogDirty; a reload then asks too', async () => {
    render(
      <Opener>
        <NestedForm />
      </Opener>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Test dialog' }));
    const note = dialog.getByLabelText('Note');
    await waitFor(() => expect(note).toHaveFocus());
    expect(leaving()).toBe(false);
    await userEvent.type(note, 'x');
    expect(leaving()).toBe(true);
    await userEvent.keyboard('{Escape}');
    await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    // Escape on the question is Keep editing.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(note).toHaveValue('x');
    await userEvent.keyboard('{Escape}');
    const ask = within(await screen.findByRole('alertdialog', { name: 'Discard your changes?' }));
    await userEvent.click(ask.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(leaving()).toBe(false);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
  });
});

describe('UnsavedChangesGuard on a page', () => {
  function Page() {
    const [text, setText] = useState('');
    return (
      <form>
        <UnsavedChangesGuard dirty={text !== ''} />
        <label>
          List name
          <input value={text} onChange={(event) => setText(event.target.value)} />
        </label>
      </form>
    );
  }

  it("asks on the browser's Back only while something is typed", async () => {
    const router = createMemoryRouter(
      [
        { path: '/dashboard', element: <Page /> },
        { path: '/before', element: <p>Before</p> },
      ],
      { initialEntries: ['/before', '/dashboard'] },
    );
    render(<RouterProvider router={router} />);
    await userEvent.type(screen.getByLabelText('List name'), 'Xmas');
    await act(() => router.navigate(-1));
    const ask = within(await screen.findByRole('alertdialog', { name: 'Discard your changes?' }));
    await userEvent.click(ask.getByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getByLabelText('List name')).toHaveValue('Xmas');
    // The app's own navigations (a redirect to /login, say) are never held.
    await act(() => router.navigate('/before'));
    expect(router.state.location.pathname).toBe('/before');
  });
});
