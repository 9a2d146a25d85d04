import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { renderElement } from '../../../test/test-utils';
import { Bookmarklet, DESKTOP_QUERY } from './bookmarklet';

describe('the bookmarklet (N4)', () => {
  it('opens the share page with the address and title of the page it is used on, then sends it the page when it is ready', () => {
    renderElement(<Bookmarklet />);
    const link = screen.getByRole('link', { name: 'Add to Wishlist' });
    expect(link).toHaveAttribute('draggable', 'true');
    expect(link).toHaveAccessibleDescription(/Drag this button to your browser's bookmarks bar/);
    const code = link.getAttribute('href') ?? '';
    expect(code.startsWith('javascript:')).toBe(true);

    // Run as a browser runs a bookmark, on a shop's page; the window it opens is a frame here.
    const frame = document.createElement('iframe');
    document.body.append(frame);
    // Left in the page, a frame would be checked by the next test's axe run, which fails on it.
    onTestFinished(() => frame.remove());
    const opened = frame.contentWindow as Window;
    const toApp = vi.spyOn(opened, 'postMessage');
    const open = vi.fn(() => opened);
    vi.stubGlobal('open', open);
    document.title = 'Blue lamp & co';
    new Function(decodeURIComponent(code.slice('javascript:'.length)))();
    const [address, target, features] = open.mock.calls[0] as unknown as [string, string, string];
    const share = new URL(address);
    expect(share.origin).toBe(window.location.origin);
    expect(share.pathname).toBe('/share');
    expect(share.searchParams.get('url')).toBe(window.location.href);
    expect(share.searchParams.get('title')).toBe('Blue lamp & co');
    // A window to send the page to: not `noopener`.
    expect([target, features]).toEqual(['_blank', 'popup,width=520,height=760']);

    const ready = (source: Window, origin: string) =>
      window.dispatchEvent(
        new MessageEvent('message', { data: { wishlist: 'ready' }, origin, source }),
      );
    // Only this app's window, from this app's origin, gets the page.
    ready(opened, 'https://evil.example');
    ready(window, window.location.origin);
    expect(toApp).not.toHaveBeenCalled();
    ready(opened, window.location.origin);
    expect(toApp).toHaveBeenCalledTimes(1);
    expect(toApp).toHaveBeenCalledWith(
      {
        wishlist: 'page',
        url: window.location.href,
        html: document.documentElement.outerHTML,
      },
      window.location.origin,
    );
    // Once: a second "ready" sends nothing more.
    ready(opened, window.location.origin);
    expect(toApp).toHaveBeenCalledTimes(1);
  });

  it('a click on the profile page does nothing (it is for dragging)', () => {
    renderElement(<Bookmarklet />);
    const link = screen.getByRole('link', { name: 'Add to Wishlist' });
    expect(fireEvent.click(link)).toBe(false);
  });

  it('in German', async () => {
    await setLanguage('de');
    renderElement(<Bookmarklet />);
    expect(screen.getByRole('heading', { name: 'Von jeder Seite hinzufügen' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zu Wishlist hinzufügen' })).toBeVisible();
    expect(screen.queryByText(/Drag this button/)).toBeNull();
  });

  it('is offered only where a desktop browser can use it, following the window', () => {
    let desktop = false;
    const listeners = new Set<() => void>();
    const asked: string[] = [];
    vi.stubGlobal('matchMedia', (query: string) => {
      asked.push(query);
      return {
        get matches() {
          return desktop;
        },
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      };
    });
    renderElement(<Bookmarklet />);
    expect(asked).toContain('(pointer: fine) and (min-width: 48rem)');
    expect(DESKTOP_QUERY).toBe('(pointer: fine) and (min-width: 48rem)');
    // A phone, or a tablet used by touch: nothing to drag it with, no bookmarks bar.
    expect(screen.queryByRole('heading', { name: 'Add from any page' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add to Wishlist' })).toBeNull();
    // A mouse plugged in, the window widened.
    desktop = true;
    act(() => {
      for (const listener of listeners) listener();
    });
    expect(screen.getByRole('link', { name: 'Add to Wishlist' })).toBeVisible();
  });
});
