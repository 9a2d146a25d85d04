import { type APIRequestContext, expect } from '@playwright/test';
import { type Account, linkIn, waitForMail } from './helpers';

export const bearer = (account: Account) => ({ authorization: `Bearer ${account.token}` });

export interface ListAnswer {
  _id: string;
  version: number;
  items: Array<{ _id: string; name: string; priority: number; boughtBy: { _id: string } | null }>;
}

/** A list of `owner`'s made through the API, with its items (the UI is what the test checks). */
export async function createListByApi(
  request: APIRequestContext,
  owner: Account,
  name: string,
  items: Array<Record<string, unknown>>,
): Promise<ListAnswer> {
  const created = await request.post('/api/lists', { headers: bearer(owner), data: { name } });
  expect(created.status()).toBe(201);
  const { _id } = (await created.json()) as ListAnswer;
  const put = await request.put(`/api/lists/${_id}`, { headers: bearer(owner), data: { items } });
  expect(put.status()).toBe(200);
  return (await put.json()) as ListAnswer;
}

export async function readListByApi(
  request: APIRequestContext,
  owner: Account,
  listId: string,
): Promise<ListAnswer> {
  const answer = await request.get(`/api/lists/${listId}`, { headers: bearer(owner) });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as ListAnswer;
}

/** Invites `friend` by e-mail and accepts with the mailed link, as the friend. */
export async function shareByApi(
  request: APIRequestContext,
  owner: Account,
  friend: Account,
  listId: string,
): Promise<void> {
  const since = Date.now();
  const invite = await request.post(`/api/lists/${listId}/invite`, {
    headers: bearer(owner),
    data: { emails: [friend.email] },
  });
  expect(invite.status()).toBe(200);
  const mail = await waitForMail(friend.email, /shared the wish list/, since);
  const token = decodeURIComponent(
    linkIn(mail, `${process.env.E2E_BASE_URL}/invitations/`).split('/invitations/')[1] ?? '',
  );
  const accept = await request.post(`/api/lists/invitations/${token}/accept`, {
    headers: bearer(friend),
  });
  expect(accept.status()).toBe(200);
}
