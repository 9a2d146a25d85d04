import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScrapeResult, WishList } from '@wishlist/core';
import { describe, expect, it } from 'vitest';
import { listServer } from '../../../test/list-server';
import {
  heldAnswer,
  makeList,
  mockApi,
  OWNER,
  renderApp,
  signInAs,
} from '../../../test/test-utils';
import { itemFromScrape, linksIn, noName, notALink, readLinks, stopped } from './several-links';

const LIST_PATH = '/api/lists/l-1';

const page = (title: string, price: string, currency = ''): ScrapeResult => ({
  title,
  description: `About ${title}`,
  price,
  category: '',
  url: `https://shop.example/${title.toLowerCase()}?final=1`,
  images: ['javascript:alert(1)', `https://img.example/${title.toLowerCase()}.png`],
  currency,
});

describe('several links: reading', () => {
  it('one link a line, blank lines and repeats left out', () => {
    expect(linksIn(' https://a.example \n\nhttps://b.example\r\nhttps://a.example\n')).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });

  it('makes the item Quick Add would prefill; a page without a name is refused', () => {
    expect(itemFromScrape('https://x.example', page('Lamp', '£19.5', 'GBP'))).toEqual({
      url: 'https://x.example',
      ok: true,
      currency: 'GBP',
      item: {
        name: 'Lamp',
        description: 'About Lamp',
        price: 19.5,
        affiliateLink: 'https://shop.example/lamp?final=1',
        imageUrl: 'https://img.example/lamp.png',
        type: 'want',
        quantity: 1,
        priority: 0,
        // Priced in the shop's currency, never relabelled as the list's.
        currency: 'GBP',
      },
    });
    expect(itemFromScrape('https://x.example', page('', '1'))).toEqual({
      url: 'https://x.example',
      ok: false,
      message: noName(),
    });
  });

  it('reads two at a time; Stop leaves the rest unread', async () => {
    signInAs(OWNER);
    let open = 0;
    let most = 0;
    mockApi({
      'POST /api/scrape': async (call) => {
        open += 1;
        most = Math.max(most, open);
        await new Promise((resolve) => setTimeout(resolve, 20));
        open -= 1;
        return { body: page((call.body as { url: string }).url.slice(-1), '1') };
      },
    });
    const stop = new AbortController();
    const urls = ['https://s.example/a', 'https://s.example/b', 'https://s.example/c', 'nope'];
    const read: number[] = [];
    const outcomes = await readLinks(urls, {
      stop: stop.signal,
      onRead: (_outcome, index) => {
        read.push(index);
        if (read.length === 2) stop.abort();
      },
    });
    expect(most).toBe(2);
    expect(outcomes.map((outcome) => (outcome.ok ? 'ok' : outcome.message))).toEqual([
      'ok',
      'ok',
      stopped(),
      stopped(),
    ]);
  });
});

describe('Add several links (list page)', () => {
  it('shows progress, adds what was read in one save and lists what failed', async () => {
    signInAs(OWNER);
    const server = listServer(makeList());
    // The shops answer once the test has seen the reading in progress, however slow the machine.
    const shops = heldAnswer((call) => {
      const { url } = call.body as { url: string };
      if (url.includes('gone')) {
        return {
          status: 422,
          body: { message: "The shop says this page doesn't exist; check the link." },
        };
      }
      return { body: page(url.includes('mug') ? 'Mug' : 'Lamp', '12') };
    });
    const api = mockApi({
      [`GET ${LIST_PATH}`]: server.get,
      [`PUT ${LIST_PATH}`]: server.put,
      'POST /api/scrape': shops.handler,
    });
    renderApp('/lists/l-1');
    await userEvent.click(await screen.findByRole('button', { name: 'More list actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Add several links…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add several links' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add them' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Paste at least one shop link');
    await userEvent.type(
      dialog.getByLabelText('Shop links'),
      'https://shop.example/mug\nnot a link\nhttps://shop.example/gone\nhttps://shop.example/lamp',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Add them' }));
    const progress = await dialog.findByRole('progressbar', { name: "Reading the shops' pages" });
    expect(progress).toHaveAttribute('max', '4');
    expect(dialog.getByRole('button', { name: 'Stop' })).toHaveFocus();
    shops.release();
    expect(await dialog.findByText('Added 2 items to the list.')).toBeInTheDocument();
    const failed = within(dialog.getByRole('region', { name: '2 links were not added' }));
    expect(failed.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `not a link${notALink()}`,
      "https://shop.example/goneThe shop says this page doesn't exist; check the link.",
    ]);
    expect(api.callsTo('PUT', LIST_PATH)).toHaveLength(1);
    const saved = api.callsTo('PUT', LIST_PATH)[0]?.body as WishList;
    expect(saved.items.map((item) => item.name)).toEqual(['Mug', 'Lamp']);
    expect(saved.version).toBe(0);
    expect(dialog.getByRole('button', { name: 'Done' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Mug' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lamp' })).toBeInTheDocument();
  });

  it('refuses more links than a reading may take', async () => {
    signInAs(OWNER);
    mockApi({ [`GET ${LIST_PATH}`]: { body: makeList() } });
    renderApp('/lists/l-1');
    await userEvent.click(await screen.findByRole('button', { name: 'More list actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Add several links…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add several links' }));
    const links = Array.from({ length: 21 }, (_, n) => `https://shop.example/${n}`).join('\n');
    await userEvent.click(dialog.getByLabelText('Shop links'));
    await userEvent.paste(links);
    await userEvent.click(dialog.getByRole('button', { name: 'Add them' }));
    expect(dialog.getByRole('alert')).toHaveTextContent(
      'At most 20 links at a time (you pasted 21)',
    );
  });
});
