import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InlineEdit } from './inline-edit';

describe('InlineEdit', () => {
  it('Save pressed on an empty name: the message under the field, and the cursor back in it', async () => {
    const save = vi.fn(async () => undefined);
    render(
      <InlineEdit
        value="Birthday"
        field={{ label: 'List name', maxLength: 100, emptyMessage: 'Name cannot be empty' }}
        onSave={save}
        renderView={(start) => (
          <button type="button" onClick={start}>
            Edit
          </button>
        )}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const input = screen.getByRole('textbox', { name: 'List name' });
    await userEvent.clear(input);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Name cannot be empty');
    expect(save).not.toHaveBeenCalled();
  });
});
