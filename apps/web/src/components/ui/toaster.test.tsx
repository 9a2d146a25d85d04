import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { Toaster, toastDuration } from './toaster';

describe('Toaster', () => {
  it('a short text stays 8 s, an error twice as long; a long text longer still', () => {
    expect(toastDuration({ message: 'Saved.', tone: 'success' })).toBe(8000);
    expect(toastDuration({ message: 'Failed to add item', tone: 'error' })).toBe(16000);
    const long = 'x'.repeat(100);
    expect(toastDuration({ message: long, tone: 'success' })).toBe(14000);
    expect(toastDuration({ message: long, tone: 'error' })).toBe(28000);
  });

  it('keeps a toast until its time is up, then takes it away', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => toast.show('“Old list” was deleted.'));
    act(() => vi.advanceTimersByTime(7900));
    expect(screen.getByText('“Old list” was deleted.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('“Old list” was deleted.')).toBeNull();
  });

  it('a pointer over the region holds every toast until it leaves', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => toast.show('Saved.'));
    const region = screen.getByRole('region', { name: 'Notifications' });
    act(() => vi.advanceTimersByTime(5000));
    fireEvent.pointerOver(region);
    act(() => vi.advanceTimersByTime(60_000));
    expect(region).toHaveTextContent('Saved.');
    fireEvent.pointerOut(region);
    // What was left of its time, not a fresh 8 s.
    act(() => vi.advanceTimersByTime(3100));
    expect(region).not.toHaveTextContent('Saved.');
  });

  it('its region and close button speak the language in use', async () => {
    await setLanguage('de');
    render(<Toaster />);
    act(() => toast.show('Gespeichert.'));
    const region = screen.getByRole('region', { name: 'Benachrichtigungen' });
    await userEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(region).not.toHaveTextContent('Gespeichert.');
  });
});
