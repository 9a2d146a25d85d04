import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIMITS, updateListInput } from '@wishlist/core';
import { describe, expect, it } from 'vitest';
import {
  heldAnswer,
  makeList,
  mockApi,
  OWNER,
  renderApp,
  signInAs,
} from '../../../test/test-utils';
import { quickAddNothingFound, quickAddUrlRequired } from './quick-add-machine';
import { quickAddFailed, quickAddOffline, quickAddTooSlow, useQuickAdd } from './use-quick-add';

const scraped = {
  title: 'Cosy Blanket',
  description: 'Warm',
  price: '£49.99',
  category: 'Home',
  url: 'https://shop.example/blanket?final=1',
  images: ['https://img.example/1.png', 'https://img.example/2.png'],
};

describe('Quick Add on the list page', () => {
  function setup(scrape: Parameters<typeof mockApi>[0][string]) {
    signInAs(OWNER);
    return mockApi({
      'GET /api/lists/l-1': { body: makeList() },
      'POST /api/scrape': scrape,
      // Saves as the server would: refused when the item breaks a rule.
      'PUT /api/lists/l-1': (call) => {
        const parsed = updateListInput.safeParse(call.body);
        if (!parsed.success) return { status: 400, body: { message: parsed.error.message } };
        return { body: makeList() };
      },
    });
  }

  async function start(url: string) {
    renderApp('/lists/l-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Quick Add' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Quick Add' }));
    await userEvent.type(dialog.getByLabelText('Product URL'), url);
    await userEvent.click(dialog.getByRole('button', { name: 'Get details' }));
    return dialog;
  }

  it('opens on its URL field; an address typed is asked about before Escape drops it', async () => {
    setup({ body: scraped });
    renderApp('/lists/l-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Quick Add' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Quick Add' }));
    const url = dialog.getByLabelText('Product URL');
    await waitFor(() => expect(url).toHaveFocus());
    await userEvent.type(url, 'https://shop.example/blanket');
    await userEvent.keyboard('{Escape}');
    const ask = within(await screen.findByRole('alertdialog', { name: 'Discard your changes?' }));
    await userEvent.click(ask.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(url).toHaveFocus());
    expect(url).toHaveValue('https://shop.example/blanket');
    // Emptied, it has nothing to lose: Escape closes at once.
    await userEvent.clear(url);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('requires a non-empty URL', async () => {
    const api = setup({ body: scraped });
    const dialog = await start('   ');
    expect(dialog.getByRole('alert')).toHaveTextContent(quickAddUrlRequired());
    expect(api.callsTo('POST', '/api/scrape')).toHaveLength(0);
  });

  it('shows progress, then the image chooser, then the prefilled form', async () => {
    const shop = heldAnswer({ body: scraped });
    const api = setup(shop.handler);
    const dialog = await start('https://shop.example/blanket');
    expect(dialog.getByRole('status')).toHaveTextContent('Getting product details');
    shop.release();
    const chooser = within(await screen.findByRole('dialog', { name: 'Choose an image' }));
    expect(api.callsTo('POST', '/api/scrape')[0]?.body).toEqual({
      url: 'https://shop.example/blanket',
    });
    await userEvent.click(chooser.getByRole('button', { name: 'Choice 2 of 2' }));
    const form = within(await screen.findByRole('dialog', { name: 'Add item' }));
    expect(form.getByLabelText('Name')).toHaveValue('Cosy Blanket');
    expect(form.getByLabelText('Description')).toHaveValue('Warm');
    expect(form.getByLabelText('Category')).toHaveValue('Home');
    expect(form.getByLabelText('Price ($)')).toHaveValue(49.99);
    expect(form.getByLabelText('Link')).toHaveValue('https://shop.example/blanket?final=1');
    expect(form.getByLabelText('Image URL')).toHaveValue('https://img.example/2.png');
  });

  it('Skip leaves the image out; Back returns to the URL as typed', async () => {
    setup({ body: scraped });
    await start('https://shop.example/blanket');
    let chooser = within(await screen.findByRole('dialog', { name: 'Choose an image' }));
    await userEvent.click(chooser.getByRole('button', { name: 'Back' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Quick Add' }));
    expect(dialog.getByLabelText('Product URL')).toHaveValue('https://shop.example/blanket');
    await userEvent.click(dialog.getByRole('button', { name: 'Get details' }));
    chooser = within(await screen.findByRole('dialog', { name: 'Choose an image' }));
    await userEvent.click(chooser.getByRole('button', { name: 'Skip' }));
    const form = within(await screen.findByRole('dialog', { name: 'Add item' }));
    expect(form.getByLabelText('Name')).toHaveValue('Cosy Blanket');
    expect(form.getByLabelText('Image URL')).toHaveValue('');
  });

  it('no images: straight to the prefilled form', async () => {
    setup({ body: { ...scraped, images: [] } });
    await start('https://shop.example/blanket');
    const form = within(await screen.findByRole('dialog', { name: 'Add item' }));
    expect(form.getByLabelText('Name')).toHaveValue('Cosy Blanket');
    expect(screen.queryByRole('dialog', { name: 'Choose an image' })).toBeNull();
  });

  /** The add form Quick Add ended in, with the note at its top. */
  async function formWithNote(note: string) {
    const form = within(await screen.findByRole('dialog', { name: 'Add item' }));
    // A polite note, not an error of the form.
    expect(form.getByRole('status')).toHaveTextContent(note);
    expect(form.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Quick Add' })).toBeNull();
    return form;
  }

  it.each([
    ['a bad URL', 'not a link', 400, 'That does not look like a web address.'],
    [
      'a page the shop says is missing',
      'https://shop.example/gone',
      422,
      "The shop says this page doesn't exist; check the link.",
    ],
    [
      'a slow page',
      'https://shop.example/slow',
      422,
      'The shop page took too long to read; add the item by hand.',
    ],
    [
      'a busy server',
      'https://shop.example/busy',
      503,
      'Quick Add is busy; try again in a moment.',
    ],
  ])(
    '%s: the form with only the link, and the server’s message on top',
    async (_, url, status, message) => {
      setup({ status, body: { message, code: 'X' } });
      await start(url);
      const form = await formWithNote(message);
      expect(form.getByLabelText('Link')).toHaveValue(url);
      expect(form.getByLabelText('Name')).toHaveValue('');
      expect(form.getByLabelText('Description')).toHaveValue('');
      expect(form.getByLabelText('Image URL')).toHaveValue('');
    },
  );

  it.each([
    [
      'no connection',
      (): never => {
        throw new TypeError('Failed to fetch');
      },
      quickAddOffline(),
    ],
    ['a server error without a message', () => ({ status: 500 }), quickAddFailed()],
  ])('%s: a sentence of our own over the form with the link', async (_, reply, message) => {
    setup(reply);
    await start('https://shop.example/lamp');
    const form = await formWithNote(message);
    expect(form.getByLabelText('Link')).toHaveValue('https://shop.example/lamp');
  });

  it('after a failure the form keeps what is typed, the note stays, and it saves', async () => {
    const api = setup({ status: 422, body: { message: 'The shop did not return the page.' } });
    await start('https://shop.example/broken');
    const form = await formWithNote('The shop did not return the page.');
    await userEvent.type(form.getByLabelText('Name'), 'Reading lamp');
    await userEvent.type(form.getByLabelText('Price ($)'), '30');
    expect(form.getByLabelText('Name')).toHaveValue('Reading lamp');
    expect(form.getByRole('status')).toHaveTextContent('The shop did not return the page.');
    await userEvent.click(form.getByRole('button', { name: 'Add item' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add item' })).toBeNull());
    const saved = api.callsTo('PUT', '/api/lists/l-1')[0]?.body as { items: unknown[] };
    expect(saved.items.at(-1)).toMatchObject({
      name: 'Reading lamp',
      price: 30,
      affiliateLink: 'https://shop.example/broken',
    });
  });

  it('one usable image: the chooser offers it as "Use this image" or Skip, one click each', async () => {
    setup({ body: { ...scraped, images: ['https://img.example/only.png'] } });
    await start('https://shop.example/blanket');
    const chooser = within(await screen.findByRole('dialog', { name: 'Choose an image' }));
    expect(chooser.getAllByRole('img')).toHaveLength(1);
    await userEvent.click(chooser.getByRole('button', { name: 'Use this image' }));
    const form = within(await screen.findByRole('dialog', { name: 'Add item' }));
    expect(form.getByLabelText('Name')).toHaveValue('Cosy Blanket');
    expect(form.getByLabelText('Image URL')).toHaveValue('https://img.example/only.png');
    expect(form.queryByRole('status')).toBeNull();
  });

  it('a page with no product on it: the form with the link, saying nothing was found', async () => {
    setup({
      body: { title: '', description: '', price: '', category: '', url: '', images: [] },
    });
    await start('https://shop.example/home');
    const form = await formWithNote(quickAddNothingFound());
    expect(quickAddNothingFound()).toBe(
      'We found no product details on that page. Fill in what you know.',
    );
    expect(form.getByLabelText('Link')).toHaveValue('https://shop.example/home');
    expect(form.getByLabelText('Name')).toHaveValue('');
  });

  it('an HTML description arrives as plain text within the limit, and saves', async () => {
    const html = `<p><strong>Second&nbsp;Generation</strong></p><ul><li>Richer &amp; bigger sound</li><li>It&#8217;s small</li></ul>${'<p>Play, pause and rewind, hands-free.</p>'.repeat(120)}`;
    const api = setup({
      body: { ...scraped, title: '<b>Nest Mini</b>', description: html, images: [] },
    });
    await start('https://shop.example/mini');
    const form = within(await screen.findByRole('dialog', { name: 'Add item' }));
    const description = (form.getByLabelText('Description') as HTMLTextAreaElement).value;
    expect(
      description.startsWith('Second Generation\n\n• Richer & bigger sound\n• It’s small'),
    ).toBe(true);
    expect(description).not.toMatch(/[<>]|&\w+;/);
    expect(description.length).toBeLessThanOrEqual(LIMITS.itemTextMax);
    expect(description.endsWith('…')).toBe(true);
    expect(form.getByLabelText('Name')).toHaveValue('Nest Mini');
    await userEvent.click(form.getByRole('button', { name: 'Add item' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add item' })).toBeNull());
    expect(api.callsTo('PUT', '/api/lists/l-1')).toHaveLength(1);
  });

  it('images that fail to load are hidden; with none left the chooser goes on by itself', async () => {
    setup({ body: { ...scraped, images: [...scraped.images, 'https://img.example/3.png'] } });
    await start('https://shop.example/blanket');
    const dialog = await screen.findByRole('dialog', { name: 'Choose an image' });
    const chooser = within(dialog);
    fireEvent.error(chooser.getByRole('img', { name: 'Choice 1 of 3' }));
    expect(chooser.getAllByRole('img')).toHaveLength(2);
    expect(chooser.getByRole('button', { name: 'Choice 2 of 2' })).toBeInTheDocument();
    fireEvent.error(chooser.getByRole('img', { name: 'Choice 2 of 2' }));
    // The one left is still reached and picked with the keyboard.
    chooser.getByRole('button', { name: 'Choice 1 of 1' }).focus();
    fireEvent.error(chooser.getByRole('img', { name: 'Choice 1 of 1' }));
    const form = within(await screen.findByRole('dialog', { name: 'Add item' }));
    expect(dialog).not.toBeInTheDocument();
    expect(form.getByLabelText('Name')).toHaveValue('Cosy Blanket');
    expect(form.getByLabelText('Image URL')).toHaveValue('');
  });

  it('a picture is picked with the keyboard', async () => {
    setup({ body: scraped });
    await start('https://shop.example/blanket');
    const chooser = within(await screen.findByRole('dialog', { name: 'Choose an image' }));
    fireEvent.error(chooser.getByRole('img', { name: 'Choice 1 of 2' }));
    chooser.getByRole('button', { name: 'Choice 1 of 1' }).focus();
    await userEvent.keyboard('{Enter}');
    const form = within(await screen.findByRole('dialog', { name: 'Add item' }));
    expect(form.getByLabelText('Image URL')).toHaveValue('https://img.example/2.png');
  });

  it('cancelling during extraction drops the late answer', async () => {
    const shop = heldAnswer({ body: scraped });
    const api = setup(shop.handler);
    await start('https://shop.example/blanket');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The answer arrives after the cancel, and is dropped.
    shop.release();
    await waitFor(() => expect(api.callsTo('POST', '/api/scrape')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('useQuickAdd', () => {
  it('gives up past its deadline: the form with the link, saying so', async () => {
    signInAs(OWNER);
    mockApi({ 'POST /api/scrape': { body: scraped, delayMs: 500 } });
    const { result } = renderHook(() => useQuickAdd(50));
    act(() => result.current[1]({ type: 'open' }));
    act(() => result.current[1]({ type: 'type', url: 'https://shop.example/slow' }));
    act(() => result.current[1]({ type: 'submit' }));
    await waitFor(() => expect(result.current[0].step).toBe('form'));
    expect(result.current[0]).toMatchObject({
      step: 'form',
      values: { affiliateLink: 'https://shop.example/slow', name: '' },
      note: quickAddTooSlow(),
    });
  });
});
