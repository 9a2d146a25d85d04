import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WishList } from '@wishlist/core';
import { describe, expect, it } from 'vitest';
import { makeList, mockApi, OWNER, renderApp, signInAs } from '../../../test/test-utils';

const LIST_PATH = '/api/lists/l-1';

describe('list title and description inline editing', () => {
  function setup(status = 200) {
    signInAs(OWNER);
    let current: WishList = makeList({ name: 'Birthday', description: 'Old' });
    const api = mockApi({
      [`GET ${LIST_PATH}`]: () => ({ body: current }),
      [`PUT ${LIST_PATH}`]: (call) => {
        if (status !== 200) return { status, body: {} };
        current = { ...current, ...(call.body as Partial<WishList>) };
        return { body: current };
      },
    });
    renderApp('/lists/l-1');
    return api;
  }

  it('Enter saves the trimmed name', async () => {
    const api = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit list name' }));
    const input = screen.getByRole('textbox', { name: 'List name' });
    expect(input).toHaveFocus();
    await userEvent.clear(input);
    await userEvent.type(input, '  Xmas  {Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Xmas' })).toBeInTheDocument();
    expect(api.callsTo('PUT', LIST_PATH)[0]?.body).toEqual({ name: 'Xmas' });
  });

  it('Escape cancels without a call', async () => {
    const api = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit list name' }));
    const input = screen.getByRole('textbox', { name: 'List name' });
    await userEvent.type(input, ' changed{Escape}');
    expect(screen.getByRole('heading', { level: 1, name: 'Birthday' })).toBeInTheDocument();
    expect(api.callsTo('PUT', LIST_PATH)).toHaveLength(0);
  });

  it('no call is made when nothing changed', async () => {
    const api = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit list name' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'List name' }), '{Enter}');
    expect(screen.getByRole('heading', { level: 1, name: 'Birthday' })).toBeInTheDocument();
    expect(api.callsTo('PUT', LIST_PATH)).toHaveLength(0);
  });

  it("an empty name gives 'Name cannot be empty'", async () => {
    const api = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit list name' }));
    const input = screen.getByRole('textbox', { name: 'List name' });
    await userEvent.clear(input);
    await userEvent.type(input, '   {Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Name cannot be empty');
    expect(api.callsTo('PUT', LIST_PATH)).toHaveLength(0);
  });

  it('Shift+Enter adds a line to the description; Enter saves it', async () => {
    const api = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit description' }));
    const box = screen.getByRole('textbox', { name: 'List description' });
    await userEvent.clear(box);
    await userEvent.type(box, 'Line one{Shift>}{Enter}{/Shift}Line two{Enter}');
    await waitFor(() => expect(api.callsTo('PUT', LIST_PATH)).toHaveLength(1));
    expect(api.callsTo('PUT', LIST_PATH)[0]?.body).toEqual({ description: 'Line one\nLine two' });
  });

  it("a failed save shows 'Failed to update wishlist'", async () => {
    setup(500);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit list name' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'List name' }), '!{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update wishlist');
  });
});
