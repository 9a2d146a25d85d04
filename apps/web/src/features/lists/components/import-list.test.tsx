import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  expectFieldError,
  heldAnswer,
  makeList,
  mockApi,
  OWNER,
  renderApp,
  signInAs,
} from '../../../test/test-utils';

const imported = makeList({ _id: 'new', name: 'garden' });

const importedReply = { status: 201, body: imported };

function setup(answerImport: Parameters<typeof mockApi>[0][string] = importedReply) {
  signInAs(OWNER);
  const api = mockApi({
    'GET /api/lists': { body: [] },
    'GET /api/lists/invitations/stats': { body: { accepted: 0, pending: 0 } },
    'POST /api/lists/import': answerImport,
    'GET /api/lists/new': { body: imported },
  });
  renderApp('/dashboard');
  return api;
}

async function openImport() {
  await userEvent.click(await screen.findByRole('button', { name: 'Import a list…' }));
  return within(await screen.findByRole('dialog', { name: 'Import a list' }));
}

/** A file as Chrome hands it over once it was saved again on disk: it can no longer be read. */
function savedSince(file: File): File {
  Object.defineProperty(file, 'text', {
    value: () => Promise.reject(new DOMException('The file changed', 'NotReadableError')),
  });
  return file;
}

describe('import: the file as it is when Import is pressed', () => {
  it('a file saved again since it was chosen: Import says to choose it again, then reads it anew', async () => {
    const api = setup();
    const dialog = await openImport();
    const input = dialog.getByLabelText('File') as HTMLInputElement;
    await userEvent.upload(input, savedSince(new File(['name\nTrowel\n'], 'garden.csv')));
    await userEvent.click(dialog.getByRole('button', { name: 'Import list' }));
    await waitFor(() => expect(input).toHaveFocus());
    expectFieldError(
      input,
      'This file changed after it was chosen, or can no longer be read: choose it again',
    );
    expect(input.files).toHaveLength(0);
    expect(api.callsTo('POST', '/api/lists/import')).toHaveLength(0);

    await userEvent.upload(input, new File(['name\nTrowel\nGloves\n'], 'garden.csv'));
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.click(dialog.getByRole('button', { name: 'Import list' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/lists/import')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/lists/import')[0]?.body).toBe('name\nTrowel\nGloves\n');
  });

  it('choosing the same file again counts as a choice', async () => {
    setup();
    const dialog = await openImport();
    const input = dialog.getByLabelText('File');
    const file = new File(['name\nTrowel\n'], 'garden.csv');
    await userEvent.upload(input, file);
    const name = dialog.getByLabelText('List name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Other');
    // The browser fires no change for the file already chosen, unless the input was emptied.
    await userEvent.upload(input, file);
    expect(name).toHaveValue('garden');
  });

  it('shows its progress while the list is imported', async () => {
    const server = heldAnswer(importedReply);
    const api = setup(server.handler);
    const dialog = await openImport();
    await userEvent.upload(
      dialog.getByLabelText('File'),
      new File(['name\nTrowel\n'], 'garden.csv'),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Import list' }));
    expect(await dialog.findByRole('status')).toHaveTextContent('Importing garden.csv…');
    expect(dialog.getByRole('button', { name: 'Importing…' })).toBeDisabled();
    server.release();
    await waitFor(() => expect(api.callsTo('POST', '/api/lists/import')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a chosen file is asked about before the dialog closes', async () => {
    setup();
    const dialog = await openImport();
    await userEvent.upload(dialog.getByLabelText('File'), new File(['name\n'], 'garden.csv'));
    await userEvent.keyboard('{Escape}');
    expect(
      await screen.findByRole('alertdialog', { name: 'Discard your changes?' }),
    ).toBeInTheDocument();
  });
});
