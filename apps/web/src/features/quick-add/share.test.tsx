import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { FRIEND, makeList, mockApi, OWNER, renderApp, signInAs } from '../../test/test-utils';
import { firstLinkIn, quickAddPath, sharedLinkOf } from './shared-link';

const SHOP = 'https://shop.example/lamp?colour=blue';
const LAMP = {
  title: 'Blue lamp',
  description: '',
  price: '25.00',
  currency: '',
  category: '',
  url: SHOP,
  images: [],
};

describe('the link in what was shared', () => {
  it.each([
    [{ url: SHOP, text: 'https://other.example' }, SHOP],
    // Android's apps mostly send the product's name and the link in `text`.
    [{ text: `Blue lamp ${SHOP}`, title: 'Blue lamp' }, SHOP],
    [{ text: `Look at this: ${SHOP}.` }, SHOP],
    [{ text: 'no link here', title: `Lamp (${SHOP})` }, SHOP],
    [{ url: 'not a link', text: 'nor here' }, null],
    [{ url: 'javascript:alert(1)' }, null],
  ])('%j → %s', (fields, link) => {
    expect(sharedLinkOf(new URLSearchParams(fields))).toBe(link);
  });

  it('keeps a closing bracket the link opened', () => {
    expect(firstLinkIn('see https://en.wikipedia.org/wiki/Lamp_(light)!')).toBe(
      'https://en.wikipedia.org/wiki/Lamp_(light)',
    );
  });
});

describe('/share (the share target)', () => {
  const share = `/share?${new URLSearchParams({ title: 'Blue lamp', text: `Blue lamp ${SHOP}` })}`;

  it('signed out: sign in first, then come back to the shared link', async () => {
    mockApi({});
    const { router } = renderApp(share);
    await screen.findByRole('button', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(share);
  });

  it('asks which of the own active lists, then reads the link at once into the add form (X2)', async () => {
    signInAs(OWNER);
    const birthday = makeList({ _id: 'l-1', name: 'Birthday' });
    const api = mockApi({
      'GET /api/lists': {
        body: [
          birthday,
          makeList({ _id: 'l-old', name: 'Old wishes', archived: true }),
          makeList({ _id: 'l-fr', name: 'Frank’s', userId: { _id: FRIEND.id, name: FRIEND.name } }),
        ],
      },
      'GET /api/lists/l-1': { body: birthday },
      'POST /api/scrape': { body: LAMP },
    });
    const { router } = renderApp(share);
    expect(await screen.findByRole('heading', { name: 'Add to a wish list' })).toBeVisible();
    expect(screen.getByText(SHOP)).toBeVisible();
    const choices = within(await screen.findByRole('region', { name: 'Which list?' }));
    expect(choices.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Birthday0 items',
    ]);
    await userEvent.click(choices.getByRole('link', { name: /Birthday/ }));

    // No URL step: the add form, filled from the page.
    const form = within(await screen.findByRole('dialog', { name: 'Add item' }));
    expect(form.getByLabelText('Name')).toHaveValue('Blue lamp');
    expect(form.getByLabelText('Link')).toHaveValue(SHOP);
    expect(screen.queryByLabelText('Product URL')).toBeNull();
    expect(api.callsTo('POST', '/api/scrape').map((call) => call.body)).toEqual([{ url: SHOP }]);
    // Used once: a reload or Back does not open it again.
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/lists/l-1');
  });

  it("with no list yet, starts one; a failed read opens the add form with the link and the server's words", async () => {
    signInAs(OWNER);
    const created = makeList({ _id: 'l-new', name: 'Gift ideas' });
    const api = mockApi({
      'GET /api/lists': { body: [] },
      'POST /api/lists': { status: 201, body: created },
      'GET /api/lists/l-new': { body: created },
      'POST /api/scrape': {
        status: 422,
        body: { message: 'The shop refused to show us this page; add the item by hand.' },
      },
    });
    renderApp(share);
    const form = within(
      await screen.findByRole('form', { name: 'You have no list yet: start one for this link.' }),
    );
    await userEvent.type(form.getByLabelText('List name'), 'Gift ideas');
    await userEvent.click(form.getByRole('button', { name: 'Create the list and add' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add item' }));
    expect(dialog.getByLabelText('Link')).toHaveValue(SHOP);
    expect(dialog.getByLabelText('Name')).toHaveValue('');
    expect(dialog.getByRole('status')).toHaveTextContent(
      'The shop refused to show us this page; add the item by hand.',
    );
    // The spec's body: no surprise unless chosen.
    expect(api.callsTo('POST', '/api/lists')[0]?.body).toEqual({
      name: 'Gift ideas',
      isPublic: false,
      currency: 'USD',
    });
  });

  it('the new list may be kept a surprise, said beside the box', async () => {
    signInAs(OWNER);
    const created = makeList({ _id: 'l-new', name: 'Gift ideas', surprise: true });
    const api = mockApi({
      'GET /api/lists': { body: [] },
      'POST /api/lists': { status: 201, body: created },
      'GET /api/lists/l-new': { body: created },
    });
    renderApp(share);
    await userEvent.type(await screen.findByLabelText('List name'), 'Gift ideas');
    const surprise = screen.getByRole('checkbox', { name: 'Keep it a surprise' });
    expect(surprise).not.toBeChecked();
    expect(surprise).toHaveAccessibleDescription(/until the day after the event/);
    await userEvent.click(surprise);
    await userEvent.click(screen.getByRole('button', { name: 'Create the list and add' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/lists')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/lists')[0]?.body).toEqual({
      name: 'Gift ideas',
      isPublic: false,
      surprise: true,
      currency: 'USD',
    });
  });

  it('says so when nothing shared is a web address', async () => {
    signInAs(OWNER);
    mockApi({ 'GET /api/lists': { body: [] } });
    renderApp('/share?text=just%20words');
    expect(await screen.findByText('Nothing to add')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to my lists' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('in German: the share page and Quick Add, with no English left', async () => {
    await setLanguage('de');
    signInAs(OWNER);
    const birthday = makeList({ _id: 'l-1', name: 'Geburtstag' });
    mockApi({
      'GET /api/lists': { body: [birthday] },
      'GET /api/lists/l-1': { body: birthday },
      // Still reading: the dialog says so.
      'POST /api/scrape': () => new Promise(() => {}),
    });
    renderApp(share);
    expect(
      await screen.findByRole('heading', { name: 'Zu einer Wunschliste hinzufügen' }),
    ).toBeVisible();
    const choices = within(await screen.findByRole('region', { name: 'Welche Liste?' }));
    expect(choices.getByText('0 Wünsche')).toBeVisible();
    expect(screen.getByRole('form', { name: 'Oder eine neue Liste anlegen' })).toBeVisible();
    expect(screen.queryByText(/Which list|Add to a wish list|Shared link/)).toBeNull();

    await userEvent.click(choices.getByRole('link', { name: /Geburtstag/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Schnell hinzufügen' }));
    expect(dialog.getByRole('status')).toHaveTextContent('Produktdetails werden geladen…');
    expect(dialog.queryByText(/Paste a link|Getting product details|Cancel/)).toBeNull();
  });

  it("opened by the bookmarklet: takes the page from the shop's window only, and Quick Add reads it", async () => {
    signInAs(OWNER);
    const birthday = makeList({ _id: 'l-1', name: 'Birthday' });
    const api = mockApi({
      'GET /api/lists': { body: [birthday] },
      'GET /api/lists/l-1': { body: birthday },
      'POST /api/scrape': { body: LAMP },
    });
    // The shop's page that opened this window, and another window that is not it.
    const [shop, stranger] = [0, 1].map(() => {
      const frame = document.createElement('iframe');
      document.body.append(frame);
      // Left in the page, a frame would be checked by the next test's axe run, which fails on it.
      onTestFinished(() => frame.remove());
      return frame.contentWindow as Window;
    }) as [Window, Window];
    const asked = vi.spyOn(shop, 'postMessage');
    Object.defineProperty(window, 'opener', { value: shop, writable: true, configurable: true });
    const sent = (source: Window, origin: string, html: string) =>
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { wishlist: 'page', url: SHOP, html },
          origin,
          source,
        }),
      );
    renderApp(`/share?${new URLSearchParams({ url: SHOP, title: 'Blue lamp' })}`);
    const choices = within(await screen.findByRole('region', { name: 'Which list?' }));
    // Ready, said to the shop's origin only.
    expect(asked).toHaveBeenCalledWith({ wishlist: 'ready' }, 'https://shop.example');
    sent(shop, 'https://evil.example', '<p>not from the shop</p>');
    sent(stranger, 'https://shop.example', '<p>not from the opener</p>');
    sent(shop, 'https://shop.example', '<h1>Blue lamp</h1>');
    expect(window.opener).toBeNull();

    await userEvent.click(choices.getByRole('link', { name: /Birthday/ }));
    expect(await screen.findByRole('dialog', { name: 'Add item' })).toBeVisible();
    expect(api.callsTo('POST', '/api/scrape').map((call) => call.body)).toEqual([
      { url: SHOP, html: '<h1>Blue lamp</h1>' },
    ]);
  });

  it('the list page address it opens', () => {
    expect(quickAddPath('l 1', SHOP)).toBe(
      `/lists/l%201?add=${encodeURIComponent(SHOP).replace(/%20/g, '+')}`,
    );
  });
});
