import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Menu } from './menu';

function setup() {
  const copy = vi.fn();
  const remove = vi.fn();
  render(
    <Menu
      label="More actions for Mug"
      triggerClassName="button"
      actions={[
        { label: 'Copy or move…', onSelect: copy },
        { label: 'Delete…', tone: 'danger', onSelect: remove },
      ]}
    >
      ⋯
    </Menu>,
  );
  return { copy, remove, button: screen.getByRole('button', { name: 'More actions for Mug' }) };
}

describe('Menu (a menu button)', () => {
  it('opens from the keyboard on its first item; arrows wrap; Escape returns to the button', async () => {
    const { button } = setup();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'More actions for Mug' });
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(screen.getByRole('menuitem', { name: 'Copy or move…' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Delete…' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Copy or move…' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Delete…' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
    // ArrowUp opens it on the last item.
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Delete…' })).toHaveFocus();
  });

  it('a choice closes it, gives focus back to the button, then runs', async () => {
    const { button, remove, copy } = setup();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete…' }));
    expect(remove).toHaveBeenCalledOnce();
    expect(copy).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('a click elsewhere closes it', async () => {
    const { button } = setup();
    await userEvent.click(button);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.click(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
