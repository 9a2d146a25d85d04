import './quick-add.css';
import { LIMITS } from '@wishlist/core';
import type { Dispatch } from 'react';
import { useEffect, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import type { ItemFormValues } from '../../lists';
import type { QuickAddEvent } from './quick-add-machine';
import { useQuickAdd } from './use-quick-add';

interface QuickAddDialogsProps {
  open: boolean;
  onClose: () => void;
  /** Quick Add ends here, with what the add form should start from. */
  onFilled: (values: ItemFormValues) => void;
}

/**
 * The URL dialog (with its progress state) and the image chooser. It owns Quick Add's steps;
 * the page only says when it opens and hears when it closes or has filled the form.
 */
export function QuickAddDialogs({ open, onClose, onFilled }: QuickAddDialogsProps) {
  const [state, send] = useQuickAdd();
  useEffect(() => send({ type: open ? 'open' : 'close' }), [open, send]);
  useEffect(() => {
    if (state.step === 'form') onFilled(state.values);
  }, [state, onFilled]);
  // Closing is the page's to decide: it closes the machine by closing `open`.
  const dispatch: Dispatch<QuickAddEvent> = (event) =>
    event.type === 'close' ? onClose() : send(event);
  const close = (open: boolean) => {
    if (!open) dispatch({ type: 'close' });
  };
  return (
    <>
      <Dialog
        open={state.step === 'url' || state.step === 'extracting'}
        onOpenChange={close}
        title="Quick Add"
        description="Paste a link to a product and we will fill in the details for you."
        size="md"
      >
        {state.step === 'extracting' ? (
          <div className="extracting" role="status" aria-live="polite">
            <span className="spinner spinner-large" aria-hidden="true" />
            <p className="extracting-title">Getting product details…</p>
            <p className="muted extracting-url">{state.url}</p>
            <div className="progress" aria-hidden="true">
              <div className="progress-bar" />
            </div>
          </div>
        ) : null}
        {state.step === 'url' ? (
          <form
            className="stack"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              dispatch({ type: 'submit' });
            }}
          >
            <div className="field">
              <label htmlFor="quick-add-url" className="field-label">
                Product URL
              </label>
              <input
                id="quick-add-url"
                className="input"
                type="url"
                inputMode="url"
                placeholder="https://www.example.com/product"
                maxLength={LIMITS.linkMax}
                value={state.url}
                aria-invalid={state.problem ? true : undefined}
                aria-describedby={state.problem ? 'quick-add-url-error' : undefined}
                onChange={(event) => dispatch({ type: 'type', url: event.target.value })}
              />
              {state.problem ? (
                <p id="quick-add-url-error" className="field-error" role="alert">
                  {state.problem}
                </p>
              ) : null}
            </div>
            <div className="dialog-actions">
              <button
                type="button"
                className="button button-secondary"
                onClick={() => dispatch({ type: 'close' })}
              >
                Cancel
              </button>
              <button type="submit" className="button button-primary">
                Get details
              </button>
            </div>
          </form>
        ) : null}
      </Dialog>
      <Dialog
        open={state.step === 'choosing'}
        onOpenChange={close}
        title="Choose an image"
        description="Pick the picture that shows the product best, or skip to add it without one."
        size="lg"
      >
        {state.step === 'choosing' ? (
          <ImageChooser images={state.scraped.images} dispatch={dispatch} />
        ) : null}
      </Dialog>
    </>
  );
}

function ImageChooser({
  images,
  dispatch,
}: {
  images: string[];
  dispatch: Dispatch<QuickAddEvent>;
}) {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const visible = images.filter((image) => !hidden.has(image));
  return (
    <div className="stack">
      <ul className="image-choices">
        {visible.map((image, index) => (
          <li key={image}>
            <button
              type="button"
              className="image-choice"
              onClick={() => dispatch({ type: 'pick', image })}
            >
              <img
                src={image}
                alt={`Choice ${index + 1} of ${visible.length}`}
                loading="lazy"
                referrerPolicy="no-referrer"
                onError={() => setHidden((current) => new Set(current).add(image))}
              />
            </button>
          </li>
        ))}
      </ul>
      <div className="dialog-actions">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => dispatch({ type: 'skip' })}
        >
          Skip
        </button>
      </div>
    </div>
  );
}
