import './quick-add.css';
import type { WishList } from '@wishlist/core';
import type { FormEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Dialog } from '../../../components/ui/dialog';
import { withReason } from '../../../lib/api-client';
import { specT } from '../../../lib/i18n';
import { useSaveItems } from '../../lists';
import { ConnectionHint, useCanSend } from '../../offline';
import { t } from '../i18n';
import { type LinkOutcome, linksIn, readLinks, SEVERAL_LINKS_MAX } from './several-links';

type Step =
  | { step: 'enter'; problem: string | null }
  | { step: 'reading'; total: number; read: number }
  | { step: 'saving'; count: number }
  | {
      step: 'done';
      added: number;
      failed: Array<{ url: string; message: string }>;
      /** Why the items read could not be saved, when they could not. */
      saveError: string | null;
      /** Currencies of the shops read that are not the list's (L2). */
      otherCurrencies: string[];
    };

interface SeveralLinksDialogProps {
  list: WishList;
  open: boolean;
  onClose: () => void;
}

/**
 * "Add several links": Quick Add for each pasted line, two at a time, with a progress bar;
 * what could be read is added as items in one save (save-items.ts), and what could not is
 * listed with the server's reason. Stop gives up the rest and keeps what was read.
 */
export function SeveralLinksDialog({ list, open, onClose }: SeveralLinksDialogProps) {
  const id = useId();
  const save = useSaveItems(list._id);
  const canSend = useCanSend();
  const [text, setText] = useState('');
  const [state, setState] = useState<Step>({ step: 'enter', problem: null });
  const stop = useRef<AbortController | null>(null);

  useEffect(() => {
    if (!open) return;
    setText('');
    setState({ step: 'enter', problem: null });
    return () => {
      // Closed: the reading stops and nothing is saved (see submit).
      const reading = stop.current;
      stop.current = null;
      reading?.abort();
    };
  }, [open]);

  const finish = async (outcomes: LinkOutcome[]) => {
    const read = outcomes.filter((outcome) => outcome.ok);
    const failed = outcomes.flatMap((outcome) =>
      outcome.ok ? [] : [{ url: outcome.url, message: outcome.message }],
    );
    const otherCurrencies = [
      ...new Set(
        read.map((outcome) => outcome.currency).filter((code) => code && code !== list.currency),
      ),
    ];
    let saveError: string | null = null;
    if (read.length > 0) {
      setState({ step: 'saving', count: read.length });
      try {
        await save.mutateAsync({
          intent: { kind: 'add', items: read.map((outcome) => outcome.item) },
        });
      } catch (error) {
        saveError = withReason(error, specT('spec.addItemFailed'));
      }
    }
    setState({
      step: 'done',
      added: saveError ? 0 : read.length,
      failed,
      saveError,
      otherCurrencies,
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const urls = linksIn(text);
    if (urls.length === 0) {
      setState({ step: 'enter', problem: t('quickAdd.several.none') });
      return;
    }
    if (urls.length > SEVERAL_LINKS_MAX) {
      setState({
        step: 'enter',
        problem: t('quickAdd.several.tooMany', { max: SEVERAL_LINKS_MAX, count: urls.length }),
      });
      return;
    }
    const controller = new AbortController();
    stop.current = controller;
    setState({ step: 'reading', total: urls.length, read: 0 });
    void readLinks(urls, {
      stop: controller.signal,
      onRead: () =>
        setState((current) =>
          current.step === 'reading' ? { ...current, read: current.read + 1 } : current,
        ),
    }).then((outcomes) => {
      // Stop keeps what was read; closing the dialog (which forgets the reading) does not.
      if (stop.current === controller) void finish(outcomes);
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t('quickAdd.several.title')}
      description={t('quickAdd.several.description')}
      // Links typed, or being read: closing would lose them.
      dirty={(state.step === 'enter' && text.trim() !== '') || state.step === 'reading'}
      size="lg"
    >
      {state.step === 'enter' ? (
        <form className="stack" onSubmit={submit} noValidate>
          <div className="field">
            <label htmlFor={`${id}-links`} className="field-label">
              {t('quickAdd.several.label')}
            </label>
            <textarea
              id={`${id}-links`}
              className="input textarea several-links-input"
              rows={6}
              placeholder={t('quickAdd.several.placeholder')}
              value={text}
              aria-invalid={state.problem ? true : undefined}
              aria-describedby={state.problem ? `${id}-problem` : `${id}-hint`}
              onChange={(event) => {
                setText(event.target.value);
                if (state.problem) setState({ step: 'enter', problem: null });
              }}
            />
            {state.problem ? (
              <p id={`${id}-problem`} className="field-error" role="alert">
                {state.problem}
              </p>
            ) : (
              <p id={`${id}-hint`} className="field-hint">
                {t('quickAdd.several.hint', { max: SEVERAL_LINKS_MAX })}
              </p>
            )}
          </div>
          <ConnectionHint />
          <div className="dialog-actions">
            <button type="button" className="button button-secondary" onClick={onClose}>
              {t('quickAdd.several.cancel')}
            </button>
            <button type="submit" className="button button-primary" disabled={!canSend}>
              {t('quickAdd.several.submit')}
            </button>
          </div>
        </form>
      ) : null}
      {state.step === 'reading' ? (
        <Reading read={state.read} total={state.total} onStop={() => stop.current?.abort()} />
      ) : null}
      {state.step === 'saving' ? (
        <p role="status" className="muted">
          {t('quickAdd.several.saving', { count: state.count })}
        </p>
      ) : null}
      {state.step === 'done' ? <Summary state={state} onClose={onClose} /> : null}
    </Dialog>
  );
}

function Reading({ read, total, onStop }: { read: number; total: number; onStop: () => void }) {
  const id = useId();
  const stopButton = useRef<HTMLButtonElement>(null);
  // The form that had focus is gone: Stop is what can be done now.
  useEffect(() => stopButton.current?.focus(), []);
  return (
    <div className="stack">
      <label htmlFor={`${id}-progress`} className="field-label">
        {t('quickAdd.several.reading')}
      </label>
      <progress id={`${id}-progress`} className="several-links-progress" max={total} value={read} />
      <p role="status" className="muted">
        {t('quickAdd.several.progress', { read, total })}
      </p>
      <div className="dialog-actions">
        <button ref={stopButton} type="button" className="button button-secondary" onClick={onStop}>
          {t('quickAdd.several.stop')}
        </button>
      </div>
    </div>
  );
}

function Summary({
  state,
  onClose,
}: {
  state: Extract<Step, { step: 'done' }>;
  onClose: () => void;
}) {
  const { added, failed, saveError, otherCurrencies } = state;
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus(), []);
  return (
    <div className="stack">
      {saveError ? <Alert tone="error">{saveError}</Alert> : null}
      <p role="status" className="several-links-result">
        {added === 0 && !saveError
          ? t('quickAdd.several.noneAdded')
          : added > 0
            ? t('quickAdd.several.added', { count: added })
            : null}
      </p>
      {otherCurrencies.length > 0 && added > 0 ? (
        <p className="muted">
          {t('quickAdd.several.otherCurrencies', { currencies: otherCurrencies.join(', ') })}
        </p>
      ) : null}
      {failed.length > 0 ? (
        <section aria-labelledby="several-links-failed">
          <h3 id="several-links-failed" className="several-links-failed-title">
            {t('quickAdd.several.failedTitle', { count: failed.length })}
          </h3>
          <ul className="several-links-failed">
            {failed.map((failure) => (
              <li key={failure.url}>
                <span className="several-links-url">{failure.url}</span>
                <span className="muted">{failure.message}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="dialog-actions">
        <button ref={close} type="button" className="button button-primary" onClick={onClose}>
          {t('quickAdd.several.done')}
        </button>
      </div>
    </div>
  );
}
