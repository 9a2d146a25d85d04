/** What the soak's people were told was saved, and the check that the server holds exactly that. */
import type { AuthResult, InvitationsOverview, WishList } from '@wishlist/core';
import type { Call } from './client.js';

export interface Ledger {
  lists: Map<string, { owner: string; name: string; items: string[] }>;
  invitations: { listId: string; email: string }[];
  /**
   * Per `listId/itemId`, per person: the units of acknowledged claims minus those given back.
   * The server must hold exactly these, and never more in all than the item's quantity.
   */
  claims: Map<string, Map<string, number>>;
}

export const newLedger = (): Ledger => ({
  lists: new Map(),
  invitations: [],
  claims: new Map(),
});

export async function verifyLedger(
  ledger: Ledger,
  people: { auth: AuthResult; lists: string[] }[],
  call: Call,
): Promise<string[]> {
  const problems: string[] = [];
  const owners = new Map(people.map((p) => [p.auth.user.id, p]));
  const seen = new Map<string, WishList>();

  for (const person of people) {
    const mine = await call<WishList[]>('verify', 'GET', '/api/lists', {
      token: person.auth.token,
    });
    const ids = mine.body.map((list) => list._id).sort();
    const expected = [...person.lists].sort();
    if (JSON.stringify(ids) !== JSON.stringify(expected))
      problems.push(
        `${person.auth.user.name}: lists ${ids.length}, acknowledged ${expected.length}`,
      );
    for (const list of mine.body) seen.set(list._id, list);
  }

  for (const [id, record] of ledger.lists) {
    const list = seen.get(id);
    if (!list) {
      problems.push(`list ${record.name} is missing`);
      continue;
    }
    const names = list.items.map((item) => item.name);
    if (JSON.stringify(names) !== JSON.stringify(record.items))
      problems.push(`${record.name}: items [${names}] but acknowledged [${record.items}]`);
    const owner = owners.get(record.owner)!;
    const invitations = await call<InvitationsOverview>(
      'verify',
      'GET',
      `/api/lists/${id}/invitations`,
      { token: owner.auth.token },
    );
    const emails = invitations.body.invitations.map((i) => i.inviteeEmail);
    for (const { email } of ledger.invitations.filter((i) => i.listId === id)) {
      const times = emails.filter((e) => e === email).length;
      if (times !== 1)
        problems.push(`${record.name}: invitation to ${email} stored ${times} times`);
    }
  }

  for (const [key, nets] of ledger.claims) {
    const [listId, itemId] = key.split('/') as [string, string];
    const item = seen.get(listId)?.items.find((i) => i._id === itemId);
    if (!item) {
      problems.push(`item ${key} is missing`);
      continue;
    }
    const held = new Map(item.claims.map((claim) => [claim.user._id, claim.quantity]));
    for (const [userId, net] of nets)
      if ((held.get(userId) ?? 0) !== net)
        problems.push(`item ${key}: ${userId} holds ${held.get(userId) ?? 0}, acknowledged ${net}`);
    const sum = item.claims.reduce((total, claim) => total + claim.quantity, 0);
    if (item.claimed !== sum || item.claimed > item.quantity)
      problems.push(`item ${key}: claimed ${item.claimed} of ${item.quantity}, claims sum ${sum}`);
    if ((item.boughtBy !== null) !== item.claimed >= item.quantity)
      problems.push(
        `item ${key}: boughtBy ${item.boughtBy?._id} with ${item.claimed}/${item.quantity}`,
      );
  }
  return problems;
}
