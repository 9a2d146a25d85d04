import { useQueryClient } from '@tanstack/react-query';
import type { Draw, DrawMessage } from '@wishlist/core';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage, isAuthError } from '../../../lib/api-client';
import { drawKey, useDrawMessages } from '../api/draws';
import { t } from '../i18n';
import { MessageThread } from './message-thread';

interface DrawConversationsProps {
  draw: Draw;
  recipientName: string;
}

/**
 * D3: the person's two conversations, with whom they drew and with their own Secret Santa (never
 * named). Messages are not mailed and raise no live event, so the page reads them when opened,
 * when the person comes back to the tab, and on Refresh.
 */
export function DrawConversations({ draw, recipientName }: DrawConversationsProps) {
  const messages = useDrawMessages(draw._id, true);
  const queryClient = useQueryClient();
  const refreshing = messages.isFetching;
  const refresh = () => {
    // The draw too: run again meanwhile, whom one gives to (and so the conversations) changed.
    void queryClient.invalidateQueries({ queryKey: drawKey(draw._id) });
  };
  const of = (thread: DrawMessage['thread']) =>
    (messages.data ?? []).filter((message) => message.thread === thread);

  return (
    <section className="card draw-conversations" aria-labelledby="draw-messages-title">
      <div className="draws-head">
        <h2 id="draw-messages-title" className="card-title">
          {t('draws.messages.title')}
        </h2>
        <button
          type="button"
          className="button button-secondary button-small"
          disabled={refreshing}
          onClick={refresh}
        >
          {refreshing ? t('draws.messages.refreshing') : t('draws.messages.refresh')}
        </button>
      </div>
      <p className="muted">{t('draws.messages.text')}</p>
      {messages.isPending ? <Spinner label={t('draws.messages.loading')} /> : null}
      {messages.isError && !isAuthError(messages.error) ? (
        <LoadFailed
          message={errorMessage(messages.error, t('draws.messages.loadFailed'))}
          onRetry={refresh}
          retrying={refreshing}
        />
      ) : null}
      {messages.data ? (
        <div className="draw-threads">
          <MessageThread
            drawId={draw._id}
            runs={draw.runs}
            thread="recipient"
            title={t('draws.thread.recipient', { name: recipientName })}
            hint={t('draws.thread.recipientHint', { name: recipientName })}
            theirs={recipientName}
            label={t('draws.thread.recipientLabel', { name: recipientName })}
            messages={of('recipient')}
          />
          <MessageThread
            drawId={draw._id}
            runs={draw.runs}
            thread="santa"
            title={t('draws.thread.santa')}
            hint={t('draws.thread.santaHint')}
            theirs={t('draws.thread.santaName')}
            label={t('draws.thread.santaLabel')}
            messages={of('santa')}
          />
        </div>
      ) : null}
    </section>
  );
}
