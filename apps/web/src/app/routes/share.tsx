import '../../features/quick-add/share.css';
import { LIMITS } from '@wishlist/core';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { InputField } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { NewListSurprise, preferredCurrency, useCreateList, useLists } from '../../features/lists';
import {
  quickAddPath,
  sharedLinkOf,
  quickAddT as t,
  usePageFromOpener,
} from '../../features/quick-add';
import { errorMessage, isAuthError, withReason } from '../../lib/api-client';
import { specT } from '../../lib/i18n';
import { useCurrentUser } from '../../lib/session';
import { usePageTitle } from './use-page-title';

/**
 * The share target (N4): what another app shared (a shop's page, mostly) comes here as
 * `?title=…&text=…&url=…`, from the manifest's share_target or the bookmarklet. Signed out,
 * the app shell sends the person to sign in and back. The page asks which of their own active
 * lists the link goes on, then opens that list, where Quick Add reads the link at once (X2;
 * shared-link.ts), from the page the bookmarklet sent when it sent one (sent-page.ts).
 */
export function Component() {
  const title = t('quickAdd.share.title');
  usePageTitle(title);
  const [params] = useSearchParams();
  const link = sharedLinkOf(params);
  // Opened by the bookmarklet: the shop's page as the person sees it, sent while they choose.
  usePageFromOpener(link);
  return (
    <div className="narrow">
      <div className="page-head">
        <h1 className="page-title">{title}</h1>
      </div>
      {link ? <ChooseList link={link} /> : <NothingToAdd />}
    </div>
  );
}

function NothingToAdd() {
  return (
    <div className="empty-state">
      <p className="empty-title">{t('quickAdd.share.noLinkTitle')}</p>
      <p className="muted">{t('quickAdd.share.noLinkText')}</p>
      <Link to="/dashboard" className="button button-primary">
        {t('quickAdd.share.back')}
      </Link>
    </div>
  );
}

function ChooseList({ link }: { link: string }) {
  const user = useCurrentUser();
  const lists = useLists();
  // Quick Add adds to the person's own lists, and an archived list takes no new items (L3).
  const choices = (lists.data ?? []).filter(
    (list) => list.userId._id === user?.id && !list.archived,
  );
  return (
    <div className="stack">
      <section className="card stack" aria-labelledby="share-link-title">
        <p className="muted">{t('quickAdd.share.intro')}</p>
        <p>
          <span id="share-link-title" className="field-label">
            {t('quickAdd.share.link')}
          </span>
          <br />
          <span className="share-link">{link}</span>
        </p>
      </section>
      {lists.isPending ? <Spinner label={t('quickAdd.share.loading')} /> : null}
      {lists.isError && !isAuthError(lists.error) ? (
        <Alert tone="error">{errorMessage(lists.error, specT('spec.loadListsFailed'))}</Alert>
      ) : null}
      {choices.length > 0 ? (
        <section className="card stack" aria-labelledby="share-choose-title">
          <h2 id="share-choose-title" className="share-section-title">
            {t('quickAdd.share.choose')}
          </h2>
          <ul className="share-lists">
            {choices.map((list) => (
              <li key={list._id}>
                <Link to={quickAddPath(list._id, link)} className="share-list">
                  <span className="share-list-name">{list.name}</span>
                  <span className="muted">
                    {t('quickAdd.share.itemCount', { count: list.items.length })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {lists.isSuccess ? <NewList link={link} first={choices.length === 0} /> : null}
    </div>
  );
}

/** A new list for the link: the way on for someone with no list yet, or none that fits. */
function NewList({ link, first }: { link: string; first: boolean }) {
  const create = useCreateList();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [surprise, setSurprise] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    create.mutate(
      // What the dashboard's form starts from; the list's settings change the rest later.
      {
        name: trimmed,
        isPublic: false,
        ...(surprise ? { surprise: true } : {}),
        currency: preferredCurrency(),
      },
      { onSuccess: (list) => void navigate(quickAddPath(list._id, link)) },
    );
  };
  return (
    <form className="card stack" onSubmit={submit} aria-labelledby="share-new-title">
      <h2 id="share-new-title" className="share-section-title">
        {first ? t('quickAdd.share.firstList') : t('quickAdd.share.newList')}
      </h2>
      {create.isError ? (
        <Alert tone="error">{withReason(create.error, specT('spec.createListFailed'))}</Alert>
      ) : null}
      <InputField
        label={t('quickAdd.share.listName')}
        required
        maxLength={LIMITS.listNameMax}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <NewListSurprise checked={surprise} onChange={setSurprise} />
      <div className="form-actions">
        <button
          type="submit"
          className="button button-primary"
          disabled={!name.trim() || create.isPending}
        >
          {t('quickAdd.share.create')}
        </button>
      </div>
    </form>
  );
}
