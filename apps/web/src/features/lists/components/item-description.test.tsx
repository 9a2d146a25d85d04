import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderElement } from '../../../test/test-utils';
import { ItemDescription } from './item-description';

const LONG = 'Soft merino wool, size M, in dark green or navy. '.repeat(20).trim();

/**
 * jsdom lays nothing out: the paragraph says it holds `scrollHeight` px of text in a box of
 * `clientHeight`, and the ResizeObserver reports once, as a browser does on first layout.
 */
function layOut(scrollHeight: number, clientHeight: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(scrollHeight);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(clientHeight);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly report: () => void) {}
      observe() {
        this.report();
      }
      disconnect() {}
    },
  );
}

describe('a long description folds, at every width, with Show more', () => {
  afterEach(() => vi.restoreAllMocks());

  it('folded: the whole text stays for screen readers; the button says what it does and to what', async () => {
    layOut(400, 66);
    renderElement(<ItemDescription text={LONG} name="Jumper" />);
    const text = screen.getByText(LONG);
    expect(text).toHaveClass('item-description');
    expect(text).not.toHaveClass('item-description-expanded');
    expect(text).not.toHaveAttribute('aria-hidden');
    const more = await screen.findByRole('button', { name: 'Show more: Jumper' });
    expect(more).toHaveTextContent('Show more');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveAttribute('aria-controls', text.id);

    await userEvent.click(more);
    const less = screen.getByRole('button', { name: 'Show less: Jumper' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    expect(text).toHaveClass('item-description-expanded');
    await userEvent.click(less);
    expect(screen.getByRole('button', { name: 'Show more: Jumper' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('a description that fits has no button', () => {
    layOut(44, 44);
    renderElement(<ItemDescription text="Any colour" name="Jumper" />);
    expect(screen.getByText('Any colour')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
