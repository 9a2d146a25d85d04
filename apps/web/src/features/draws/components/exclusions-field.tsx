import { type RefObject, useId, useRef, useState } from 'react';
import { t } from '../i18n';
import { exclusionRows, type Pair, withoutPairs, withPairs } from './draw-form';

interface Person {
  _id: string;
  name: string;
}

interface ExclusionsFieldProps {
  /** Who takes part: the only people an exclusion may name. */
  people: readonly Person[];
  exclusions: readonly Pair[];
  onChange: (exclusions: Pair[]) => void;
}

/**
 * D1's one-way exclusions: pick who gives and whom they never draw, or keep two people apart
 * both ways (a couple) in one go. Each kept pair shows as a sentence with its own Remove.
 */
export function ExclusionsField({ people, exclusions, onChange }: ExclusionsFieldProps) {
  const id = useId();
  const [giver, setGiver] = useState('');
  const [receiver, setReceiver] = useState('');
  const [bothWays, setBothWays] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const giverSelect = useRef<HTMLSelectElement>(null);
  const nameOf = (personId: string) => people.find((person) => person._id === personId)?.name ?? '';

  const add = () => {
    const found =
      !giver || !receiver
        ? t('draws.exclusions.choose')
        : giver === receiver
          ? t('draws.exclusions.same')
          : null;
    if (found) {
      setProblem(found);
      return;
    }
    const added: Pair[] = bothWays
      ? [
          [giver, receiver],
          [receiver, giver],
        ]
      : [[giver, receiver]];
    const next = withPairs(exclusions, added);
    if (next.length === exclusions.length) {
      setProblem(t('draws.exclusions.already'));
      return;
    }
    onChange(next);
    setGiver('');
    setReceiver('');
    setBothWays(false);
    setProblem(null);
    // Ready for the next pair.
    giverSelect.current?.focus();
  };

  const rows = exclusionRows(exclusions);
  return (
    <fieldset className="draw-fieldset">
      <legend className="field-label">{t('draws.exclusions.title')}</legend>
      <p className="field-hint" id={`${id}-hint`}>
        {t('draws.exclusions.hint')}
      </p>
      {rows.length > 0 ? (
        <ul className="exclusion-rows">
          {rows.map((row) => {
            const [first, second] = row.pairs[0] ?? ['', ''];
            const sentence = row.mutual
              ? t('draws.exclusions.mutual', { a: nameOf(first), b: nameOf(second) })
              : t('draws.exclusions.pair', { giver: nameOf(first), receiver: nameOf(second) });
            return (
              <li key={`${first}-${second}`} className="exclusion-row">
                <span>{sentence}</span>
                <button
                  type="button"
                  className="button button-ghost-danger button-small"
                  aria-label={t('draws.exclusions.removeLabel', { exclusion: sentence })}
                  onClick={() => {
                    onChange(withoutPairs(exclusions, row.pairs));
                    giverSelect.current?.focus();
                  }}
                >
                  {t('draws.exclusions.remove')}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className="exclusion-add">
        <PersonSelect
          id={`${id}-giver`}
          label={t('draws.exclusions.giver')}
          people={people}
          value={giver}
          selectRef={giverSelect}
          describedBy={problem ? `${id}-problem` : `${id}-hint`}
          onChange={(value) => {
            setGiver(value);
            setProblem(null);
          }}
        />
        <PersonSelect
          id={`${id}-receiver`}
          label={t('draws.exclusions.receiver')}
          people={people}
          value={receiver}
          onChange={(value) => {
            setReceiver(value);
            setProblem(null);
          }}
        />
      </div>
      <div className="checkbox-row">
        <input
          id={`${id}-both`}
          type="checkbox"
          className="checkbox"
          checked={bothWays}
          onChange={(event) => setBothWays(event.target.checked)}
        />
        <label htmlFor={`${id}-both`} className="field-label">
          {t('draws.exclusions.bothWays')}
        </label>
      </div>
      {problem ? (
        <p id={`${id}-problem`} className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
      <div>
        <button type="button" className="button button-secondary button-small" onClick={add}>
          {t('draws.exclusions.add')}
        </button>
      </div>
    </fieldset>
  );
}

/** One of the pair's two pickers: a participant, or none yet. */
function PersonSelect(props: {
  id: string;
  label: string;
  people: readonly Person[];
  value: string;
  onChange: (value: string) => void;
  selectRef?: RefObject<HTMLSelectElement | null>;
  describedBy?: string;
}) {
  return (
    <div className="field">
      <label htmlFor={props.id} className="field-label">
        {props.label}
      </label>
      <select
        id={props.id}
        ref={props.selectRef}
        className="input"
        value={props.value}
        aria-describedby={props.describedBy}
        onChange={(event) => props.onChange(event.target.value)}
      >
        <option value="">{t('draws.exclusions.pick')}</option>
        {props.people.map((person) => (
          <option key={person._id} value={person._id}>
            {person.name}
          </option>
        ))}
      </select>
    </div>
  );
}
