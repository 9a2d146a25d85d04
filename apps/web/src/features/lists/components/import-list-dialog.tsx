import { DEFAULT_CURRENCY, LIMITS } from '@wishlist/core';
import type { FormEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Dialog } from '../../../components/ui/dialog';
import { InputField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import {
  describeProblem,
  type ImportSource,
  importProblems,
  useImportList,
} from '../api/import-list';
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
  const [currency, setCurrency] = useState(DEFAULT_CURRENCY);
  const [problem, setProblem] = useState<string | null>(null);
  const { reset } = importing;

  useEffect(() => {
    if (!open) return;
    setFile(null);
    setName('');
    setCurrency(DEFAULT_CURRENCY);
    setProblem(null);
    reset();
  }, [open, reset]);

  const format = file ? formatOf(file) : null;
  const problems = importProblems(importing.error);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    importing.reset();
    if (!file) {
      setProblem(t('lists.import.chooseFile'));
      fileInput.current?.focus();
      return;
    }
    if (file.size > MAX_BYTES) {
      setProblem(t('lists.import.tooLarge'));
      return;
    }
    const text = await file.text();
    let source: ImportSource;
    if (format === 'json') {
      try {
        source = { format: 'json', document: JSON.parse(text) };
      } catch {
        setProblem(t('lists.import.badJson'));
        return;
      }
    } else {
      const code = toCurrencyCode(currency);
      if (!code) {
        setProblem(currencyProblem());
        return;
      }
      if (!name.trim()) {
        setProblem(t('lists.import.needName'));
        return;
      }
      source = { format: 'csv', text, name: name.trim(), currency: code };
    }
    setProblem(null);
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
    >
      <form className="stack" onSubmit={(event) => void submit(event)} noValidate>
        {problem ? <Alert tone="error">{problem}</Alert> : null}
        {importing.isError ? (
          <div className="alert alert-error import-problems" role="alert">
            <p>{errorMessage(importing.error, t('lists.import.failed'))}</p>
            {problems && problems.length > 0 ? (
              <ul>
                {problems.map((entry) => (
                  <li key={`${entry.line ?? entry.item}-${entry.message}`}>
                    {describeProblem(entry)}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        <div className="field">
          <label htmlFor={`${id}-file`} className="field-label">
            {t('lists.import.file')}
          </label>
          <input
            ref={fileInput}
            id={`${id}-file`}
            className="input file-input"
            type="file"
            accept=".json,.csv,application/json,text/csv"
            aria-describedby={`${id}-columns`}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              setFile(chosen);
              setProblem(null);
              importing.reset();
              if (chosen) setName(nameFromFile(chosen));
            }}
          />
          <p id={`${id}-columns`} className="field-hint">
            {t('lists.import.columns', { columns: CSV_HEADER.join(', ') })}
          </p>
        </div>
        {format === 'csv' ? (
          <>
            <InputField
              label={t('lists.field.listName')}
              required
              maxLength={LIMITS.listNameMax}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
            <CurrencyField
              label={t('lists.field.currency')}
              value={currency}
              onChange={setCurrency}
            />
          </>
        ) : null}
        {format === 'json' ? <p className="muted">{t('lists.import.fromFile')}</p> : null}
        <div className="dialog-actions">
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t('lists.action.cancel')}
          </button>
          <button type="submit" className="button button-primary" disabled={importing.isPending}>
            {importing.isPending ? t('lists.import.importing') : t('lists.import.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
