import { LIMITS } from '@wishlist/core';
import type { FormEvent } from 'react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { InputField } from '../../../components/ui/field';
import { FormAlert, useFocusFirstInvalid } from '../../../components/ui/form-errors';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import {
  describeProblem,
  type ImportSource,
  importProblems,
  useImportList,
} from '../api/import-list';
import { preferredCurrency } from '../currency-preference';
import { t } from '../i18n';
import { currencyProblem, toCurrencyCode } from './currency';
import { CurrencyField } from './currency-field';

/**
 * Core's CSV_COLUMNS (L5), written again: core's schemas module would bring zod (~25 KB) into
 * this chunk for one array. The type keeps the two the same.
 */
const CSV_HEADER = [
  'name',
  'description',
  'category',
  'price',
  'link',
  'image',
  'type',
  'priority',
  'quantity',
] as const satisfies typeof import('@wishlist/core')['CSV_COLUMNS'];

/** The server takes request bodies up to 1 MB; a bigger file is refused before it is sent. */
const MAX_BYTES = 1_000_000;

interface ImportListDialogProps {
  open: boolean;
  onClose: () => void;
}

type Format = 'json' | 'csv';

/** Where a problem found before sending shows: under the file, the name or the currency. */
interface Problems {
  file?: string;
  name?: string;
  currency?: string;
}

/** JSON by its name or type; anything else is read as CSV, which the server checks. */
function formatOf(file: File): Format {
  return /\.json$/i.test(file.name) || file.type.includes('json') ? 'json' : 'csv';
}

/** "birthday-2026.csv" → "birthday-2026": the new list's name until the person changes it. */
function nameFromFile(file: File): string {
  return (
    file.name.replace(/\.[^.]*$/, '').slice(0, LIMITS.listNameMax) || t('lists.import.defaultName')
  );
}

/**
 * Imports a list (L5) from our JSON export or from CSV with a header row. The JSON carries the
 * list's name and currency; a CSV's are asked for here. Rows the server refuses are listed by
 * line ("Line 3: Price must be at least 0") and nothing is created; a success opens the list.
 */
export function ImportListDialog({ open, onClose }: ImportListDialogProps) {
  const id = useId();
  const navigate = useNavigate();
  const importing = useImportList();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [currency, setCurrency] = useState(preferredCurrency);
  const [problem, setProblem] = useState<Problems>({});
  const [reading, setReading] = useState(false);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const { reset } = importing;

  useEffect(() => {
    if (!open) return;
    setFile(null);
    setName('');
    setCurrency(preferredCurrency());
    setProblem({});
    reset();
  }, [open, reset]);

  // The input is emptied as it opens its picker (see onClick): a picker closed without a choice
  // leaves nothing chosen, here as on the screen. (React has no onCancel for inputs.)
  const attachFileInput = useCallback((input: HTMLInputElement | null) => {
    fileInput.current = input;
    if (!input) return;
    const cancelled = () => setFile(null);
    input.addEventListener('cancel', cancelled);
    return () => input.removeEventListener('cancel', cancelled);
  }, []);

  const format = file ? formatOf(file) : null;
  const problems = importProblems(importing.error);
  const busy = reading || importing.isPending;

  const refuse = (found: Problems) => {
    setProblem(found);
    focusFirstInvalid();
  };

  /**
   * The file as it is now. A file saved again since it was chosen cannot be read through what
   * the browser handed over then (Chrome refuses it): it is to be chosen again, and the input is
   * emptied so that choosing the same file again counts as a choice.
   */
  const readFile = async (chosen: File): Promise<string | null> => {
    setReading(true);
    try {
      return await chosen.text();
    } catch {
      if (fileInput.current) fileInput.current.value = '';
      setFile(null);
      refuse({ file: t('lists.import.unreadable') });
      return null;
    } finally {
      setReading(false);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    importing.reset();
    if (!file) return refuse({ file: t('lists.import.chooseFile') });
    if (file.size > MAX_BYTES) return refuse({ file: t('lists.import.tooLarge') });
    let source: ImportSource;
    if (format === 'json') {
      const text = await readFile(file);
      if (text === null) return;
      try {
        source = { format: 'json', document: JSON.parse(text) };
      } catch {
        return refuse({ file: t('lists.import.badJson') });
      }
    } else {
      const code = toCurrencyCode(currency);
      const found: Problems = {
        ...(name.trim() ? {} : { name: t('lists.import.needName') }),
        ...(code ? {} : { currency: currencyProblem() }),
      };
      if (!code || found.name) return refuse(found);
      const text = await readFile(file);
      if (text === null) return;
      source = { format: 'csv', text, name: name.trim(), currency: code };
    }
    setProblem({});
    importing.mutate(source, {
      onSuccess: (list) => {
        toast.show(t('lists.import.done', { name: list.name, count: list.items.length }));
        onClose();
        void navigate(`/lists/${list._id}`);
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t('lists.import.title')}
      description={t('lists.import.description')}
      size="lg"
      dirty={file !== null || name.trim() !== ''}
    >
      <form ref={formRef} className="stack" onSubmit={(event) => void submit(event)} noValidate>
        <FormAlert
          message={
            importing.isError ? errorMessage(importing.error, t('lists.import.failed')) : null
          }
        >
          {problems && problems.length > 0 ? (
            <ul>
              {problems.map((entry) => (
                <li key={`${entry.line ?? entry.item}-${entry.message}`}>
                  {describeProblem(entry)}
                </li>
              ))}
            </ul>
          ) : null}
        </FormAlert>
        <div className="field">
          <label htmlFor={`${id}-file`} className="field-label">
            {t('lists.import.file')}
          </label>
          <input
            ref={attachFileInput}
            id={`${id}-file`}
            className="input file-input"
            type="file"
            accept=".json,.csv,application/json,text/csv"
            aria-describedby={problem.file ? `${id}-columns ${id}-file-error` : `${id}-columns`}
            aria-invalid={problem.file ? true : undefined}
            // Emptied as the picker opens, so the same file chosen again (saved since) is a
            // change, read anew.
            onClick={(event) => {
              event.currentTarget.value = '';
            }}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              setFile(chosen);
              setProblem({});
              importing.reset();
              if (chosen) setName(nameFromFile(chosen));
            }}
          />
          <p id={`${id}-columns`} className="field-hint">
            {t('lists.import.columns', { columns: CSV_HEADER.join(', ') })}
          </p>
          {problem.file ? (
            <p id={`${id}-file-error`} className="field-error" role="alert">
              {problem.file}
            </p>
          ) : null}
        </div>
        {format === 'csv' ? (
          <>
            <InputField
              label={t('lists.field.listName')}
              required
              maxLength={LIMITS.listNameMax}
              error={problem.name}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
            <CurrencyField
              label={t('lists.field.currency')}
              value={currency}
              problem={problem.currency}
              onChange={setCurrency}
            />
          </>
        ) : null}
        {format === 'json' ? <p className="muted">{t('lists.import.fromFile')}</p> : null}
        {busy && file ? <Spinner label={t('lists.import.progress', { file: file.name })} /> : null}
        <div className="dialog-actions">
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t('lists.action.cancel')}
          </button>
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? t('lists.import.importing') : t('lists.import.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
