import { useQueryClient } from '@tanstack/react-query';
import type { Draw } from '@wishlist/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useCanSend } from '../../offline';
import { drawKey, useDeleteDraw, useRunDraw } from '../api/draws';
import { t } from '../i18n';
import { exclusionRows, type Pair } from './draw-form';

interface DrawAdminProps {
  draw: Draw;
  /** Whether the admin takes part too: their own recipient shows beside this part. */
  participating: boolean;
}

/**
 * D1-D3 for the circle's admins: who takes part and who has looked (never who drew whom), the
 * pairs kept apart, running the draw (again) and deleting it, each asked first. A draw that
 * cannot be made says why in place, in the server's words.
 */
export function DrawAdmin({ draw, participating }: DrawAdminProps) {
  const run = useRunDraw(draw);
  const remove = useDeleteDraw(draw);
  const canSend = useCanSend();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<'run' | 'delete' | null>(null);
  const ran = draw.runAt !== null;
  const looked = draw.participants.filter((person) => person.seen).length;
  const nameOf = (personId: string) =>
    draw.participants.find((person) => person._id === personId)?.name ?? '';
  const busy = run.isPending || remove.isPending || !canSend;

  const confirm = () => {
    if (asking === 'run') {
      remove.reset();
      run.mutate();
    } else {
      run.reset();
      remove.mutate(undefined, {
        onSuccess: async ({ message }) => {
          toast.show(message);
          await navigate('/circles');
          // Dropped once the page is gone: while shown, it would be asked for again (a 404).
          queryClient.removeQueries({ queryKey: drawKey(draw._id) });
        },
      });
    }
    setAsking(null);
  };

  return (
    <section className="card draw-admin" aria-labelledby="draw-admin-title">
      <h2 id="draw-admin-title" className="card-title">
        {t('draws.admin.title')}
      </h2>
      <p className="muted">
        {participating ? t('draws.admin.textParticipant') : t('draws.admin.text')}
      </p>
      {draw.rerunAdvised ? <Alert tone="info">{t('draws.admin.rerunAdvised')}</Alert> : null}
      <h3 className="subheading">
        {ran
          ? t('draws.admin.looked', { count: looked, total: draw.participants.length })
          : t('draws.admin.participants', { count: draw.participants.length })}
      </h3>
      <ul className="circle-members">
        {draw.participants.map((person) => (
          <li key={person._id} className="circle-member">
            <span className="circle-member-name">{person.name}</span>
            {ran ? (
              <span className={person.seen ? 'badge badge-green' : 'badge'}>
                {person.seen ? (
                  <>
                    <span aria-hidden="true" className="draw-seen-tick">
                      ✓
                    </span>
                    {t('draws.admin.seen')}
                  </>
                ) : (
                  t('draws.admin.notSeen')
                )}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {draw.exclusions.length > 0 ? (
        <>
          <h3 className="subheading">{t('draws.admin.keptApart')}</h3>
          <ul className="exclusion-rows">
            {exclusionRows(
              draw.exclusions.map(([giver = '', receiver = '']): Pair => [giver, receiver]),
            ).map(({ pairs: [pair], mutual }) => (
              <li key={pair?.join('-')} className="exclusion-row">
                {mutual
                  ? t('draws.exclusions.mutual', {
                      a: nameOf(pair?.[0] ?? ''),
                      b: nameOf(pair?.[1] ?? ''),
                    })
                  : t('draws.exclusions.pair', {
                      giver: nameOf(pair?.[0] ?? ''),
                      receiver: nameOf(pair?.[1] ?? ''),
                    })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {run.isError ? (
        <Alert tone="error">{errorMessage(run.error, t('draws.admin.runFailed'))}</Alert>
      ) : null}
      {run.isSuccess ? <Alert tone="success">{t('draws.admin.ran')}</Alert> : null}
      {remove.isError ? (
        <Alert tone="error">{errorMessage(remove.error, t('draws.admin.deleteFailed'))}</Alert>
      ) : null}
      {ran && draw.runAt ? (
        <p className="muted">
          {t('draws.admin.drawnOn', { date: formatDate(draw.runAt), runs: draw.runs })}
        </p>
      ) : null}
      <div className="draw-admin-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          onClick={() => setAsking('run')}
        >
          {run.isPending
            ? t('draws.admin.running')
            : ran
              ? t('draws.admin.runAgain')
              : t('draws.admin.run')}
        </button>
        <button
          type="button"
          className="button button-ghost-danger"
          disabled={busy}
          onClick={() => setAsking('delete')}
        >
          {t('draws.admin.delete')}
        </button>
      </div>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={
          asking === 'delete'
            ? t('draws.admin.deleteTitle')
            : ran
              ? t('draws.admin.runAgainTitle')
              : t('draws.admin.runTitle')
        }
        description={
          asking === 'delete'
            ? t('draws.admin.deleteText', { draw: draw.name })
            : ran
              ? t('draws.admin.runAgainText')
              : t('draws.admin.runText')
        }
        confirmLabel={
          asking === 'delete'
            ? t('draws.admin.delete')
            : ran
              ? t('draws.admin.runAgain')
              : t('draws.admin.run')
        }
        onConfirm={confirm}
      />
    </section>
  );
}
