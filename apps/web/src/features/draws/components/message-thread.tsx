import type { DrawMessage } from '@wishlist/core';
import { LIMITS } from '@wishlist/core';
import type { FormEvent } from 'react';
import { useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { FieldShell } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-errors';
import { errorMessage } from '../../../lib/api-client';
import { formatDay } from '../../../lib/format';
import { useCanSend } from '../../offline';
import { RanAgainError, useSendDrawMessage } from '../api/draws';
import { t } from '../i18n';

interface MessageThreadProps {
  drawId: string;
  /** The run the page shows (D3: run again, the conversations are new ones). */
  runs: number;
  /** `recipient`: with whom the person drew; `santa`: with their own Secret Santa. */
  thread: DrawMessage['thread'];
  title: string;
  hint: string;
  /** Who writes the messages that are not the person's: a name, or "Your Secret Santa". */
  theirs: string;
  /** The box's label. */
  label: string;
  messages: readonly DrawMessage[];
}

/** One conversation (D3): its messages, oldest first, each with its day, and a box to write. */
export function MessageThread(props: MessageThreadProps) {
  const { drawId, runs, thread, title, hint, theirs, label, messages } = props;
  const send = useSendDrawMessage(drawId, runs);
  const canSend = useCanSend();
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSent(false);
    if (!text.trim()) {
      setProblem(t('draws.thread.empty'));
      box.current?.focus();
      return;
    }
    send.mutate(
      { to: thread, text: text.trim() },
      {
        onSuccess: () => {
          setText('');
          setSent(true);
          // Ready for the next message.
          box.current?.focus();
        },
      },
    );
  };

  return (
    <section className="draw-thread" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="subheading">
        {title}
      </h3>
      <p className="muted draw-thread-hint">{hint}</p>
      {messages.length === 0 ? (
        <p className="muted">{t('draws.thread.none')}</p>
      ) : (
        <ol className="draw-messages">
          {messages.map((message) => (
            <li
              key={message._id}
              className={message.mine ? 'draw-message draw-message-mine' : 'draw-message'}
            >
              <p className="draw-message-who">
                {message.mine ? t('draws.thread.you') : theirs}
                <span aria-hidden="true"> · </span>
                <span className="muted">{formatDay(message.at)}</span>
              </p>
              <p className="draw-message-text">{message.text}</p>
            </li>
          ))}
        </ol>
      )}
      <form className="stack draw-thread-form" onSubmit={submit} noValidate>
        <FormAlert
          message={
            send.error instanceof RanAgainError
              ? t('draws.thread.ranAgain')
              : send.isError
                ? errorMessage(send.error, t('draws.thread.failed'))
                : null
          }
        />
        {sent ? <Alert tone="success">{t('draws.thread.sent')}</Alert> : null}
        <FieldShell label={label} error={problem}>
          {(ids) => (
            <textarea
              ref={box}
              className="input textarea"
              {...ids}
              rows={3}
              maxLength={LIMITS.drawMessageMax}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setProblem(null);
                setSent(false);
              }}
            />
          )}
        </FieldShell>
        <div className="form-actions">
          <button
            type="submit"
            className="button button-primary button-small"
            disabled={send.isPending || !canSend}
          >
            {send.isPending ? t('draws.thread.sending') : t('draws.thread.send')}
          </button>
        </div>
      </form>
    </section>
  );
}
