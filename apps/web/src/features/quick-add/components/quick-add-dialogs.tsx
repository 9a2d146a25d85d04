import './quick-add.css';
import type { Dispatch } from 'react';
import { useCallback, useEffect } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import type { ItemFormValues } from '../../lists';
import { t } from '../i18n';
import { takeSentPage } from '../sent-page';
import { useSharedLink } from '../shared-link';
import { ImageChooser } from './image-chooser';
import type { QuickAddEvent } from './quick-add-machine';
import { UrlStep } from './url-step';
import { useQuickAdd } from './use-quick-add';

interface QuickAddDialogsProps {
  open: boolean;
  onClose: () => void;
  /**
   * Quick Add ends here, with what the add form should start from, the page's currency, and a
   * note for the form's top (why nothing was read), or null.
   */
  onFilled: (values: ItemFormValues, currency: string, note: string | null) => void;
}

/**
 * The URL dialog (with its progress state) and the image chooser. It owns Quick Add's steps;
 * the page only says when it opens and hears when it closes or has filled the form.
 */
export function QuickAddDialogs({ open, onClose, onFilled }: QuickAddDialogsProps) {
  const [state, send] = useQuickAdd();
  // Opened from a shared link (/share, the bookmarklet): read at once (X2), from the page the
  // bookmarklet sent when it did.
  const [sharedLink, forgetSharedLink] = useSharedLink();
  useEffect(() => {
    if (!open) return send({ type: 'close' });
    if (!sharedLink) return send({ type: 'open' });
    const html = takeSentPage(sharedLink);
    send({ type: 'open', url: sharedLink, ...(html === undefined ? {} : { html }) });
  }, [open, send, sharedLink]);
  useEffect(() => {
    if (open && sharedLink) forgetSharedLink();
  }, [open, sharedLink, forgetSharedLink]);
  useEffect(() => {
    if (state.step === 'form') onFilled(state.values, state.currency, state.note);
  }, [state, onFilled]);
  // Closing is the page's to decide: it closes the machine by closing `open`.
  const dispatch: Dispatch<QuickAddEvent> = useCallback(
    (event) => (event.type === 'close' ? onClose() : send(event)),
    [onClose, send],
  );
  const close = (open: boolean) => {
    if (!open) dispatch({ type: 'close' });
  };
  return (
    <>
      <Dialog
        open={state.step === 'url' || state.step === 'extracting'}
        onOpenChange={close}
        title={t('quickAdd.title')}
        description={t('quickAdd.description')}
        size="md"
        // A typed (or shared) address is asked about before it goes; Escape while the details
        // are being read stops the reading at once, as it always has.
        dirty={state.step === 'url' && state.url.trim() !== ''}
      >
        {state.step === 'extracting' ? (
          <div className="extracting" role="status" aria-live="polite">
            <span className="spinner spinner-large" aria-hidden="true" />
            <p className="extracting-title">{t('quickAdd.extracting')}</p>
            <p className="muted extracting-url">{state.url}</p>
            <div className="progress" aria-hidden="true">
              <div className="progress-bar" />
            </div>
          </div>
        ) : null}
        {state.step === 'url' ? (
          <UrlStep url={state.url} problem={state.problem} dispatch={dispatch} />
        ) : null}
      </Dialog>
      <Dialog
        open={state.step === 'choosing'}
        onOpenChange={close}
        title={t('quickAdd.images.title')}
        description={t('quickAdd.images.description')}
        size="lg"
      >
        {state.step === 'choosing' ? (
          <ImageChooser images={state.images} dispatch={dispatch} />
        ) : null}
      </Dialog>
    </>
  );
}
