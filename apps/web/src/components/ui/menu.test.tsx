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

describe('Menu: choices and actions that cannot be taken now', () => {
  it('a choice is a menuitemradio with its state; a disabled action is reached but not taken', async () => {
    const sortByPrice = vi.fn();
    const archive = vi.fn();
    render(
      <Menu
        label="More list actions"
        triggerClassName="button"
        actions={[
          { label: 'List order', checked: true, onSelect: vi.fn() },
          { label: 'Price: low to high', checked: false, onSelect: sortByPrice },
          { label: 'Archive list…', disabled: true, onSelect: archive },
        ]}
      >
        More
      </Menu>,
    );
    const button = screen.getByRole('button', { name: 'More list actions' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menuitemradio', { name: 'List order' })).toHaveFocus();
    expect(screen.getByRole('menuitemradio', { name: 'List order' })).toBeChecked();
    const price = screen.getByRole('menuitemradio', { name: 'Price: low to high' });
    expect(price).not.toBeChecked();
    await userEvent.keyboard('{End}');
    const disabled = screen.getByRole('menuitem', { name: 'Archive list…' });
    expect(disabled).toHaveFocus();
    expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    expect(archive).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(sortByPrice).toHaveBeenCalledOnce();
    expect(button).toHaveFocus();
  });
});
