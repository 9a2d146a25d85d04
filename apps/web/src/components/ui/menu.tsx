import type { KeyboardEvent, ReactNode } from 'react';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

export interface MenuAction {
  label: string;
  onSelect: () => void;
  tone?: 'danger';
  /** Shown but not chosen (it cannot be done now: offline, say); still reached by the arrows. */
  disabled?: boolean;
  /**
   * One of a set of choices (a sort order), chosen or not: a `menuitemradio` with its state,
   * ticked when chosen.
   */
  checked?: boolean;
}

interface MenuProps {
  /** The button's accessible name ("More actions for Headphones"). */
  label: string;
  /** What the button shows (a word, or "⋯" hidden from screen readers). */
  children: ReactNode;
  triggerClassName: string;
  actions: readonly MenuAction[];
}

interface Place {
  top: number;
  right: number;
}

/**
 * A button that opens a short list of actions (WAI-ARIA menu button): Enter, Space or the arrow
 * keys open it, the arrows, Home and End move, Escape or Tab close it and focus goes back to
 * the button, as it does after a choice (so a dialog the choice opens returns focus there).
 *
 * The list is drawn in a portal at a fixed place under the button: an item card clips what
 * overflows it (its content-visibility contains paint), and a menu cut off at the card's edge
 * could not be read. It opens upwards when there is no room below, and closes when the page
 * scrolls or resizes, since it would no longer sit by its button.
 */
export function Menu({ label, children, triggerClassName, actions }: MenuProps) {
  const id = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [place, setPlace] = useState<Place | null>(null);

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    setPlace(null);
    if (refocus) trigger.current?.focus();
  }, []);
  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };

  useLayoutEffect(() => {
    if (!open || !trigger.current) return;
    const box = trigger.current.getBoundingClientRect();
    const height = list.current?.offsetHeight ?? 0;
    // The phone's bottom bar (--bottom-bar) covers the foot of the screen.
    const bar = Number.parseFloat(
      getComputedStyle(document.documentElement).getPropertyValue('--bottom-bar') || '0',
    );
    const roomBelow = window.innerHeight - (Number.isNaN(bar) ? 0 : bar) - box.bottom;
    const top = roomBelow >= height + 8 ? box.bottom + 4 : Math.max(8, box.top - height - 4);
    setPlace({ top, right: Math.max(8, document.documentElement.clientWidth - box.right) });
  }, [open]);

  useEffect(() => {
    if (!open || !place) return;
    const items = list.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]');
    items?.[active]?.focus({ preventScroll: true });
  }, [open, place, active]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!list.current?.contains(target) && !trigger.current?.contains(target)) close(false);
    };
    const away = () => close(false);
    document.addEventListener('pointerdown', outside);
    window.addEventListener('scroll', away, { passive: true });
    window.addEventListener('resize', away);
    return () => {
      document.removeEventListener('pointerdown', outside);
      window.removeEventListener('scroll', away);
      window.removeEventListener('resize', away);
    };
  }, [open, close]);

  const onTriggerKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : actions.length - 1);
    }
  };
  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = actions.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: active >= last ? 0 : active + 1,
      ArrowUp: active <= 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setActive(next);
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  };
  const choose = (action: MenuAction) => {
    if (action.disabled) return;
    close(true);
    action.onSelect();
  };

  return (
    <>
      <button
        ref={trigger}
        id={`${id}-button`}
        type="button"
        className={triggerClassName}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onTriggerKey}
      >
        {children}
      </button>
      {open
        ? createPortal(
            <div
              ref={list}
              id={`${id}-menu`}
              role="menu"
              aria-labelledby={`${id}-button`}
              className="menu"
              style={
                place
                  ? { top: place.top, right: place.right }
                  : { top: 0, right: 0, visibility: 'hidden' }
              }
              onKeyDown={onMenuKey}
            >
              {actions.map((action, index) => (
                <button
                  key={action.label}
                  type="button"
                  {...roleOf(action)}
                  tabIndex={index === active ? 0 : -1}
                  aria-disabled={action.disabled ? true : undefined}
                  className={action.tone === 'danger' ? 'menu-item menu-item-danger' : 'menu-item'}
                  onClick={() => choose(action)}
                  onMouseEnter={() => setActive(index)}
                >
                  {action.checked === undefined ? null : (
                    <span className="menu-item-check" aria-hidden="true">
                      {action.checked ? '✓' : ''}
                    </span>
                  )}
                  {action.label}
                </button>
              ))}
            </div>,
            document.body,
          )
        : null}
    </>
  );
}

/** A plain action is a menuitem; a choice, a menuitemradio saying whether it is chosen. */
function roleOf({ checked }: MenuAction) {
  return checked === undefined
    ? { role: 'menuitem' as const }
    : { role: 'menuitemradio' as const, 'aria-checked': checked };
}
