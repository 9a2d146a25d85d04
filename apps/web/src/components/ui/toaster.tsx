import { useEffect, useRef, useState } from 'react';
import { type Toast, toast, useToasts } from '../../lib/toast';
import { t } from './i18n';

/**
 * At least long enough to read a short sentence twice; an error stays twice as long, and a
 * pointer over or focus inside the region holds every toast until it leaves (WCAG 2.2.1,
 * timing adjustable).
 */
const SUCCESS_MS = 8000;
const ERROR_MS = 16000;
/**
 * A longer text stays longer: time to read it twice at a slow reader's pace (about 15
 * characters a second). German and French say the same thing in up to a third more letters
 * than English, and a list's or item's name can make any toast long.
 */
const READ_TWICE_MS_PER_CHAR = 2 * 70;

/** How long a toast stays when nothing holds it. */
export function toastDuration({ message, tone }: Pick<Toast, 'message' | 'tone'>): number {
  const reading = message.length * READ_TWICE_MS_PER_CHAR;
  return tone === 'error' ? Math.max(ERROR_MS, 2 * reading) : Math.max(SUCCESS_MS, reading);
}

/**
 * The app's one toast region: a polite live region, in the page from the start so that screen
 * readers announce each toast added to it. Ours rather than Radix's toast: Radix
 * puts each toast on top of its layer stack, so Escape closed the toast instead of the dialog
 * the person was in (the share dialog shows a toast as it sends).
 */
export function Toaster() {
  const shown = useToasts();
  const [held, setHeld] = useState(false);
  return (
    <section
      className="toast-viewport"
      aria-label={t('ui.toast.region')}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className="toast-list" aria-live="polite">
        {shown.map((item) => (
          <ToastItem key={item.id} item={item} held={held} />
        ))}
      </div>
    </section>
  );
}

function ToastItem({ item, held }: { item: Toast; held: boolean }) {
  const left = useRef(toastDuration(item));
  useEffect(() => {
    if (held) return;
    const started = Date.now();
    const timer = window.setTimeout(() => toast.dismiss(item.id), left.current);
    return () => {
      window.clearTimeout(timer);
      left.current -= Date.now() - started;
    };
  }, [held, item.id]);
  return (
    <div className={`toast toast-${item.tone}`}>
      <p className="toast-text">{item.message}</p>
      <button
        type="button"
        className="icon-button toast-close"
        aria-label={t('ui.toast.dismiss')}
        onClick={() => toast.dismiss(item.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
